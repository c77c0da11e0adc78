import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser'
import sanitizeHtml from 'sanitize-html'

/**
 * An incoming e-mail as the rest of the product reads it (issue 23 item 2), parsed with
 * mailparser and reduced to what decides its class and its lead. Pure: bytes in, facts out; no
 * clock, no network. Attachments are named and sized, never kept; HTML is sanitised here, once,
 * so nothing downstream can show it unsanitised.
 */
export type InboundMail = {
  /** Header names lower-cased, the first value of each, as text. */
  headers: Record<string, string>
  from: { address: string; name: string } | null
  subject: string
  messageId: string | null
  /** Message-IDs from In-Reply-To, then References (as written, angle brackets kept). */
  inReplyTo: string[]
  references: string[]
  /** The top-level content type, e.g. 'multipart/report', and its report-type parameter. */
  contentType: string
  reportType: string | null
  /** The plain text: the text part, or the text of the HTML part when there is none. */
  text: string
  /** The HTML part, sanitised (no scripts, styles, event handlers, remote images, javascript: links). */
  html: string | null
  attachments: { filename: string; contentType: string; size: number }[]
  /** Message-ID of our e-mail that a bounce returns (its message/rfc822 or text/rfc822-headers part). */
  returnedMessageId: string | null
  /** Only the header block was read: the message is larger than the cap. */
  headersOnly: boolean
}

export type ParseOptions = { headersOnly?: boolean }

/** Tags and attributes an e-mail may keep: text formatting and links; nothing that runs or loads. */
const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'div', 'span', 'br', 'hr', 'b', 'strong', 'i', 'em', 'u', 's', 'blockquote', 'pre', 'code', 'ul', 'ol', 'li', 'a', 'h1', 'h2', 'h3', 'h4', 'table', 'thead', 'tbody', 'tr', 'td', 'th', 'font'],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Links open elsewhere and tell nobody where they came from.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }) },
  disallowedTagsMode: 'discard',
}

export function sanitizeMailHtml(html: string): string {
  return sanitizeHtml(html, sanitizeOptions).trim()
}

/** `<id@host>` lists as mailparser gives them (a string or several), each id in its brackets. */
function messageIds(value: string | string[] | undefined): string[] {
  const joined = Array.isArray(value) ? value.join(' ') : (value ?? '')
  return [...joined.matchAll(/<[^<>\s]+>/g)].map((match) => match[0])
}

function firstAddress(from: AddressObject | AddressObject[] | undefined): InboundMail['from'] {
  const entry = [from ?? []].flat()[0]?.value[0]
  if (!entry?.address) return null
  return { address: entry.address, name: entry.name ?? '' }
}

function headerText(value: unknown): string {
  if (typeof value === 'string') return value
  if (value instanceof Date) return value.toUTCString()
  if (value && typeof value === 'object') {
    const structured = value as { value?: unknown; text?: unknown; params?: Record<string, string> }
    if (typeof structured.text === 'string') return structured.text
    if (typeof structured.value === 'string') {
      const params = Object.entries(structured.params ?? {}).map(([key, param]) => `; ${key}=${param}`)
      return `${structured.value}${params.join('')}`
    }
  }
  return String(value ?? '')
}

/** The Message-ID in the returned headers a bounce carries (Postfix: text/rfc822-headers). */
function returnedMessageId(parsed: ParsedMail): string | null {
  for (const attachment of parsed.attachments) {
    if (!/^(message\/rfc822|text\/rfc822-headers|message\/rfc822-headers)$/i.test(attachment.contentType)) continue
    const head = attachment.content.toString('utf8').split(/\r?\n\r?\n/)[0] ?? ''
    const line = /^message-id:\s*(<[^<>\s]+>)/im.exec(head)
    if (line?.[1]) return line[1]
  }
  return null
}

export async function parseInboundMail(source: Buffer, options: ParseOptions = {}): Promise<InboundMail> {
  // Headers only: the body is never handed to the parser, so a huge message costs its headers.
  const input = options.headersOnly ? Buffer.concat([headerBlock(source), Buffer.from('\r\n\r\n')]) : source
  const parsed = await simpleParser(input, { skipImageLinks: true, skipTextToHtml: true, keepCidLinks: false })
  const headers: Record<string, string> = {}
  for (const [name, value] of parsed.headers) if (!(name in headers)) headers[name] = headerText(value)
  const contentType = parsed.headers.get('content-type') as { value?: string; params?: Record<string, string> } | undefined
  const html = typeof parsed.html === 'string' && parsed.html.trim() ? sanitizeMailHtml(parsed.html) : null
  return {
    headers,
    from: firstAddress(parsed.from),
    subject: parsed.subject ?? '',
    messageId: parsed.messageId ?? null,
    inReplyTo: messageIds(parsed.inReplyTo),
    references: messageIds(parsed.references),
    contentType: (contentType?.value ?? 'text/plain').toLowerCase(),
    reportType: contentType?.params?.['report-type']?.toLowerCase() ?? null,
    text: (parsed.text ?? '').replace(/\r\n/g, '\n'),
    html: html || null,
    // Named and sized, never stored (issue 23 item 2); the returned headers of a bounce are not an attachment a person sent.
    attachments: parsed.attachments
      .filter((attachment) => !/rfc822/i.test(attachment.contentType))
      .map((attachment) => ({ filename: attachment.filename ?? '(unnamed)', contentType: attachment.contentType, size: attachment.size })),
    returnedMessageId: returnedMessageId(parsed),
    headersOnly: options.headersOnly === true,
  }
}

/** Everything before the first blank line (the whole source when there is none). */
export function headerBlock(source: Buffer): Buffer {
  const crlf = source.indexOf('\r\n\r\n')
  const lf = source.indexOf('\n\n')
  const end = [crlf, lf].filter((index) => index >= 0).sort((a, b) => a - b)[0]
  return end === undefined ? source : source.subarray(0, end)
}
