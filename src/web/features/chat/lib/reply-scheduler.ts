import { replyTo, type ChatMessage } from '@/shared/content/chat-replies'

/** SPEC §9: the assistant answers after 1 second. */
export const replyDelayMs = 1000

/** The two timer functions the scheduler needs, injected so tests can drive time. */
export type Clock = {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

export const systemClock: Clock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
}

/** Delivers the reply to `message` after the reply delay; returns a function that cancels it. */
export function scheduleReply(message: string, deliver: (reply: ChatMessage) => void, clock: Clock = systemClock): () => void {
  const handle = clock.setTimeout(() => deliver({ type: 'bot', text: replyTo(message) }), replyDelayMs)
  return () => clock.clearTimeout(handle)
}
