import ICAL from 'ical.js'
import { DateTime, IANAZone } from 'luxon'
import { addDays, dayStartUtc, type Interval } from './availability'

/**
 * The owner's busy time from the private iCalendar address Google Calendar, Outlook and Apple
 * Calendar publish (OWNER_CALENDAR_ICS_URL, issue 22 item 2), read with ical.js (Mozilla's
 * parser, the one Thunderbird uses). Pure: the feed's text, the window and the owner's time zone
 * are passed in; fetching, caching and the timeout live in the service.
 *
 * A feed is text from outside: it may be garbage (an HTML login page), or a rule that repeats
 * every second for ever. Nothing here throws for it, and the work is bounded: each rule stops at
 * the window's end, and a feed needing more than `maxRecurrenceSteps` steps or holding more than
 * `maxOccurrences` events in the window is refused.
 */

export type CalendarWindow = { from: Date; to: Date }

/**
 * `skipped`: events that could not be read (a bad date, a rule ical.js cannot expand), left out
 * so that one broken event does not hide the rest of the calendar.
 */
export type CalendarFeedReading = { ok: true; busy: Interval[]; skipped: number } | { ok: false; error: string }

/** More busy periods than this in the window (about 80 a day over 60 days) is not a calendar a person keeps. */
export const maxOccurrences = 5_000
/**
 * Steps of rule expansion across the whole feed (ical.js takes 10-20 µs a step): an occurrence,
 * or a candidate a rule's BY parts turn down. Daily and weekly rules skip their years before the
 * window, so a real calendar takes a few thousand.
 */
export const maxRecurrenceSteps = 50_000
const maxEventSteps = 10_000

class FeedTooLarge extends Error {}

/** `eventSteps`: the steps of the event being read, which may take at most `maxEventSteps`. */
type Budget = { steps: number; eventSteps: number; busy: Interval[] }

function spend(budget: Budget) {
  budget.steps += 1
  budget.eventSteps += 1
  if (budget.steps > maxRecurrenceSteps) {
    throw new FeedTooLarge(`The feed's repeating events take more than ${maxRecurrenceSteps.toLocaleString('en-US')} steps to expand`)
  }
  // One event with a rule that (nearly) never matches is left out; the rest of the feed is read.
  if (budget.eventSteps > maxEventSteps) throw new Error('A repeating rule too costly to expand')
}

/** The next occurrence of one source (a rule, or DTSTART and the RDATEs) and its instant. */
type Source = { head: { time: ICAL.Time; at: number } | null; advance(): void }

function listSource(dates: { time: ICAL.Time; at: number }[]): Source {
  let index = 0
  const source: Source = {
    head: dates[0] ?? null,
    advance() {
      index += 1
      source.head = dates[index] ?? null
    },
  }
  return source
}

/**
 * A rule's occurrences. ical.js looks for a rule's next occurrence in a loop with no end of its
 * own (FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30 would never return): each turn of that loop checks
 * the rule's BY parts once, so that check is where the budget is spent, and an impossible rule
 * ends the reading instead of the server.
 */
function ruleSource(iterator: ICAL.RecurIterator, budget: Budget, instant: (time: ICAL.Time) => number): Source {
  const check = iterator.check_contracting_rules.bind(iterator)
  iterator.check_contracting_rules = () => {
    spend(budget)
    return check()
  }
  const read = () => {
    spend(budget)
    const time = iterator.next()
    return time ? { time: time.clone(), at: instant(time) } : null
  }
  const source: Source = {
    head: read(),
    advance() {
      source.head = read()
    },
  }
  return source
}

const dayMs = 86_400_000
const icalWeekdays = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA']

const floating = ICAL.Timezone.localTimezone

/** The date or date-time a property holds (DTSTART, DTEND, RECURRENCE-ID), or an error for anything else. */
function timeOf(property: ICAL.Property): ICAL.Time {
  const value = property.getFirstValue()
  if (!(value instanceof ICAL.Time)) throw new Error(`${property.name.toUpperCase()} is not a date or a date-time`)
  return value
}

const tzidOf = (property: ICAL.Property): string | null => {
  const tzid = property.getParameter('tzid')
  return typeof tzid === 'string' ? tzid : null
}

/** ical.js's messages can quote the feed; a short reason is enough for the back office. */
function shortReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.length > 120 ? `${message.slice(0, 117)}...` : message
}

