import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { chown, mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { ImapFlow } from 'imapflow'
import { freePort } from './free-port'

/**
 * A real IMAP server for the inbound tests (issue 23 item 5): Debian's Dovecot on 127.0.0.1 and
 * a free port, with its own configuration, state, log and Maildir in a temporary directory, one
 * user (passwd-file, plain text over loopback only, `ssl = no`). Messages are put in with IMAP
 * APPEND, as a mail client would; `deliver` writes a file into the Maildir as a delivery agent
 * would while the IMAP service is stopped. `stop` and `start` cut and restore the service on the
 * same port and data. CI installs the package when missing (.ci/run).
 */
export type Dovecot = {
  host: string
  port: number
  user: string
  password: string
  /** imap://user:pass@127.0.0.1:port (loopback: no STARTTLS required). */
  url: string
  /** Puts a message into INBOX through IMAP APPEND; returns its UID. */
  append(message: Buffer, options?: { folder?: string; flags?: string[] }): Promise<number>
  /** Writes a message into INBOX's Maildir directly (the server may be down). */
  deliver(message: Buffer): Promise<void>
  /** Flags of every message in INBOX, by UID. */
  flags(): Promise<Map<number, string[]>>
  /**
   * Rebuilds INBOX's UID list as after a mailbox repair or a server move: the messages stay, and
   * the folder gets a new UIDVALIDITY (its UIDs start again at 1). Stops and restarts the server.
   */
  resetUidValidity(): Promise<void>
  /** Stops the server (the master process and its children). */
  stop(): Promise<void>
  start(): Promise<void>
  /** Stops the server for good and deletes its directory. */
  destroy(): Promise<void>
  log(): Promise<string>
}

export const dovecotBinary = '/usr/sbin/dovecot'

export function dovecotInstalled(): boolean {
  return existsSync(dovecotBinary)
}

/**
 * `idle: false` takes IDLE out of the capabilities Dovecot announces after login, as servers
 * without it do, so the reader's polling is tested against a real server too.
 */
export async function startDovecot(options: { idle?: boolean } = {}): Promise<Dovecot> {
  const root = path.join(os.tmpdir(), `bluegrass-dovecot-${randomUUID().slice(0, 8)}`)
  const port = await freePort()
  const user = 'replies@bluegrassai.com'
  const password = `pw-${randomUUID()}`
  // Dovecot never opens mail as root: run as root (CI), the mail belongs to 'nobody'.
  const runningUid = process.getuid?.() ?? 0
  const uid = runningUid === 0 ? 65534 : runningUid
  const gid = runningUid === 0 ? 65534 : (process.getgid?.() ?? 0)
  const mailDir = path.join(root, 'mail')
  await Promise.all(['run', 'state', 'mail/new', 'mail/cur', 'mail/tmp', 'home'].map((dir) => mkdir(path.join(root, dir), { recursive: true })))
  for (const dir of ['mail', 'mail/new', 'mail/cur', 'mail/tmp', 'home']) await chown(path.join(root, dir), uid, gid)
  await writeFile(path.join(root, 'passwd'), `${user}:{PLAIN}${password}:${uid}:${gid}::${path.join(root, 'home')}::\n`)
  const conf = path.join(root, 'dovecot.conf')
  await writeFile(
    conf,
    `protocols = imap
listen = 127.0.0.1
base_dir = ${root}/run
state_dir = ${root}/state
instance_name = bluegrass-test-${port}
log_path = ${root}/dovecot.log
info_log_path = ${root}/dovecot.log
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
mail_location = maildir:${mailDir}
mail_privileged_group =
${options.idle === false ? 'imap_capability = IMAP4rev1 SASL-IR LOGIN-REFERRALS ID ENABLE SORT UIDPLUS CHILDREN NAMESPACE UNSELECT LITERAL+ MOVE\n' : ''}default_login_user = dovenull
default_internal_user = dovecot
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${root}/passwd
}
userdb {
  driver = static
  args = uid=${uid} gid=${gid} home=${root}/home
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service stats {
  unix_listener stats-reader {
    mode = 0666
  }
  unix_listener stats-writer {
    mode = 0666
  }
}
`,
  )

  const listening = () =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1')
      socket.once('data', () => {
        socket.destroy()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
      socket.setTimeout(1_000, () => {
        socket.destroy()
        resolve(false)
      })
    })

  // The master in the foreground (-F) as our child: no daemon to find, killed with its children on stop.
  let master: ChildProcess | null = null
  async function start() {
    // Its own process group, so stop() can take down the master and every connection's process at once.
    master = spawn(dovecotBinary, ['-F', '-c', conf], { stdio: 'ignore', detached: true })
    master.once('exit', () => {
      master = null
    })
    for (let attempt = 0; attempt < 100; attempt++) {
      if (await listening()) return
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`Dovecot did not listen on 127.0.0.1:${port}:\n${await readFile(path.join(root, 'dovecot.log'), 'utf8').catch(() => '')}`)
  }

  async function stop() {
    const running = master
    if (!running) return
    const exited = new Promise((resolve) => running.once('exit', resolve))
    // The whole group: an outage drops the open IMAP sessions too, as a server going down does.
    process.kill(-running.pid!, 'SIGKILL')
    await exited
    for (let attempt = 0; attempt < 100 && (await listening()); attempt++) await new Promise((resolve) => setTimeout(resolve, 100))
  }

  const withClient = async <T>(work: (client: ImapFlow) => Promise<T>): Promise<T> => {
    const client = new ImapFlow({ host: '127.0.0.1', port, secure: false, auth: { user, pass: password }, logger: false })
    client.on('error', () => {})
    await client.connect()
    try {
      return await work(client)
    } finally {
      await client.logout().catch(() => client.close())
    }
  }

  await start()
  return {
    host: '127.0.0.1',
    port,
    user,
    password,
    url: `imap://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}`,
    async append(message, options = {}) {
      return withClient(async (client) => {
        const appended = await client.append(options.folder ?? 'INBOX', message, options.flags ?? [])
        if (!appended || !appended.uid) throw new Error('APPEND returned no UID')
        return appended.uid
      })
    },
    async deliver(message) {
      // Written whole in tmp/, then renamed into new/: the Maildir rule, so a reader never sees half a file.
      const name = `${Date.now()}.${randomUUID()}.bluegrass-test`
      await writeFile(path.join(mailDir, 'tmp', name), message)
      await chown(path.join(mailDir, 'tmp', name), uid, gid)
      await rename(path.join(mailDir, 'tmp', name), path.join(mailDir, 'new', name))
    },
    async flags() {
      return withClient(async (client) => {
        const lock = await client.getMailboxLock('INBOX')
        try {
          const flags = new Map<number, string[]>()
          for await (const message of client.fetch('1:*', { uid: true, flags: true })) flags.set(message.uid, [...(message.flags ?? [])])
          return flags
        } finally {
          lock.release()
        }
      })
    },
    async resetUidValidity() {
      await stop()
      // Dovecot's UID list and indexes for the Maildir; without them it numbers the messages anew.
      for (const name of await readdir(mailDir)) {
        if (name.startsWith('dovecot')) await rm(path.join(mailDir, name), { recursive: true, force: true })
      }
      // UIDVALIDITY is a timestamp: make sure the new one differs from the old.
      await new Promise((resolve) => setTimeout(resolve, 1_100))
      await start()
    },
    stop,
    start,
    async destroy() {
      await stop()
      await rm(root, { recursive: true, force: true })
    },
    log: () => readFile(path.join(root, 'dovecot.log'), 'utf8'),
  }
}
