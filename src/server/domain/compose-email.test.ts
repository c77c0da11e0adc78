import { describe, expect, it } from 'vitest'
import type { LeadAnalysis, LeadFacts } from '@/server/db/documents'
import { scoreLead } from '@/shared/scoring'
import { composeFirstAnswer, composeFollowUp, composeOwnerNotification, escapeHtml, oneLine } from './compose-email'

const facts: LeadFacts = {
  source: 'contact',
  fullName: 'Riley Morgan',
  businessName: 'Morgan Heating & Air',
  email: 'riley@morganhvac.com',
  phone: null,
  automationNeeds: 'Our furnace calls go to voicemail.',
}
const scored = scoreLead({ industry: 15, size: 10, age: 5, manualTasks: 20, timeSpent: 15, techStack: 8, detail: 10, contactInfo: 8, urgency: 4, aiAnalysis: 9, industryMatch: 5, growth: 3 })
const analysis: LeadAnalysis = {
  scoredBy: 'local',
  factors: scored.factors,
  score: scored.score,
  priority: scored.priority,
  breakdown: scored.breakdown,
  summary: 'An HVAC company missing calls.',
  opportunities: ['Answer every call', 'Book jobs online', 'Ask for reviews'],
}
const unsubscribeUrl = 'https://bluegrassai.com/api/unsubscribe?token=abc'

describe('composeFirstAnswer', () => {
  const email = composeFirstAnswer({ facts, analysis, unsubscribeUrl })

  it('greets the lead by first name and names their business and industry', () => {
    expect(email.subject).toBe('Morgan Heating & Air: your AI automation plan')
    expect(email.text).toMatch(/^Hi Riley,/)
    expect(email.text).toContain('For an HVAC company, these three automations usually pay off first:')
    expect(email.text).toContain('1. Answer every call\n2. Book jobs online\n3. Ask for reviews')
  })

  it('carries the unsubscribe link in the body and as one-click headers', () => {
    expect(email.text).toContain(`Stop follow-up e-mails: ${unsubscribeUrl}`)
    expect(email.html).toContain(`<a href="${escapeHtml(unsubscribeUrl)}">Stop follow-up e-mails</a>`)
    expect(email.headers).toEqual({ 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
  })

  it('escapes what the visitor typed in the HTML', () => {
    const html = composeFirstAnswer({ facts: { ...facts, businessName: '<script>alert(1)</script> Co' }, analysis, unsubscribeUrl }).html
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;')
  })

  it('keeps a subject on one line whatever the business name holds', () => {
    const subject = composeFirstAnswer({ facts: { ...facts, businessName: 'Evil\r\nBcc: all@example.com' }, analysis, unsubscribeUrl }).subject
    expect(subject).not.toMatch(/[\r\n]/)
    expect(subject).toBe('Evil Bcc: all@example.com: your AI automation plan')
  })

  it('speaks to an assessment as an assessment, with its stated challenge', () => {
    const assessment = composeFirstAnswer({ facts: { ...facts, source: 'assessment', businessType: 'roofing', primaryPainPoint: 'no-time' }, analysis, unsubscribeUrl })
    expect(assessment.subject).toBe('Morgan Heating & Air: your AI business assessment is under way')
    expect(assessment.text).toContain('You told us your biggest challenge is "no time for marketing". For a roofing company')
  })

  it('falls back to the industry’s opportunities when the analysis has none', () => {
    expect(composeFirstAnswer({ facts, analysis: { ...analysis, opportunities: [] }, unsubscribeUrl }).text).toContain('no-heat and no-cool calls')
  })
})

describe('composeFollowUp', () => {
  it('writes the 24-hour and the 7-day follow-up, both with the unsubscribe link', () => {
    const first = composeFollowUp({ facts, analysis, index: 0, unsubscribeUrl })
    const second = composeFollowUp({ facts, analysis, index: 1, unsubscribeUrl })
    expect(first.subject).toBe('Morgan Heating & Air: one idea to start with')
    expect(first.headers['X-Follow-Up']).toBe('24 hours')
    expect(second.subject).toBe('Morgan Heating & Air: still looking at automation?')
    expect(second.headers['X-Follow-Up']).toBe('7 days')
    for (const email of [first, second]) {
      expect(email.text).toContain(unsubscribeUrl)
      expect(email.headers['List-Unsubscribe']).toBe(`<${unsubscribeUrl}>`)
    }
  })
})

describe('composeOwnerNotification', () => {
  it('tells the owner who wrote, the score and priority, and the breakdown', () => {
    const email = composeOwnerNotification({ facts, analysis, repeat: false })
    expect(email.subject).toBe('High priority lead (95): Riley Morgan, Morgan Heating & Air')
    expect(email.text).toContain('New lead from the contact form: Riley Morgan, Morgan Heating & Air. Score 95/100, High priority (scored by the local rules).')
    expect(email.text).toContain('Automation needs: Our furnace calls go to voicemail.')
    expect(email.text).toContain('Automation Opportunity: 35 of 35')
    expect(composeOwnerNotification({ facts, analysis, repeat: true }).text).toMatch(/^A returning lead wrote again/)
  })
})

describe('oneLine', () => {
  it('flattens control characters and shortens long text', () => {
    expect(oneLine('a\tb\u0000c')).toBe('a b c')
    expect(oneLine('x'.repeat(10), 5)).toBe('xxxx…')
  })
})