export function busyFromICalendar(ics: string, window: CalendarWindow, ownerTimeZone: string): CalendarFeedReading {
  let calendar: ICAL.Component
  try {
    const parsed: unknown = ICAL.parse(ics)
    // One calendar parses to ['vcalendar', properties, components]; anything else is not a feed.
    if (!Array.isArray(parsed) || parsed[0] !== 'vcalendar') return { ok: false, error: 'Not an iCalendar feed: it holds no VCALENDAR' }
    calendar = new ICAL.Component(parsed)
  } catch (error) {
    return { ok: false, error: `Not a readable iCalendar feed: ${shortReason(error)}` }
  }

  const reader = feedReader(window, ownerTimeZone)
  const events = calendar.getAllSubcomponents('vevent')
  // An override (RECURRENCE-ID) replaces one occurrence of its event: it is read as an event of
  // its own, wherever it moved the occurrence (even into the window from outside it), and the
  // occurrence it replaces is left out of the expansion.
  const overridden = new Map<string, Set<string>>()
  for (const event of events) {
    const recurrenceId = event.getFirstProperty('recurrence-id')
    if (!recurrenceId) continue
    try {
      const uid = String(event.getFirstPropertyValue('uid') ?? '')
      const keys = overridden.get(uid) ?? new Set<string>()
      keys.add(reader.occurrenceKey(timeOf(recurrenceId), tzidOf(recurrenceId)))
      overridden.set(uid, keys)
    } catch {
      // The override is still read as an event below; the occurrence it meant to replace stays
      // busy too, which errs on the owner's side.
    }
  }

  const budget: Budget = { steps: 0, eventSteps: 0, busy: [] }
  let skipped = 0
  try {
    for (const event of events) {
      budget.eventSteps = 0
      const before = budget.busy.length
      try {
        reader.read(event, overridden.get(String(event.getFirstPropertyValue('uid') ?? '')), budget)
      } catch (error) {
        if (error instanceof FeedTooLarge) throw error
        // An event left out is left out whole, not with the occurrences read before it failed.
        budget.busy.length = before
        skipped += 1
      }
    }
  } catch (error) {
    return { ok: false, error: shortReason(error) }
  }
  const busy = budget.busy.sort((a, b) => a.start.getTime() - b.start.getTime() || a.end.getTime() - b.end.getTime())
  return { ok: true, busy, skipped }
}

