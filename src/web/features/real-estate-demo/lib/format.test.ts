import { describe, expect, it } from 'vitest'
import { formatListingDate } from './format'

describe('formatListingDate', () => {
  it('writes each day of a year as Intl writes a short US date', () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
    for (let day = new Date('2028-01-01T00:00:00Z'); day.getUTCFullYear() === 2028; day = new Date(day.getTime() + 86_400_000)) {
      const iso = day.toISOString().slice(0, 10)
      expect(formatListingDate(iso), iso).toBe(intl.format(day))
    }
  })
})
