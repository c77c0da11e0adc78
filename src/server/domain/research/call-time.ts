import { localDateTime, wallClockMs } from '../day-start'

/**
 * When a research company's call is due by default: the next working day (Monday to Friday)
 * after today, at 10:00 in the owner's time zone. Public holidays are not known here.
 */
export function nextWorkingDayAt10(now: Date, timeZone: string): Date {
  const wall = new Date(wallClockMs(now.getTime(), timeZone))
  const day = new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()))
  do day.setUTCDate(day.getUTCDate() + 1)
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6)
  return localDateTime(day.toISOString().slice(0, 10), { hour: 10, minute: 0 }, timeZone)
}

/**
 * A call's due date as the operator gave it: a calendar date (YYYY-MM-DD) means 10:00 that day in
 * the owner's time zone; a date and time means that instant. Undefined: not a date.
 */
export function callDueDate(value: string, timeZone: string): Date | undefined {
  const trimmed = value.trim()
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) {
    const due = localDateTime(trimmed, { hour: 10, minute: 0 }, timeZone)
    if (Number.isNaN(due.getTime())) return undefined
    // 2026-02-31 would roll over into March: not a date.
    return new Date(wallClockMs(due.getTime(), timeZone)).toISOString().slice(0, 10) === trimmed ? due : undefined
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(trimmed)) return undefined
  const instant = new Date(trimmed)
  return Number.isNaN(instant.getTime()) ? undefined : instant
}
