import { describe, expect, it } from 'vitest'
import { formatElapsed, formatNok } from './format'

describe('formatting', () => {
  it('writes NOK amounts with grouping', () => {
    expect(formatNok(20_800)).toBe('20,800 NOK')
    expect(formatNok(45)).toBe('45 NOK')
  })

  it('writes elapsed time as m:ss', () => {
    expect(formatElapsed(0)).toBe('0:00')
    expect(formatElapsed(4050)).toBe('0:04')
    expect(formatElapsed(72_000)).toBe('1:12')
  })
})
