/**
 * Local time in an IANA time zone, without a date library: the wall clock an instant shows there,
 * and the instants a wall-clock time names (none in a spring-forward gap, two in a fall-back
 * overlap), the way Temporal's `getPossibleInstantsFor` finds them. Pure: the caller passes the
 * instant (the injected clock) and the zone (config.ownerTimeZone).
 */

const dayMs = 24 * 60 * 60 * 1000

const formatters = new Map<string, Intl.DateTimeFormat>()
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** The wall-clock time `instant` shows in `timeZone`, as milliseconds of a UTC date with the same fields. */
export function wallClockMs(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {}
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  const milliseconds = ((instant % 1000) + 1000) % 1000
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!, milliseconds)
}

const offsetAt = (instant: number, timeZone: string) => wallClockMs(instant, timeZone) - instant

/** Every instant whose wall clock reads `wall` in `timeZone`, earliest first. */
function instantsAt(wall: number, timeZone: string): number[] {
  // No zone changes its offset twice within two days: the offsets a day either side are the
  // only ones a wall time near a transition can have.
  const offsets = new Set([offsetAt(wall - dayMs, timeZone), offsetAt(wall + dayMs, timeZone)])
  return [...offsets]
    .map((offset) => wall - offset)
    .filter((instant) => wallClockMs(instant, timeZone) === wall)
    .sort((a, b) => a - b)
}

/**
 * The first instant whose wall clock reads `wall` or later, for a wall time that a spring-forward
 * transition skipped: the transition itself, found by bisection.
 */
function transitionPast(wall: number, timeZone: string): number {
  let before = wall - offsetAt(wall + dayMs, timeZone)
  let after = wall - offsetAt(wall - dayMs, timeZone)
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2)
    if (wallClockMs(middle, timeZone) >= wall) after = middle
    else before = middle
  }
  return after
}

/**
 * When the local day of `instant` began in `timeZone`: the last local midnight at or before it.
 * On a day whose midnight a spring-forward transition skips (America/Santiago, for one) the day
 * begins at the transition; where midnight happens twice, the later one counts.
 */
export function startOfDay(instant: Date, timeZone: string): Date {
  const at = instant.getTime()
  const wall = wallClockMs(at, timeZone)
  const midnight = wall - (((wall % dayMs) + dayMs) % dayMs)
  const candidates = instantsAt(midnight, timeZone).filter((candidate) => candidate <= at)
  return new Date(candidates.length > 0 ? candidates.at(-1)! : transitionPast(midnight, timeZone))
}

/**
 * The instant a calendar date (YYYY-MM-DD) at a wall-clock time names in `timeZone`. A time a
 * fall-back transition repeats means its first occurrence; one a spring-forward transition skips
 * means the moment the clock jumped.
 */
export function localDateTime(date: string, time: { hour: number; minute: number }, timeZone: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) throw new RangeError(`Not a calendar date: ${date}`)
  const wall = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), time.hour, time.minute)
  const [first] = instantsAt(wall, timeZone)
  return new Date(first ?? transitionPast(wall, timeZone))
}
