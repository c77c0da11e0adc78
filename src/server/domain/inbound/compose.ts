import { oneLine, render, type ComposedEmail } from '../compose-email'
import { zonedFormatter } from '@/shared/zoned-time'

/**
 * The two e-mails of the conversation loop (issue 23): the owner told of a lead's reply, once,
 * with its new words and a link to the lead's thread; and the owner's own answer from that
 * thread, threaded in the lead's mail client by In-Reply-To and References. Pure.
 */

export function composeReplyNotification(input: {
  leadName: string
  businessName: string
  subject: string
  preview: string
  receivedAt: Date
  timeZone: string
  threadUrl: string
  /** The message made the lead (a text from a new number): it answered nothing and stopped nothing. */
  firstContact?: { channel: string }
}): ComposedEmail {
  const who = input.businessName ? `${oneLine(input.leadName, 60)} (${oneLine(input.businessName, 60)})` : oneLine(input.leadName, 60)
  const when = zonedFormatter(input.timeZone, { dateStyle: 'medium', timeStyle: 'short' }).format(input.receivedAt)
  if (input.firstContact) {
    const { text, html } = render(
      [
        { kind: 'p', text: `${who}, a number no lead had, wrote by ${input.firstContact.channel} on ${when}: a new lead.` },
        { kind: 'p', text: input.preview },
        { kind: 'p', text: 'A task to answer is on your list.' },
        { kind: 'link', text: 'Read and answer in the back office', href: input.threadUrl },
      ],
      [],
    )
    return { subject: `New lead by ${input.firstContact.channel}: ${oneLine(input.leadName, 60)}`, text, html, headers: {} }
  }
  const { text, html } = render(
    [
      { kind: 'p', text: `${who} replied on ${when}: "${oneLine(input.subject, 120)}".` },
      { kind: 'p', text: input.preview },
      { kind: 'p', text: "Their automated follow-ups are stopped, and a task to reply is on your list." },
      { kind: 'link', text: 'Read and answer in the back office', href: input.threadUrl },
    ],
    [],
  )
  return { subject: `${oneLine(input.leadName, 60)} replied: ${oneLine(input.subject, 100)}`, text, html, headers: {} }
}

/** `Re: ` once, however many times the subject was already answered. */
export function replySubject(subject: string): string {
  const bare = oneLine(subject, 200).replace(/^((re|aw|sv|antw|réf|rif)\s*:\s*)+/i, '')
  return `Re: ${bare || 'our conversation'}`
}

/**
 * References of an answer (RFC 5322 §3.6.4): the parent's References (or its In-Reply-To)
 * followed by the parent's Message-ID; the newest ids are kept when the list grows long.
 */
export function threadingHeaders(parent: { messageId: string; references: readonly string[] }): Record<string, string> {
  const ids = [...new Set([...parent.references, parent.messageId])].slice(-20)
  return { 'In-Reply-To': parent.messageId, References: ids.join(' ') }
}

export function composeOwnerReply(input: { text: string; subject: string; signature: string }): ComposedEmail {
  const paragraphs = input.text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
  const { text, html } = render(
    paragraphs.map((paragraph) => ({ kind: 'p' as const, text: paragraph })),
    [{ kind: 'p', text: input.signature }],
  )
  return { subject: replySubject(input.subject), text, html, headers: {} }
}
