import { describe, expect, it } from 'vitest'
import type { AssessmentInput } from '@/shared/assessment'
import { validAssessment } from '../../../tests/support/fixtures'
import { site } from '@/shared/site'
import { opportunitiesFrom, strategyReport, topOpportunities, type ReportAnswers } from './assessment-report'
import { composeAnalysisEmail, composeStrategyEmail, formatDollars, formatHours } from './compose-report-email'

// The answers of the sample assessment, without the contact details a report does not use.
const { email: _email, phone: _phone, ...roofer }: ReportAnswers & Pick<AssessmentInput, 'email' | 'phone'> = validAssessment()
const unsubscribeUrl = 'https://bluegrassai.com/api/unsubscribe?token=tok'
const bookingUrl = 'https://bluegrassai.com/book?t=p1.lead.1.sig'
const reportUrl = 'https://bluegrassai.com/report/abc'

describe('the AI analysis e-mail', () => {
  const opportunities = topOpportunities(roofer)
  const email = composeAnalysisEmail({ answers: roofer, opportunities, generatedBy: 'local', unsubscribeUrl, bookingUrl })

  it('lists the three opportunities with why each fits', () => {
    expect(email.subject).toBe('Summit Roofing Co.: your top 3 automation opportunities')
    expect(email.text).toMatch(/^Hi Dana,/)
    for (const [index, opportunity] of opportunities.entries()) {
      expect(email.text).toContain(`${index + 1}. ${opportunity.title}.`)
      expect(email.text).toContain(opportunity.why)
    }
    expect(email.text).toContain('your main challenge ("not enough leads")')
  })

  it('quotes the visitor’s own words that pointed to an opportunity', () => {
    const quoted = opportunities.find((opportunity) => opportunity.quoted.length > 0)
    expect(quoted).toBeDefined()
    expect(email.text).toContain(`You wrote: ${quoted!.quoted.map((word) => `“${word}”`).join(', ')}.`)
  })

  it('says who chose them, promises only what is scheduled, and carries the unsubscribe link and headers', () => {
    expect(email.text).toContain('Our analysis chose them')
    expect(composeAnalysisEmail({ answers: roofer, opportunities, generatedBy: 'openai', unsubscribeUrl, bookingUrl }).text).toContain('Our AI model chose and described them')
    expect(email.text).toContain('by e-mail within 24 hours of your assessment')
    expect(email.text).toContain(`Stop follow-up e-mails: ${unsubscribeUrl}`)
    expect(email.headers).toEqual({ 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
    expect(email.html).toContain(`<a href="${unsubscribeUrl.replaceAll('&', '&amp;')}">Stop follow-up e-mails</a>`)
  })

  it('escapes what the visitor and the model wrote in the HTML', () => {
    const [first, ...rest] = opportunitiesFrom(roofer, [
      { key: 'ai-caller', title: '<b>Calls</b> & more', why: 'Because "you" asked' },
      { key: 'review-engine', title: 'Reviews', why: 'Stars' },
      { key: 'ad-automation', title: 'Ads', why: 'Clicks' },
    ])
    const html = composeAnalysisEmail({ answers: { ...roofer, businessName: 'A <script> Co' }, opportunities: [first!, ...rest], generatedBy: 'openai', unsubscribeUrl, bookingUrl }).html
    expect(html).toContain('&lt;b&gt;Calls&lt;/b&gt; &amp; more')
    expect(html).toContain('A &lt;script&gt; Co')
    expect(html).not.toContain('<script>')
  })
})

describe('the strategy report e-mail', () => {
  const report = strategyReport(roofer, site.serviceOffers)
  const email = composeStrategyEmail({ answers: roofer, report, reportUrl, unsubscribeUrl, bookingUrl })

  it('gives each opportunity’s hours and dollars, and the totals', () => {
    expect(email.subject).toBe('Summit Roofing Co.: your custom AI strategy report')
    for (const opportunity of report.opportunities) {
      expect(email.text).toContain(`${opportunity.title}: about ${formatHours(opportunity.hoursPerWeek)} a week, ${formatDollars(opportunity.dollarsPerMonth)} a month.`)
    }
    expect(email.text).toContain(`Together: about ${formatHours(report.totals.hoursPerWeek)} a week, ${formatDollars(report.totals.dollarsPerMonth)} a month.`)
    expect(email.text).toContain('valued at $55 an hour. An estimate, not a promise')
  })

  it('has the 30/60/90-day plan, the services with their prices, the call and the page', () => {
    for (const phase of report.plan) {
      expect(email.text).toContain(phase.title)
      for (const step of phase.steps) expect(email.text).toContain(`• ${step}`)
    }
    for (const service of report.services) {
      expect(email.text).toContain(`${service.name}: ${formatDollars(service.setupPrice)} one-time setup, then ${formatDollars(service.monthlyPrice)} a month.`)
    }
    expect(email.text).toContain(`Schedule Your Call Now: ${bookingUrl}`)
    expect(email.text).toContain('free 30-minute call')
    expect(email.text).toContain(`Open your report online (you can print it or save it as a PDF): ${reportUrl}`)
    expect(email.html).toContain(`<a href="${bookingUrl}">Schedule Your Call Now</a>`)
    expect(email.html).toContain('<h2 style="margin:28px 0 8px;font-size:18px;color:#312e81">Your 30/60/90-day plan</h2>')
    expect(email.headers['List-Unsubscribe']).toBe(`<${unsubscribeUrl}>`)
  })

  it('mentions ad spend only when ads are recommended', () => {
    const withAds = report.services.some((service) => service.key === 'paid-ads')
    expect(email.text.includes('Ad spend, if any, is paid straight to the ad platforms.')).toBe(withAds)
    const restaurant = strategyReport({ ...roofer, businessType: 'restaurant', primaryPainPoint: 'no-tracking', currentMarketing: 'Nothing much really', biggestGoal: 'Fill more tables' }, site.serviceOffers)
    const other = composeStrategyEmail({ answers: { ...roofer, businessType: 'restaurant' }, report: restaurant, reportUrl, unsubscribeUrl, bookingUrl })
    expect(other.text.includes('Ad spend')).toBe(restaurant.services.some((service) => service.key === 'paid-ads'))
  })

  it('formats hours and dollars for people', () => {
    expect(formatHours(1)).toBe('1 hour')
    expect(formatHours(4.5)).toBe('4.5 hours')
    expect(formatDollars(12345)).toBe('$12,345')
  })
})
