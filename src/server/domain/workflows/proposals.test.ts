import { describe, expect, it } from 'vitest'
import { researchIndustries } from '@/shared/research'
import type { WorkflowTemplate } from '@/shared/workflows'
import { workflowTemplates } from './catalogue'
import { bestTemplateFor, buildProposals, fallbackTemplateIndustry, paybackMonths, proposalFor, templateIndustryFor, type ProposalCompany } from './proposals'

const template = (overrides: Partial<WorkflowTemplate>): WorkflowTemplate => ({
  id: 'restaurant-a',
  name: 'Restaurant A',
  industry: 'Restaurant',
  description: '',
  timeSavings: 10,
  costSavings: 1000,
  nodeCount: 5,
  setupPrice: 1500,
  steps: [],
  ...overrides,
})

const company = (overrides: Partial<ProposalCompany>): ProposalCompany => ({
  id: 'c1',
  name: 'Company',
  industry: 'Restaurants',
  priority: 'Medium',
  potentialSavings: 5000,
  ...overrides,
})

describe('paybackMonths', () => {
  it('divides the setup price by the monthly savings, rounded up to one decimal', () => {
    expect(paybackMonths(1500, 1000)).toBe(1.5)
    expect(paybackMonths(1000, 3000)).toBe(0.4)
    expect(paybackMonths(2000, 3030)).toBe(0.7)
    expect(paybackMonths(1000, 940)).toBe(1.1)
    expect(paybackMonths(500, 430)).toBe(1.2)
    expect(paybackMonths(700, 1000)).toBe(0.7)
    expect(paybackMonths(2000, 100)).toBe(20)
  })

  it('has no payback without savings', () => {
    expect(paybackMonths(1500, 0)).toBeNull()
    expect(paybackMonths(1500, -10)).toBeNull()
  })
})

describe('templateIndustryFor', () => {
  it('maps every research industry', () => {
    expect(Object.fromEntries(researchIndustries.map((industry) => [industry, templateIndustryFor(industry)]))).toEqual({
      'Professional Services': 'Professional Services',
      'Logistics Warehousing': 'Retail',
      'Retail Ecommerce': 'Retail',
      'Equine Industry': 'Home Services',
      Restaurants: 'Restaurant',
    })
  })

  it("reads a manual entry's free text by its words (SPEC §9's options and what people type)", () => {
    expect(templateIndustryFor('Restaurant')).toBe('Restaurant')
    expect(templateIndustryFor('Retail')).toBe('Retail')
    expect(templateIndustryFor('Healthcare')).toBe('Professional Services')
    expect(templateIndustryFor('Professional Services')).toBe('Professional Services')
    expect(templateIndustryFor('Manufacturing')).toBe('Retail')
    expect(templateIndustryFor('Tourism')).toBe('Restaurant')
    expect(templateIndustryFor('  roofing contractor ')).toBe('Home Services')
    expect(templateIndustryFor('HVAC')).toBe('Home Services')
    expect(templateIndustryFor('Real Estate Brokerage')).toBe('Real Estate')
    expect(templateIndustryFor('Coffee shop')).toBe('Restaurant')
    expect(templateIndustryFor('Law firm')).toBe('Professional Services')
    // A word, not a fragment: a barbershop is no bar.
    expect(templateIndustryFor('Barbershop')).not.toBe('Restaurant')
  })

  it('falls back to professional services for anything else', () => {
    expect(fallbackTemplateIndustry).toBe('Professional Services')
    expect(templateIndustryFor('Other')).toBe('Professional Services')
    expect(templateIndustryFor('')).toBe('Professional Services')
    expect(templateIndustryFor('toString')).toBe('Professional Services')
  })
})

describe('bestTemplateFor', () => {
  it("picks the template of the company's industry that saves the most", () => {
    const templates = [template({ id: 'small', costSavings: 400 }), template({ id: 'large', costSavings: 900 }), template({ id: 'pro', industry: 'Professional Services' })]
    expect(bestTemplateFor('Restaurants', templates)?.id).toBe('large')
    expect(bestTemplateFor('Equine Industry', templates)?.id).toBe('pro')
    expect(bestTemplateFor('Restaurants', [])).toBeUndefined()
  })

  it('finds a catalogue template for every research industry', () => {
    for (const industry of researchIndustries) expect(bestTemplateFor(industry, workflowTemplates()), industry).toBeDefined()
    expect(bestTemplateFor('Restaurants', workflowTemplates())?.id).toBe('restaurant-reservations')
  })
})

describe('proposalFor', () => {
  it("takes the template's savings when the company could save more", () => {
    expect(proposalFor(company({ potentialSavings: 5000 }), [template({})])).toEqual({
      companyId: 'c1',
      companyName: 'Company',
      industry: 'Restaurants',
      priority: 'Medium',
      workflowId: 'restaurant-a',
      workflowName: 'Restaurant A',
      timeSavings: 10,
      costSavings: 1000,
      paybackPeriod: 1.5,
    })
  })

  it("caps savings at the company's potential, scaling the hours alike", () => {
    const proposal = proposalFor(company({ potentialSavings: 600 }), [template({})])!
    expect(proposal.costSavings).toBe(600)
    expect(proposal.timeSavings).toBe(6)
    expect(proposal.paybackPeriod).toBe(2.5)
    expect(proposalFor(company({ potentialSavings: 333 }), [template({})])!.timeSavings).toBe(3.3)
  })

  it('makes no proposal for a company without a savings estimate', () => {
    expect(proposalFor(company({ potentialSavings: 0 }), [template({})])).toBeNull()
  })
})

describe('buildProposals', () => {
  const templates = [template({}), template({ id: 'pro', name: 'Pro', industry: 'Professional Services', timeSavings: 20, costSavings: 3000, setupPrice: 1000 })]

  it('lists High, then Medium, then Low, each by savings, and totals them', () => {
    const response = buildProposals(
      [
        company({ id: 'low-big', name: 'Low Big', priority: 'Low', industry: 'Law firm', potentialSavings: 9000 }),
        company({ id: 'medium-small', name: 'Medium Small', priority: 'Medium', potentialSavings: 500 }),
        company({ id: 'high-small', name: 'High Small', priority: 'High', potentialSavings: 200 }),
        company({ id: 'medium-big', name: 'Medium Big', priority: 'Medium', industry: 'Professional Services', potentialSavings: 2500 }),
        company({ id: 'high-big', name: 'High Big', priority: 'High', potentialSavings: 800 }),
        company({ id: 'nothing', name: 'Nothing', priority: 'High', potentialSavings: 0 }),
      ],
      templates,
    )
    expect(response.proposals.map((proposal) => proposal.companyId)).toEqual(['high-big', 'high-small', 'medium-big', 'medium-small', 'low-big'])
    expect(response.totalProposals).toBe(5)
    expect(response.totalMonthlySavings).toBe(800 + 200 + 2500 + 500 + 3000)
    expect(response.totalTimeSavings).toBe(8 + 2 + 16.7 + 5 + 20)
    expect(response.proposals.map((proposal) => proposal.paybackPeriod)).toEqual([1.9, 7.5, 0.4, 3, 0.4])
  })

  it('answers zeros when there is nothing researched', () => {
    expect(buildProposals([], templates)).toEqual({ totalProposals: 0, totalMonthlySavings: 0, totalTimeSavings: 0, proposals: [] })
  })
})
