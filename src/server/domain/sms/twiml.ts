import { escapeHtml } from '@/shared/html'

/**
 * A messaging webhook's answer in TwiML (issue 31): an empty `<Response/>` (nothing to say), or
 * one `<Message>` Twilio sends back to the texter. The text is XML-escaped.
 */
export function messagingTwiml(reply: string | null): string {
  const body = reply === null ? '<Response/>' : `<Response><Message>${escapeHtml(reply)}</Message></Response>`
  return `<?xml version="1.0" encoding="UTF-8"?>${body}`
}
