import { randomUUID } from 'node:crypto'
import { ImapFlow } from 'imapflow'
import type { InboundConfig } from '@/server/config'
import type { AppDatabase } from '@/server/db/client'
import { parseInboundMail, type InboundMail } from '@/server/domain/inbound/message'
import type { InboundState } from '@/shared/inbound'
import { LeaseLost, recordReadOutcome, releaseLease, startingPoint, takeLease } from './mailbox-store'
import { recordInboundMessage, type RecordDeps } from './record-message'

/**
 * Reads the agency's mailbox over IMAP with imapflow (issue 23 item 1; docs/decisions/039).
 *
 * One loop per process: take the lease (only its holder reads), connect, open the folder, read
 * every message after the checkpoint, then wait: for the server's IDLE push where it supports
 * IDLE, else for the next poll (IMAP_POLL_SECONDS); the lease is renewed on every wake. A
 * failure (the server down, a timeout, a refused login, the database gone) is recorded, shown by
 * /healthz and the dashboard, and retried after a delay that doubles up to a minute; nothing
 * thrown here reaches the process. Matched messages are flagged \Seen once acted on; unmatched
 * ones are left as they were (bodies are fetched with BODY.PEEK, which sets no flag).
 */

export type InboundReaderState = {
  state: InboundState
  mode: 'idle' | 'poll' | null
  lastSuccessAt: Date | null
  lastError: string | null
  lastErrorAt: Date | null
}

export type InboundReader = {
  readonly mailbox: string
  start(): void
  stop(): Promise<void>
  /** This instance's view: its mode, and its last read's outcome. */
  state(): InboundReaderState
  /** Resolves after the next complete read (tests wait on it). */
  nextRead(): Promise<void>
}

type Log = { info(object: object, message: string): void; warn(object: object, message: string): void }

export function mailboxName(config: InboundConfig): string {
  return `${config.user}@${config.host}/${config.folder}`
}

