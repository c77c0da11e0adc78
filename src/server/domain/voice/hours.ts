import { DateTime } from 'luxon'
import { clockMinutes } from '@/server/domain/booking/weekly-hours'
import { weekdays, type WeeklyHours } from '@/shared/booking'

/** Whether `at` falls within the weekly hours in `timeZone`, a day off excepted (issue 32: the owner's phone rings then). */
export function isWithinHours(input: { at: Date; weeklyHours: WeeklyHours; daysOff: readonly string[]; timeZone: string }): boolean {
  const local = DateTime.fromJSDate(input.at, { zone: input.timeZone })
  if (input.daysOff.includes(local.toISODate()!)) return false
  const minute = local.hour * 60 + local.minute
  const ranges = input.weeklyHours[weekdays[local.weekday - 1]!] ?? []
  return ranges.some((range) => clockMinutes(range.start) <= minute && minute < clockMinutes(range.end))
}
