import { describe, expect, it } from 'vitest'
import { amountProblem, calculateRoi, defaultRoiInput, isResponseTime, maxCloseRatePercent, parseAmount, responseTimes } from './roi'

describe('ROI calculator', () => {
  it('projects the extra jobs and revenue of answering every lead in seconds', () => {
    // 40 leads at 20% = 8 jobs; same-day responders close 50% more when instant: 30% = 12 jobs.
    expect(calculateRoi({ leadsPerMonth: 40, averageJobValue: 1500, closeRatePercent: 20, responseTime: 'same-day' })).toEqual({
      currentJobsPerMonth: 8,
      projectedJobsPerMonth: 12,
      extraJobsPerMonth: 4,
      projectedCloseRatePercent: 30,
      extraRevenuePerMonth: 6000,
      extraRevenuePerYear: 72000,
    })
  })

  it('gains more the slower the current response', () => {
    const gains = responseTimes.map(({ value }) => calculateRoi({ ...defaultRoiInput, responseTime: value }).extraRevenuePerMonth)
    expect(gains).toEqual([...gains].sort((a, b) => a - b))
    expect(new Set(gains).size).toBe(gains.length)
  })

  it('scales with leads and job value', () => {
    const base = calculateRoi(defaultRoiInput).extraRevenuePerMonth
    expect(calculateRoi({ ...defaultRoiInput, leadsPerMonth: 80 }).extraRevenuePerMonth).toBe(base * 2)
    expect(calculateRoi({ ...defaultRoiInput, averageJobValue: 3000 }).extraRevenuePerMonth).toBe(base * 2)
  })

  it('caps the projected close rate, and never lowers a rate already above the cap', () => {
    expect(calculateRoi({ ...defaultRoiInput, closeRatePercent: 60, responseTime: 'next-day' }).projectedCloseRatePercent).toBe(maxCloseRatePercent)
    const high = calculateRoi({ ...defaultRoiInput, closeRatePercent: 95, responseTime: 'next-day' })
    expect(high.projectedCloseRatePercent).toBe(95)
    expect(high.extraJobsPerMonth).toBe(0)
  })

  it('treats empty, negative or out-of-range input safely', () => {
    expect(calculateRoi({ ...defaultRoiInput, leadsPerMonth: 0 }).extraRevenuePerMonth).toBe(0)
    expect(calculateRoi({ ...defaultRoiInput, leadsPerMonth: -5 }).extraRevenuePerMonth).toBe(0)
    expect(calculateRoi({ ...defaultRoiInput, averageJobValue: Number.NaN }).extraRevenuePerMonth).toBe(0)
    expect(calculateRoi({ ...defaultRoiInput, closeRatePercent: 250 }).projectedCloseRatePercent).toBe(100)
  })

  it('rounds jobs to one decimal and revenue to whole dollars', () => {
    const result = calculateRoi({ leadsPerMonth: 7, averageJobValue: 333, closeRatePercent: 13, responseTime: 'within-an-hour' })
    expect(result.currentJobsPerMonth).toBe(0.9)
    expect(result.projectedJobsPerMonth).toBe(1.1)
    expect(result.extraRevenuePerMonth).toBe(Math.round(7 * 0.13 * 0.25 * 333))
    expect(result.extraRevenuePerYear).toBe(result.extraRevenuePerMonth * 12)
  })

  it('reads number fields, counting blank or unreadable input as 0', () => {
    expect(parseAmount('40')).toBe(40)
    expect(parseAmount('$1,500')).toBe(1500)
    expect(parseAmount('20 %')).toBe(20)
    expect(parseAmount('')).toBe(0)
    expect(parseAmount('abc')).toBe(0)
    expect(parseAmount('-3')).toBe(0)
  })

  it('knows its response-time options', () => {
    expect(isResponseTime('same-day')).toBe(true)
    expect(isResponseTime('never')).toBe(false)
  })

  it('names an empty, non-numeric or negative amount instead of silently counting it as 0', () => {
    expect(amountProblem('40', 'Leads per month')).toBeNull()
    expect(amountProblem('$1,500', 'Average job value')).toBeNull()
    expect(amountProblem('', 'Leads per month')).toBe('Leads per month: enter a number')
    expect(amountProblem('abc', 'Leads per month')).toBe('Leads per month: enter a number')
    expect(amountProblem('-3', 'Current close rate')).toBe('Current close rate cannot be negative')
  })
})
