import type { ChatMessage } from '@/shared/content/chat-replies'
import type { BookedCall, ChatEntry } from './conversation'

/** The conversation lives in session storage: it survives a reload, not a new tab. */
export const chatStorageKey = 'bluegrass-ai-chat'
/** The assistant's id for the same conversation (issue 26), sent with each message. */
export const conversationIdStorageKey = 'bluegrass-ai-chat-id'

function isChatMessage(value: unknown): value is ChatMessage {
  if (typeof value !== 'object' || value === null) return false
  const { type, text } = value as Record<string, unknown>
  return (type === 'bot' || type === 'user') && typeof text === 'string'
}

function isBookedCall(value: unknown): value is BookedCall {
  if (typeof value !== 'object' || value === null) return false
  const { start, end, timeZone, manageUrl, heldForReview } = value as Record<string, unknown>
  return [start, end, timeZone, manageUrl].every((field) => typeof field === 'string') && typeof heldForReview === 'boolean'
}

/** A stored message with only the fields we wrote; a damaged booking is dropped, its message kept. */
function entryOf(message: ChatMessage & { booking?: unknown }): ChatEntry {
  const { type, text, booking } = message
  if (!isBookedCall(booking)) return { type, text }
  const { start, end, timeZone, manageUrl, heldForReview } = booking
  return { type, text, booking: { start, end, timeZone, manageUrl, heldForReview } }
}

/** The stored conversation, or null if there is none or it is not one we wrote. */
export function loadConversation(storage: Pick<Storage, 'getItem'>): ChatEntry[] | null {
  try {
    const raw = storage.getItem(chatStorageKey)
    if (raw === null) return null
    const parsed: unknown = JSON.parse(raw)
    if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every(isChatMessage) || parsed[0].type !== 'bot') return null
    return parsed.map(entryOf)
  } catch {
    return null
  }
}

export function saveConversation(storage: Pick<Storage, 'setItem'>, messages: readonly ChatEntry[]) {
  try {
    storage.setItem(chatStorageKey, JSON.stringify(messages))
  } catch {
    // Private browsing can refuse storage; the chat still works, it just will not survive a reload.
  }
}

/** The assistant's id for this tab's conversation, or undefined before its first answer. */
export function loadConversationId(storage: Pick<Storage, 'getItem'>): string | undefined {
  try {
    const id = storage.getItem(conversationIdStorageKey)
    // The server's ids are UUIDs: anything else was not written by us, and would be refused.
    return id && /^[0-9a-f-]{36}$/i.test(id) ? id : undefined
  } catch {
    return undefined
  }
}

export function saveConversationId(storage: Pick<Storage, 'setItem'>, id: string) {
  try {
    storage.setItem(conversationIdStorageKey, id)
  } catch {
    // As above: without storage, a reload starts a new conversation with the assistant.
  }
}
