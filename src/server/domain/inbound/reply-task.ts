import { DateTime } from 'luxon'
import type { WeeklyHours } from '@/shared/booking'
import { weekdays } from '@/shared/booking'
import { clockMinutes } from '../booking/weekly-hours'

/**
 * When the owner's 'Reply to {name}' task is due (issue 23 item 3): two working hours after the
 * reply arrived, counted only inside the owner's hours (BOOKING_HOURS or the back office's
 * settings) and skipping days off, so a reply on Friday evening is due Monday morning, not at
 * night. Pure: the clock and the hours are given.
 */
export const replyTaskWorkingMinutes = 120

export function replyTaskDue(input: {
  receivedAt: Date
  weeklyHours: WeeklyHours
  daysOff: readonly string[]
  timeZone: string
  workingMinutes?: number
}): Date {
  let remaining = input.workingMinutes ?? replyTaskWorkingMinutes
  let cursor = DateTime.fromJSDate(input.receivedAt, { zone: input.timeZone })
  // Two weeks is more than any week with hours needs; with no hours at all, fall back to the plain sum.
  for (let day = 0; day < 15; day++) {
    const date = cursor.startOf('day')
    const isoDay = date.toISODate()!
    const ranges = input.daysOff.includes(isoDay) ? [] : (input.weeklyHours[weekdays[date.weekday - 1]!] ?? [])
    for (const range of ranges) {
      const start = date.plus({ minutes: clockMinutes(range.start) })
      const end = date.plus({ minutes: clockMinutes(range.end) })
      const from = cursor > start ? cursor : start
      if (from >= end) continue
      const available = end.diff(from, 'minutes').minutes
      if (available >= remaining) return from.plus({ minutes: remaining }).toJSDate()
      remaining -= available
    }
    cursor = date.plus({ days: 1 })
  }
  return new Date(input.receivedAt.getTime() + (input.workingMinutes ?? replyTaskWorkingMinutes) * 60_000)
}