/** Whether an event takes the owner's time: not a cancelled one, nor one marked free. */
function isBusy(event: ICAL.Component): boolean {
  if (String(event.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED') return false
  if (String(event.getFirstPropertyValue('transp') ?? '').toUpperCase() === 'TRANSPARENT') return false
  // Outlook marks "Free" and "Working elsewhere" this way as well as (or instead of) TRANSP.
  const outlookStatus = String(event.getFirstPropertyValue('x-microsoft-cdo-busystatus') ?? '').toUpperCase()
  return outlookStatus !== 'FREE' && outlookStatus !== 'WORKINGELSEWHERE'
}

function feedReader(window: CalendarWindow, ownerTimeZone: string) {
  const from = window.from.getTime()
  const to = window.to.getTime()

  /**
   * The instant a date-time names. A TZID with a VTIMEZONE in the feed is resolved by ical.js
   * (it finds the definition in the calendar itself, no global registry involved); UTC is UTC; a
   * TZID without a definition is read as an IANA name when it is one, and a floating time (or
   * an unknown TZID) is the owner's wall clock.
   */
  function instantOf(time: ICAL.Time, tzid: string | null): number {
    if (time.zone && time.zone !== floating) return time.toUnixTime() * 1000
    const zone = tzid && IANAZone.isValidZone(tzid) ? tzid : ownerTimeZone
    const found = DateTime.fromObject({ year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute, second: time.second }, { zone })
    if (!found.isValid) throw new Error(`Invalid date-time ${time.toString()}`)
    return found.toMillis()
  }

  /** An all-day date is the whole day in the owner's time zone. */
  const dateText = (time: ICAL.Time) => `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`

  /** What identifies an occurrence, so that an override and the occurrence it replaces meet. */
  function occurrenceKey(time: ICAL.Time, tzid: string | null): string {
    return time.isDate ? `date ${dateText(time)}` : `time ${instantOf(time, tzid)}`
  }

  function add(budget: Budget, start: number, end: number) {
    if (end <= from || start >= to || end <= start) return
    budget.busy.push({ start: new Date(Math.max(start, from)), end: new Date(Math.min(end, to)) })
    if (budget.busy.length > maxOccurrences) throw new FeedTooLarge(`The feed holds more than ${maxOccurrences.toLocaleString('en-US')} events in the window`)
  }

  function read(event: ICAL.Component, overrides: Set<string> | undefined, budget: Budget) {
    if (!isBusy(event)) return
    const startProperty = event.getFirstProperty('dtstart')
    if (!startProperty) throw new Error('An event without DTSTART')
    const dtstart = timeOf(startProperty)
    const startZone = tzidOf(startProperty)
    const endProperty = event.getFirstProperty('dtend')
    const durationValue = event.getFirstPropertyValue('duration')
    const duration = durationValue instanceof ICAL.Duration ? durationValue : null

    if (dtstart.isDate) {
      // All day: DTEND is the day after the last (exclusive); without it, one day.
      const end = endProperty ? timeOf(endProperty) : undefined
      const days = end
        ? Math.round((Date.UTC(end.year, end.month - 1, end.day) - Date.UTC(dtstart.year, dtstart.month - 1, dtstart.day)) / dayMs)
        : duration
          ? Math.max(1, Math.round(duration.toSeconds() / 86_400))
          : 1
      expand(event, dtstart, startZone, overrides, budget, (time) => {
        const day = dateText(time)
        return [dayStartUtc(day, ownerTimeZone).getTime(), dayStartUtc(addDays(day, days), ownerTimeZone).getTime()]
      })
      return
    }

    // RFC 5545 3.8.5.3: every occurrence lasts the exact duration of the first one.
    const first = instantOf(dtstart, startZone)
    const lengthMs = endProperty
      ? instantOf(timeOf(endProperty), tzidOf(endProperty) ?? startZone) - first
      : duration
        ? duration.toSeconds() * 1000
        : 0
    expand(event, dtstart, startZone, overrides, budget, (time) => {
      const start = instantOf(time, startZone)
      return [start, start + lengthMs]
    })
  }

  /**
   * Each occurrence of an event, in order, until one starts after the window: DTSTART, every
   * RRULE and RDATE, less the EXDATEs and the occurrences an override replaces. An override
   * stands alone. The rules are ical.js's; the merging is done here, where each step is counted.
   */
  function expand(
    event: ICAL.Component,
    dtstart: ICAL.Time,
    startZone: string | null,
    overrides: Set<string> | undefined,
    budget: Budget,
    span: (time: ICAL.Time) => [number, number],
  ) {
    if (event.hasProperty('recurrence-id')) {
      const [start, end] = span(dtstart)
      add(budget, start, end)
      return
    }
    const [firstStart, firstEnd] = span(dtstart)
    const excluded = new Set(
      event.getAllProperties('exdate').flatMap((property) =>
        property.getValues().flatMap((value) => (value instanceof ICAL.Time ? [occurrenceKey(value, tzidOf(property) ?? startZone)] : [])),
      ),
    )
    const isExcluded = (time: ICAL.Time) => excluded.has(occurrenceKey(time, startZone)) || excluded.has(`date ${dateText(time)}`)

    // DTSTART and the RDATEs, sorted; then one source per RRULE, started as late as is safe.
    const dates = [
      dtstart,
      ...event.getAllProperties('rdate').flatMap((property) =>
        property.getValues().flatMap((value) => (value instanceof ICAL.Time ? [value] : value instanceof ICAL.Period ? [value.start] : [])),
      ),
    ]
      .map((time) => ({ time, at: span(time)[0] }))
      .sort((a, b) => a.at - b.at)
    const sources: Source[] = [listSource(dates)]
    for (const property of event.getAllProperties('rrule')) {
      const rule = property.getFirstValue()
      if (!(rule instanceof ICAL.Recur)) throw new Error('RRULE is not a rule')
      const start = fastForward(rule, dtstart, firstEnd - firstStart)
      sources.push(ruleSource(rule.iterator(start), budget, (time) => span(time)[0]))
    }

    let last = Number.NEGATIVE_INFINITY
    for (;;) {
      const next = sources.reduce<Source | undefined>((soonest, source) => (source.head && (!soonest || source.head.at < soonest.head!.at) ? source : soonest), undefined)
      if (!next) return
      const { time, at } = next.head!
      next.advance()
      if (at >= to) return
      // The same instant from DTSTART, an RDATE and a rule is one occurrence.
      if (at === last) continue
      last = at
      if (isExcluded(time) || overrides?.has(occurrenceKey(time, startZone))) continue
      const [start, end] = span(time)
      add(budget, start, end)
    }
  }

  /**
   * Where a rule may start instead of DTSTART without changing the occurrences that reach the
   * window: a daily or weekly rule (the common ones, and the ones that pile up over years) moved
   * forward by whole periods. A daily meeting set up in 2015 costs a few steps, not 4,000.
   */
  function fastForward(rule: ICAL.Recur, dtstart: ICAL.Time, lengthMs: number): ICAL.Time {
    if (rule.count || (rule.freq !== 'DAILY' && rule.freq !== 'WEEKLY')) return dtstart
    const parts = Object.entries(rule.parts).filter(([, values]) => values && values.length > 0)
    const byDay = rule.parts.BYDAY ?? []
    // Only BYDAY of plain weekdays, including DTSTART's own (so the moved start is itself an occurrence).
    if (parts.some(([name]) => name !== 'BYDAY') || byDay.some((day) => !/^[A-Z]{2}$/.test(day))) return dtstart
    if (byDay.length > 0 && !byDay.includes(icalWeekdays[dtstart.dayOfWeek() - 1]!)) return dtstart
    const periodDays = Math.max(1, rule.interval || 1) * (rule.freq === 'WEEKLY' || byDay.length > 0 ? 7 : 1)
    // Two days' margin covers any zone's offset: every occurrence skipped ends before the window.
    const target = from - lengthMs - 2 * dayMs
    const daysAhead = Math.floor((target - Date.UTC(dtstart.year, dtstart.month - 1, dtstart.day)) / dayMs)
    const periods = Math.floor(daysAhead / periodDays)
    if (periods <= 0) return dtstart
    const moved = dtstart.clone()
    moved.adjust(periods * periodDays, 0, 0, 0)
    return rule.until && moved.compare(rule.until) > 0 ? dtstart : moved
  }

  return { read, occurrenceKey }
}
