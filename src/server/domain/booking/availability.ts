import { DateTime } from 'luxon'
import { weekdays, type AvailabilitySettings, type TimeRange, type Weekday } from '@/shared/booking'
import { clockMinutes } from './weekly-hours'

/**
 * Which 30-minute calls the owner offers (issue 22 item 1). Pure: the clock, the owner's time
 * zone, the bookings and the owner's busy time are passed in. Slots are laid on the owner's wall
 * clock, day by day, and turned into UTC instants with luxon, so a daylight-saving change moves
 * the instants and never the hours the owner keeps.
 *
 * freeSlots (the page, the slots API) and slotVerdict (the booking, inside the lock) share one
 * grid and one set of rules, so a slot the page shows is a slot the booking accepts.
 */

export type Interval = { start: Date; end: Date }
export type AvailabilityRules = AvailabilitySettings

/** Everything a slot is judged against. */
export type SlotRulesInput = {
  rules: AvailabilityRules
  /** The owner's time zone (IANA). */
  timeZone: string
  callMinutes: number
  now: Date
  /** Confirmed calls, of any length. */
  bookings: Interval[]
  /** The owner's calendar. */
  busy: Interval[]
}

export type FreeSlotsInput = SlotRulesInput & {
  /** The first day, YYYY-MM-DD in the owner's time zone. */
  from: string
  days: number
}

export type SlotRefusal = 'not-offered' | 'taken' | 'busy' | 'too-soon' | 'day-full' | 'day-off' | 'beyond-horizon'
export type SlotVerdict = { free: true } | { free: false; reason: SlotRefusal }

const minuteMs = 60_000
const hourMs = 60 * minuteMs
const dayMs = 24 * hourMs

// ---------------------------------------------------------------------------------------------
// Owner days
// ---------------------------------------------------------------------------------------------

/** The owner-local calendar day (YYYY-MM-DD) of an instant. */
export function ownerDay(instant: Date, timeZone: string): string {
  return DateTime.fromJSDate(instant, { zone: timeZone }).toISODate()!
}

/** Midnight UTC of a calendar day written YYYY-MM-DD (calendar arithmetic needs no time zone). */
const calendarMs = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)))

/** Whether `day` is a real calendar date written YYYY-MM-DD (2027-02-30 is not). */
export function isCalendarDay(day: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(calendarMs(day)).toISOString().slice(0, 10) === day
}

/** The calendar day `n` days after `day` (before, when negative); no time zone is involved. */
export function addDays(day: string, n: number): string {
  return new Date(calendarMs(day) + n * dayMs).toISOString().slice(0, 10)
}

/**
 * When an owner-local day begins, in UTC: its midnight, or the moment the clock jumped where a
 * spring-forward change skips midnight (luxon moves a missing time forward).
 */
export function dayStartUtc(day: string, timeZone: string): Date {
  const key = `${timeZone} ${day}`
  let start = dayStarts.get(key)
  if (start === undefined) {
    start = DateTime.fromISO(day, { zone: timeZone }).toMillis()
    if (dayStarts.size >= maxRememberedDayStarts) dayStarts.clear()
    dayStarts.set(key, start)
  }
  return new Date(start)
}

/**
 * Each day's start in a zone, remembered: every slots request and every /book page lays out the
 * same two weeks, and luxon's zone arithmetic was most of their cost (bench:soak's CPU profile).
 * Bounded: past the limit it starts again.
 */
const dayStarts = new Map<string, number>()
const maxRememberedDayStarts = 20_000

/** An owner day with its bounds in UTC ms, [start, end). */
type DaySpan = { day: string; weekday: Weekday; start: number; end: number }

/** `start`, when known (the previous day's end), saves a look-up: luxon is the costly part of a request. */
function daySpan(day: string, timeZone: string, start = dayStartUtc(day, timeZone).getTime()): DaySpan {
  const weekday = weekdays[(new Date(calendarMs(day)).getUTCDay() + 6) % 7]!
  return { day, weekday, start, end: dayStartUtc(addDays(day, 1), timeZone).getTime() }
}

/**
 * The first instant the owner's wall clock reads `minutes` past midnight of `day`; null when a
 * spring-forward change skips that time. For a time a fall-back change repeats, luxon picks the
 * later instant: the earlier one, when there is one, is taken instead.
 */
