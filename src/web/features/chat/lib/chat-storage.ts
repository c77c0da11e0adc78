import type { ChatMessage } from '@/shared/content/chat-replies'

/** The conversation lives in session storage: it survives a reload, not a new tab. */
export const chatStorageKey = 'bluegrass-ai-chat'

function isChatMessage(value: unknown): value is ChatMessage {
  if (typeof value !== 'object' || value === null) return false
  const { type, text } = value as Record<string, unknown>
  return (type === 'bot' || type === 'user') && typeof text === 'string'
}

/** The stored conversation, or null if there is none or it is not one we wrote. */
export function loadConversation(storage: Pick<Storage, 'getItem'>): ChatMessage[] | null {
  try {
    const raw = storage.getItem(chatStorageKey)
    if (raw === null) return null
    const parsed: unknown = JSON.parse(raw)
    if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every(isChatMessage) || parsed[0].type !== 'bot') return null
    return parsed.map(({ type, text }) => ({ type, text }))
  } catch {
    return null
  }
}

export function saveConversation(storage: Pick<Storage, 'setItem'>, messages: readonly ChatMessage[]) {
  try {
    storage.setItem(chatStorageKey, JSON.stringify(messages))
  } catch {
    // Private browsing can refuse storage; the chat still works, it just will not survive a reload.
  }
}
