import { describe, expect, it } from 'vitest'
import { seededRandom } from '../../../tests/support/seeded-random'
import { formatCents, formatCount, formatDollars, formatOneDecimal } from './format'

const intl = {
  dollars: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
  cents: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }),
  count: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
  oneDecimal: new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }),
}

const edges = [1e-7, -1e-7, 1e21, 1.5e22, 0, -0, 0.5, 1.5, 2.5, -2.5, 0.05, 0.15, 0.25, 1.05, 1.45, 9.95, 99.95, 999.5, 999.95, 1000, 12345.678, -12345.678, 0.04, -0.04, 1e15, 123456789.05, Infinity, -Infinity, NaN]

describe('figures as Intl writes them for en-US', () => {
  it('matches Intl on edges and on 20,000 values across magnitudes', () => {
    const random = seededRandom(49)
    const values = [...edges, ...Array.from({ length: 20_000 }, () => (random() - 0.3) * 10 ** Math.floor(random() * 10))]
    for (const value of values) {
      expect(formatDollars(value), `dollars of ${value}`).toBe(intl.dollars.format(value))
      expect(formatCents(value), `cents of ${value}`).toBe(intl.cents.format(value))
      expect(formatCount(value), `count of ${value}`).toBe(intl.count.format(value))
      expect(formatOneDecimal(value), `one decimal of ${value}`).toBe(intl.oneDecimal.format(value))
    }
  })

  it('reads as the pages show it', () => {
    expect(formatDollars(71568)).toBe('$71,568')
    expect(formatCents(24.5)).toBe('$24.50')
    expect(formatCount(20800)).toBe('20,800')
    expect(formatOneDecimal(12.345)).toBe('12.3')
    expect(formatOneDecimal(40)).toBe('40')
  })
})
