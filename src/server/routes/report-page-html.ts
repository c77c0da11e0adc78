import type { StrategyReport } from '@/server/domain/assessment-report'
import { escapeHtml } from '@/server/domain/compose-email'
import { estimateNote, formatDollars, formatHours, inTheirWords, pricesNote } from '@/server/domain/compose-report-email'
import type { ReportPage } from '@/server/services/assessment-report/report-pages'
import { site } from '@/shared/site'
import { renderDocumentShell } from './document-shell'

/**
 * The custom strategy report as a self-contained page (GET /report/:token): server-rendered,
 * no script, one stylesheet (report-page.css, which also lays it out for printing to PDF). The
 * figures are the stored report's, the same the strategy e-mail carries.
 */

/** `bookingUrl`: where the call is booked (our /book page, or SCHEDULING_URL). */
export type ReportPageOptions = { cssHref: string; timeZone: string; bookingUrl: string }

const h = escapeHtml

function shell(title: string, body: string, options: ReportPageOptions): string {
  return renderDocumentShell(title, body, { cssHref: options.cssHref, brandLinksHome: true })
}

function notice(title: string, text: string, options: ReportPageOptions): string {
  return shell(
    title,
    `<main class="wrap notice">
<div class="card notice-card">
<h1>${h(title)}</h1>
<p>${h(text)}</p>
<p class="notice-links"><a href="/">${h(site.name)} home page</a></p>
</div>
</main>`,
    options,
  )
}

const withoutStop = (text: string) => text.trim().replace(/[.!?…]$/, '')

/** "Days 1-30: the quickest win" → ["Days 1-30", "the quickest win"]. */
function splitPhaseTitle(title: string): [string, string] {
  const match = /^([^:]+):\s*(.+)$/.exec(title)
  return match ? [match[1]!, match[2]!] : [title, '']
}

function reportBody(strategy: StrategyReport, page: ReportPage & { kind: 'ready' }, options: ReportPageOptions): string {
  const prepared = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: options.timeZone }).format(page.generatedAt)
  const { hoursPerWeek, dollarsPerMonth } = strategy.totals

  const opportunities = strategy.opportunities
    .map((opportunity, index) => {
      const quoted = inTheirWords(opportunity)
      return `<li class="card opportunity">
<div class="opportunity-head"><span class="rank" aria-hidden="true">${index + 1}</span><h3>${h(withoutStop(opportunity.title))}</h3></div>
<p>${h(opportunity.why)}</p>
${quoted ? `<p class="quote">${h(quoted)}</p>` : ''}
<dl class="savings">
<div><dt>Time saved</dt><dd>${h(formatHours(opportunity.hoursPerWeek))} a week</dd></div>
<div><dt>Worth about</dt><dd>${h(formatDollars(opportunity.dollarsPerMonth))} a month</dd></div>
</dl>
</li>`
    })
    .join('\n')

  const plan = strategy.plan
    .map((phase) => {
      const [days, title] = splitPhaseTitle(phase.title)
      return `<li class="card phase">
<p class="phase-days">${h(days)}</p>
<h3>${h(title ? title.charAt(0).toUpperCase() + title.slice(1) : '')}</h3>
<ul>${phase.steps.map((step) => `<li>${h(step)}</li>`).join('')}</ul>
</li>`
    })
    .join('\n')

  const services = strategy.services
    .map(
      (service) => `<li class="card service">
<h3>${h(service.name)}</h3>
<p class="service-for">For: ${h(service.forOpportunities.map(withoutStop).join('; '))}</p>
<p class="price"><span class="price-value">${h(formatDollars(service.setupPrice))}</span> one-time setup</p>
<p class="price"><span class="price-value">${h(formatDollars(service.monthlyPrice))}</span> a month</p>
</li>`,
    )
    .join('\n')

  return `<main class="wrap report">
<section class="hero" aria-labelledby="report-title">
<p class="eyebrow">Custom AI Strategy Report</p>
<h1 id="report-title">${h(strategy.businessName)}</h1>
<p class="meta">Prepared for ${h(page.answers.fullName)} on ${h(prepared)}</p>
<ul class="profile">
<li><span>Industry</span>${h(strategy.industryLabel)}</li>
<li><span>Monthly revenue</span>${h(strategy.revenueLabel)}</li>
<li><span>Main challenge</span>${h(strategy.painLabel)}</li>
</ul>
<div class="stats">
<div class="stat"><span class="stat-value">${h(formatHours(hoursPerWeek))}</span><span class="stat-label">a week back, estimated</span></div>
<div class="stat stat-accent"><span class="stat-value">${h(formatDollars(dollarsPerMonth))}</span><span class="stat-label">a month in time saved, estimated</span></div>
<div class="stat"><span class="stat-value">90 days</span><span class="stat-label">to set up all three, one at a time</span></div>
</div>
<p class="print-hint no-print">To keep a copy, print this page (Ctrl+P, or ⌘P on a Mac) and choose “Save as PDF”.</p>
</section>

<section aria-labelledby="opportunities-title">
<h2 id="opportunities-title">Your top 3 automation opportunities</h2>
<ol class="opportunities">
${opportunities}
</ol>
<p class="total">Together: about <strong>${h(formatHours(hoursPerWeek))} a week</strong>, worth about <strong>${h(formatDollars(dollarsPerMonth))} a month</strong>.</p>
<p class="note">${h(estimateNote(page.answers, strategy))}</p>
</section>

<section aria-labelledby="plan-title">
<h2 id="plan-title">Your 30/60/90-day plan</h2>
<ol class="plan">
${plan}
</ol>
</section>

<section aria-labelledby="services-title">
<h2 id="services-title">Recommended services</h2>
<ul class="services">
${services}
</ul>
<p class="note">${h(pricesNote(strategy))}</p>
</section>

<section class="card cta" aria-labelledby="cta-title">
<h2 id="cta-title">Ready to put this plan to work?</h2>
<p>Book a free 30-minute call: we walk through this report with you, answer your questions and give you an exact quote.</p>
<p class="no-print"><a class="button" href="${h(options.bookingUrl)}">Schedule Your Call Now</a></p>
<p class="print-only">Book your free call at ${h(options.bookingUrl)} or call <span class="nowrap">${h(site.phone)}</span>.</p>
</section>
</main>`
}

export function renderReportPage(page: ReportPage, options: ReportPageOptions): string {
  switch (page.kind) {
    case 'not-found':
      return notice('Report not found', `This link names no report. Please use the link from your e-mail, or write to ${site.email}.`, options)
    case 'preparing':
      return notice(
        'Your report is being prepared',
        `We are preparing the custom strategy report for ${page.businessName}. It comes by e-mail within 24 hours of your assessment, and appears at this address.`,
        options,
      )
    case 'stopped':
      return notice(
        'This report was not prepared',
        `You unsubscribed before the report for ${page.businessName} was prepared, so we stopped. If you would like it after all, write to ${site.email}.`,
        options,
      )
    case 'ready':
      return shell(`AI Strategy Report: ${page.strategy.businessName}`, reportBody(page.strategy, page, options), options)
  }
}
