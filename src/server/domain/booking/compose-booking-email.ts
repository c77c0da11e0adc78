import type { CalendarAttachment } from '@/server/db/documents'
import { callMinutes } from '@/shared/booking'
import { site } from '@/shared/site'
import { firstName, oneLine, render, signature, type Block, type ComposedEmail } from '../compose-email'
import { bookingInvitation } from './invitation'
import { zonedFormatter } from '@/shared/zoned-time'

/**
 * The e-mails of a booked call (issue 22 item 5), composed as plain data: to the visitor, a
 * confirmation, reminders, a change or a cancellation; to the owner, a notice of each. The
 * confirmations, changes and cancellations carry an iCalendar invitation whose UID stays the
 * booking's, so a calendar updates one event instead of adding another. Pure: no clock, no I/O.
 */

export type BookedCall = {
  id: string
  name: string
  /** Null for a call booked by phone by a caller with no e-mail address. */
  email: string | null
  phone: string | null
  notes: string | null
  start: Date
  end: Date
  /** The visitor's time zone: their e-mails tell times in it. */
  timeZone: string
  /** iCalendar SEQUENCE: 0 when booked, raised by each change. */
  sequence: number
  /** The visitor's page for this call (reschedule, cancel). */
  manageUrl: string
}

export type Mailbox = { name: string; email: string }

export type BookingEmailContext = {
  /** The owner: the invitation's organizer and the notices' recipient. */
  owner: Mailbox
  ownerTimeZone: string
  /** The domain of the invitation's UID (the sender's). */
  uidDomain: string
  /** When the e-mail is written (the invitation's DTSTAMP). */
  now: Date
  /** The booking page, for a cancelled call's "book another time". */
  bookingPageUrl: string
  /** The back office, from the owner's notices. */
  backOfficeUrl: string
}

export type BookingEmail = ComposedEmail & { calendar: CalendarAttachment | null }