export function createInboundReader(deps: { config: InboundConfig; db: AppDatabase; record: RecordDeps; log: Log; holder?: string }): InboundReader {
  const { config, db, log } = deps
  // The app's clock for what is recorded; the waits between reads are real time (timers).
  const now = deps.record.context.now
  const mailbox = mailboxName(config)
  const holder = deps.holder ?? `${process.pid}-${randomUUID()}`
  let stopped = false
  let running: Promise<void> | null = null
  let client: ImapFlow | null = null
  let wake: (() => void) | null = null
  const status: InboundReaderState = { state: 'starting', mode: null, lastSuccessAt: null, lastError: null, lastErrorAt: null }
  let readWaiters: (() => void)[] = []

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms)
      function done() {
        clearTimeout(timer)
        wake = null
        resolve()
      }
      wake = done
    })

  const succeeded = async () => {
    status.state = 'active'
    status.lastSuccessAt = now()
    await recordReadOutcome(db, mailbox, { ok: true })
    const waiters = readWaiters
    readWaiters = []
    for (const resolve of waiters) resolve()
  }

  const failed = async (error: unknown) => {
    const text = describe(error)
    status.state = 'failing'
    status.mode = null
    status.lastError = text
    status.lastErrorAt = now()
    log.warn({ err: text, mailbox }, 'inbound e-mail: reading the mailbox failed; retrying with backoff')
    await recordReadOutcome(db, mailbox, { ok: false, error: text }).catch(() => {})
  }

  /** Reads every message after the checkpoint, in UID order; each one in its own transaction. */
  async function readNew(imap: ImapFlow, uidValidity: number, after: number): Promise<number> {
    let last = after
    const uids = ((await imap.search({ uid: `${after + 1}:*` }, { uid: true })) || []).filter((uid) => uid > after).sort((a, b) => a - b)
    for (const uid of uids) {
      if (stopped) break
      const meta = await imap.fetchOne(String(uid), { uid: true, size: true, internalDate: true }, { uid: true })
      if (!meta) continue
      const size = meta.size ?? 0
      const headersOnly = size > config.maxMessageBytes
      // Over the cap only the header block is fetched: a 10 MB attachment never crosses the wire.
      const body = await imap.fetchOne(String(uid), headersOnly ? { headers: true } : { source: true }, { uid: true })
      const source = body ? (headersOnly ? body.headers : body.source) : undefined
      const mail = await readableMail(source ?? Buffer.alloc(0), headersOnly, (error) =>
        log.warn({ err: describe(error), mailbox, uid }, 'inbound e-mail: a message could not be parsed whole; recorded by its headers'),
      )
      const receivedAt = meta.internalDate instanceof Date ? meta.internalDate : meta.internalDate ? new Date(meta.internalDate) : now()
      const outcome = await recordInboundMessage(deps.record, { mailbox, uidValidity, uid, size, receivedAt, mail }, holder)
      last = uid
      if (outcome.recorded && outcome.class !== 'unmatched') await imap.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true })
    }
    return last
  }

  async function session(): Promise<void> {
    const imap = new ImapFlow({
      host: config.host,
      port: config.port,
      secure: config.secure,
      doSTARTTLS: config.requireStartTls ? true : undefined,
      auth: { user: config.user, pass: config.password },
      logger: false,
      connectionTimeout: config.timeoutMs,
      greetingTimeout: config.timeoutMs,
      socketTimeout: config.timeoutMs * 10,
      // The loop waits for 'exists' itself; imapflow's own IDLE keeps the connection listening.
      maxIdleTime: config.leaseSeconds * 1000 / 3,
      missingIdleCommand: 'NOOP',
    })
    client = imap
    let closed = false
    // An error event with no listener would throw out of the socket's callback: it ends the session instead.
    imap.on('error', (error: unknown) => {
      log.warn({ err: describe(error), mailbox }, 'inbound e-mail: connection error')
    })
    imap.on('close', () => {
      closed = true
      wake?.()
    })
    // New mail announced while a read is under way is read at once after it, not after the next wait.
    let announced = false
    imap.on('exists', () => {
      announced = true
      wake?.()
    })
    try {
      await imap.connect()
      const opened = await imap.mailboxOpen(config.folder, { readOnly: false })
      const uidValidity = Number(opened.uidValidity)
      let last = await startingPoint(db, mailbox, holder, { uidValidity, uidNext: Number(opened.uidNext) })
      const idle = imap.capabilities.has('IDLE')
      status.mode = idle ? 'idle' : 'poll'
      log.info({ mailbox, mode: status.mode }, 'inbound e-mail: reading the mailbox')
      let lastFetch = 0
      while (!stopped && !closed) {
        if (!(await takeLease(db, mailbox, holder, config.leaseSeconds))) throw new LeaseLost(mailbox)
        const pollDue = Date.now() - lastFetch >= config.pollSeconds * 1000
        // With IDLE the server says when mail arrives; the poll still runs as a safety net.
        if (pollDue || idle || announced) {
          announced = false
          last = await readNew(imap, uidValidity, last)
          lastFetch = Date.now()
        } else {
          await imap.noop()
        }
        await succeeded()
        if (stopped) break
        if (!announced) await sleep(Math.min(config.pollSeconds * 1000, (config.leaseSeconds * 1000) / 3))
      }
      if (closed && !stopped) throw new Error('the IMAP server closed the connection')
    } finally {
      client = null
      await imap.logout().catch(() => imap.close())
    }
  }

  async function loop(): Promise<void> {
    let delay = config.reconnectDelayMs.first
    while (!stopped) {
      let leased = false
      try {
        leased = await takeLease(db, mailbox, holder, config.leaseSeconds)
        if (!leased) {
          // Another instance reads: wait, and take over if its lease lapses.
          status.state = 'standby'
          status.mode = null
          await sleep((config.leaseSeconds * 1000) / 3)
          continue
        }
        await session()
        delay = config.reconnectDelayMs.first
      } catch (error) {
        if (stopped) break
        if (error instanceof LeaseLost) {
          status.state = 'standby'
          log.info({ mailbox }, 'inbound e-mail: the lease passed to another instance')
          continue
        }
        await failed(error)
        await sleep(delay)
        delay = Math.min(delay * 2, config.reconnectDelayMs.max)
      }
    }
  }

  return {
    mailbox,
    start() {
      if (running) return
      stopped = false
      running = loop().catch((error: unknown) => {
        // loop() catches per session; this is a last guard so a bug never becomes an unhandled rejection.
        log.warn({ err: describe(error), mailbox }, 'inbound e-mail: the reader stopped')
      })
    },
    async stop() {
      stopped = true
      wake?.()
      client?.close()
      await running
      running = null
      await releaseLease(db, mailbox, holder).catch(() => {})
    },
    state: () => ({ ...status }),
    nextRead: () => new Promise<void>((resolve) => readWaiters.push(resolve)),
  }
}

/**
 * The message as the parser reads it; one it cannot read whole is read by its headers, and one
 * whose headers fail too is recorded bare. A message that cannot be parsed must not block every
 * later one (the checkpoint moves past it like past any other).
 */
async function readableMail(source: Buffer, headersOnly: boolean, onFallback: (error: unknown) => void): Promise<InboundMail> {
  try {
    return await parseInboundMail(source, { headersOnly })
  } catch (error) {
    onFallback(error)
  }
  try {
    return await parseInboundMail(source, { headersOnly: true })
  } catch {
    return { ...unreadableMail }
  }
}

const unreadableMail: InboundMail = {
  headers: {},
  from: null,
  subject: '(unreadable message)',
  messageId: null,
  inReplyTo: [],
  references: [],
  contentType: 'application/octet-stream',
  reportType: null,
  text: '',
  html: null,
  attachments: [],
  returnedMessageId: null,
  headersOnly: true,
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const imap = error as Error & { responseText?: string; code?: string; authenticationFailed?: boolean }
    if (imap.authenticationFailed) return `login refused by the IMAP server${imap.responseText ? `: ${imap.responseText}` : ''}`
    return [imap.code, imap.responseText ?? error.message].filter(Boolean).join(': ')
  }
  return String(error)
}
