import { escapeHtml as h } from '@/server/domain/compose-email'
import { callTime } from '@/server/domain/booking/compose-booking-email'
import type { Interval } from '@/server/domain/booking/availability'
import { bookingFieldLabels, bookingPagePath, callMinutes, cancelBookingPath, rescheduleBookingPath, type BookingFields } from '@/shared/booking'
import { site } from '@/shared/site'
import { paragraph, renderPlainPage } from './plain-page'

/**
 * The booking's pages the server renders itself (issue 22 item 3), for a visitor with or without
 * JavaScript: the call's own page (what was booked, reschedule, cancel), the page to move it, and
 * what a form sent without JavaScript gets when it needs fixing or its time was taken. No script;
 * every value escaped.
 */

const button = 'padding:10px 18px;border:0;border-radius:6px;background:#1d4ed8;color:#fff;font-size:16px;cursor:pointer'
const secondaryButton = 'padding:10px 18px;border:1px solid #cbd5e1;border-radius:6px;background:#fff;color:#0f172a;font-size:16px;cursor:pointer;text-decoration:none;display:inline-block'
const link = 'color:#1d4ed8'

export type ManagedCall = {
  name: string
  start: Date
  timeZone: string
  phone: string | null
  status: 'confirmed' | 'cancelled' | 'held'
  past: boolean
  token: string
}

/** "Tuesday, March 16 at 10:00 AM EDT", and ours beside it when the zones differ. */
function when(start: Date, visitorZone: string, ownerZone: string): string {
  const theirs = callTime(start, visitorZone)
  const ours = callTime(start, ownerZone)
  return theirs === ours ? theirs : `${theirs} (${ours})`
}

export function renderManagePage(call: ManagedCall, ownerTimeZone: string): { status: number; html: string } {
  const time = h(when(call.start, call.timeZone, ownerTimeZone))
  if (call.status === 'cancelled') {
    return { status: 200, html: renderPlainPage('This call is cancelled', `${paragraph(`The call on ${when(call.start, call.timeZone, ownerTimeZone)} is cancelled.`)}<p style="margin:0"><a href="${bookingPagePath}" style="${link}">Book another time</a></p>`) }
  }
  if (call.status === 'held') {
    return {
      status: 200,
      html: renderPlainPage('Received, waiting for review', paragraph(`We received your request for a call on ${when(call.start, call.timeZone, ownerTimeZone)}. A person checks it, and you will get an e-mail once it is confirmed.`)),
    }
  }
  if (call.past) return { status: 200, html: renderPlainPage('This call has passed', paragraph(`The call was on ${when(call.start, call.timeZone, ownerTimeZone)}. To talk again, call ${site.phone} or book another time.`)) }
  const how = call.phone ? `${site.founder.name} will call you at ${call.phone}.` : `Please call us at ${site.phone} at that time.`
  return {
    status: 200,
    html: renderPlainPage(
      'Your call is booked',
      `<p style="margin:0 0 8px;line-height:1.5">Your free ${callMinutes}-minute call with ${h(site.name)}:</p>
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;line-height:1.4">${time}</p>
${paragraph(`${how} Keep this page: it is where you move or cancel the call.`)}
<div style="display:flex;flex-wrap:wrap;gap:12px">
<a href="${h(rescheduleBookingPath(call.token))}" style="${secondaryButton}">Reschedule</a>
<form method="post" action="${h(cancelBookingPath(call.token))}" style="margin:0"><button type="submit" style="${secondaryButton}">Cancel the call</button></form>
</div>`,
    ),
  }
}