function wallClockInstant(day: DaySpan, minutes: number, timeZone: string): number | null {
  const [year, month, date] = day.day.split('-').map(Number) as [number, number, number]
  const hour = Math.floor(minutes / 60)
  const minute = minutes % 60
  const found = DateTime.fromObject({ year, month, day: date, hour, minute }, { zone: timeZone })
  if (found.hour !== hour || found.minute !== minute) return null
  // No zone changes its offset twice in a day: the offset a day before is the only other one.
  const offsetBefore = DateTime.fromMillis(found.toMillis() - dayMs, { zone: timeZone }).offset
  if (offsetBefore > found.offset) {
    const earlier = DateTime.fromMillis(found.toMillis() - (offsetBefore - found.offset) * minuteMs, { zone: timeZone })
    if (earlier.hour === hour && earlier.minute === minute && earlier.day === date) return earlier.toMillis()
  }
  return found.toMillis()
}

/** The minute a clock range ends at, as an instant (a skipped time means the jump, as luxon reads it). */
function wallClockEnd(day: DaySpan, minutes: number, timeZone: string): number {
  return wallClockInstant(day, minutes, timeZone) ?? DateTime.fromISO(`${day.day}T${clockText(minutes)}`, { zone: timeZone }).toMillis()
}

const clockText = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

// ---------------------------------------------------------------------------------------------
// The grid
// ---------------------------------------------------------------------------------------------

type Candidate = { start: number; end: number }

/**
 * The calls a day's working ranges hold: one every `callMinutes` of wall-clock time from the
 * start of each range, the last ending by the range's end. Each lasts `callMinutes` of real
 * time, also across a daylight-saving change.
 */
function dayGrid(day: DaySpan, ranges: TimeRange[], callMinutes: number, timeZone: string): Candidate[] {
  if (!Number.isInteger(callMinutes) || callMinutes < 1) throw new RangeError(`callMinutes must be a whole number of minutes, not ${callMinutes}`)
  const callMs = callMinutes * minuteMs
  // On most days the wall clock runs with real time from midnight; only on the day of a change
  // (23 or 25 hours long) does each time need looking up.
  const steady = day.end - day.start === dayMs
  const instantOf = (minutes: number) => (steady ? day.start + minutes * minuteMs : wallClockInstant(day, minutes, timeZone))
  const endOf = (minutes: number) => (steady ? day.start + minutes * minuteMs : wallClockEnd(day, minutes, timeZone))

  const starts = new Set<number>()
  const grid: Candidate[] = []
  for (const range of ranges) {
    const first = clockMinutes(range.start)
    const last = clockMinutes(range.end)
    const rangeEnd = endOf(last)
    for (let minutes = first; minutes + callMinutes <= last; minutes += callMinutes) {
      const start = instantOf(minutes)
      // Overlapping ranges (the back office's schema allows them) must not offer a call twice.
      if (start === null || start + callMs > rangeEnd || starts.has(start)) continue
      starts.add(start)
      grid.push({ start, end: start + callMs })
    }
  }
  return grid.sort((a, b) => a.start - b.start)
}

// ---------------------------------------------------------------------------------------------
// The rules
// ---------------------------------------------------------------------------------------------

type Judge = {
  /** The last owner day offered. */
  lastDay: string
  refusal(candidate: Candidate, day: DaySpan): Exclude<SlotRefusal, 'not-offered'> | null
}

/**
 * Where a call of `callMs` may not start, as sorted, disjoint open intervals (lo, hi): a call
 * starting at s conflicts with a period p, buffer included, when
 * `s < p.end + buffer && p.start - buffer < s + callMs`, i.e. when
 * `p.start - buffer - callMs < s < p.end + buffer`. Merged once, each candidate is then one
 * binary search instead of a scan of every booking (the slots API has a budget of 50 ms with
 * 1,000 bookings ahead).
 */
function forbiddenStarts(periods: Interval[], bufferMs: number, callMs: number): { lo: number; hi: number }[] {
  const spans = periods
    .map((period) => ({ lo: period.start.getTime() - bufferMs - callMs, hi: period.end.getTime() + bufferMs }))
    .filter((span) => span.hi - span.lo > 1)
    .sort((a, b) => a.lo - b.lo)
  const merged: { lo: number; hi: number }[] = []
  for (const span of spans) {
    const last = merged.at(-1)
    // Open intervals that only touch leave their shared point free.
    if (last && span.lo < last.hi) last.hi = Math.max(last.hi, span.hi)
    else merged.push({ ...span })
  }
  return merged
}

