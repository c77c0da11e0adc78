import type { ResearchStats } from '@/shared/research'

/**
 * SPEC §5's research filters and search, in one place: the list's SQL (services/research/
 * companies.ts) applies exactly the terms `filterTerms` returns, each as a case-insensitive
 * substring, which is what `matchesResearchFilter` does in memory.
 */

export type ResearchFilter = { location: string; industry: string; search: string }

/**
 * Location options that match every company. 'All Kentucky': every research location is in
 * Kentucky and every company found is stored as being in Kentucky, so it filters nothing out.
 * 'Telemark' is what SPEC's original app matched as "everywhere" (SPEC §5).
 */
export const everywhere = ['all', 'all kentucky', 'telemark'] as const

/** Control characters never appear in a name, and could join two fields of the search text. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const clean = (value: string) => value.replace(/[\u0000-\u001f\u007f]/g, '').trim().toLowerCase()

export type FilterTerms = {
  /** Substring of the company's location, or null: any location. */
  location: string | null
  /** Substring of the company's industry, or null: any industry. */
  industry: string | null
  /** Substring of its name, industry or location, or null: no search. */
  search: string | null
}

/** The terms a filter comes to: lower-cased, null where it matches everything. */
export function filterTerms(filter: ResearchFilter): FilterTerms {
  const location = clean(filter.location)
  const industry = clean(filter.industry)
  const search = clean(filter.search)
  return {
    location: location && !(everywhere as readonly string[]).includes(location) ? location : null,
    industry: industry && industry !== 'all' ? industry : null,
    search: search || null,
  }
}

export type FilterableCompany = { name: string; industry: string; location: string }

export function matchesResearchFilter(company: FilterableCompany, filter: ResearchFilter): boolean {
  const terms = filterTerms(filter)
  const has = (value: string, term: string | null) => term === null || value.toLowerCase().includes(term)
  return (
    has(company.location, terms.location) &&
    has(company.industry, terms.industry) &&
    (terms.search === null || [company.name, company.industry, company.location].some((value) => value.toLowerCase().includes(terms.search!)))
  )
}

/** 'Avg. Monthly Savings': the filtered total over the count of ALL companies (SPEC §2), rounded; 0 when there are none. */
export function averageMonthlySavings(filteredTotal: number, allCount: number): number {
  return allCount > 0 ? Math.round(filteredTotal / allCount) : 0
}

export type StatsCompany = { potentialSavings: number; priority: string; industry: string }

/**
 * SPEC §2's header and stat cards over the filtered companies. 'Industries' counts distinct
 * non-empty industries (a manual entry may leave it empty: that is no industry).
 */
export function researchStats(filtered: readonly StatsCompany[], allCount: number): ResearchStats {
  const total = filtered.reduce((sum, company) => sum + company.potentialSavings, 0)
  return {
    totalPotentialValue: total,
    companiesResearched: filtered.length,
    highPriority: filtered.filter((company) => company.priority === 'High').length,
    averageMonthlySavings: averageMonthlySavings(total, allCount),
    industries: new Set(filtered.map((company) => company.industry).filter((industry) => industry !== '')).size,
  }
}
