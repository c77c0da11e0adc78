import { describe, expect, it } from 'vitest'
import { revenueRanges } from '@/shared/assessment'
import { dealValue } from './deal-value'

describe('dealValue (docs/decisions/013)', () => {
  it.each([
    ['under-10k', 297],
    ['10k-50k', 497],
    ['50k-100k', 797],
    ['100k-250k', 1297],
    ['250k-plus', 1997],
  ])('prices the %s monthly revenue band of the assessment at %i a month', (band, price) => {
    expect(dealValue(band)).toBe(price)
  })

  it('has a price for every band the form offers', () => {
    for (const range of revenueRanges) expect(dealValue(range.value)).toBeGreaterThan(0)
  })

  it.each([
    undefined,
    null,
    '',
    'a million',
    // Not fooled by a name every object has.
    'toString',
  ])('takes 497 a month when the band is unknown (%j)', (band) => {
    expect(dealValue(band)).toBe(497)
  })
})
