import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import { site } from '@/shared/site'

/**
 * The iCalendar invitation attached to the booking e-mails (issue 22 item 5; RFC 5545, and RFC
 * 5546 for METHOD), written with ical-generator. A calendar client matches the messages of one
 * call by UID and orders them by SEQUENCE: the first confirmation is REQUEST at 0, a reschedule
 * REQUEST with the same UID and a higher SEQUENCE, a cancellation CANCEL. Times are in UTC, which
 * every client reads without a VTIMEZONE. Pure: the stamp (the clock) is passed in.
 */

export type InvitationInput = {
  method: 'REQUEST' | 'CANCEL'
  /** The booking's: the same in every message about the call (bookingInvitationUid). */
  uid: string
  /** 0 at first, one more each time the call is moved or cancelled. */
  sequence: number
  start: Date
  end: Date
  /** When this message was written (DTSTAMP). */
  stamp: Date
  summary: string
  description: string
  /** The booking's own page (reschedule, cancel). */
  url?: string
  organizer: { name: string; email: string }
  /** The visitor; null for a call booked by phone with no e-mail address (only the owner's calendar gets it). */
  attendee: { name: string; email: string } | null
}

/** The MIME type the e-mail part carries, with the method clients expect to match the body's. */
export const invitationContentType = (method: InvitationInput['method']) => `text/calendar; charset=utf-8; method=${method}`

/** A UID unique to one booking and stable across its messages (RFC 5545 3.8.4.7 suggests a domain on the right). */
export function bookingInvitationUid(bookingId: string): string {
  return `booking-${bookingId}@${new URL(site.url).hostname}`
}

/**
 * A name as a parameter value (CN="..."): RFC 5545 allows no double quote and no control
 * character there, and a visitor types their name freely.
 */
const parameterText = (name: string) =>
  name
    .replace(/\p{Cc}+/gu, ' ')
    .replaceAll('"', "'")
    .trim()

export function bookingInvitation(input: InvitationInput): string {
  const cancelled = input.method === 'CANCEL'
  const calendar = ical({
    prodId: { company: site.name, product: 'Booking', language: 'EN' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  })
  calendar.createEvent({
    id: input.uid,
    sequence: input.sequence,
    stamp: input.stamp,
    start: input.start,
    end: input.end,
    summary: input.summary,
    description: input.description,
    url: input.url ?? null,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: parameterText(input.organizer.name), email: input.organizer.email },
    attendees: input.attendee
      ? [
          {
            name: parameterText(input.attendee.name),
            email: input.attendee.email,
            role: ICalAttendeeRole.REQ,
            rsvp: true,
            // The visitor chose the time: the call is accepted on their side when it is booked.
            status: cancelled ? null : ICalAttendeeStatus.ACCEPTED,
          },
        ]
      : [],
  })
  // RFC 5545 3.1 ends every content line with CRLF, the last one too; ical-generator leaves it off.
  const text = calendar.toString()
  return text.endsWith('\r\n') ? text : `${text}\r\n`
}