/** The number of sorted values below `value`. */
function countBelow(sorted: number[], value: number): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (sorted[middle]! < value) low = middle + 1
    else high = middle
  }
  return low
}

function within(spans: { lo: number; hi: number }[], start: number): boolean {
  let low = 0
  let high = spans.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (spans[middle]!.lo < start) low = middle + 1
    else high = middle
  }
  const span = spans[low - 1]
  return span !== undefined && start < span.hi
}

/** The rules, prepared once for the many candidates of a request. */
function judgeFor(input: SlotRulesInput): Judge {
  const { rules, timeZone } = input
  const bufferMs = rules.bufferMinutes * minuteMs
  const callMs = input.callMinutes * minuteMs
  const earliest = input.now.getTime() + rules.minNoticeHours * hourMs
  const lastDay = addDays(ownerDay(input.now, timeZone), rules.horizonDays)
  const daysOff = new Set(rules.daysOff)
  // The database's exclusion constraint covers [start, end + buffer) of every call: two calls
  // conflict when those ranges overlap, so at least the buffer lies between them. The owner's
  // own commitments get the same buffer on both sides.
  const taken = forbiddenStarts(input.bookings, bufferMs, callMs)
  const busy = forbiddenStarts(input.busy, bufferMs, callMs)
  const bookingStarts = input.bookings.map((booking) => booking.start.getTime()).sort((a, b) => a - b)

  return {
    lastDay,
    refusal(candidate, day) {
      if (daysOff.has(day.day)) return 'day-off'
      if (candidate.start < earliest) return 'too-soon'
      if (day.day > lastDay) return 'beyond-horizon'
      if (within(taken, candidate.start)) return 'taken'
      if (countBelow(bookingStarts, day.end) - countBelow(bookingStarts, day.start) >= rules.maxPerDay) return 'day-full'
      if (within(busy, candidate.start)) return 'busy'
      return null
    },
  }
}

/**
 * The free calls from owner day `from` for `days` days, soonest first. A `from` that is not a
 * calendar date gives none (the route checks it: isCalendarDay).
 */
export function freeSlots(input: FreeSlotsInput): Interval[] {
  if (!isCalendarDay(input.from)) return []
  const judge = judgeFor(input)
  const now = input.now.getTime()
  const slots: Interval[] = []
  let dayStart: number | undefined
  for (let offset = 0; offset < input.days; offset++) {
    const day = addDays(input.from, offset)
    // Days past the horizon offer nothing: stop instead of laying their grids.
    if (day > judge.lastDay) break
    const span = daySpan(day, input.timeZone, dayStart)
    dayStart = span.end
    if (span.end <= now) continue
    for (const candidate of dayGrid(span, input.rules.weeklyHours[span.weekday], input.callMinutes, input.timeZone)) {
      if (judge.refusal(candidate, span) === null) slots.push({ start: new Date(candidate.start), end: new Date(candidate.end) })
    }
  }
  return slots
}

/**
 * Whether `slot` may be booked now: exactly a call the grid offers, on the same rules as
 * freeSlots. Called at booking time, inside the lock, with the bookings read there.
 */
export function slotVerdict(input: SlotRulesInput & { slot: Interval }): SlotVerdict {
  const start = input.slot.start.getTime()
  const end = input.slot.end.getTime()
  if (!Number.isFinite(start) || !Number.isFinite(end)) return { free: false, reason: 'not-offered' }
  const span = daySpan(ownerDay(input.slot.start, input.timeZone), input.timeZone)
  const candidate = dayGrid(span, input.rules.weeklyHours[span.weekday], input.callMinutes, input.timeZone).find(
    (offered) => offered.start === start && offered.end === end,
  )
  if (!candidate) return { free: false, reason: 'not-offered' }
  const reason = judgeFor(input).refusal(candidate, span)
  return reason === null ? { free: true } : { free: false, reason }
}

/** The `count` free slots nearest in time to a wanted one (the 409 answer's choices), soonest first. */
export function nearbySlots(slots: Interval[], around: Date, count = 6): Interval[] {
  const at = around.getTime()
  return [...slots]
    .sort((a, b) => Math.abs(a.start.getTime() - at) - Math.abs(b.start.getTime() - at) || a.start.getTime() - b.start.getTime())
    .slice(0, count)
    .sort((a, b) => a.start.getTime() - b.start.getTime())
}
