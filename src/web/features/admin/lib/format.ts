import { formatDollars, formatOneDecimal } from '@/web/lib/format'

/** 1200 → "$1,200/mo". */
export function formatMonthly(value: number): string {
  return `${formatDollars(value)}/mo`
}

/** 12.345 → "12.3%". */
export function formatPercent(value: number): string {
  return `${formatOneDecimal(value)}%`
}

/** Rounded to one decimal, halves away from zero (−4.25 → −4.3, as 4.25 → 4.3). */
const roundOne = (value: number) => Math.sign(value) * (Math.round(Math.abs(value) * 10) / 10)

export type ChangeKind = 'relative' | 'points'
export type Change = { text: string; direction: 'up' | 'down' | 'flat' | 'new' }

/**
 * A stat card's change over the last 30 days against the 30 days before: a percentage change, or
 * for a rate the difference in percentage points. Nothing over zero makes no percentage, so a
 * figure that was 0 before reads "new this month" (or "no change" when it still is 0).
 */
export function formatChange({ current, previous }: { current: number; previous: number }, kind: ChangeKind = 'relative'): Change {
  if (!Number.isFinite(current) || !Number.isFinite(previous)) return { text: '—', direction: 'flat' }
  if (kind === 'points') {
    const points = roundOne(current - previous)
    if (points === 0) return { text: 'no change', direction: 'flat' }
    return { text: `${points > 0 ? '+' : '−'}${formatOneDecimal(Math.abs(points))} pts`, direction: points > 0 ? 'up' : 'down' }
  }
  if (previous === 0) return current === 0 ? { text: 'no change', direction: 'flat' } : { text: 'new this month', direction: 'new' }
  const percent = roundOne(((current - previous) / Math.abs(previous)) * 100)
  if (percent === 0) return { text: 'no change', direction: 'flat' }
  return { text: `${percent > 0 ? '+' : '−'}${formatOneDecimal(Math.abs(percent))}%`, direction: percent > 0 ? 'up' : 'down' }
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'always' })
const units: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

/** "3 hours ago", "in 2 days", "just now"; `null` (never contacted) reads "Never". */
export function formatRelativeTime(timestamp: string | null, now: Date): string {
  if (timestamp === null) return 'Never'
  const time = new Date(timestamp).getTime()
  if (Number.isNaN(time)) return timestamp
  const seconds = Math.round((time - now.getTime()) / 1000)
  if (Math.abs(seconds) < 60) return 'just now'
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit)
  }
  return 'just now'
}

const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/

/** A calendar date ("2025-03-12") is that day wherever the reader is; anything else is an instant. */
export function parseDate(value: string): Date | null {
  const match = dateOnly.exec(value)
  const date = match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** "Mar 12, 2025" in the reader's time zone. */
export function formatDate(value: string, locale = 'en-US'): string {
  const date = parseDate(value)
  return date ? date.toLocaleDateString(locale, { month: 'short', day: 'numeric', year: 'numeric' }) : value
}

/** "Mar 12, 2025, 2:05 PM" in the reader's time zone. */
export function formatDateTime(value: string, locale = 'en-US'): string {
  const date = parseDate(value)
  return date ? date.toLocaleString(locale, { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }) : value
}

/** A task's due date, and whether it has passed (a date-only due date is due through that day). */
export function describeDueDate(dueDate: string | null, now: Date, locale = 'en-US'): { label: string; overdue: boolean } {
  if (!dueDate) return { label: 'No due date', overdue: false }
  const date = parseDate(dueDate)
  if (!date) return { label: dueDate, overdue: false }
  const end = dateOnly.test(dueDate) ? new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1) : date
  const label = dateOnly.test(dueDate) ? formatDate(dueDate, locale) : formatDateTime(dueDate, locale)
  return { label, overdue: end.getTime() <= now.getTime() }
}

/** "(859) 555-0199" → "tel:8595550199" (a leading + kept for international numbers). */
export function telHref(phone: string): string {
  return `tel:${phone.trim().replace(/(?!^\+)[^\d]/g, '')}`
}

/** "+18595550177" → "+1 859-555-0177" (North American numbers; any other E.164 number as it is). */
export function formatE164(phone: string): string {
  const northAmerican = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone)
  return northAmerican ? `+1 ${northAmerican[1]}-${northAmerican[2]}-${northAmerican[3]}` : phone
}
