import { escapeHtml } from '@/server/domain/compose-email'
import { formatDollars, formatHours } from '@/server/domain/compose-report-email'
import { nodeTypeLabel } from '@/server/domain/workflows/n8n'
import type { ProposalDocument } from '@/server/services/workflows/proposals'
import { site } from '@/shared/site'
import { renderDocumentShell } from './document-shell'

/**
 * A client proposal as a page to read, print or save as PDF (GET /api/workflows/proposals/:id/document):
 * server-rendered, no script, the strategy report's stylesheet (report-page.css, laid out for
 * printing too). Every figure is the proposals list's (domain/workflows/proposals.ts), and the
 * page says how each was reached.
 */

/** `bookingUrl`: where the call is booked (our /book page, or SCHEDULING_URL). */
export type ProposalPageOptions = { cssHref: string; timeZone: string; bookingUrl: string }

const h = escapeHtml

const formatMonths = (months: number) => `${months.toLocaleString('en-US', { maximumFractionDigits: 1 })} ${months === 1 ? 'month' : 'months'}`

function shell(title: string, body: string, options: ProposalPageOptions): string {
  return renderDocumentShell(title, body, { cssHref: options.cssHref, brandLinksHome: false })
}

/** The page for a company id that names no researched company. */
export function renderProposalNotFound(options: ProposalPageOptions): string {
  return shell(
    'Proposal not found',
    `<main class="wrap notice">
<div class="card notice-card">
<h1>Proposal not found</h1>
<p>No researched company has this id. Open the proposal from the Client Proposals list on the workflows page.</p>
</div>
</main>`,
    options,
  )
}

const listItems = (items: string[], empty: string) => (items.length > 0 ? items.map((item) => `<li>${h(item)}</li>`).join('') : `<li>${h(empty)}</li>`)

export function renderProposalDocument(document: ProposalDocument, options: ProposalPageOptions): string {
  const { company, template, proposal } = document
  const prepared = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: options.timeZone }).format(document.preparedAt)
  const profile = [
    ['Industry', company.industry || 'Not recorded'],
    ['Location', company.location || 'Not recorded'],
    ['Employees', company.employees || 'Not recorded'],
    ['Priority', company.priority],
  ]
    .map(([label, value]) => `<li><span>${h(label!)}</span>${h(value!)}</li>`)
    .join('\n')

  const stats = proposal
    ? `<div class="stats">
<div class="stat stat-accent"><span class="stat-value">${h(formatDollars(proposal.costSavings))}</span><span class="stat-label">a month saved, estimated</span></div>
<div class="stat"><span class="stat-value">${h(formatHours(proposal.timeSavings))}</span><span class="stat-label">a week back, estimated</span></div>
<div class="stat"><span class="stat-value">${h(formatMonths(proposal.paybackPeriod))}</span><span class="stat-label">to pay back the setup</span></div>
</div>`
    : `<p class="note">Our research has no savings estimate for ${h(company.name)} yet, so this proposal gives no savings or payback figure. We work them out together in the free consultation.</p>`

  const steps = template.steps
    .map((step) => `<li><strong>${h(step.name)}</strong> <span class="service-for">(${h(nodeTypeLabel(step.type))})</span></li>`)
    .join('\n')

  const figures = proposal
    ? `<dl class="savings">
<div><dt>Setup, one-off</dt><dd>${h(formatDollars(template.setupPrice))}</dd></div>
<div><dt>Savings</dt><dd>${h(formatDollars(proposal.costSavings))} a month</dd></div>
<div><dt>Time saved</dt><dd>${h(formatHours(proposal.timeSavings))} a week</dd></div>
<div><dt>Payback</dt><dd>${h(formatMonths(proposal.paybackPeriod))}</dd></div>
</dl>
<p class="note">How we got these: this workflow typically saves ${h(formatHours(template.timeSavings))} a week of staff time, worth ${h(formatDollars(template.costSavings))} a month. Our research estimates automation could save ${h(company.name)} about ${h(formatDollars(company.potentialSavings))} a month in all, so we count the lesser of the two, and the hours in proportion. Payback is the setup price divided by the monthly savings, rounded up to a tenth of a month. These are estimates, not guarantees.</p>`
    : `<dl class="savings">
<div><dt>Setup, one-off</dt><dd>${h(formatDollars(template.setupPrice))}</dd></div>
</dl>
<p class="note">This workflow typically saves ${h(formatHours(template.timeSavings))} a week of staff time, worth ${h(formatDollars(template.costSavings))} a month, at the businesses it suits.</p>`

  const body = `<main class="wrap report">
<section class="hero" aria-labelledby="proposal-title">
<p class="eyebrow">Automation Proposal</p>
<h1 id="proposal-title">${h(company.name)}</h1>
<p class="meta">Prepared by ${h(site.name)} on ${h(prepared)}</p>
<ul class="profile">
${profile}
</ul>
${company.sample ? `<p class="note">${h(company.name)} comes from the bundled sample set, not a real business: this proposal shows what one looks like.</p>` : ''}
${stats}
<p class="print-hint no-print">To keep a copy, print this page (Ctrl+P, or ⌘P on a Mac) and choose “Save as PDF”.</p>
</section>

<section aria-labelledby="findings-title">
<h2 id="findings-title">What we found</h2>
<ul class="services">
<li class="card service"><h3>Where time goes today</h3><ul>${listItems(company.currentPainPoints, 'Not recorded yet')}</ul></li>
<li class="card service"><h3>What automation can take over</h3><ul>${listItems(company.automationOpportunities, 'Not recorded yet')}</ul></li>
</ul>
${company.bluegrassAiSolution ? `<p class="total">Our recommendation: ${h(company.bluegrassAiSolution)}</p>` : ''}
</section>

<section aria-labelledby="workflow-title">
<h2 id="workflow-title">The workflow: ${h(template.name)}</h2>
<p>${h(template.description)}</p>
<div class="card phase">
<p class="phase-days">${template.nodeCount} steps, built in n8n</p>
<ol>
${steps}
</ol>
</div>
</section>

<section aria-labelledby="figures-title">
<h2 id="figures-title">Costs, savings and payback</h2>
${figures}
</section>

<section class="card cta" aria-labelledby="cta-title">
<h2 id="cta-title">Next step</h2>
<p>Book a free 30-minute call: we walk through this proposal, check the figures against how ${h(company.name)} works today and agree what to build first.</p>
<p class="no-print"><a class="button" href="${h(options.bookingUrl)}">Schedule a Call</a></p>
<p class="print-only">Book your free call at ${h(options.bookingUrl)}, call <span class="nowrap">${h(site.phone)}</span> or write to ${h(site.email)}.</p>
</section>
</main>`
  return shell(`Automation Proposal: ${company.name}`, body, options)
}
