/** A message the server did not answer (POST /api/assistant/messages, shared/assistant.ts), as the panel acts on it. */
export type AssistantRefusal =
  /** 422: what is wrong with the message, shown under the field that still holds it. */
  | { kind: 'invalid'; message: string }
  /** 429: too many messages for now; said on the assistant's side of the conversation. */
  | { kind: 'refused'; message: string }
  /** 409 (the model is off), any other failure, or no answer at all: the keyword answers take over. */
  | { kind: 'unavailable' }

export const invalidMessage = 'Please check your message and try again.'
export const tooManyMessages = 'You have sent a lot of messages in a short time. Please wait a minute, then try again.'

/** The error body's two fields, read by hand (no zod on the home page: shared/assistant-protocol.ts). */
function errorBody(body: unknown): { error?: string; fields?: Record<string, string> } {
  if (typeof body !== 'object' || body === null) return {}
  const { error, fields } = body as { error?: unknown; fields?: unknown }
  const texts = typeof fields === 'object' && fields !== null ? Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string') : []
  return { ...(typeof error === 'string' ? { error } : {}), ...(texts.length > 0 ? { fields: Object.fromEntries(texts) } : {}) }
}

export function readRefusal(status: number, body: unknown): AssistantRefusal {
  const { error, fields } = errorBody(body)
  // The visitor can fix only their message; another field's message (a damaged conversation id
  // or attribution) is still better shown than a generic line.
  const fieldMessage = fields?.message ?? Object.values(fields ?? {})[0]
  if (status === 422) return { kind: 'invalid', message: fieldMessage || error || invalidMessage }
  if (status === 429) return { kind: 'refused', message: error || tooManyMessages }
  return { kind: 'unavailable' }
}
