import cronParser from 'cron-parser'

/**
 * The weekly research schedule in words and its next run (SPEC §2 "Internal Automation"), read
 * with cron-parser: the parser pg-boss itself runs the schedule with, so what the page says is
 * what the queue does.
 */

const dayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

const pad = (value: number) => String(value).padStart(2, '0')

function listInWords(items: string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

function fieldsOf(cron: string) {
  try {
    return cronParser.parseExpression(cron).fields
  } catch {
    return undefined
  }
}

/** Whether pg-boss can run this cron expression. */
export function isValidCron(cron: string): boolean {
  return fieldsOf(cron) !== undefined
}

/**
 * E.g. '0 7 * * 1' in America/New_York → 'Every Monday at 07:00 (America/New_York)'. Covers the
 * shapes a person schedules research with (given days of the week, every day, weekdays, given
 * days of the month, at given times); anything else is quoted as the cron expression it is.
 */
export function describeCron(cron: string, timeZone: string): string {
  const fields = fieldsOf(cron)
  if (!fields) return `Not a valid schedule: "${cron}" (${timeZone})`
  const quoted = `On the cron schedule "${cron.trim()}" (${timeZone})`
  const allMonths = fields.month.length === 12
  const allDaysOfMonth = fields.dayOfMonth.length === 31
  const weekDays = [...new Set(fields.dayOfWeek.map((day) => (day === 7 ? 0 : day)))].sort((a, b) => a - b)
  const allWeekDays = weekDays.length === 7
  if (!allMonths || fields.second.join() !== '0' || fields.minute.length > 4 || fields.hour.length > 4) return quoted

  const times = listInWords(fields.hour.flatMap((hour) => fields.minute.map((minute) => `${pad(hour)}:${pad(minute)}`)))
  let days: string
  if (allDaysOfMonth && allWeekDays) days = 'Every day'
  else if (allDaysOfMonth && weekDays.join() === '1,2,3,4,5') days = 'Every weekday (Monday to Friday)'
  else if (allDaysOfMonth) days = `Every ${listInWords(weekDays.map((day) => dayNames[day]!))}`
  else if (allWeekDays) days = `On day ${listInWords(fields.dayOfMonth.map(String))} of every month`
  else return quoted
  return `${days} at ${times} (${timeZone})`
}

/** When the schedule runs next after `now`, in the given time zone; null for an invalid expression. */
export function nextRunAt(cron: string, timeZone: string, now: Date): Date | null {
  try {
    return cronParser.parseExpression(cron, { currentDate: now, tz: timeZone }).next().toDate()
  } catch {
    return null
  }
}
