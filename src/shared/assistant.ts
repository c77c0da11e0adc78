import { z } from './zod'
import { attributionSchema } from './attribution'
import { assistantMessageMaxLength, assistantMessageTooLong, assistantModes, type AssistantEvent } from './assistant-protocol'
import { smsConsentFields } from './texts'

/**
 * The site assistant with a language model behind it (issue 26; docs/decisions/040 and 041):
 * what the chat panel asks the server and the events it streams back. With no model configured,
 * switched off or past its day's budget, the status says so and the panel keeps SPEC §2's
 * keyword answers.
 */

export {
  assistantApi,
  assistantConversationMaxMessages,
  assistantMessageMaxLength,
  assistantMessageTooLong,
  assistantModes,
  personFollowsUp,
  readAssistantEvent,
  type AssistantEvent,
  type AssistantMode,
} from './assistant-protocol'

export const assistantStatusSchema = z.object({ mode: z.enum(assistantModes) })
export type AssistantStatus = z.infer<typeof assistantStatusSchema>

export const assistantRequestSchema = z
  .strictObject({
    /** Absent on the first message; the server's id (from the 'conversation' event) after it. */
    conversationId: z.uuid('Invalid conversation').optional(),
    message: z.string().trim().min(1, 'Please type a message').max(assistantMessageMaxLength, assistantMessageTooLong),
    /** The forms' token (GET /api/form-token): a lead or a booking taken in the chat is checked like a form's. */
    formToken: z.string().max(200).optional(),
    /** The visitor's IANA time zone, for the times the assistant offers. */
    timeZone: z.string().max(64).optional(),
    /** The chat's "Text me about my request" box (issue 31): only a ticked box lets a lead taken here be texted. */
    smsConsent: smsConsentFields.smsConsent,
    /** Where the visitor came from; a damaged one is dropped rather than refuse the message. */
    attribution: attributionSchema.optional().catch(undefined),
  })
export type AssistantRequest = z.infer<typeof assistantRequestSchema>

/** What the server streams, one `data:` line of JSON per event. */
export const assistantEventSchema = z.discriminatedUnion('type', [
  /** First: the conversation's id, to send with the next message. */
  z.object({ type: z.literal('conversation'), id: z.string() }),
  /** More of the answer, to append. */
  z.object({ type: z.literal('text'), text: z.string() }),
  /** The answer so far is withdrawn: show this one instead. */
  z.object({ type: z.literal('replace'), text: z.string() }),
  /** The visitor's details were taken as a lead (held: waits for a person). */
  z.object({ type: z.literal('lead'), heldForReview: z.boolean() }),
  /** A call was booked, as on /book. */
  z.object({ type: z.literal('booked'), start: z.string(), end: z.string(), timeZone: z.string(), manageUrl: z.string(), heldForReview: z.boolean() }),
  /** The answer is complete. `mode` tells the panel whether the model still answers. */
  z.object({ type: z.literal('done'), mode: z.enum(assistantModes) }),
])
// The schema and the protocol's hand-written type describe the same events.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const eventsAgree: Same<z.infer<typeof assistantEventSchema>, AssistantEvent> = true
void eventsAgree

// ---------------------------------------------------------------------------------------------
// The owner's view (operator only)
// ---------------------------------------------------------------------------------------------

/** GET: the assistant's state and today's spending; PUT { enabled }: the owner's switch. */
export const assistantAdminApi = '/api/admin/assistant'

export const assistantOverviewSchema = z.object({
  mode: z.enum(assistantModes),
  /** The model's name when one is configured (OPENAI_*), else null. */
  model: z.string().nullable(),
  /** CHAT_ASSISTANT: off in the environment wins over the owner's switch. */
  allowedByEnvironment: z.boolean(),
  /** The back office's switch. */
  enabledByOwner: z.boolean(),
  /** Today (UTC): tokens spent and conversations begun. */
  tokensToday: z.number().int(),
  conversationsToday: z.number().int(),
  dailyTokenBudget: z.number().int(),
  visitorTokenBudget: z.number().int(),
})
export type AssistantOverview = z.infer<typeof assistantOverviewSchema>

export const assistantSwitchSchema = z.strictObject({ enabled: z.boolean({ error: 'enabled must be true or false' }) })
