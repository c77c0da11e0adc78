import { describe, expect, it } from 'vitest'
import { bookingFieldMessages, slotTakenMessage } from '@/shared/booking'
import { smsConsent } from '@/shared/texts'
import { checkBookingFields, readBookingAnswer, somethingWrongMessage, tooManyMessage } from './booking-answer'

const slot = { start: '2027-01-15T14:00:00.000Z', end: '2027-01-15T14:30:00.000Z' }

describe('readBookingAnswer', () => {
  it('goes to the booking’s own page once booked', () => {
    const body = { id: 'b1', start: slot.start, end: slot.end, manageUrl: '/booking/token', heldForReview: false }
    expect(readBookingAnswer(201, body)).toEqual({ kind: 'booked', manageUrl: '/booking/token' })
  })

  it('never says a booking failed when the server accepted it', () => {
    const answer = readBookingAnswer(201, { id: 'b1' })
    expect(answer.kind).toBe('refused')
    expect(answer.kind === 'refused' && answer.error).toMatch(/booking was received/)
  })

  it('offers the nearby free times when the time was taken', () => {
    expect(readBookingAnswer(409, { error: 'Taken', slots: [slot] })).toEqual({ kind: 'taken', error: 'Taken', slots: [slot] })
    expect(readBookingAnswer(409, null)).toEqual({ kind: 'taken', error: slotTakenMessage, slots: [] })
  })

  it('names each field to fix, keeping only the form’s fields', () => {
    const body = { error: 'Please check the form', fields: { email: bookingFieldMessages.email, website: 'no', start: bookingFieldMessages.start } }
    expect(readBookingAnswer(422, body)).toEqual({ kind: 'invalid', fields: { email: bookingFieldMessages.email, start: bookingFieldMessages.start } })
    expect(readBookingAnswer(400, { error: 'Unknown field: extra', fields: { extra: 'Unknown field' } })).toEqual({ kind: 'refused', error: 'Unknown field: extra' })
  })

  it('shows a phone a ticked box cannot text on the phone field', () => {
    const body = { error: 'Please check: phone', fields: { phone: smsConsent.phoneProblem } }
    expect(readBookingAnswer(422, body)).toEqual({ kind: 'invalid', fields: { phone: smsConsent.phoneProblem } })
  })

  it('shows the server’s sentence for a refusal, our own for a server failure', () => {
    expect(readBookingAnswer(429, { error: 'Slow down, please.' })).toEqual({ kind: 'refused', error: 'Slow down, please.' })
    expect(readBookingAnswer(429, null)).toEqual({ kind: 'refused', error: tooManyMessage })
    expect(readBookingAnswer(500, { error: 'Internal Server Error', requestId: 'r1' })).toEqual({ kind: 'refused', error: somethingWrongMessage })
    expect(readBookingAnswer(503, 'not json')).toEqual({ kind: 'refused', error: somethingWrongMessage })
  })
})

describe('checkBookingFields', () => {
  it('asks for a time, a name and an e-mail, with the server’s messages', () => {
    expect(checkBookingFields({}, 'America/New_York')).toEqual({
      start: bookingFieldMessages.start,
      name: bookingFieldMessages.name,
      email: bookingFieldMessages.email,
    })
  })

  it('passes a complete form, the optional fields left empty', () => {
    expect(checkBookingFields({ start: slot.start, name: 'Dana Whitaker', email: 'dana@example.com', phone: '', notes: '' }, 'Europe/London')).toBeNull()
  })

  it('asks for a number to text on the phone when the box is ticked and the phone is empty', () => {
    const complete = { start: slot.start, name: 'Dana Whitaker', email: 'dana@example.com' }
    expect(checkBookingFields({ ...complete, smsConsent: 'on', phone: ' ' }, 'Europe/London')).toEqual({ phone: smsConsent.phoneProblem })
    expect(checkBookingFields({ ...complete, smsConsent: 'on', phone: '(859) 555-0123' }, 'Europe/London')).toBeNull()
    expect(checkBookingFields({ ...complete, smsConsent: '', phone: '' }, 'Europe/London')).toBeNull()
    // Said with the other fields to fix; the phone's own message (too long) comes first.
    expect(checkBookingFields({ smsConsent: 'on' }, 'Europe/London')).toMatchObject({ name: bookingFieldMessages.name, phone: smsConsent.phoneProblem })
    expect(checkBookingFields({ ...complete, smsConsent: 'on', phone: '5'.repeat(41) }, 'Europe/London')).toEqual({ phone: bookingFieldMessages.phone })
  })

  it('flags a time zone the browser made up', () => {
    expect(checkBookingFields({ start: slot.start, name: 'Dana Whitaker', email: 'dana@example.com' }, 'Mars/Olympus')).toEqual({ timeZone: bookingFieldMessages.timeZone })
  })
})
