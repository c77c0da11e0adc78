import type { AssistantEvent } from '@/shared/assistant-protocol'
import type { BookedCall, ChatEntry } from './conversation'

/** The assistant's answer as it streams in: its text so far, and the call it booked if it did. */
export type StreamedAnswer = { text: string; booking?: BookedCall }

export const emptyAnswer: StreamedAnswer = { text: '' }

/** The answer after one more event; the events that change nothing on screen leave it as it was. */
export function answerWith(answer: StreamedAnswer, event: AssistantEvent): StreamedAnswer {
  switch (event.type) {
    case 'text':
      return { ...answer, text: answer.text + event.text }
    case 'replace':
      return { ...answer, text: event.text }
    case 'booked': {
      const { start, end, timeZone, manageUrl, heldForReview } = event
      return { ...answer, booking: { start, end, timeZone, manageUrl, heldForReview } }
    }
    default:
      return answer
  }
}

/** Until an answer has something to show, the typing indicator stands in for it. */
export function answerShows(answer: StreamedAnswer): boolean {
  return answer.text !== '' || answer.booking !== undefined
}

/**
 * The conversation with the answer as the reply to the visitor's last message: added after it
 * the first time, replaced in place as more arrives. Nothing else joins the conversation while
 * an answer streams (sending waits for it, and for any keyword reply still due).
 */
export function conversationShowing(messages: readonly ChatEntry[], answer: StreamedAnswer): ChatEntry[] {
  const entry: ChatEntry = answer.booking ? { type: 'bot', text: answer.text, booking: answer.booking } : { type: 'bot', text: answer.text }
  const answered = messages.at(-1)?.type === 'bot'
  return [...(answered ? messages.slice(0, -1) : messages), entry]
}
