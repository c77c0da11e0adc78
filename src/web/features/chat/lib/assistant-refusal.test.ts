import { describe, expect, it } from 'vitest'
import { assistantMessageTooLong } from '@/shared/assistant'
import { smsConsent } from '@/shared/texts'
import { invalidMessage, readRefusal, tooManyMessages } from './assistant-refusal'

describe('a message the assistant did not answer', () => {
  it("shows a 422's message for the field, to fix in place", () => {
    expect(readRefusal(422, { error: 'Invalid request', fields: { message: assistantMessageTooLong } })).toEqual({ kind: 'invalid', message: assistantMessageTooLong })
    expect(readRefusal(422, { error: 'Invalid request', fields: { conversationId: 'Invalid conversation' } })).toEqual({ kind: 'invalid', message: 'Invalid conversation' })
    expect(readRefusal(422, { error: 'Invalid request' })).toEqual({ kind: 'invalid', message: 'Invalid request' })
    expect(readRefusal(422, null)).toEqual({ kind: 'invalid', message: invalidMessage })
  })

  it('shows a phone the ticked "Text me" box cannot text under the message that holds it', () => {
    expect(readRefusal(422, { error: 'Please check: phone', fields: { phone: smsConsent.phoneProblem } })).toEqual({ kind: 'invalid', message: smsConsent.phoneProblem })
  })

  it("says a 429's error on the assistant's side", () => {
    expect(readRefusal(429, { error: 'Slow down a little.' })).toEqual({ kind: 'refused', message: 'Slow down a little.' })
    expect(readRefusal(429, 'Too Many Requests')).toEqual({ kind: 'refused', message: tooManyMessages })
  })

  it('hands every other failure to the keyword answers', () => {
    for (const status of [503, 500, 404, 400]) expect(readRefusal(status, { error: 'Unavailable' })).toEqual({ kind: 'unavailable' })
  })
})
