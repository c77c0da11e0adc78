import { formatDollars, formatOneDecimal } from '@/web/lib/format'

/** A figure and its unit, for a large number with a small unit beside it. */
export type FigureParts = { value: string; unit: string }

/** Joined as read: "$1,200/month", "12 hours/week". */
export function joinFigure({ value, unit }: FigureParts): string {
  return unit.startsWith('/') ? `${value}${unit}` : `${value} ${unit}`
}

export function perMonthParts(value: number): FigureParts {
  return { value: formatDollars(value), unit: '/month' }
}

/** SPEC §2 "costSavings per month": 1200 → "$1,200/month". */
export function formatPerMonth(value: number): string {
  return joinFigure(perMonthParts(value))
}

export function hoursPerWeekParts(hours: number): FigureParts {
  return { value: formatOneDecimal(hours), unit: `${hours === 1 ? 'hour' : 'hours'}/week` }
}

/** SPEC §2 "timeSavings hours/week": 12.5 → "12.5 hours/week", 1 → "1 hour/week". */
export function formatHoursPerWeek(hours: number): string {
  return joinFigure(hoursPerWeekParts(hours))
}

/** SPEC §2 "paybackPeriod in months": 1.5 → "1.5 months", 1 → "1 month". */
export function formatMonths(months: number): string {
  return `${formatOneDecimal(months)} ${months === 1 ? 'month' : 'months'}`
}

/** What a workflow saves, as its template and each proposal show it: time a week, then money a month. */
export function savingsFigures({ timeSavings, costSavings }: { timeSavings: number; costSavings: number }): { label: string; value: string }[] {
  return [
    { label: 'Time savings', value: formatHoursPerWeek(timeSavings) },
    { label: 'Cost savings', value: formatPerMonth(costSavings) },
  ]
}

/** 8 → "8 nodes", 1 → "1 node". */
export function formatNodeCount(count: number): string {
  return `${count} ${count === 1 ? 'node' : 'nodes'}`
}

/**
 * "Mon, Mar 16, 2026, 7:00 AM EDT" in the reader's time zone, named: the schedule beside it is
 * written in the owner's zone, which may not be the reader's. The text as given when it is no date.
 */
export function formatDateTime(value: string, locale = 'en-US', timeZone?: string): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  return date.toLocaleString(locale, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone })
}
