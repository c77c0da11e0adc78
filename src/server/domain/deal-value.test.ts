import { describe, expect, it } from 'vitest'
import { revenueRanges } from '@/shared/assessment'
import { dealValue } from './deal-value'

describe('dealValue (docs/decisions/013)', () => {
  it('prices each monthly revenue band of the assessment', () => {
    expect(dealValue('under-10k')).toBe(297)
    expect(dealValue('10k-50k')).toBe(497)
    expect(dealValue('50k-100k')).toBe(797)
    expect(dealValue('100k-250k')).toBe(1297)
    expect(dealValue('250k-plus')).toBe(1997)
  })

  it('has a price for every band the form offers', () => {
    for (const range of revenueRanges) expect(dealValue(range.value)).toBeGreaterThan(0)
  })

  it('takes 497 a month when the band is unknown', () => {
    expect(dealValue(undefined)).toBe(497)
    expect(dealValue(null)).toBe(497)
    expect(dealValue('')).toBe(497)
    expect(dealValue('a million')).toBe(497)
    // Not fooled by a name every object has.
    expect(dealValue('toString')).toBe(497)
  })
})
