import type { ResearchIndustry } from '@/shared/research'
import { employeeBands, industryProfile, type EmployeeBand } from './industries'

/**
 * A researched company's figures (docs/decisions/018): its size, the monthly savings automation
 * could bring it, and how soon it is worth contacting. Pure and deterministic; the language model
 * never writes a figure.
 */

/** The head count a band stands for in the formula: roughly its middle. */
export const bandMidpoint: Record<EmployeeBand, number> = {
  '1-9': 5,
  '10-25': 18,
  '26-50': 38,
  '51-100': 75,
  '101-250': 175,
}

/** Weeks in a month, on average (52 ÷ 12). */
export const weeksPerMonth = 4.33

/** Hours a week automation can take off one business, whatever its size. */
export const maxHoursSavedPerWeek = 80

/**
 * The size band of a business the source gives no head count for: the kind's usual size (a
 * supermarket runs larger than a boutique), one band up for a branch of a chain.
 */
export function estimateEmployees(input: { industry: ResearchIndustry; category: string; brand: string | null }): EmployeeBand {
  const profile = industryProfile(input.industry)
  const usual = profile.sizeByCategory?.[input.category] ?? profile.usualSize
  if (!input.brand) return usual
  return employeeBands[Math.min(employeeBands.indexOf(usual) + 1, employeeBands.length - 1)]!
}

/** The midpoint of a band, or of any 'a-b' text range; undefined when the text is not one. */
export function employeesMidpoint(employees: string): number | undefined {
  if (employees in bandMidpoint) return bandMidpoint[employees as EmployeeBand]
  const match = /^\s*(\d{1,6})\s*(?:-|–|to)\s*(\d{1,6})\s*$/.exec(employees)
  if (match) return Math.round((Number(match[1]) + Number(match[2])) / 2)
  const single = /^\s*(\d{1,6})\+?\s*$/.exec(employees)
  return single ? Number(single[1]) : undefined
}

export type SavingsEstimate = {
  hoursPerWeek: number
  hourlyWage: number
  /** Monthly dollars, rounded to the nearest 10. */
  monthly: number
}

/**
 * Monthly savings = hours saved per week × loaded hourly wage × 4.33 weeks, rounded to $10.
 * Hours saved per week = the industry's base hours + its hours per employee × the size band's
 * midpoint, at most 80. E.g. a restaurant of 10-25 people: (6 + 0.4 × 18) = 13.2 h × $20 × 4.33
 * = $1,143.12 → $1,140 a month.
 */
export function estimateSavings(industry: ResearchIndustry, employees: string): SavingsEstimate {
  const profile = industryProfile(industry)
  const headCount = employeesMidpoint(employees) ?? bandMidpoint[profile.usualSize]
  const hoursPerWeek = Math.min(maxHoursSavedPerWeek, Math.round((profile.hoursSaved.base + profile.hoursSaved.perEmployee * headCount) * 10) / 10)
  const monthly = Math.round((hoursPerWeek * profile.loadedHourlyWage * weeksPerMonth) / 10) * 10
  return { hoursPerWeek, hourlyWage: profile.loadedHourlyWage, monthly }
}

/** How the company can be reached, as the source gave it. */
export type Reachability = { email: boolean; phone: boolean; website: boolean }

export const highPrioritySavings = 2000
export const lowPrioritySavings = 750

/**
 * High: worth at least $2,000 a month and reachable directly (e-mail or phone), ready for
 * outreach. Low: under $750 a month, or no way to reach it at all. Medium: the rest.
 */
export function researchPriority(monthlySavings: number, reach: Reachability): 'High' | 'Medium' | 'Low' {
  const direct = reach.email || reach.phone
  if (monthlySavings < lowPrioritySavings || (!direct && !reach.website)) return 'Low'
  if (monthlySavings >= highPrioritySavings && direct) return 'High'
  return 'Medium'
}
