/**
 * The site assistant's protocol without zod (issue 26): the addresses, limits and the events the
 * server streams, read by hand. The chat panel loads this on the home page, whose JavaScript
 * budget (100 KB gzipped, the chat included) has no room for zod's 26 KB. The server's schemas
 * (shared/assistant.ts) are built from the same constants, and assistant-protocol.test.ts holds
 * `readAssistantEvent` to `assistantEventSchema` on every kind of event and on damaged ones.
 */

export const assistantApi = {
  /** GET: whether the model answers (never cached). */
  status: '/api/assistant',
  /** POST a visitor's message: 200 text/event-stream of AssistantEvent; 422 naming the field; 429; 409 when the model is off. */
  messages: '/api/assistant/messages',
} as const

/** Why the model does or does not answer. */
export const assistantModes = ['model', 'not-configured', 'switched-off', 'daily-budget'] as const
export type AssistantMode = (typeof assistantModes)[number]

/** The longest message a visitor may send, in characters. */
export const assistantMessageMaxLength = 1000
/** The most messages one conversation may hold from the visitor. */
export const assistantConversationMaxMessages = 30

export const assistantMessageTooLong = `Your message is too long: please keep it under ${assistantMessageMaxLength} characters.`

/** Said when the model may not answer (budget spent, switched off, failing) after the keyword answer. */
export const personFollowsUp = 'A person from our team will follow up with you.'

/** What the server streams, one `data:` line of JSON per event. */
export type AssistantEvent =
  /** First: the conversation's id, to send with the next message. */
  | { type: 'conversation'; id: string }
  /** More of the answer, to append. */
  | { type: 'text'; text: string }
  /** The answer so far is withdrawn: show this one instead. */
  | { type: 'replace'; text: string }
  /** The visitor's details were taken as a lead (held: waits for a person). */
  | { type: 'lead'; heldForReview: boolean }
  /** A call was booked, as on /book. */
  | { type: 'booked'; start: string; end: string; timeZone: string; manageUrl: string; heldForReview: boolean }
  /** The answer is complete. `mode` tells the panel whether the model still answers. */
  | { type: 'done'; mode: AssistantMode }

/** The fields of each event and their types. */
const eventFields: { [Type in AssistantEvent['type']]: Record<Exclude<keyof Extract<AssistantEvent, { type: Type }>, 'type'>, 'string' | 'boolean' | 'mode'> } = {
  conversation: { id: 'string' },
  text: { text: 'string' },
  replace: { text: 'string' },
  lead: { heldForReview: 'boolean' },
  booked: { start: 'string', end: 'string', timeZone: 'string', manageUrl: 'string', heldForReview: 'boolean' },
  done: { mode: 'mode' },
}

/** One streamed event, if it is one of ours (extra fields dropped); undefined otherwise. */
export function readAssistantEvent(value: unknown): AssistantEvent | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const record = value as Record<string, unknown>
  const type = record.type
  if (typeof type !== 'string' || !Object.hasOwn(eventFields, type)) return undefined
  const event: Record<string, unknown> = { type }
  for (const [field, kind] of Object.entries(eventFields[type as AssistantEvent['type']])) {
    const given = record[field]
    const fits = kind === 'mode' ? assistantModes.includes(given as AssistantMode) : typeof given === kind
    if (!fits) return undefined
    event[field] = given
  }
  return event as AssistantEvent
}
