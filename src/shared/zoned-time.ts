/**
 * Dates told in a given time zone, for the booking form and the back office alike. Intl
 * formatters are costly to make: each (zone, options) pair is made once and kept.
 */

const formatters = new Map<string, Intl.DateTimeFormat>()

export function zonedFormatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`
  let cached = formatters.get(key)
  if (!cached) {
    cached = new Intl.DateTimeFormat('en-US', { ...options, timeZone })
    formatters.set(key, cached)
  }
  return cached
}

/** The calendar day of an instant in a zone: "2027-03-15". */
export function calendarDay(at: Date, timeZone: string): string {
  const parts = zonedFormatter(timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

const knownZones = new Set<string>()

/**
 * Whether this runtime knows `value` as an IANA time zone. Every form checks its zone, so a
 * zone found once is remembered (there are a few hundred); one that is not is asked again.
 */
export function isTimeZone(value: string): boolean {
  if (knownZones.has(value)) return true
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
    knownZones.add(value)
    return true
  } catch {
    return false
  }
}
