import { describe, expect, it } from 'vitest'
import { bookingStatusStyle, cancelQuestion, cancelledByLabel, nudgeLine, rescheduledLabel } from './booking-labels'

describe('booking labels', () => {
  it('names each status in words', () => {
    expect(bookingStatusStyle('confirmed').label).toBe('Confirmed')
    expect(bookingStatusStyle('cancelled').label).toBe('Cancelled')
    expect(bookingStatusStyle('held').label).toBe('Held for review')
  })

  it('counts the moves of a call, and says nothing of one never moved', () => {
    expect(rescheduledLabel(0)).toBeNull()
    expect(rescheduledLabel(2)).toBe('Rescheduled 2×')
  })

  it('says who cancelled', () => {
    expect(cancelledByLabel('visitor')).toBe('Cancelled by the lead')
    expect(cancelledByLabel('owner')).toBe('Cancelled by you')
    expect(cancelledByLabel(null)).toBeNull()
  })

  it('asks before cancelling, naming the lead and the time', () => {
    expect(cancelQuestion('Dana Whitaker', 'Tue, Mar 16, 10:00 AM')).toBe(
      'Cancel the call with Dana Whitaker on Tue, Mar 16, 10:00 AM? They get a cancellation e-mail.',
    )
  })
})

describe("the nudge rule's verdict on a lead", () => {
  it('says follow-ups are on while they may still go out', () => {
    expect(nudgeLine({ allowed: true, reason: null })).toBe('Automated follow-ups: on')
  })

  it('says why they stopped', () => {
    expect(nudgeLine({ allowed: false, reason: 'booked' })).toBe('Automated follow-ups stopped: the lead booked a call')
    expect(nudgeLine({ allowed: false, reason: 'status' })).toBe("Automated follow-ups stopped: the lead was moved past 'New'")
    expect(nudgeLine({ allowed: false, reason: 'bounced' })).toBe("Automated follow-ups stopped: the lead's address bounced")
  })
})
