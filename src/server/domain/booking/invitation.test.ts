import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { bookingInvitation, bookingInvitationUid, invitationContentType, type InvitationInput } from './invitation'

const booked: InvitationInput = {
  method: 'REQUEST',
  uid: bookingInvitationUid('6f1c2d3e-0000-4000-8000-0123456789ab'),
  sequence: 0,
  // Monday 15 March 2027, 10:00-10:30 in New York (EDT).
  start: new Date('2027-03-15T14:00:00Z'),
  end: new Date('2027-03-15T14:30:00Z'),
  stamp: new Date('2027-03-01T12:00:00Z'),
  summary: 'Free 30-minute call with Bluegrass AI',
  description: 'Your free consultation with Jordan Ellis.\nTo reschedule or cancel: https://bluegrassai.com/booking/tok',
  url: 'https://bluegrassai.com/booking/tok',
  organizer: { name: 'Jordan Ellis', email: 'hello@bluegrassai.com' },
  attendee: { name: 'Riley Morgan', email: 'riley@morganhvac.com' },
}

/** The invitation as a calendar client reads it. */
function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  const events = calendar.getAllSubcomponents('vevent')
  expect(events).toHaveLength(1)
  const event = events[0]!
  const time = (name: string) => event.getFirstPropertyValue(name) as ICAL.Time
  const attendees = event.getAllProperties('attendee')
  expect(attendees).toHaveLength(1)
  return {
    method: calendar.getFirstPropertyValue('method'),
    prodId: calendar.getFirstPropertyValue('prodid'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    status: event.getFirstPropertyValue('status'),
    start: time('dtstart'),
    end: time('dtend'),
    stamp: time('dtstamp'),
    summary: event.getFirstPropertyValue('summary'),
    description: event.getFirstPropertyValue('description'),
    url: event.getFirstPropertyValue('url'),
    organizer: String(event.getFirstPropertyValue('organizer')).toLowerCase(),
    organizerName: event.getFirstProperty('organizer')!.getParameter('cn'),
    attendee: String(attendees[0]!.getFirstValue()).toLowerCase(),
    attendeeName: attendees[0]!.getParameter('cn'),
    rsvp: attendees[0]!.getParameter('rsvp'),
    partstat: attendees[0]!.getParameter('partstat'),
  }
}

describe('bookingInvitation: the confirmation (METHOD:REQUEST)', () => {
  const invitation = parsed(bookingInvitation(booked))

  it("carries the method, the booking's UID and sequence 0", () => {
    expect(invitation.method).toBe('REQUEST')
    expect(invitation.uid).toBe('booking-6f1c2d3e-0000-4000-8000-0123456789ab@bluegrassai.com')
    expect(invitation.sequence).toBe(0)
    expect(invitation.status).toBe('CONFIRMED')
  })

  it('gives the start, end and stamp in UTC', () => {
    for (const time of [invitation.start, invitation.end, invitation.stamp]) expect(time.zone?.tzid).toBe('UTC')
    expect(invitation.start.toJSDate().toISOString()).toBe('2027-03-15T14:00:00.000Z')
    expect(invitation.end.toJSDate().toISOString()).toBe('2027-03-15T14:30:00.000Z')
    expect(invitation.stamp.toJSDate().toISOString()).toBe('2027-03-01T12:00:00.000Z')
  })

  it('names the owner as organizer and the visitor as attendee, asked to reply and accepted', () => {
    expect(invitation.organizer).toBe('mailto:hello@bluegrassai.com')
    expect(invitation.organizerName).toBe('Jordan Ellis')
    expect(invitation.attendee).toBe('mailto:riley@morganhvac.com')
    expect(invitation.attendeeName).toBe('Riley Morgan')
    expect(invitation.rsvp).toBe('TRUE')
    expect(invitation.partstat).toBe('ACCEPTED')
  })

  it('carries the summary, the description with its line break, the link and the product', () => {
    expect(invitation.summary).toBe(booked.summary)
    expect(invitation.description).toBe(booked.description)
    expect(invitation.url).toBe(booked.url)
    expect(invitation.prodId).toBe('-//Bluegrass AI//Booking//EN')
  })
})

describe('bookingInvitation: a reschedule and a cancellation', () => {
  it('keeps the UID and raises the sequence when the call moves', () => {
    const moved = parsed(bookingInvitation({ ...booked, sequence: 1, start: new Date('2027-03-16T15:00:00Z'), end: new Date('2027-03-16T15:30:00Z') }))
    expect(moved.method).toBe('REQUEST')
    expect(moved.uid).toBe(parsed(bookingInvitation(booked)).uid)
    expect(moved.sequence).toBe(1)
    expect(moved.start.toJSDate().toISOString()).toBe('2027-03-16T15:00:00.000Z')
  })

  it('cancels with METHOD:CANCEL and STATUS:CANCELLED, the same UID and a higher sequence', () => {
    const cancelled = parsed(bookingInvitation({ ...booked, method: 'CANCEL', sequence: 2 }))
    expect(cancelled.method).toBe('CANCEL')
    expect(cancelled.status).toBe('CANCELLED')
    expect(cancelled.uid).toBe(booked.uid)
    expect(cancelled.sequence).toBe(2)
    expect(cancelled.attendee).toBe('mailto:riley@morganhvac.com')
    expect(cancelled.organizer).toBe('mailto:hello@bluegrassai.com')
  })

  it('names the method in the MIME type too', () => {
    expect(invitationContentType('REQUEST')).toBe('text/calendar; charset=utf-8; method=REQUEST')
    expect(invitationContentType('CANCEL')).toBe('text/calendar; charset=utf-8; method=CANCEL')
  })
})

describe('bookingInvitation: the text format (RFC 5545 3.1)', () => {
  const long = {
    ...booked,
    description: `${'We will go through your leads, your follow-ups and what to automate first — café, déjà vu, 🎉. '.repeat(4)}The end.`,
  }
  const text = bookingInvitation(long)

  it('ends every line with CRLF, the last one too, and has no bare line feed', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/)
  })

  it('folds lines longer than 75 octets, without splitting a character', () => {
    const lines = text.split('\r\n')
    expect(lines.some((line) => line.startsWith(' '))).toBe(true)
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(text).not.toContain('\uFFFD')
    // Unfolded, the description reads as it was written.
    expect(parsed(text).description).toBe(long.description)
  })

  it("keeps a visitor's name to one attendee, whatever it holds", () => {
    const hostile = parsed(bookingInvitation({ ...booked, attendee: { name: 'Riley "RJ"\r\nORGANIZER:mailto:evil@example.com', email: 'riley@morganhvac.com' } }))
    expect(hostile.attendeeName).toBe("Riley 'RJ' ORGANIZER:mailto:evil@example.com")
    expect(hostile.organizer).toBe('mailto:hello@bluegrassai.com')
  })

  it('escapes a line break in the summary instead of starting a new property', () => {
    const text = bookingInvitation({ ...booked, summary: 'Call\r\nATTENDEE:mailto:evil@example.com' })
    expect(text).not.toMatch(/^ATTENDEE:mailto:evil/m)
    expect(parsed(text).summary).toBe('Call\nATTENDEE:mailto:evil@example.com')
  })
})
