import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { createFaults, type Faults } from './faults'

/**
 * An SMTP server on 127.0.0.1 and a free port that keeps every message it accepts. Faults at
 * the end of DATA: '500' answers 451 (try again later), 'hang' never answers, 'hang-after-effect'
 * keeps the message and then never answers. A fault injected with `match` hits only the message
 * whose subject is `match`.
 */
export type ReceivedMail = {
  from: string
  to: string[]
  raw: string
  messageId: string | undefined
  subject: string | undefined
  headers: Map<string, string>
  receivedAt: number
}

export type SmtpFake = {
  url: string
  port: number
  faults: Faults
  messages: ReceivedMail[]
  /** Called for each accepted message (the benchmark times arrivals with it). */
  onMessage?: (mail: ReceivedMail) => void
  close(): Promise<void>
}

/** Header names lower-cased, folded lines joined, RFC 2047 words decoded. */
export function parseHeaders(raw: string): Map<string, string> {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? ''
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()))
  }
  return headers
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g, (_match, _charset: string, encoding: string, text: string) => {
      if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8')
      const bytes = text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
      return Buffer.from(bytes, 'latin1').toString('utf8')
    })
}

export async function startSmtpFake(): Promise<SmtpFake> {
  const faults = createFaults()
  const fake: SmtpFake = {
    url: '',
    port: 0,
    faults,
    messages: [],
    close: async () => {},
  }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    // No reverse DNS for the client: loopback needs none, and a resolver without network stalls each connection.
    disableReverseLookup: true,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const headers = parseHeaders(raw)
        // A fault injected with a match applies to the message with that subject only.
        const fault = faults.take(headers.get('subject'))
        if (fault === 'hang') return
        if (fault === '500' || fault === 'malformed') {
          callback(Object.assign(new Error('Try again later (fake)'), { responseCode: 451 }))
          return
        }
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          messageId: headers.get('message-id'),
          subject: headers.get('subject'),
          headers,
          receivedAt: Date.now(),
        }
        fake.messages.push(mail)
        fake.onMessage?.(mail)
        if (fault === 'hang-after-effect') return
        callback()
      })
    },
  })
  server.on('error', () => {})
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  fake.port = port
  fake.url = `smtp://127.0.0.1:${port}`
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()))
  return fake
}
