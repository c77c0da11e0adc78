import { site } from '@/shared/site'
import type { AssistantEvent } from '@/shared/assistant-protocol'
import type { ChatMessage } from '@/shared/content/chat-replies'

/** A call the assistant booked (issue 26): shown as a card in the answer that booked it. */
export type BookedCall = Omit<Extract<AssistantEvent, { type: 'booked' }>, 'type'>

/** A message as the panel keeps it: SPEC §3's, and with it the call an answer booked. */
export type ChatEntry = ChatMessage & { booking?: BookedCall }

export const greeting: ChatMessage = {
  type: 'bot',
  text: `Hi! I'm the ${site.name} assistant. Ask me about pricing, setup time, support or how AI can answer your leads 24/7.`,
}

/** One question per common topic; each lands in its own keyword group. */
export const quickQuestions = [
  'How much does it cost?',
  'How long does setup take?',
  'Is my data secure?',
  'How do I get started?',
] as const

export function initialConversation(): ChatMessage[] {
  return [greeting]
}

/** SPEC §2: quick questions show only while the chat holds just the greeting. */
export function showsQuickQuestions(messages: readonly ChatMessage[]): boolean {
  return messages.length === 1 && messages[0]?.type === 'bot'
}

/** SPEC §5: an empty or whitespace-only message is ignored (null); others are sent trimmed. */
export function normalizeMessage(text: string): string | null {
  const trimmed = text.trim()
  return trimmed === '' ? null : trimmed
}

/**
 * How many of the visitor's messages still wait for an answer. Every user message gets exactly
 * one reply, in order, so the count is the user messages minus the replies after the greeting.
 */
export function pendingReplies(messages: readonly ChatMessage[]): number {
  const users = messages.filter((message) => message.type === 'user').length
  const replies = messages.slice(1).filter((message) => message.type === 'bot').length
  return Math.max(0, users - replies)
}

/** The user messages still waiting for a reply, oldest first (e.g. after a reload mid-reply). */
export function unansweredMessages(messages: readonly ChatMessage[]): string[] {
  const pending = pendingReplies(messages)
  if (pending === 0) return []
  return messages
    .filter((message) => message.type === 'user')
    .slice(-pending)
    .map((message) => message.text)
}
