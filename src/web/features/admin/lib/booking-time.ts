import { calendarDay, zonedFormatter } from '@/shared/zoned-time'

/**
 * A call's times as the owner reads them: in the owner's time zone (the API's `timeZone`), not
 * the browser's, since the owner may be travelling and the calls happen in their working hours.
 */


/**
 * ICU writes thin and narrow no-break spaces ("10:00\u2009–\u200910:30\u202fAM") whose use
 * differs between browser versions: plain spaces make the text the same everywhere, and findable.
 */
const unusualSpaces = /[\u2009\u202f\u00a0]/g
const plain = (text: string) => text.replace(unusualSpaces, ' ')

function toDate(iso: string): Date | null {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date
}

/** The owner-local calendar day of an instant: "2027-03-16". */
export function ownerDay(iso: string, timeZone: string): string {
  const date = toDate(iso)
  if (!date) return iso
  return calendarDay(date, timeZone)
}

/** A day's heading: "Tuesday, March 16, 2027". */
export function formatDayHeading(iso: string, timeZone: string): string {
  const date = toDate(iso)
  return date ? plain(zonedFormatter(timeZone, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(date)) : iso
}

/** A call's time range within its day: "10:00 – 10:30 AM", with the zone's short name when asked ("… AM EDT"). */
export function formatCallRange(start: string, end: string, timeZone: string, { zoneName = false } = {}): string {
  const from = toDate(start)
  const to = toDate(end)
  if (!from || !to) return `${start} – ${end}`
  const options: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', ...(zoneName ? { timeZoneName: 'short' } : {}) }
  return plain(zonedFormatter(timeZone, options).formatRange(from, to))
}

/** When a call starts, with its day: "Tue, Mar 16, 10:00 AM" (what a toast or a question names). */
export function formatCallMoment(start: string, timeZone: string): string {
  const date = toDate(start)
  return date ? plain(zonedFormatter(timeZone, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(date)) : start
}

/** A slot's start alone: "10:00 AM" (the choices under a day). */
export function formatClockTime(start: string, timeZone: string): string {
  const date = toDate(start)
  return date ? plain(zonedFormatter(timeZone, { hour: 'numeric', minute: '2-digit' }).format(date)) : start
}

export type DayGroup<Item> = { day: string; label: string; items: Item[] }

/**
 * Calls (or free slots) grouped by the owner-local day they start on, the days and the items in
 * the order given: upcoming calls come soonest first, past ones latest first, and both stay so.
 */
export function groupByOwnerDay<Item extends { start: string }>(items: readonly Item[], timeZone: string): DayGroup<Item>[] {
  const groups = new Map<string, DayGroup<Item>>()
  for (const item of items) {
    const day = ownerDay(item.start, timeZone)
    let group = groups.get(day)
    if (!group) {
      group = { day, label: formatDayHeading(item.start, timeZone), items: [] }
      groups.set(day, group)
    }
    group.items.push(item)
  }
  return [...groups.values()]
}

/** A calendar date (YYYY-MM-DD, a day off) as a person reads it: "Sat, Dec 25, 2027", the same day wherever the reader is. */
export function formatIsoDate(day: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(day) ? toDate(`${day}T12:00:00.000Z`) : null
  return date ? plain(zonedFormatter('UTC', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(date)) : day
}
