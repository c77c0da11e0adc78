import { z } from './zod'
import { callEntrySchema } from './voice'

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
  /** The owner's answer by text (issue 31). */
  text: (leadId: string) => `/api/admin/leads/${leadId}/texts`,
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

/** A text we sent the lead, or are to send (issue 31): the automated ones, HELP's answer and the owner's. */
const outgoingTextEntry = z.object({
  direction: z.literal('text-out'),
  id: z.string(),
  at: z.string(),
  body: z.string(),
  /** E.164. */
  to: z.string(),
  /** The text outbox row's state, as for e-mail: sent, failed, scheduled, cancelled, held… */
  status: z.string(),
  /** Twilio's last delivery report once it was accepted: queued, sent, delivered, undelivered, failed. */
  deliveryStatus: z.string().nullable(),
  lastError: z.string().nullable(),
  /** Twilio's error code of a refusal or a failed delivery (21610: the number sent STOP). */
  errorCode: z.number().nullable(),
  /** first-answer, follow-up, owner-reply, help. */
  kind: z.string(),
})

/** A text from the lead's number; `keyword` when it was only STOP (opt-out), START (opt-in) or HELP. */
const incomingTextEntry = z.object({
  direction: z.literal('text-in'),
  id: z.string(),
  at: z.string(),
  body: z.string(),
  from: z.string(),
  keyword: z.enum(['opt-out', 'opt-in', 'help']).nullable(),
})

/** Consent to texts given on a public form (issue 31 item 2): the number, the page, the wording shown. */
const consentEntry = z.object({
  direction: z.literal('consent'),
  id: z.string(),
  at: z.string(),
  phone: z.string(),
  page: z.string(),
  wording: z.string(),
})

export const threadEntrySchema = z.discriminatedUnion('direction', [outgoingEntry, incomingEntry, chatEntry, outgoingTextEntry, incomingTextEntry, consentEntry, callEntrySchema])
export type ThreadEntry = z.infer<typeof threadEntrySchema>

/**
 * Whether the owner may text the lead now, read from the state the send itself reads (issue 31):
 * texts on, a number that can take one, and no STOP, permanent refusal or missing consent.
 */
export const leadTextsSchema = z.object({
  /** Twilio is configured (TWILIO_*); off, nothing is ever texted. */
  on: z.boolean(),
  /** The lead's phone in E.164, or null when it is not a valid number. */
  phone: z.string().nullable(),
  /** The number sent STOP and not START since. */
  optedOut: z.boolean(),
  /** Why Twilio refused the number for good, when it did. */
  unreachable: z.string().nullable(),
  canText: z.boolean(),
  /** Why not, as a sentence for the owner; null when `canText`. */
  why: z.string().nullable(),
})
export type LeadTexts = z.infer<typeof leadTextsSchema>

export const leadThreadSchema = z.object({
  leadId: z.string(),
  /** The address e-mails go to; null for a lead that reached us by phone only (no e-mail is sent). */
  email: z.string().nullable(),
  /** The lead's address failed for good: nothing more is sent to it. */
  undeliverable: z.object({ since: z.string(), status: z.string().nullable() }).nullable(),
  repliedAt: z.string().nullable(),
  entries: z.array(threadEntrySchema),
  inbound: inboundStatusSchema,
  texts: leadTextsSchema,
})
export type LeadThread = z.infer<typeof leadThreadSchema>

export const ownerReplyRequestSchema = z.strictObject({
  text: z.string({ error: 'Write a reply' }).trim().min(1, 'Write a reply').max(20_000, 'The reply must be at most 20000 characters'),
})
export type OwnerReplyRequest = z.infer<typeof ownerReplyRequestSchema>

export const ownerReplyResponseSchema = z.object({
  /** no-address: a lead that reached us by phone only has no e-mail address to answer (409). */
  outcome: z.enum(['sent', 'not-sent', 'failed', 'undeliverable', 'no-address']),
  message: z.string(),
  entry: outgoingEntry.nullable(),
})
export type OwnerReplyResponse = z.infer<typeof ownerReplyResponseSchema>
/** A refused (409) or failed (502) answer also says why in `error`, as every error body does. */
export const ownerReplyRefusalSchema = ownerReplyResponseSchema.extend({ error: z.string() })

/** Twilio takes at most 1,600 characters in one text (its error 21617 past that). */
export const ownerTextMaxLength = 1600

export const ownerTextRequestSchema = z.strictObject({
  body: z
    .string({ error: 'Write a text' })
    .trim()
    .min(1, 'Write a text')
    .max(ownerTextMaxLength, `A text must be at most ${ownerTextMaxLength} characters`),
})
export type OwnerTextRequest = z.infer<typeof ownerTextRequestSchema>

/**
 * The owner's text and what became of it: 'sent' (Twilio took it), 'blocked' (STOP, a permanent
 * refusal or no consent: not sent), 'refused' (Twilio refused the number for good just now),
 * 'failed' (for now: the row stays failed, in the thread). `entry` is the row as it is now; null
 * when it was refused before any row was written.
 */
export const ownerTextResponseSchema = z.object({
  outcome: z.enum(['sent', 'not-sent', 'blocked', 'refused', 'failed']),
  status: z.string().nullable(),
  message: z.string(),
  entry: outgoingTextEntry.nullable(),
})
export type OwnerTextResponse = z.infer<typeof ownerTextResponseSchema>
/** A refused (409) or failed (502) text also says why in `error`, as every error body does. */
export const ownerTextRefusalSchema = ownerTextResponseSchema.extend({ error: z.string() })
