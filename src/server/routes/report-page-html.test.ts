import { describe, expect, it } from 'vitest'
import { strategyReport, type ReportAnswers } from '@/server/domain/assessment-report'
import { site } from '@/shared/site'
import { renderReportPage } from './report-page-html'

const answers: ReportAnswers = {
  businessName: 'Summit <Roofing> & Sons',
  fullName: 'Dana Whitaker',
  businessType: 'roofing',
  primaryPainPoint: 'not-enough-leads',
  monthlyRevenue: '50k-100k',
  currentMarketing: 'Word of mouth and a Facebook page',
  biggestGoal: 'Book 10 more roof inspections a month',
}
const options = { cssHref: '/report.css?v=abc', timeZone: 'America/New_York', bookingUrl: 'https://bluegrassai.com/book' }
const strategy = strategyReport(answers, site.serviceOffers)

describe('renderReportPage', () => {
  const html = renderReportPage({ kind: 'ready', strategy, answers, generatedAt: new Date('2025-06-03T02:00:00Z') }, options)

  it('is a self-contained page: its stylesheet linked, no script, no style element, never indexed', () => {
    expect(html).toContain('<link rel="stylesheet" href="/report.css?v=abc">')
    expect(html).toContain('<meta name="robots" content="noindex">')
    expect(html).not.toMatch(/<script|<style|\son\w+=/)
  })

  it('shows the figures, the plan, the services and the call, escaped', () => {
    expect(html).toContain('<h1 id="report-title">Summit &lt;Roofing&gt; &amp; Sons</h1>')
    // The owner's time zone: 2 a.m. UTC is still the day before in Kentucky.
    expect(html).toContain('Prepared for Dana Whitaker on June 2, 2025')
    for (const opportunity of strategy.opportunities) expect(html).toContain(`$${opportunity.dollarsPerMonth.toLocaleString('en-US')} a month`)
    expect(html).toContain('<p class="phase-days">Days 1-30</p>\n<h3>The quickest win</h3>')
    for (const service of strategy.services) expect(html).toContain(`<h3>${service.name}</h3>`)
    expect(html).toContain('Schedule Your Call Now</a>')
    expect(html).toContain('class="print-hint no-print"')
  })

  it('says when the report is not there: unknown, being prepared, or stopped by an unsubscribe', () => {
    expect(renderReportPage({ kind: 'not-found' }, options)).toContain('<h1>Report not found</h1>')
    expect(renderReportPage({ kind: 'preparing', businessName: 'Summit' }, options)).toContain('<h1>Your report is being prepared</h1>')
    expect(renderReportPage({ kind: 'stopped', businessName: 'Summit' }, options)).toContain('<h1>This report was not prepared</h1>')
  })
})
