import type { ResearchIndustry } from '@/shared/research'
import { industryProfile } from './industries'
import type { PlaceCandidate } from './place'
import { estimateEmployees, estimateSavings, researchPriority } from './savings'

/**
 * A found business, analysed into SPEC §3's research company. The words (pain points,
 * opportunities, recommended solution, a summary) come from the language model when one is
 * configured, or from the industry's rule-based profile; the figures (size, savings, priority)
 * always come from the rules in savings.ts, so they are the same whoever writes the words.
 */

/** What the analysis is told about a business (and all the language model sees of it). */
export type ResearchFacts = {
  name: string
  industry: ResearchIndustry
  category: string
  location: string
  website: string | null
  hasEmail: boolean
  hasPhone: boolean
  employees: string
  brand: string | null
}

/** The words of an analysis. */
export type ResearchWording = {
  painPoints: string[]
  opportunities: string[]
  solution: string
  /** One or two sentences for the agency owner. */
  summary: string
}

export type ResearchAnalysis = ResearchWording & {
  employees: string
  potentialSavings: number
  priority: 'High' | 'Medium' | 'Low'
  hoursPerWeek: number
  hourlyWage: number
}

const kindLabel = (category: string) => category.replaceAll('_', ' ')

export function factsOf(candidate: PlaceCandidate, location: string): ResearchFacts {
  return {
    name: candidate.name,
    industry: candidate.industry,
    category: candidate.category,
    location,
    website: candidate.website,
    hasEmail: Boolean(candidate.email),
    hasPhone: Boolean(candidate.phone),
    employees: estimateEmployees(candidate),
    brand: candidate.brand,
  }
}

/** The rule-based words: the industry profile's, with a summary naming the business. */
export function ruleWording(facts: ResearchFacts): ResearchWording {
  const profile = industryProfile(facts.industry)
  const reach = [facts.hasEmail && 'e-mail', facts.hasPhone && 'phone', facts.website && 'website'].filter(Boolean)
  return {
    painPoints: [...profile.painPoints],
    opportunities: [...profile.opportunities],
    solution: profile.solution,
    summary: `${facts.name} is a ${kindLabel(facts.category)}${facts.brand ? ` (${facts.brand})` : ''} in ${facts.location}. Contact found: ${reach.length > 0 ? reach.join(', ') : 'none'}.`,
  }
}

/** The figures of a business, and the words given (the rules' when none are). */
export function analyse(facts: ResearchFacts, wording: ResearchWording = ruleWording(facts)): ResearchAnalysis {
  const savings = estimateSavings(facts.industry, facts.employees)
  return {
    ...wording,
    employees: facts.employees,
    potentialSavings: savings.monthly,
    priority: researchPriority(savings.monthly, { email: facts.hasEmail, phone: facts.hasPhone, website: Boolean(facts.website) }),
    hoursPerWeek: savings.hoursPerWeek,
    hourlyWage: savings.hourlyWage,
  }
}

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`

/**
 * The research notes: the summary, then where every figure came from, so the owner can check it.
 * `note` adds a line (the model failed and the rules wrote this one).
 */
export function researchNotes(analysis: ResearchAnalysis, source: string, note?: string): string {
  return [
    analysis.summary,
    `Size ${analysis.employees} employees: estimated from the usual size of such a business (${source} gives no head count).`,
    `Savings: ${analysis.hoursPerWeek} hours a week × ${dollars(analysis.hourlyWage)} an hour × 4.33 weeks ≈ ${dollars(analysis.potentialSavings)} a month.`,
    note,
  ]
    .filter(Boolean)
    .join('\n')
}
