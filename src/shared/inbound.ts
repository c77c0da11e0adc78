import { z } from './zod'

/**
 * Inbound e-mail (issue 23; docs/decisions/039): what the product reads from the agency's
 * mailbox, as the back office and the dashboard are told it. Shared by the server, which answers
 * with these shapes, and the pages, which parse them.
 */

/**
 * How a read message was classified: a person's reply, an automatic reply (out of office,
 * auto-responders), a bounce that failed for good (5.x.x) or only for now (4.x.x), or mail that
 * matched no lead (left in the mailbox as it was).
 */
export const inboundClasses = ['reply', 'auto-reply', 'bounce-permanent', 'bounce-temporary', 'unmatched'] as const
export type InboundClass = (typeof inboundClasses)[number]

export const inboundClassLabels: Record<InboundClass, string> = {
  reply: 'Reply',
  'auto-reply': 'Automatic reply',
  'bounce-permanent': 'Bounced (permanent)',
  'bounce-temporary': 'Delivery delayed',
  unmatched: 'Not matched to a lead',
}

/**
 * Whether the product reads the mailbox, and how the last read went: 'off' when IMAP_URL is
 * unset; 'active' only while the last read succeeded; 'failing' after a failed one; 'starting'
 * before the first read ends; 'standby' while another instance holds the reading lease.
 */
export const inboundStates = ['off', 'starting', 'active', 'failing', 'standby'] as const
export type InboundState = (typeof inboundStates)[number]

export const inboundStatusSchema = z.object({
  state: z.enum(inboundStates),
  /** The folder read, e.g. INBOX (null when off). */
  folder: z.string().nullable(),
  /** 'idle': the server pushes new mail; 'poll': read every IMAP_POLL_SECONDS. */
  mode: z.enum(['idle', 'poll']).nullable(),
  lastSuccessAt: z.string().nullable(),
  lastError: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
})
export type InboundStatus = z.infer<typeof inboundStatusSchema>

// ---------------------------------------------------------------------------------------------
// The lead's thread (GET /api/admin/leads/:id/thread) and the owner's reply
// ---------------------------------------------------------------------------------------------

export const threadApi = {
  thread: (leadId: string) => `/api/admin/leads/${leadId}/thread`,
  reply: (leadId: string) => `/api/admin/leads/${leadId}/reply`,
  inboundStatus: '/api/admin/inbound/status',
} as const

const outgoingEntry = z.object({
  direction: z.literal('out'),
  id: z.string(),
  at: z.string(),
  subject: z.string(),
  /** The e-mail's text as sent; the thread shows its first lines. */
  text: z.string(),
  to: z.string(),
  /** The outbox row's state: sent, failed, scheduled, not-sent… */
  status: z.string(),
  kind: z.string(),
  lastError: z.string().nullable(),
})

const incomingEntry = z.object({
  direction: z.literal('in'),
  id: z.string(),
  at: z.string(),
  subject: z.string(),
  from: z.string(),
  class: z.enum(inboundClasses),
  /** The new text, quoted history and signature cut. */
  preview: z.string(),
  /** The whole text, shown on opening. */
  text: z.string(),
  /** The HTML body as sanitised at reading (no scripts, no remote images), when there was one. */
  html: z.string().nullable(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number() })),
  /** Too large to read whole (IMAP_MAX_MESSAGE_BYTES): recorded by its headers. */
  headersOnly: z.boolean(),
  /** A bounce's status code (5.1.1) and the address that failed. */
  bounceStatus: z.string().nullable(),
})

/** A conversation with the site assistant (issue 26) that took the lead or booked its call: the transcript as the visitor saw it. */
const chatEntry = z.object({
  direction: z.literal('chat'),
  id: z.string(),
  at: z.string(),
  turns: z.array(z.object({ role: z.enum(['visitor', 'assistant']), text: z.string(), at: z.string(), blocked: z.string().optional() })),
  booked: z.boolean(),
})

export const threadEntrySchema = z.discriminatedUnion('direction', [outgoingEntry, incomingEntry, chatEntry])
export type ThreadEntry = z.infer<typeof threadEntrySchema>

export const leadThreadSchema = z.object({
  leadId: z.string(),
  /** The lead's address failed for good: nothing more is sent to it. */
  undeliverable: z.object({ since: z.string(), status: z.string().nullable() }).nullable(),
  repliedAt: z.string().nullable(),
  entries: z.array(threadEntrySchema),
  inbound: inboundStatusSchema,
})
export type LeadThread = z.infer<typeof leadThreadSchema>

export const ownerReplyRequestSchema = z.strictObject({
  text: z.string({ error: 'Write a reply' }).trim().min(1, 'Write a reply').max(20_000, 'The reply must be at most 20000 characters'),
})
export type OwnerReplyRequest = z.infer<typeof ownerReplyRequestSchema>

export const ownerReplyResponseSchema = z.object({
  outcome: z.enum(['sent', 'not-sent', 'failed', 'undeliverable']),
  message: z.string(),
  entry: outgoingEntry.nullable(),
})
export type OwnerReplyResponse = z.infer<typeof ownerReplyResponseSchema>
/** A refused (409) or failed (502) answer also says why in `error`, as every error body does. */
export const ownerReplyRefusalSchema = ownerReplyResponseSchema.extend({ error: z.string() })
