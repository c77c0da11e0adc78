import type { ReceivedMail } from '../fakes/smtp-fake'

/**
 * The plain-text part of a message the SMTP fake received, decoded (quoted-printable or base64),
 * so a test can read what the person reads.
 */
export function mailText(mail: Pick<ReceivedMail, 'raw'>): string {
  const text = findPart(mail.raw, /^text\/plain/i)
  if (text === undefined) throw new Error('no text/plain part in the message')
  return text
}

/**
 * The first part whose Content-Type matches, decoded, looking inside nested multiparts (a message
 * with a calendar invitation is multipart/mixed around multipart/alternative).
 */
export function findPart(entity: string, type: RegExp): string | undefined {
  const [head = '', ...rest] = entity.replace(/^\r?\n/, '').split(/\r?\n\r?\n/)
  const body = rest.join('\r\n\r\n')
  const contentType = /content-type:\s*([^;\r\n]+)/i.exec(head)?.[1]?.trim() ?? 'text/plain'
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1]
  if (/^multipart\//i.test(contentType) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1, -1)) {
      const found = findPart(part, type)
      if (found !== undefined) return found
    }
    return undefined
  }
  if (!type.test(contentType)) return undefined
  return decode(body.replace(/\r?\n$/, ''), /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1] ?? '7bit')
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
