import { describe, expect, it } from 'vitest'
import type { AssistantEvent } from '@/shared/assistant'
import type { ChatEntry } from './conversation'
import { answerShows, answerWith, conversationShowing, emptyAnswer } from './streamed-answer'

const booked = {
  start: '2027-03-16T18:00:00.000Z',
  end: '2027-03-16T18:30:00.000Z',
  timeZone: 'America/New_York',
  manageUrl: '/booking/abc',
  heldForReview: false,
}
const answerOf = (events: AssistantEvent[]) => events.reduce(answerWith, emptyAnswer)

const greeting: ChatEntry = { type: 'bot', text: 'Hi!' }
const question: ChatEntry = { type: 'user', text: 'Can I book a call?' }

describe('streamed answer', () => {
  it('appends each piece of text as it arrives', () => {
    expect(answerOf([{ type: 'text', text: 'Sure, ' }, { type: 'text', text: 'Tuesday works.' }])).toEqual({ text: 'Sure, Tuesday works.' })
  })

  it('replaces the text so far when the server withdraws it', () => {
    expect(answerOf([{ type: 'text', text: 'It costs $9' }, { type: 'replace', text: 'Setup is $500-2000.' }, { type: 'text', text: ' Anything else?' }])).toEqual({
      text: 'Setup is $500-2000. Anything else?',
    })
  })

  it('keeps the call it booked, whatever text comes after', () => {
    const answer = answerOf([{ type: 'text', text: 'Booked!' }, { type: 'booked', ...booked }, { type: 'replace', text: 'You are booked.' }])
    expect(answer).toEqual({ text: 'You are booked.', booking: booked })
  })

  it('leaves the answer as it is for the events that show nothing', () => {
    const answer = answerOf([{ type: 'text', text: 'Hi' }])
    expect(answerWith(answer, { type: 'conversation', id: 'x' })).toBe(answer)
    expect(answerWith(answer, { type: 'lead', heldForReview: true })).toBe(answer)
    expect(answerWith(answer, { type: 'done', mode: 'model' })).toBe(answer)
  })

  it('has something to show once it holds text or a booking', () => {
    expect(answerShows(emptyAnswer)).toBe(false)
    expect(answerShows(answerOf([{ type: 'text', text: '' }]))).toBe(false)
    expect(answerShows(answerOf([{ type: 'text', text: 'H' }]))).toBe(true)
    expect(answerShows(answerOf([{ type: 'booked', ...booked }]))).toBe(true)
  })

  it('adds the answer after the visitor\'s message once, then updates it in place', () => {
    const first = conversationShowing([greeting, question], { text: 'Su' })
    expect(first).toEqual([greeting, question, { type: 'bot', text: 'Su' }])
    const second = conversationShowing(first, { text: 'Sure', booking: booked })
    expect(second).toEqual([greeting, question, { type: 'bot', text: 'Sure', booking: booked }])
  })

  it('writes no booking field on an answer without one', () => {
    expect(conversationShowing([greeting, question], { text: 'Hello' }).at(-1)).toStrictEqual({ type: 'bot', text: 'Hello' })
  })
})
