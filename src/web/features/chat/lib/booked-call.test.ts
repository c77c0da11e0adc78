import { describe, expect, it } from 'vitest'
import { bookedCallSummary, callTime, heldNote, manageLink } from './booked-call'
import type { BookedCall } from './conversation'

const call: BookedCall = {
  start: '2027-03-16T18:00:00.000Z',
  end: '2027-03-16T18:30:00.000Z',
  timeZone: 'America/New_York',
  manageUrl: '/booking/abc',
  heldForReview: false,
}

describe('a booked call in the chat', () => {
  it('tells the day and time in the zone it was booked in', () => {
    expect(callTime(call)).toEqual({ day: 'Tuesday, March 16', time: '2:00 – 2:30 PM EDT' })
    expect(callTime({ ...call, timeZone: 'Europe/London' })).toEqual({ day: 'Tuesday, March 16', time: '6:00 – 6:30 PM GMT' })
    // Late in the evening in New York is already the next day in Tokyo.
    expect(callTime({ ...call, start: '2027-03-17T01:00:00.000Z', end: '2027-03-17T01:30:00.000Z' })).toEqual({ day: 'Tuesday, March 16', time: '9:00 – 9:30 PM EDT' })
    expect(callTime({ ...call, start: '2027-03-17T01:00:00.000Z', end: '2027-03-17T01:30:00.000Z', timeZone: 'Asia/Tokyo' })).toEqual({ day: 'Wednesday, March 17', time: '10:00 – 10:30 AM GMT+9' })
  })

  it('shows no time rather than a wrong one when the times or the zone cannot be read', () => {
    expect(callTime({ ...call, start: 'soon' })).toBeNull()
    expect(callTime({ ...call, end: call.start, start: call.end })).toBeNull()
    expect(callTime({ ...call, timeZone: 'Mars/Olympus' })).toBeNull()
  })

  it('links to the booking\'s page, on this site or another web address, never a script', () => {
    expect(manageLink('/booking/abc', 'https://example.com/')).toBe('https://example.com/booking/abc')
    expect(manageLink('https://bluegrass.example/booking/abc', 'https://example.com/')).toBe('https://bluegrass.example/booking/abc')
    expect(manageLink('javascript:alert(1)', 'https://example.com/')).toBeNull()
    expect(manageLink('http://[oops', 'https://example.com/')).toBeNull()
  })

  it('is said in one sentence, with who confirms a held one', () => {
    expect(bookedCallSummary(call)).toBe('Call booked: Tuesday, March 16, 2:00 – 2:30 PM EDT.')
    expect(bookedCallSummary({ ...call, heldForReview: true })).toBe(`Call requested: Tuesday, March 16, 2:00 – 2:30 PM EDT. ${heldNote}`)
    expect(bookedCallSummary({ ...call, start: 'soon' })).toBe('Call booked.')
  })
})
