import { zonedFormatter } from '@/shared/zoned-time'
import type { BookedCall } from './conversation'

/**
 * ICU writes thin and narrow no-break spaces ("2:00\u2009–\u20092:30\u202fPM") whose use differs
 * between browser versions: plain spaces read the same everywhere.
 */
const unusualSpaces = /[\u2009\u202f\u00a0]/g
const plain = (text: string) => text.replace(unusualSpaces, ' ')

/** When the call is, in the zone it was booked in. */
export type CallTime = { day: string; time: string }

/**
 * { day: "Tuesday, March 16", time: "2:00 – 2:30 PM EDT" }, in the zone the call was booked in.
 * Null when the server's times or zone cannot be read: the card then shows no time rather than a
 * wrong one, and its link leads to the booking's page.
 */
export function callTime({ start, end, timeZone }: BookedCall): CallTime | null {
  const from = new Date(start)
  const to = new Date(end)
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to < from) return null
  try {
    const day = zonedFormatter(timeZone, { weekday: 'long', month: 'long', day: 'numeric' }).format(from)
    const time = zonedFormatter(timeZone, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).formatRange(from, to)
    return { day: plain(day), time: plain(time) }
  } catch {
    // An unknown zone.
    return null
  }
}

/** The booking's page, if the address is one a link may lead to (the web, not a script). */
export function manageLink(manageUrl: string, base: string): string | null {
  try {
    const url = new URL(manageUrl, base)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

export const bookedTitle = 'Call booked'
export const heldTitle = 'Call requested'
export const heldNote = 'A person from our team will confirm it with you.'

/** What the card says, as one sentence for screen readers when the answer is complete. */
export function bookedCallSummary(booking: BookedCall): string {
  const when = callTime(booking)
  const title = booking.heldForReview ? heldTitle : bookedTitle
  return [when ? `${title}: ${when.day}, ${when.time}.` : `${title}.`, booking.heldForReview ? heldNote : ''].filter(Boolean).join(' ')
}