/** Slots as radio buttons, one group per day in `timeZone` (the reschedule page, a 409 without JavaScript). */
function slotChoices(slots: Interval[], timeZone: string): string {
  if (slots.length === 0) return paragraph(`There are no free times at the moment. Please call ${site.phone} or write to ${site.email}.`)
  const dayOf = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric' })
  const timeOf = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' })
  const days = new Map<string, Interval[]>()
  for (const slot of slots) {
    const day = dayOf.format(slot.start)
    days.set(day, [...(days.get(day) ?? []), slot])
  }
  return [...days]
    .map(
      ([day, daySlots]) => `<fieldset style="margin:0 0 16px;padding:0;border:0">
<legend style="margin:0 0 8px;font-weight:bold">${h(day)}</legend>
<div style="display:flex;flex-wrap:wrap;gap:8px">${daySlots
        .map(
          (slot) =>
            `<label style="display:inline-flex;align-items:center;gap:6px;padding:8px 12px;border:1px solid #cbd5e1;border-radius:6px;cursor:pointer"><input type="radio" name="start" value="${h(slot.start.toISOString())}" required>${h(timeOf.format(slot.start))}</label>`,
        )
        .join('')}</div>
</fieldset>`,
    )
    .join('\n')
}

const zoneLine = (timeZone: string) => `<p style="margin:0 0 16px;color:#475569">Times are shown in ${h(timeZone.replaceAll('_', ' '))}.</p>`

export function renderReschedulePage(call: ManagedCall, slots: Interval[], ownerTimeZone: string, problem?: string): string {
  return renderPlainPage(
    'Move your call',
    `${paragraph(`Your call is now ${when(call.start, call.timeZone, ownerTimeZone)}. Choose a new time:`)}
${problem ? `<p role="alert" style="margin:0 0 16px;color:#b91c1c;font-weight:bold">${h(problem)}</p>` : ''}
<form method="post" action="${h(rescheduleBookingPath(call.token))}">
${zoneLine(call.timeZone)}
${slotChoices(slots, call.timeZone)}
${slots.length > 0 ? `<button type="submit" style="${button}">Move my call</button>` : ''}
</form>`,
  )
}

/** A form sent without JavaScript named fields to fix: the page names each, the form still holds them (Back). */
export function renderFixFieldsPage(problems: Partial<Record<keyof typeof bookingFieldLabels, string>>): string {
  const items = (Object.keys(bookingFieldLabels) as (keyof typeof bookingFieldLabels)[])
    .filter((field) => problems[field])
    .map((field) => `<li style="margin:0 0 8px"><strong>${h(bookingFieldLabels[field])}</strong>: ${h(problems[field]!)}</li>`)
  return renderPlainPage(
    'Please check your booking',
    `${paragraph('Nothing was booked yet. Go back to the form (what you typed is still there), fix these and send it again:')}
<ul style="margin:0 0 24px;padding-left:20px;line-height:1.5">${items.join('')}</ul>
<p style="margin:0"><a href="${bookingPagePath}" style="${link}">Back to the booking page</a></p>`,
  )
}

/**
 * The time chosen without JavaScript was taken meanwhile: nearby free times to choose from,
 * with the visitor's other answers carried in the form (a POST body, never the URL).
 */
export function renderSlotTakenPage(message: string, fields: Omit<BookingFields, 'start'> & { formToken?: string }, slots: Interval[], timeZone: string): string {
  const hidden = Object.entries(fields)
    .filter(([, value]) => typeof value === 'string' && value !== '')
    .map(([name, value]) => `<input type="hidden" name="${h(name)}" value="${h(value as string)}">`)
    .join('\n')
  return renderPlainPage(
    'That time was just taken',
    `<p role="alert" style="margin:0 0 16px;line-height:1.5">${h(message)}</p>
<form method="post" action="${bookingPagePath}">
${hidden}
${zoneLine(timeZone)}
${slotChoices(slots, timeZone)}
${slots.length > 0 ? `<button type="submit" style="${button}">Book this time</button>` : ''}
</form>
<p style="margin:16px 0 0"><a href="${bookingPagePath}" style="${link}">See every free time</a></p>`,
  )
}

export function renderInvalidLinkPage(): string {
  return renderPlainPage('This link is not valid', paragraph(`Please use the link from your latest e-mail about the call, or write to ${site.email}.`))
}
