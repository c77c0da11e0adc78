import type { LeadFacts } from '@/server/db/documents'
import { painPoints, revenueRanges } from '@/shared/assessment'
import type { FactorValues } from '@/shared/scoring'
import { detectIndustry, mentions, type IndustryProfile } from './industries'

/**
 * The local twin of the language model: reads a lead with plain rules, deterministically, so a
 * fresh install scores and answers leads with no key and no network. Each factor stays inside
 * its SPEC §9 range (scoring-model.ts).
 */

export type LocalRead = {
  industry: IndustryProfile
  factors: FactorValues
  summary: string
  opportunities: string[]
}

const freeMail = new Set([
  'gmail.com', 'googlemail.com', 'yahoo.com', 'hotmail.com', 'outlook.com', 'live.com', 'aol.com',
  'icloud.com', 'me.com', 'msn.com', 'proton.me', 'protonmail.com', 'gmx.com', 'mail.com',
])

const manualWork = [
  'phone', 'call', 'voicemail', 'follow up', 'follow-up', 'schedul', 'booking', 'appointment', 'quote', 'estimate',
  'invoice', 'email', 'e-mail', 'data entry', 'spreadsheet', 'reminder', 'review', 'social media', 'text', 'paperwork',
]
const tools = [
  'crm', 'quickbooks', 'jobber', 'housecall', 'servicetitan', 'google', 'facebook', 'instagram', 'excel', 'spreadsheet',
  'website', 'mailchimp', 'hubspot', 'salesforce', 'zapier', 'square', 'toast', 'opentable', 'zillow', 'calendar', 'yelp',
]
const urgent = ['asap', 'urgent', 'immediately', 'right away', 'this week', 'this month', 'losing', 'missed', 'missing', 'quickly', 'soon', 'now']
const growing = ['grow', 'expand', 'more jobs', 'more leads', 'more customers', 'scale', 'hire', 'hiring', 'second location', 'double', 'increase', 'book more']
const established = ['years', 'since 19', 'since 20', 'established', 'family-owned', 'family owned', 'generation']

const countMatches = (text: string, words: readonly string[]) => words.filter((word) => mentions(text, word)).length
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

const sizeByRevenue: Record<string, number> = {
  'under-10k': 3,
  '10k-50k': 5,
  '50k-100k': 7,
  '100k-250k': 9,
  '250k-plus': 10,
}

/** The free text a lead wrote, for keyword rules. */
export function leadText(facts: LeadFacts): string {
  return [facts.businessName, facts.automationNeeds, facts.currentMarketing, facts.biggestGoal]
    .filter(Boolean)
    .join(' \n')
    .toLowerCase()
}

export function analyseLocally(facts: LeadFacts): LocalRead {
  const text = leadText(facts)
  const industry = detectIndustry({ businessType: facts.businessType, text })
  const words = text.split(/\s+/).filter(Boolean).length - facts.businessName.split(/\s+/).length

  const hours = [...text.matchAll(/(\d{1,3})\s*(?:\+\s*)?(?:hours|hrs|h)\b/g)].reduce((acc, match) => acc + Number(match[1]), 0)
  const domain = facts.email.split('@')[1]?.toLowerCase() ?? ''
  const revenueKnown = facts.monthlyRevenue !== undefined && facts.monthlyRevenue in sizeByRevenue
  const revenueIndex = revenueRanges.findIndex((range) => range.value === facts.monthlyRevenue)

  const manual = countMatches(text, manualWork)
  const urgency = countMatches(text, urgent) + (facts.primaryPainPoint === 'not-enough-leads' ? 1 : 0)

  const factors: FactorValues = {
    industry: industry.key === 'other' ? 8 : industry.fit,
    size: revenueKnown ? sizeByRevenue[facts.monthlyRevenue!]! : /\b(team|crew|trucks|employees|staff|locations)\b/.test(text) ? 6 : 5,
    age: countMatches(text, established) > 0 ? 5 : 3,
    manualTasks: clamp(10 + manual * 2.5, 10, 20),
    timeSpent: clamp(facts.primaryPainPoint === 'no-time' ? 15 : 5 + hours / 2 + (/(every day|all day|nights|weekends)/.test(text) ? 4 : 0), 5, 15),
    techStack: clamp(3 + countMatches(text, tools) * 1.5, 3, 8),
    detail: words < 10 ? 5 : words < 30 ? 7 : words < 60 ? 9 : 10,
    contactInfo: 3 + (domain && !freeMail.has(domain) ? 3 : 0) + (facts.phone ? 2 : 0),
    urgency: clamp(2 + urgency * 2.5, 2, 7),
    aiAnalysis: 5,
    industryMatch: industry.core ? 5 : industry.key === 'other' && !facts.businessType ? 3 : 2,
    growth: clamp(1 + countMatches(text, growing) * 1.5 + (revenueIndex >= 3 ? 1 : 0), 1, 5),
  }
  // The rules' stand-in for the model's judgement: how complete the rest of the picture is.
  const evidence = [factors.manualTasks > 10, factors.techStack > 3, factors.detail > 5, factors.contactInfo > 3, factors.urgency > 2, factors.growth > 1]
  factors.aiAnalysis = 5 + Math.round((5 * evidence.filter(Boolean).length) / evidence.length)

  const pain = painPoints.find((point) => point.value === facts.primaryPainPoint)?.label
  const summary = [
    `${facts.businessName} (${industry.key === 'other' ? 'industry not stated' : industry.label})`,
    pain ? `says its main challenge is "${pain.toLowerCase()}"` : facts.automationNeeds ? 'wants help with lead follow-up and admin work' : 'asked for an assessment',
    revenueIndex >= 0 ? `at ${revenueRanges[revenueIndex]!.label} a month.` : '.',
  ]
    .join(' ')
    .replace(' .', '.')
  return { industry, factors, summary, opportunities: [...industry.opportunities] }
}
