import { describe, expect, it } from 'vitest'
import { employeesMidpoint, estimateEmployees, estimateSavings, researchPriority } from './savings'

describe('the savings formula (docs/decisions/018)', () => {
  it('is hours saved a week × loaded hourly wage × 4.33, rounded to $10: the worked example', () => {
    // A restaurant of 10-25 people: (6 + 0.4 × 18) = 13.2 h × $20 × 4.33 = $1,143.12.
    expect(estimateSavings('Restaurants', '10-25')).toEqual({ hoursPerWeek: 13.2, hourlyWage: 20, monthly: 1140 })
    // A law office of 1-9: (8 + 0.8 × 5) = 12 h × $45 × 4.33 = $2,338.20.
    expect(estimateSavings('Professional Services', '1-9')).toEqual({ hoursPerWeek: 12, hourlyWage: 45, monthly: 2340 })
    // A warehouse of 26-50: (10 + 0.6 × 38) = 32.8 h × $28 × 4.33 = $3,976.67.
    expect(estimateSavings('Logistics Warehousing', '26-50').monthly).toBe(3980)
  })

  it('grows with size, and never counts more than 80 hours a week', () => {
    expect(estimateSavings('Retail Ecommerce', '51-100').monthly).toBeGreaterThan(estimateSavings('Retail Ecommerce', '1-9').monthly)
    expect(estimateSavings('Professional Services', '101-250').hoursPerWeek).toBe(80)
    expect(estimateSavings('Professional Services', '101-250').monthly).toBe(Math.round((80 * 45 * 4.33) / 10) * 10)
  })

  it("reads a typed range's midpoint, and falls back to the industry's usual size", () => {
    expect(employeesMidpoint('10-25')).toBe(18)
    expect(employeesMidpoint('30 to 50')).toBe(40)
    expect(employeesMidpoint('12')).toBe(12)
    expect(employeesMidpoint('a few')).toBeUndefined()
    expect(estimateSavings('Restaurants', 'a few')).toEqual(estimateSavings('Restaurants', '10-25'))
  })
})

describe('the size estimate', () => {
  it("takes the kind's usual size, one band up for a chain's branch", () => {
    expect(estimateEmployees({ industry: 'Restaurants', category: 'restaurant', brand: null })).toBe('10-25')
    expect(estimateEmployees({ industry: 'Restaurants', category: 'cafe', brand: null })).toBe('1-9')
    expect(estimateEmployees({ industry: 'Retail Ecommerce', category: 'clothes', brand: 'Threads' })).toBe('10-25')
    expect(estimateEmployees({ industry: 'Retail Ecommerce', category: 'supermarket', brand: null })).toBe('51-100')
    expect(estimateEmployees({ industry: 'Professional Services', category: 'lawyer', brand: 'Big Law' })).toBe('10-25')
  })
})

describe('the priority rule', () => {
  const reach = (email: boolean, phone: boolean, website: boolean) => ({ email, phone, website })
  it('is High from $2,000 a month when the company can be reached directly', () => {
    expect(researchPriority(2000, reach(true, false, false))).toBe('High')
    expect(researchPriority(2500, reach(false, true, false))).toBe('High')
    expect(researchPriority(5000, reach(false, false, true))).toBe('Medium')
  })
  it('is Low under $750 a month, or with no way to reach the company', () => {
    expect(researchPriority(749, reach(true, true, true))).toBe('Low')
    expect(researchPriority(9000, reach(false, false, false))).toBe('Low')
  })
  it('is Medium otherwise', () => {
    expect(researchPriority(750, reach(false, false, true))).toBe('Medium')
    expect(researchPriority(1999, reach(true, true, true))).toBe('Medium')
  })
})
