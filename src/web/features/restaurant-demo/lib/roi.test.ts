import { describe, expect, it } from 'vitest'
import { calculateRoi, defaultRoiInputs } from './roi'

describe('restaurant ROI calculator', () => {
  it("starts from SPEC's figures", () => {
    expect(defaultRoiInputs).toMatchObject({ costWithoutAi: 5400, aiSubscription: 497, staffCostWithAi: 1700, revenueIncreasePercent: 25 })
    expect(calculateRoi(defaultRoiInputs)).toEqual({
      costWithAi: 2197,
      monthlySavings: 3203,
      annualSavings: 38_436,
      roiPercent: 647,
      revenueIncreaseMonthly: 3200,
    })
  })

  it('recomputes every result when an input changes', () => {
    const results = calculateRoi({ ...defaultRoiInputs, costWithoutAi: 6000 })
    expect(results.costWithAi).toBe(2197)
    expect(results.monthlySavings).toBe(3803)
    expect(results.annualSavings).toBe(45_636)
    expect(results.roiPercent).toBe(765)
  })

  it('follows the subscription and staff cost', () => {
    const results = calculateRoi({ ...defaultRoiInputs, aiSubscription: 297, staffCostWithAi: 2000 })
    expect(results.costWithAi).toBe(2297)
    expect(results.monthlySavings).toBe(3103)
    expect(results.roiPercent).toBe(1045)
  })

  it('computes the revenue increase from the base and the percentage', () => {
    expect(calculateRoi({ ...defaultRoiInputs, revenueIncreasePercent: 10 }).revenueIncreaseMonthly).toBe(1280)
    expect(calculateRoi({ ...defaultRoiInputs, revenueBase: 20_000 }).revenueIncreaseMonthly).toBe(5000)
  })

  it('treats an empty or negative field as zero and never divides by zero', () => {
    const results = calculateRoi({ ...defaultRoiInputs, aiSubscription: Number.NaN, staffCostWithAi: -50 })
    expect(results.costWithAi).toBe(0)
    expect(results.monthlySavings).toBe(5400)
    expect(results.roiPercent).toBe(0)
  })

  it('shows negative savings when AI would cost more', () => {
    const results = calculateRoi({ ...defaultRoiInputs, costWithoutAi: 1000 })
    expect(results.monthlySavings).toBe(-1197)
    expect(results.roiPercent).toBeLessThan(0)
  })
})
