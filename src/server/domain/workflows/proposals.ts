import type { ResearchIndustry } from '@/shared/research'
import type { ProposalsResponse, WorkflowProposal, WorkflowTemplate } from '@/shared/workflows'
import type { TemplateIndustry } from './definition'

/**
 * Client proposals (SPEC §2 "Client Proposals", §3 "Proposals response"): each researched company
 * matched to the best template for its industry, with honest savings and the payback period.
 * Pure: the service reads the companies and hands them here (docs/decisions/019).
 */

export type ProposalCompany = {
  id: string
  name: string
  industry: string
  priority: 'High' | 'Medium' | 'Low'
  /** The research's estimate of what automation could save it, monthly dollars (0: none made). */
  potentialSavings: number
}

/** The research industries (the research tab's select), each to the template industry that serves it. */
export const researchIndustryTemplates: Record<ResearchIndustry, TemplateIndustry> = {
  Restaurants: 'Restaurant',
  'Professional Services': 'Professional Services',
  'Retail Ecommerce': 'Retail',
  // A warehouse's work is orders and stock: the order and inventory workflow.
  'Logistics Warehousing': 'Retail',
  // Stables, farriers, equine vets and trainers book visits like a home-services firm.
  'Equine Industry': 'Home Services',
}

/**
 * A manual entry's industry is free text (SPEC §9 offers Restaurant, Retail, Healthcare,
 * Professional Services, Manufacturing, Tourism, Other): the first rule whose words it contains
 * decides, case-insensitively.
 */
const industryKeywords: ReadonlyArray<[TemplateIndustry, RegExp]> = [
  ['Real Estate', /real[\s-]?estate|realt(or|y)|propert(y|ies)|home sales|mortgage/],
  ['Restaurant', /restaurant|caf[eé]|coffee|\b(bar|pub|inn|diner|grill|bistro)s?\b|bakery|pizz|food|catering|brewer|winer|tourism|touris|hotel|hospitality/],
  [
    'Home Services',
    /roof|hvac|heating|cooling|plumb|electric|landscap|lawn|\btrees?\b|fenc|pest|window|doors?\b|concrete|foundation|contractor|construction|remodel|clean|handyman|painting|home services?|equine|horse|stable|farrier|veterinar/,
  ],
  ['Retail', /retail|e-?commerce|\bshops?\b|\bstores?\b|boutique|logistic|warehous|wholesale|distribut|manufactur|inventory|supply/],
  [
    'Professional Services',
    /professional|legal|\blaw\b|lawyer|attorney|account|\bcpa\b|bookkeep|\btax|consult|insurance|financ|health|medical|dental|clinic|therap|agency|marketing|architect|engineer/,
  ],
]

/** What a company of an industry nobody recognises gets: client intake and follow-up fits any business with clients. */
export const fallbackTemplateIndustry: TemplateIndustry = 'Professional Services'

/** The template industry for a company's industry: the research industries exactly, free text by its words, else the fallback. */
export function templateIndustryFor(industry: string): TemplateIndustry {
  const trimmed = industry.trim()
  if (Object.hasOwn(researchIndustryTemplates, trimmed)) return researchIndustryTemplates[trimmed as ResearchIndustry]
  const lower = trimmed.toLowerCase()
  return industryKeywords.find(([, pattern]) => pattern.test(lower))?.[0] ?? fallbackTemplateIndustry
}

/**
 * The best template for a company's industry: of the templates of its template industry, the
 * one that saves the most a month (then the lower setup price, then the id). Undefined only when
 * no template serves that industry nor the fallback one.
 */
export function bestTemplateFor(industry: string, templates: readonly WorkflowTemplate[]): WorkflowTemplate | undefined {
  const pick = (wanted: string) =>
    templates
      .filter((template) => template.industry === wanted)
      .sort((a, b) => b.costSavings - a.costSavings || a.setupPrice - b.setupPrice || a.id.localeCompare(b.id))[0]
  return pick(templateIndustryFor(industry)) ?? pick(fallbackTemplateIndustry)
}

/**
 * Months for the savings to repay the setup: setupPrice / monthly savings, rounded UP to one
 * decimal (1500 / 1000 → 1.5; 1000 / 3000 = 0.333… → 0.4), so it never looks shorter than it
 * is. In whole dollars the division is exact before rounding: ceil(10 × price / savings) / 10.
 * No savings: no payback (null).
 */
export function paybackMonths(setupPrice: number, monthlySavings: number): number | null {
  if (!(monthlySavings > 0)) return null
  return Math.ceil((Math.round(setupPrice) * 10) / Math.round(monthlySavings)) / 10
}

const roundToTenth = (value: number) => Math.round(value * 10) / 10

/**
 * One company's proposal, or null when there is none to make:
 * - costSavings: the lesser of the template's monthly savings and the company's potentialSavings.
 *   A workflow saves at most what it saves anywhere, and never more than the research found
 *   there is to save at this company.
 * - timeSavings: the template's hours scaled by the same ratio (the same hours at the same rate),
 *   to one decimal.
 * - paybackPeriod: the template's setup price over those monthly savings (paybackMonths).
 * A company with no savings estimate (potentialSavings 0) gets no proposal: there would be
 * nothing honest to put in it.
 */
export function proposalFor(company: ProposalCompany, templates: readonly WorkflowTemplate[]): WorkflowProposal | null {
  if (!(company.potentialSavings > 0)) return null
  const template = bestTemplateFor(company.industry, templates)
  if (!template || !(template.costSavings > 0)) return null
  const costSavings = Math.min(template.costSavings, Math.round(company.potentialSavings))
  return {
    companyId: company.id,
    companyName: company.name,
    industry: company.industry,
    priority: company.priority,
    workflowId: template.id,
    workflowName: template.name,
    timeSavings: roundToTenth((template.timeSavings * costSavings) / template.costSavings),
    costSavings,
    paybackPeriod: paybackMonths(template.setupPrice, costSavings)!,
  }
}

const priorityRank = { High: 0, Medium: 1, Low: 2 } as const

/** Priority order (High, then Medium, then Low), each by monthly savings, largest first; then by name. */
export function compareProposals(a: WorkflowProposal, b: WorkflowProposal): number {
  return (
    priorityRank[a.priority] - priorityRank[b.priority] ||
    b.costSavings - a.costSavings ||
    a.companyName.localeCompare(b.companyName) ||
    a.companyId.localeCompare(b.companyId)
  )
}

/** GET /api/workflows/proposals: every company that has a proposal, in order, with the totals. */
export function buildProposals(companies: readonly ProposalCompany[], templates: readonly WorkflowTemplate[]): ProposalsResponse {
  const proposals = companies
    .map((company) => proposalFor(company, templates))
    .filter((proposal): proposal is WorkflowProposal => proposal !== null)
    .sort(compareProposals)
  return {
    totalProposals: proposals.length,
    totalMonthlySavings: proposals.reduce((sum, proposal) => sum + proposal.costSavings, 0),
    totalTimeSavings: roundToTenth(proposals.reduce((sum, proposal) => sum + proposal.timeSavings, 0)),
    proposals,
  }
}
