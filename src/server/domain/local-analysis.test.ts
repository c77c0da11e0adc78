import { describe, expect, it } from 'vitest'
import type { LeadFacts } from '@/server/db/documents'
import { scoringFactors } from '@/shared/scoring-model'
import { scoreLead } from '@/shared/scoring'
import { detectIndustry, mentions } from './industries'
import { analyseLocally } from './local-analysis'

const roofer: LeadFacts = {
  source: 'assessment',
  fullName: 'Dana Whitaker',
  businessName: 'Summit Roofing Co.',
  email: 'dana@summitroofing.com',
  phone: '(859) 555-0199',
  businessType: 'roofing',
  primaryPainPoint: 'not-enough-leads',
  monthlyRevenue: '100k-250k',
  currentMarketing: 'Referrals, Google and a Facebook page. We spend 10 hours a week on phone calls, quotes and follow-up texts, and miss calls while on roofs',
  biggestGoal: 'Book 10 more inspections a month and hire a second crew, asap',
}

const bare: LeadFacts = { source: 'contact', fullName: 'Al', businessName: 'Main Street Shop', email: 'al@gmail.com', phone: null, automationNeeds: 'help' }

describe('analyseLocally (the local twin of the language model)', () => {
  it('keeps every factor inside its SPEC §9 range', () => {
    for (const facts of [roofer, bare, { ...bare, automationNeeds: 'asap urgent now losing missed '.repeat(20) }]) {
      const { factors } = analyseLocally(facts)
      for (const factor of scoringFactors) {
        expect(factors[factor.key]).toBeGreaterThanOrEqual(factor.min)
        expect(factors[factor.key]).toBeLessThanOrEqual(factor.max)
      }
    }
  })

  it('scores a detailed, urgent assessment from a roofer High', () => {
    const read = analyseLocally(roofer)
    expect(read.industry.key).toBe('roofing')
    expect(read.factors).toMatchObject({ industry: 15, size: 9, contactInfo: 8, industryMatch: 5 })
    expect(read.factors.urgency).toBeGreaterThan(2)
    expect(read.factors.growth).toBeGreaterThan(1)
    expect(scoreLead(read.factors).priority).toBe('High')
  })

  it('scores a one-word request from a free-mail address with no phone Low, from the floors', () => {
    const read = analyseLocally(bare)
    expect(read.industry.key).toBe('other')
    expect(read.factors).toMatchObject({ contactInfo: 3, detail: 5, urgency: 2, manualTasks: 10, techStack: 3 })
    expect(scoreLead(read.factors).priority).toBe('Low')
  })

  it('takes the most time-starved answer at its word', () => {
    expect(analyseLocally({ ...roofer, primaryPainPoint: 'no-time' }).factors.timeSpent).toBe(15)
    expect(analyseLocally({ ...bare, automationNeeds: 'I spend 12 hours a week on quotes' }).factors.timeSpent).toBe(11)
  })

  it('summarises the lead and offers its industry’s three opportunities', () => {
    const read = analyseLocally(roofer)
    expect(read.summary).toBe('Summit Roofing Co. (Roofing) says its main challenge is "not enough leads" at $100k - $250k a month.')
    expect(read.opportunities).toHaveLength(3)
    expect(read.opportunities[0]).toMatch(/roof inspections/)
  })

  it('is deterministic', () => {
    expect(analyseLocally(roofer)).toEqual(analyseLocally(roofer))
  })
})

describe('detectIndustry', () => {
  it('prefers the assessment’s business type, then keywords in the free text', () => {
    expect(detectIndustry({ businessType: 'restaurant', text: 'roofing' }).key).toBe('restaurant')
    expect(detectIndustry({ text: 'our furnace repair calls' }).key).toBe('hvac')
    expect(detectIndustry({ text: 'we are realtors with 40 listings' }).key).toBe('real-estate')
    expect(detectIndustry({ businessType: 'spaceships', text: 'nothing to see' }).key).toBe('other')
  })

  it('matches keywords at the start of words only', () => {
    expect(mentions('main street shop', 'tree')).toBe(false)
    expect(mentions('we trim trees', 'tree')).toBe(true)
    expect(mentions('navigate the gates', 'gate')).toBe(true)
    expect(mentions('navigate', 'gate')).toBe(false)
    expect(mentions('fix my a/c', 'a/c')).toBe(true)
  })
})
