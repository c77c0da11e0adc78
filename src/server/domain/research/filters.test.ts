import { describe, expect, it } from 'vitest'
import { averageMonthlySavings, filterTerms, matchesResearchFilter, researchStats } from './filters'

const company = { name: 'Paddock Grill', industry: 'Restaurants', location: 'Lexington, Kentucky' }
const filter = (overrides: Partial<{ location: string; industry: string; search: string }>) => ({ location: 'All', industry: 'All', search: '', ...overrides })

describe('the research filters (SPEC §5)', () => {
  it('matches the location as a case-insensitive substring', () => {
    expect(matchesResearchFilter(company, filter({ location: 'Lexington, Kentucky' }))).toBe(true)
    expect(matchesResearchFilter(company, filter({ location: 'lexington' }))).toBe(true)
    expect(matchesResearchFilter(company, filter({ location: 'Louisville, Kentucky' }))).toBe(false)
  })

  it("lets 'All', 'All Kentucky' and 'Telemark' match every location", () => {
    for (const location of ['All', 'all kentucky', 'All Kentucky', 'Telemark', 'TELEMARK', '']) {
      expect(matchesResearchFilter({ ...company, location: 'Somewhere else' }, filter({ location }))).toBe(true)
    }
  })

  it("lets 'All' match every industry, else a case-insensitive substring", () => {
    expect(matchesResearchFilter(company, filter({ industry: 'All' }))).toBe(true)
    expect(matchesResearchFilter(company, filter({ industry: 'restaurants' }))).toBe(true)
    expect(matchesResearchFilter(company, filter({ industry: 'Restaurant' }))).toBe(true)
    // SPEC's rule is literal: 'Restaurants' is not a substring of a manual entry's 'Restaurant'.
    expect(matchesResearchFilter({ ...company, industry: 'Restaurant' }, filter({ industry: 'Restaurants' }))).toBe(false)
    expect(matchesResearchFilter(company, filter({ industry: 'Retail Ecommerce' }))).toBe(false)
  })

  it('searches name, industry or location, case-insensitively', () => {
    expect(matchesResearchFilter(company, filter({ search: 'PADDOCK' }))).toBe(true)
    expect(matchesResearchFilter(company, filter({ search: 'rants' }))).toBe(true)
    expect(matchesResearchFilter(company, filter({ search: 'kentucky' }))).toBe(true)
    expect(matchesResearchFilter(company, filter({ search: 'grill lexington' }))).toBe(false)
    expect(matchesResearchFilter(company, filter({ search: '%' }))).toBe(false)
  })

  it('comes to the terms the SQL applies: lower-cased, null where everything matches', () => {
    expect(filterTerms(filter({}))).toEqual({ location: null, industry: null, search: null })
    expect(filterTerms({ location: ' Frankfort ', industry: 'Equine Industry', search: ' Barn\u0000 ' })).toEqual({ location: 'frankfort', industry: 'equine industry', search: 'barn' })
  })
})

describe('the research stats (SPEC §2)', () => {
  const companies = [
    { potentialSavings: 1000, priority: 'High', industry: 'Restaurants' },
    { potentialSavings: 2000, priority: 'Low', industry: 'Restaurants' },
    { potentialSavings: 333, priority: 'High', industry: '' },
  ]
  it('sums, counts and divides the filtered total by the count of ALL companies', () => {
    expect(researchStats(companies, 10)).toEqual({ totalPotentialValue: 3333, companiesResearched: 3, highPriority: 2, averageMonthlySavings: 333, industries: 1 })
  })
  it('is all zero with no companies', () => {
    expect(researchStats([], 0)).toEqual({ totalPotentialValue: 0, companiesResearched: 0, highPriority: 0, averageMonthlySavings: 0, industries: 0 })
    expect(averageMonthlySavings(5, 0)).toBe(0)
    expect(averageMonthlySavings(5, 2)).toBe(3)
  })
})
