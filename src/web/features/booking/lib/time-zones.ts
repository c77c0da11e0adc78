import type { BookingFormRenderOptions } from '@/shared/booking-form'
import { isTimeZone } from '@/shared/zoned-time'

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

/**
 * The zones the select offers. `short`: the visitor's and the owner's only, what the page shows
 * when its code arrives (each label costs an Intl formatter, and ~420 options a slow phone's main
 * thread); the full list (those two and the common zones first, then every zone the browser
 * knows) goes in when the select is first focused, before it opens.
 */
export function timeZoneChoices(visitor: string | undefined, owner: string, { short = false } = {}): ZoneChoices {
  const known = (zones: (string | undefined)[]) => [...new Set(zones.filter((zone): zone is string => zone !== undefined && isTimeZone(zone)))]
  if (short) return { suggested: known([visitor, owner]), others: [] }
  const suggested = known([visitor, owner, ...commonZones])
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  const others = all.filter((zone) => !suggested.includes(zone))
  return { suggested, others }
}
