import { isTimeZone, type BookingFormRenderOptions } from '@/shared/booking-form'

type ZoneChoices = NonNullable<BookingFormRenderOptions['zoneChoices']>

/** Where most of the agency's visitors are, then a few zones abroad: offered first. */
const commonZones = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Toronto',
  'America/Vancouver',
  'America/Mexico_City',
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Australia/Sydney',
  'UTC',
]

/** The visitor's own time zone, as the browser reports it. */
export function visitorTimeZone(): string | undefined {
  try {
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone
    return zone && isTimeZone(zone) ? zone : undefined
  } catch {
    return undefined
  }
}

/** The zones the select offers: the visitor's, the owner's and the common ones first, then every zone the browser knows. */
export function timeZoneChoices(visitor: string | undefined, owner: string): ZoneChoices {
  const suggested = [...new Set([visitor, owner, ...commonZones].filter((zone): zone is string => zone !== undefined && isTimeZone(zone)))]
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  const others = all.filter((zone) => !suggested.includes(zone))
  return { suggested, others }
}