/** "Tuesday, March 16 at 10:00 AM EDT" in `timeZone`. */
export function callTime(date: Date, timeZone: string): string {
  const day = zonedFormatter(timeZone, { weekday: 'long', month: 'long', day: 'numeric' }).format(date)
  const time = zonedFormatter(timeZone, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(date)
  return `${day} at ${time}`
}

/** The visitor's time, and the owner's beside it when they differ ("… (9:00 AM CST for us)"). */
function bothTimes(call: BookedCall, ownerTimeZone: string): string {
  const theirs = callTime(call.start, call.timeZone)
  const ours = callTime(call.start, ownerTimeZone)
  if (theirs === ours) return theirs
  const ourClock = zonedFormatter(ownerTimeZone, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(call.start)
  return `${theirs} (${ourClock} for us)`
}

/** Parses `Name <address>` or a bare address. */
export function parseMailbox(value: string, fallbackName: string): Mailbox {
  const match = /^\s*(.*?)\s*<([^<>\s]+)>\s*$/.exec(value)
  if (match) return { name: match[1]!.replace(/^"|"$/g, '') || fallbackName, email: match[2]! }
  return { name: fallbackName, email: value.trim() }
}

const summary = `Free ${callMinutes}-minute call with ${site.name}`

function invitation(call: BookedCall, context: BookingEmailContext, method: CalendarAttachment['method']): CalendarAttachment {
  const description = [
    `Your free ${callMinutes}-minute consultation with ${site.founder.name} of ${site.name}.`,
    call.phone ? `We will call you at ${call.phone}.` : `Call us at ${site.phone} at this time.`,
    `Reschedule or cancel: ${call.manageUrl}`,
  ].join('\n')
  return {
    method,
    content: bookingInvitation({
      method,
      uid: `${call.id}@${context.uidDomain}`,
      sequence: call.sequence,
      start: call.start,
      end: call.end,
      stamp: context.now,
      summary,
      description,
      url: call.manageUrl,
      organizer: context.owner,
      attendee: call.email ? { name: oneLine(call.name, 80), email: call.email } : null,
    }),
  }
}

/** How the call happens: we call the visitor's number, or they call ours. */
function howWeTalk(call: BookedCall): string {
  return call.phone
    ? `${site.founder.name} will call you at ${call.phone}.`
    : `You did not leave a phone number, so please call us at ${site.phone} at that time (or reply with the best number to reach you).`
}

function visitorEmail(call: BookedCall, subject: string, blocks: Block[], calendar: CalendarAttachment | null): BookingEmail {
  const footer: Block[] = [{ kind: 'p', text: `You are receiving this because you booked a call with ${site.name}.` }]
  return { subject, ...render([{ kind: 'p', text: `Hi ${firstName(call.name)},` }, ...blocks, { kind: 'p', text: signature }], footer), headers: {}, calendar }
}

function ownerEmail(subject: string, blocks: Block[], calendar: CalendarAttachment | null, context: BookingEmailContext): BookingEmail {
  return { subject, ...render(blocks, [{ kind: 'link', text: 'Open the back office', href: context.backOfficeUrl }]), headers: {}, calendar }
}

function callFacts(call: BookedCall, ownerTimeZone: string): Block {
  return {
    kind: 'list',
    items: [
      `When: ${callTime(call.start, ownerTimeZone)}${call.timeZone !== ownerTimeZone ? ` (their time: ${callTime(call.start, call.timeZone)})` : ''}`,
      `Who: ${oneLine(call.name, 120)}${call.email ? ` <${call.email}>` : ' (booked by phone, no e-mail address)'}`,
      `Phone: ${call.phone ?? 'not given'}`,
      `What they want to discuss: ${call.notes ? oneLine(call.notes, 500) : 'not said'}`,
    ],
  }
}

/** To the visitor, at once: the call is booked, with the invitation and the link to change it. */
/** `remindersAhead`: the reminders written with it (none when the call is too close for one). */
export function composeBookingConfirmation(call: BookedCall, context: BookingEmailContext, remindersAhead: number): BookingEmail {
  return visitorEmail(
    call,
    `Your free call with ${site.name}: ${callTime(call.start, call.timeZone)}`,
    [
      { kind: 'p', text: `Your free ${callMinutes}-minute call is booked for ${bothTimes(call, context.ownerTimeZone)}. ${howWeTalk(call)}` },
      { kind: 'p', text: `The invitation is attached: add it to your calendar.${remindersAhead > 0 ? ' We will also send you a reminder before the call.' : ''}` },
      { kind: 'link', text: 'Reschedule or cancel', href: call.manageUrl },
    ],
    invitation(call, context, 'REQUEST'),
  )
}

/** To the owner, at once: who booked, when, and what they want to talk about. */
export function composeOwnerBookingNotice(call: BookedCall, context: BookingEmailContext): BookingEmail {
  return ownerEmail(
    `New call booked: ${oneLine(call.name, 60)}, ${callTime(call.start, context.ownerTimeZone)}`,
    [{ kind: 'p', text: `${oneLine(call.name, 120)} booked a free ${callMinutes}-minute call.` }, callFacts(call, context.ownerTimeZone)],
    invitation(call, context, 'REQUEST'),
    context,
  )
}

/** To the visitor, `hoursBefore` the call (24 or 1). */
export function composeBookingReminder(call: BookedCall, hoursBefore: number): BookingEmail {
  const when = hoursBefore >= 24 ? 'tomorrow' : hoursBefore === 1 ? 'in 1 hour' : `in ${hoursBefore} hours`
  return visitorEmail(
    call,
    `Reminder: your free call with ${site.name} ${when}`,
    [
      { kind: 'p', text: `A reminder: your free ${callMinutes}-minute call is ${callTime(call.start, call.timeZone)}. ${howWeTalk(call)}` },
      { kind: 'link', text: 'Need another time? Reschedule or cancel', href: call.manageUrl },
    ],
    null,
  )
}

/** To the visitor (and, `toOwner`, the owner): the call moved; the invitation updates the same event. */
export function composeBookingUpdate(call: BookedCall, previousStart: Date, context: BookingEmailContext, recipient: 'visitor' | 'owner'): BookingEmail {
  const calendar = invitation(call, context, 'REQUEST')
  if (recipient === 'owner') {
    return ownerEmail(
      `Call moved: ${oneLine(call.name, 60)}, now ${callTime(call.start, context.ownerTimeZone)}`,
      [{ kind: 'p', text: `The call with ${oneLine(call.name, 120)} moved from ${callTime(previousStart, context.ownerTimeZone)}.` }, callFacts(call, context.ownerTimeZone)],
      calendar,
      context,
    )
  }
  return visitorEmail(
    call,
    `Your call with ${site.name} is now ${callTime(call.start, call.timeZone)}`,
    [
      { kind: 'p', text: `Your free call is moved from ${callTime(previousStart, call.timeZone)} to ${bothTimes(call, context.ownerTimeZone)}. ${howWeTalk(call)}` },
      { kind: 'p', text: 'The attached invitation updates the event in your calendar.' },
      { kind: 'link', text: 'Reschedule or cancel', href: call.manageUrl },
    ],
    calendar,
  )
}

/** To the visitor and the owner: the call is cancelled; the invitation removes the event. */
export function composeBookingCancellation(call: BookedCall, cancelledBy: 'visitor' | 'owner', context: BookingEmailContext, recipient: 'visitor' | 'owner'): BookingEmail {
  const calendar = invitation(call, context, 'CANCEL')
  if (recipient === 'owner') {
    return ownerEmail(
      `Call cancelled: ${oneLine(call.name, 60)}, ${callTime(call.start, context.ownerTimeZone)}`,
      [
        { kind: 'p', text: `The call with ${oneLine(call.name, 120)} on ${callTime(call.start, context.ownerTimeZone)} is cancelled ${cancelledBy === 'visitor' ? 'by them' : 'from the back office'}.` },
        callFacts(call, context.ownerTimeZone),
      ],
      calendar,
      context,
    )
  }
  return visitorEmail(
    call,
    `Your call with ${site.name} on ${callTime(call.start, call.timeZone)} is cancelled`,
    [
      {
        kind: 'p',
        text:
          cancelledBy === 'visitor'
            ? `As you asked, your call on ${callTime(call.start, call.timeZone)} is cancelled.`
            : `We had to cancel your call on ${callTime(call.start, call.timeZone)}. We are sorry for the trouble.`,
      },
      { kind: 'link', text: 'Book another time', href: context.bookingPageUrl },
    ],
    calendar,
  )
}
