import { describe, expect, it } from 'vitest'
import { seededRandom } from '../../../../../tests/support/seeded-random'
import { calculateRoi, defaultRoiInputs, publishedRoiExample, readRoiEntry, type RoiField, type RoiInputs } from './roi'

const labels: Record<RoiField, string> = {
  costWithoutAi: 'Monthly cost without AI',
  aiSubscription: 'AI subscription per month',
  staffCostWithAi: 'Reduced staff cost with AI',
  revenueBase: 'Monthly bookings and online orders',
  revenueIncreasePercent: 'Expected revenue increase',
}

/** 500 random valid input sets (whole dollars, as typed), the defaults first. */
function* inputSets(): Generator<RoiInputs> {
  yield defaultRoiInputs
  const next = seededRandom(0x2026_0647)
  const amount = (max: number) => Math.floor(next() * max)
  for (let i = 0; i < 500; i++) {
    yield { costWithoutAi: amount(20_000), aiSubscription: 1 + amount(2_000), staffCostWithAi: amount(10_000), revenueBase: amount(50_000), revenueIncreasePercent: amount(100) }
  }
}

describe('restaurant ROI calculator: one formula', () => {
  it("gives SPEC §9's figures for the default inputs, the ROI by the formula (644%, not the published 647%)", () => {
    expect(calculateRoi(defaultRoiInputs)).toEqual({ costWithAi: 2197, monthlySavings: 3203, annualSavings: 38_436, roiPercent: 644, revenueIncreaseMonthly: 3200 })
    expect(publishedRoiExample).toMatchObject({ monthlySavings: 3203, annualSavings: 38_436, roiPercent: 647 })
  })

  it('has no jump around the defaults: subscription $496, $497, $498 → 646%, 644%, 643%', () => {
    expect([496, 497, 498].map((aiSubscription) => calculateRoi({ ...defaultRoiInputs, aiSubscription }).roiPercent)).toEqual([646, 644, 643])
  })

  it('is monotonic: savings and ROI rise with the cost without AI, fall with the staff cost; savings fall with the subscription', () => {
    for (const inputs of inputSets()) {
      const base = calculateRoi(inputs)
      const costlier = calculateRoi({ ...inputs, costWithoutAi: inputs.costWithoutAi + 100 })
      expect(costlier.monthlySavings).toBeGreaterThan(base.monthlySavings)
      expect(costlier.roiPercent).toBeGreaterThanOrEqual(base.roiPercent)
      const moreStaff = calculateRoi({ ...inputs, staffCostWithAi: inputs.staffCostWithAi + 100 })
      expect(moreStaff.monthlySavings).toBeLessThan(base.monthlySavings)
      expect(moreStaff.roiPercent).toBeLessThanOrEqual(base.roiPercent)
      const dearer = calculateRoi({ ...inputs, aiSubscription: inputs.aiSubscription + 1 })
      expect(dearer.monthlySavings).toBeLessThan(base.monthlySavings)
      // ROI = (cost without AI − staff cost) ÷ subscription − 1: falls with the subscription while that difference is positive.
      if (inputs.costWithoutAi > inputs.staffCostWithAi) expect(dearer.roiPercent).toBeLessThanOrEqual(base.roiPercent)
      expect(base.annualSavings).toBe(base.monthlySavings * 12)
      expect(calculateRoi({ ...inputs, revenueIncreasePercent: inputs.revenueIncreasePercent + 1 }).revenueIncreaseMonthly).toBeGreaterThanOrEqual(base.revenueIncreaseMonthly)
      expect(calculateRoi({ ...inputs, revenueBase: inputs.revenueBase + 100 }).revenueIncreaseMonthly).toBeGreaterThanOrEqual(base.revenueIncreaseMonthly)
    }
  })

  it('never divides by zero: no subscription, no ROI', () => {
    expect(calculateRoi({ ...defaultRoiInputs, aiSubscription: 0 }).roiPercent).toBe(0)
  })

  it('shows negative savings when AI would cost more', () => {
    const results = calculateRoi({ ...defaultRoiInputs, costWithoutAi: 1000 })
    expect(results.monthlySavings).toBe(-1197)
    expect(results.roiPercent).toBeLessThan(0)
  })
})

describe('reading what the visitor typed', () => {
  const typed = (overrides: Partial<Record<RoiField, string>>) =>
    ({ ...Object.fromEntries(Object.entries(defaultRoiInputs).map(([key, value]) => [key, String(value)])), ...overrides }) as Record<RoiField, string>

  it('takes valid amounts as numbers', () => {
    expect(readRoiEntry(typed({ costWithoutAi: ' 6000 ' }), labels)).toEqual({ inputs: { ...defaultRoiInputs, costWithoutAi: 6000 }, errors: null })
  })

  it('names each empty, non-numeric or negative field instead of counting it as 0', () => {
    expect(readRoiEntry(typed({ aiSubscription: '', staffCostWithAi: '-50', revenueBase: 'lots' }), labels)).toEqual({
      inputs: null,
      errors: {
        aiSubscription: 'AI subscription per month: enter an amount',
        staffCostWithAi: 'Reduced staff cost with AI cannot be negative',
        revenueBase: 'Monthly bookings and online orders: enter a number',
      },
    })
  })
})
