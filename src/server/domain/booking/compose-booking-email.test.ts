import { describe, expect, it } from 'vitest'
import {
  composeBookingCancellation,
  composeBookingConfirmation,
  composeBookingReminder,
  composeBookingUpdate,
  composeOwnerBookingNotice,
  parseMailbox,
  type BookedCall,
  type BookingEmailContext,
} from './compose-booking-email'

const call: BookedCall = {
  id: '0b7f8d7e-3c6e-4a53-9a55-6d1c2f0e9a11',
  name: 'Jamie Rivera',
  email: 'jamie@riveraplumbing.com',
  phone: '(859) 555-0123',
  notes: 'Missed calls while on jobs',
  // Tuesday 9 March 2027, 10:00 in New York, 09:00 in Chicago.
  start: new Date('2027-03-09T15:00:00Z'),
  end: new Date('2027-03-09T15:30:00Z'),
  timeZone: 'America/Chicago',
  sequence: 0,
  manageUrl: 'https://bluegrassai.com/booking/token123',
}
const context: BookingEmailContext = {
  owner: { name: 'Jordan Ellis', email: 'owner@bluegrassai.com' },
  ownerTimeZone: 'America/New_York',
  uidDomain: 'bluegrassai.com',
  now: new Date('2027-03-08T12:00:00Z'),
  bookingPageUrl: 'https://bluegrassai.com/book',
  backOfficeUrl: 'https://bluegrassai.com/admin',
}

describe('the booking e-mails', () => {
  it('confirm the call in the visitor’s time, with ours beside it, the invitation and the link to change it', () => {
    const email = composeBookingConfirmation(call, context, 2)
    expect(email.subject).toBe('Your free call with Bluegrass AI: Tuesday, March 9 at 9:00 AM CST')
    expect(email.text).toContain('booked for Tuesday, March 9 at 9:00 AM CST (10:00 AM EST for us). Jordan Ellis will call you at (859) 555-0123.')
    expect(email.text).toContain('Reschedule or cancel: https://bluegrassai.com/booking/token123')
    expect(email.calendar?.method).toBe('REQUEST')
    expect(email.calendar?.content).toContain('UID:0b7f8d7e-3c6e-4a53-9a55-6d1c2f0e9a11@bluegrassai.com')
  })

  it('promise a reminder only when one was written', () => {
    expect(composeBookingConfirmation(call, context, 1).text).toContain('We will also send you a reminder before the call.')
    expect(composeBookingConfirmation(call, context, 0).text).not.toContain('reminder')
  })

  it('ask a visitor who left no phone number to call us, and promise nothing else', () => {
    const email = composeBookingConfirmation({ ...call, phone: null }, context, 2)
    expect(email.text).toContain('please call us at (859) 555-0142 at that time')
    expect(email.text).not.toContain('will call you')
  })

  it('tell the owner who booked, when, and what they want to discuss', () => {
    const email = composeOwnerBookingNotice(call, context)
    expect(email.subject).toBe('New call booked: Jamie Rivera, Tuesday, March 9 at 10:00 AM EST')
    expect(email.text).toContain('When: Tuesday, March 9 at 10:00 AM EST (their time: Tuesday, March 9 at 9:00 AM CST)')
    expect(email.text).toContain('What they want to discuss: Missed calls while on jobs')
  })

  it('remind the day before and the hour before, with no invitation', () => {
    expect(composeBookingReminder(call, 24).subject).toBe('Reminder: your free call with Bluegrass AI tomorrow')
    expect(composeBookingReminder(call, 1).subject).toBe('Reminder: your free call with Bluegrass AI in 1 hour')
    expect(composeBookingReminder(call, 24).calendar).toBeNull()
  })

  it('move the call with the same UID and a higher SEQUENCE, and cancel it with METHOD:CANCEL', () => {
    const moved = composeBookingUpdate({ ...call, sequence: 1, start: new Date('2027-03-10T15:00:00Z'), end: new Date('2027-03-10T15:30:00Z') }, call.start, context, 'visitor')
    expect(moved.text).toContain('moved from Tuesday, March 9 at 9:00 AM CST to Wednesday, March 10 at 9:00 AM CST')
    expect(moved.calendar?.content).toContain('SEQUENCE:1')
    const cancelled = composeBookingCancellation({ ...call, sequence: 2 }, 'owner', context, 'visitor')
    expect(cancelled.subject).toBe('Your call with Bluegrass AI on Tuesday, March 9 at 9:00 AM CST is cancelled')
    expect(cancelled.text).toContain('We had to cancel your call')
    expect(cancelled.text).toContain('Book another time: https://bluegrassai.com/book')
    expect(cancelled.calendar?.method).toBe('CANCEL')
    expect(cancelled.calendar?.content).toContain('METHOD:CANCEL')
    expect(composeBookingCancellation(call, 'visitor', context, 'owner').text).toContain('is cancelled by them')
  })

  it('keep a visitor’s name on one line of the subject and escape it in HTML', () => {
    const email = composeOwnerBookingNotice({ ...call, name: 'Evil\r\nBcc: all@example.com <b>' }, context)
    expect(email.subject).not.toMatch(/[\r\n]/)
    expect(email.html).not.toContain('<b>')
  })

  it('read the owner’s mailbox in either form', () => {
    expect(parseMailbox('Jordan Ellis <owner@bluegrassai.com>', 'x')).toEqual({ name: 'Jordan Ellis', email: 'owner@bluegrassai.com' })
    expect(parseMailbox('owner@bluegrassai.com', 'Jordan')).toEqual({ name: 'Jordan', email: 'owner@bluegrassai.com' })
  })
})
