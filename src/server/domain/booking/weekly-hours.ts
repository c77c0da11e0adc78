import { weekdays, weeklyHoursSchema, type TimeRange, type Weekday, type WeeklyHours } from '@/shared/booking'

/**
 * The owner's weekly hours as one line of text (BOOKING_HOURS, issue 22 item 1):
 * `mon-fri 09:00-17:00; sat 10:00-13:00`. Each entry names days (`mon`, `mon-fri`, `mon,wed`)
 * and their ranges (`09:00-17:00`, `09:00-12:00,13:00-17:00`); days not named are closed. The
 * error of a bad value is shown at start-up, so it says what is wrong and how the value should
 * look.
 */

export const weeklyHoursExample = 'mon-fri 09:00-17:00; sat 10:00-13:00'
const expected = `Expected "<days> <from>-<to>[,<from>-<to>]; ...", e.g. "${weeklyHoursExample}"`

/** SPEC: the free consultation is offered Monday to Friday, 09:00-17:00 in the owner's time zone. */
export const defaultWeeklyHours: WeeklyHours = {
  mon: [{ start: '09:00', end: '17:00' }],
  tue: [{ start: '09:00', end: '17:00' }],
  wed: [{ start: '09:00', end: '17:00' }],
  thu: [{ start: '09:00', end: '17:00' }],
  fri: [{ start: '09:00', end: '17:00' }],
  sat: [],
  sun: [],
}

export type WeeklyHoursParse = { ok: true; hours: WeeklyHours } | { ok: false; error: string }

/** Minutes since midnight of a clock time `HH:MM` (as the shared schema admits them). */
export function clockMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
}

// People write "monday" as often as "mon"; both name the day.
const dayNames = new Map<string, Weekday>(
  weekdays.flatMap((day, index) => [
    [day, day],
    [['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'][index]!, day],
  ]),
)

class HoursError extends Error {}
const fail = (message: string): never => {
  throw new HoursError(message)
}

function dayOf(name: string): Weekday {
  return dayNames.get(name.toLowerCase()) ?? fail(`"${name}" is not a day: use mon, tue, wed, thu, fri, sat or sun`)
}

function daysOf(text: string): Weekday[] {
  const days = new Set<Weekday>()
  for (const item of text.split(',')) {
    if (item === '') fail(`"${text}" has an empty day in its list`)
    const [first, last, extra] = item.split('-')
    if (extra !== undefined) fail(`"${item}" is not a day or a range of days such as mon-fri`)
    const from = weekdays.indexOf(dayOf(first!))
    const to = last === undefined ? from : weekdays.indexOf(dayOf(last))
    // A range that wraps past Sunday (fri-mon) is more likely a slip than a wish: say so.
    if (to < from) fail(`"${item}" runs backwards: a range of days goes from Monday towards Sunday, e.g. mon-fri`)
    for (let index = from; index <= to; index++) days.add(weekdays[index]!)
  }
  return [...days]
}

function clockTime(text: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text)
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) fail(`"${text}" is not a time: use 24-hour HH:MM from 00:00 to 23:59`)
  return `${match![1]!.padStart(2, '0')}:${match![2]}`
}

function rangesOf(text: string): TimeRange[] {
  return text.split(',').map((item) => {
    const [from, to, extra] = item.split('-')
    if (to === undefined || extra !== undefined) fail(`"${item}" is not a range of times such as 09:00-17:00`)
    const range = { start: clockTime(from!), end: clockTime(to!) }
    if (range.end <= range.start) fail(`"${item}" must end after it starts`)
    return range
  })
}

/** Ranges of one day in order; two that overlap (touching is fine) are an error. */
function sortedDay(day: Weekday, ranges: TimeRange[]): TimeRange[] {
  const sorted = [...ranges].sort((a, b) => a.start.localeCompare(b.start))
  for (let index = 1; index < sorted.length; index++) {
    const before = sorted[index - 1]!
    const after = sorted[index]!
    if (after.start < before.end) fail(`${day} has overlapping ranges ${before.start}-${before.end} and ${after.start}-${after.end}`)
  }
  return sorted
}

export function parseWeeklyHours(text: string): WeeklyHoursParse {
  try {
    const hours: WeeklyHours = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] }
    // Spaces around "-" and "," are allowed (`mon - fri 09:00 - 17:00`); squeeze them out so that
    // the only space left in an entry separates its days from its ranges.
    const entries = text
      .split(';')
      .map((entry) => entry.trim().replace(/\s*([-,])\s*/g, '$1'))
      .filter((entry) => entry !== '')
    if (entries.length === 0) fail('no working hours are given')
    for (const entry of entries) {
      const parts = entry.split(/\s+/)
      if (parts.length !== 2) fail(`"${entry}" is not "<days> <ranges>"`)
      const ranges = rangesOf(parts[1]!)
      for (const day of daysOf(parts[0]!)) hours[day].push(...ranges)
    }
    for (const day of weekdays) hours[day] = sortedDay(day, hours[day])
    // The shared schema is what the back office saves; a value it would refuse (more than 6
    // ranges a day) is refused here too.
    const checked = weeklyHoursSchema.safeParse(hours)
    if (!checked.success) fail(checked.error.issues[0]!.message)
    return { ok: true, hours }
  } catch (error) {
    if (error instanceof HoursError) return { ok: false, error: `${error.message}. ${expected}` }
    throw error
  }
}

/**
 * The text that parses back to `hours`, compactly: days with the same ranges share an entry, and
 * consecutive ones are written as a range (`mon-wed,fri 09:00-17:00; sat 10:00-13:00`). Every
 * day closed gives ''.
 */
export function formatWeeklyHours(hours: WeeklyHours): string {
  const groups = new Map<string, number[]>()
  weekdays.forEach((day, index) => {
    const ranges = [...hours[day]].sort((a, b) => a.start.localeCompare(b.start))
    if (ranges.length === 0) return
    const key = ranges.map((range) => `${range.start}-${range.end}`).join(',')
    groups.set(key, [...(groups.get(key) ?? []), index])
  })
  return [...groups]
    .map(([ranges, indexes]) => `${runsOf(indexes).join(',')} ${ranges}`)
    .join('; ')
}

/** [0, 1, 2, 4] → ['mon-wed', 'fri']. */
function runsOf(indexes: number[]): string[] {
  const runs: string[] = []
  let start = 0
  for (let at = 1; at <= indexes.length; at++) {
    if (at < indexes.length && indexes[at] === indexes[at - 1]! + 1) continue
    const first = weekdays[indexes[start]!]!
    const last = weekdays[indexes[at - 1]!]!
    runs.push(first === last ? first : `${first}-${last}`)
    start = at
  }
  return runs
}
