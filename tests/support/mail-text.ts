import type { ReceivedMail } from '../fakes/smtp-fake'

/**
 * The plain-text part of a message the SMTP fake received, decoded (quoted-printable or base64),
 * so a test can read what the person reads.
 */
export function mailText(mail: Pick<ReceivedMail, 'raw'>): string {
  const [head = '', ...rest] = mail.raw.split(/\r?\n\r?\n/)
  const body = rest.join('\r\n\r\n')
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1]
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [`${head}\r\n\r\n${body}`]
  for (const part of parts) {
    const [partHead = '', ...partBody] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/)
    if (boundary && !/content-type:\s*text\/plain/i.test(partHead)) continue
    return decode(partBody.join('\r\n\r\n').replace(/\r?\n$/, ''), /content-transfer-encoding:\s*([\w-]+)/i.exec(partHead)?.[1] ?? '7bit')
  }
  throw new Error('no text/plain part in the message')
}

function decode(content: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8')
    case 'quoted-printable': {
      const joined = content.replace(/=\r?\n/g, '')
      const bytes = joined.replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)))
      return Buffer.from(bytes, 'latin1').toString('utf8').replace(/\r\n/g, '\n')
    }
    default:
      return content.replace(/\r\n/g, '\n')
  }
}
