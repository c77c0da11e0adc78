import { describe, expect, it } from 'vitest'
import { describeDueDate, formatChange, formatE164, formatMonthly, formatPercent, formatRelativeTime, parseDate, telHref } from './format'

describe('change against the previous 30 days', () => {
  it('is a percentage change, signed and rounded to one decimal', () => {
    expect(formatChange({ current: 12, previous: 10 })).toEqual({ text: '+20%', direction: 'up' })
    expect(formatChange({ current: 2, previous: 3 })).toEqual({ text: '−33.3%', direction: 'down' })
    expect(formatChange({ current: 7, previous: 7 })).toEqual({ text: 'no change', direction: 'flat' })
  })

  it('never divides by a previous zero: new this month, or no change', () => {
    expect(formatChange({ current: 4, previous: 0 })).toEqual({ text: 'new this month', direction: 'new' })
    expect(formatChange({ current: 0, previous: 0 })).toEqual({ text: 'no change', direction: 'flat' })
    for (const { text } of [formatChange({ current: 4, previous: 0 }), formatChange({ current: 0, previous: 0 }, 'points')]) {
      expect(text).not.toMatch(/Infinity|NaN/)
    }
  })

  it('gives a rate the difference in percentage points', () => {
    expect(formatChange({ current: 12.5, previous: 10 }, 'points')).toEqual({ text: '+2.5 pts', direction: 'up' })
    expect(formatChange({ current: 0, previous: 4.25 }, 'points')).toEqual({ text: '−4.3 pts', direction: 'down' })
    expect(formatChange({ current: 5, previous: 0 }, 'points')).toEqual({ text: '+5 pts', direction: 'up' })
  })

  it('shows a dash for figures that are not numbers', () => {
    expect(formatChange({ current: Number.NaN, previous: 1 })).toEqual({ text: '—', direction: 'flat' })
  })
})

describe('relative time', () => {
  const now = new Date('2025-03-10T12:00:00Z')
  it('reads like a person would say it', () => {
    expect(formatRelativeTime('2025-03-10T11:59:30Z', now)).toBe('just now')
    expect(formatRelativeTime('2025-03-10T11:55:00Z', now)).toBe('5 minutes ago')
    expect(formatRelativeTime('2025-03-10T09:00:00Z', now)).toBe('3 hours ago')
    expect(formatRelativeTime('2025-03-09T12:00:00Z', now)).toBe('1 day ago')
    expect(formatRelativeTime('2025-02-24T12:00:00Z', now)).toBe('2 weeks ago')
    expect(formatRelativeTime('2024-03-10T12:00:00Z', now)).toBe('1 year ago')
    expect(formatRelativeTime('2025-03-12T12:00:00Z', now)).toBe('in 2 days')
  })

  it('says Never without a date and keeps an unreadable one as it is', () => {
    expect(formatRelativeTime(null, now)).toBe('Never')
    expect(formatRelativeTime('soon', now)).toBe('soon')
  })
})

describe('money and rates', () => {
  it('formats dollars per month, and percentages', () => {
    expect(formatMonthly(1200)).toBe('$1,200/mo')
    expect(formatPercent(12.345)).toBe('12.3%')
    expect(formatPercent(0)).toBe('0%')
  })
})

describe('due dates', () => {
  it('reads a calendar date as that day wherever the reader is', () => {
    const date = parseDate('2025-03-12')
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate()]).toEqual([2025, 2, 12])
    expect(describeDueDate('2025-03-12', new Date(2025, 2, 12, 23, 0))).toEqual({ label: 'Mar 12, 2025', overdue: false })
    expect(describeDueDate('2025-03-12', new Date(2025, 2, 13, 0, 1))).toEqual({ label: 'Mar 12, 2025', overdue: true })
  })

  it('treats a timestamp as an instant, and no date as none', () => {
    const instant = describeDueDate('2025-03-12T10:00:00Z', new Date('2025-03-12T10:00:01Z'))
    expect(instant.overdue).toBe(true)
    expect(instant.label).toMatch(/^Mar 12, 2025, \d{1,2}:\d{2} [AP]M$/)
    expect(describeDueDate(null, new Date())).toEqual({ label: 'No due date', overdue: false })
  })
})

describe('phone links', () => {
  it('keeps digits and a leading plus', () => {
    expect(telHref('(859) 555-0199')).toBe('tel:8595550199')
    expect(telHref('+47 22 33 44 55')).toBe('tel:+4722334455')
  })

  it('shows a North American E.164 number grouped, any other as it is', () => {
    expect(formatE164('+18595550177')).toBe('+1 859-555-0177')
    expect(formatE164('+447700900123')).toBe('+447700900123')
  })
})
