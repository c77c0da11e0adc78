import { csvRecord, type CsvValue } from '@/shared/csv'
import { calendarDay } from '@/shared/zoned-time'

/** The Insights tab's date ranges (issue 24): presets counted in the owner's days, and the CSV of a table. */

export const rangePresets = [
  { value: 'last-7', label: 'Last 7 days' },
  { value: 'last-30', label: 'Last 30 days' },
  { value: 'this-month', label: 'This month' },
  { value: 'last-month', label: 'Last month' },
  { value: 'last-90', label: 'Last 90 days' },
  { value: 'custom', label: 'Custom' },
] as const
export type RangePreset = (typeof rangePresets)[number]['value']
export type DateRange = { from: string; to: string }

/** Today's date (YYYY-MM-DD) in a time zone. */
export function todayIn(timeZone: string, now: Date): string {
  return calendarDay(now, timeZone)
}

const dayMs = 24 * 60 * 60 * 1000
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10)

/** A preset's range, both days included, ending today (or last month's last day). */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, today: string): DateRange {
  switch (preset) {
    case 'last-7':
      return { from: addDays(today, -6), to: today }
    case 'last-30':
      return { from: addDays(today, -29), to: today }
    case 'last-90':
      return { from: addDays(today, -89), to: today }
    case 'this-month':
      return { from: `${today.slice(0, 7)}-01`, to: today }
    case 'last-month': {
      const lastDay = addDays(`${today.slice(0, 7)}-01`, -1)
      return { from: `${lastDay.slice(0, 7)}-01`, to: lastDay }
    }
  }
}

/** A table as a CSV file's text (RFC 4180, formula-safe: shared/csv.ts). */
export function tableCsv(columns: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [columns, ...rows].map(csvRecord).join('')
}
