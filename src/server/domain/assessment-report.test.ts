import { describe, expect, it } from 'vitest'
import type { AssessmentInput } from '@/shared/assessment'
import { validAssessment } from '../../../tests/support/fixtures'
import { revenueRanges } from '@/shared/assessment'
import { site } from '@/shared/site'
import {
  opportunitiesFrom,
  opportunityCatalogue,
  opportunityKeys,
  savingsOf,
  strategyReport,
  topOpportunities,
  visitorWords,
  type ReportAnswers,
} from './assessment-report'

// The answers of the sample assessment, without the contact details a report does not use.
const { email: _email, phone: _phone, ...roofer }: ReportAnswers & Pick<AssessmentInput, 'email' | 'phone'> = validAssessment()
const restaurant: ReportAnswers = {
  businessName: 'Blue Door Bistro',
  fullName: 'Sam Ortiz',
  businessType: 'restaurant',
  primaryPainPoint: 'no-tracking',
  monthlyRevenue: '100k-250k',
  currentMarketing: 'Instagram posts when we have time',
  biggestGoal: 'Know which promotions actually fill tables',
}
// The services the site offers, as the report service passes them.
const offers = site.serviceOffers

describe('the assessment report', () => {
  it('picks three different opportunities, each with its savings', () => {
    const top = topOpportunities(roofer)
    expect(top).toHaveLength(3)
    expect(new Set(top.map((opportunity) => opportunity.key)).size).toBe(3)
    for (const opportunity of top) expect(opportunity.dollarsPerMonth).toBeGreaterThan(0)
  })

  it('draws them from the answers: two different businesses get different opportunities', () => {
    const rooferKeys = topOpportunities(roofer).map((opportunity) => opportunity.key)
    const restaurantKeys = topOpportunities(restaurant).map((opportunity) => opportunity.key)
    expect(rooferKeys).not.toEqual(restaurantKeys)
    expect(restaurantKeys).toContain('lead-source-tracking')
    expect(restaurantKeys).toContain('reservation-host')
    expect(rooferKeys).toContain('ai-caller')
  })

  it('quotes the visitor’s own words that pointed to an opportunity', () => {
    const reviews = topOpportunities({ ...roofer, currentMarketing: 'Mostly referrals and Google reviews' }).find((opportunity) => opportunity.key === 'review-engine')
    expect(reviews?.because).toEqual(expect.arrayContaining(['referral', 'google']))
  })

  it('applies one formula: hours × size factor, × 52/12 weeks × the trade’s hourly value', () => {
    expect(savingsOf('ai-caller', { businessType: 'roofing', monthlyRevenue: '50k-100k' })).toEqual({ hoursPerWeek: 6, dollarsPerMonth: 1430 })
    expect(savingsOf('ai-caller', { businessType: 'restaurant', monthlyRevenue: '250k-plus' })).toEqual({ hoursPerWeek: 12, dollarsPerMonth: 1140 })
  })

  it('never saves less for a bigger business', () => {
    let previous = 0
    for (const { value } of revenueRanges) {
      const { dollarsPerMonth } = savingsOf('instant-lead-response', { businessType: 'hvac', monthlyRevenue: value })
      expect(dollarsPerMonth).toBeGreaterThanOrEqual(previous)
      previous = dollarsPerMonth
    }
  })

  it('builds the strategy: totals, a 30/60/90-day plan in order of the opportunities, and the services they need', () => {
    const report = strategyReport(roofer, offers)
    expect(report.totals.dollarsPerMonth).toBe(report.opportunities.reduce((sum, opportunity) => sum + opportunity.dollarsPerMonth, 0))
    expect(report.plan.map((phase) => phase.days)).toEqual([30, 60, 90])
    expect(report.plan[0]!.steps[0]).toContain(report.opportunities[0]!.title.toLowerCase())
    expect(report.services.length).toBeGreaterThan(0)
    for (const service of report.services) expect(report.opportunities.some((opportunity) => opportunity.service === service.key)).toBe(true)
    expect(report).toMatchObject({ industryLabel: 'Roofing', revenueLabel: '$50k - $100k', painLabel: 'Not enough leads' })
  })
})

describe('the report with opportunities chosen elsewhere (a language model)', () => {
  it('keeps the chosen titles and reasons, and takes the figures from the formula', () => {
    const drafts = [
      { key: 'review-engine', title: 'Reviews after every roof', why: 'You rely on word of mouth.' },
      { key: 'ai-caller', title: 'An AI receptionist', why: 'Calls ring out on the roof.' },
      { key: 'ad-automation', title: 'Facebook ads', why: 'You have a page already.' },
    ] as const
    const chosen = opportunitiesFrom(roofer, drafts)
    expect(chosen.map((opportunity) => opportunity.title)).toEqual(drafts.map((draft) => draft.title))
    for (const opportunity of chosen) expect(opportunity).toMatchObject(savingsOf(opportunity.key, roofer))
    const report = strategyReport(roofer, offers, chosen)
    expect(report.opportunities).toEqual(chosen)
    expect(report.plan[0]!.steps[0]).toBe('Set up: reviews after every roof.')
    // Inside a sentence the first letter is lower-cased, an acronym is kept.
    expect(report.plan[1]!.steps[0]).toBe('Add: an AI receptionist.')
    expect(strategyReport(roofer, offers, opportunitiesFrom(roofer, [drafts[1], { ...drafts[0], title: 'AI review replies.' }, drafts[2]])).plan[1]!.steps[0]).toBe(
      'Add: AI review replies.',
    )
    expect(report.services.map((service) => service.key).sort()).toEqual(['ai-caller', 'paid-ads', 'reviews'])
  })

  it('offers the model the whole catalogue, each with the rules’ title', () => {
    const catalogue = opportunityCatalogue()
    expect(catalogue.map((entry) => entry.key)).toEqual(opportunityKeys)
    expect(catalogue.length).toBeGreaterThanOrEqual(10)
    expect(catalogue.find((entry) => entry.key === 'ai-caller')?.title).toBe(topOpportunities(roofer).find((opportunity) => opportunity.key === 'ai-caller')?.title)
  })

  it('quotes the visitor’s whole words, as written, behind the keyword stems', () => {
    expect(visitorWords({ currentMarketing: 'Word of mouth and a Facebook page', biggestGoal: 'Scheduling more Inspections' }, ['facebook', 'schedul', 'inspection', 'word of mouth', 'zillow'])).toEqual([
      'Facebook',
      'Scheduling',
      'Inspections',
      'Word of mouth',
    ])
  })
})
