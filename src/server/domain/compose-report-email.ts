import { painPoints } from '@/shared/assessment'
import { savingsBasis, type Opportunity, type ReportAnswers, type StrategyReport } from './assessment-report'
import { firstName, leadFooter, oneLine, render, signature, unsubscribeHeaders, type Block, type ComposedEmail } from './compose-email'

/**
 * The two e-mails of the free assessment's promised report (SPEC §2 thank-you page;
 * docs/decisions/016): the AI analysis (the top 3 automation opportunities) and the custom
 * strategy report (savings, the 30/60/90-day plan, services and prices, the call). Pure, like
 * compose-email.ts: the figures come from the stored report, never from here.
 */

export const formatDollars = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`

export const formatHours = (hours: number) => `${hours.toLocaleString('en-US', { maximumFractionDigits: 1 })} ${hours === 1 ? 'hour' : 'hours'}`

/** Ends a sentence the model or the catalogue wrote with a full stop, unless it has one. */
const sentence = (text: string) => (/[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`)

/** The visitor's words that pointed to an opportunity, quoted back. */
export function inTheirWords(opportunity: Pick<Opportunity, 'quoted'>): string | undefined {
  if (opportunity.quoted.length === 0) return undefined
  return `You wrote: ${opportunity.quoted.map((word) => `“${oneLine(word, 40)}”`).join(', ')}.`
}

export type AnalysisEmailInput = {
  answers: ReportAnswers
  opportunities: Opportunity[]
  generatedBy: 'openai' | 'local'
  unsubscribeUrl: string
  /** Where the lead books the free call (filled in for them), or SCHEDULING_URL. */
  bookingUrl: string
}

/** The AI analysis: the top 3 opportunities, why each fits, and the words that pointed to it. */
export function composeAnalysisEmail({ answers, opportunities, generatedBy, unsubscribeUrl, bookingUrl }: AnalysisEmailInput): ComposedEmail {
  const business = oneLine(answers.businessName, 80)
  const pain = painPoints.find((point) => point.value === answers.primaryPainPoint)?.label.toLowerCase() ?? oneLine(answers.primaryPainPoint, 60)
  const blocks: Block[] = [
    { kind: 'p', text: `Hi ${firstName(answers.fullName)},` },
    {
      kind: 'p',
      text: `Here is the analysis of the free AI business assessment you took for ${business}: the three automation opportunities that fit your answers best. ${
        generatedBy === 'openai' ? 'Our AI model chose and described them' : 'Our analysis chose them'
      } from what you told us: your main challenge ("${pain}"), your revenue and what you wrote about your marketing and your goals.`,
    },
    {
      kind: 'list',
      items: opportunities.map((opportunity) => [sentence(oneLine(opportunity.title, 120)), sentence(oneLine(opportunity.why, 300)), inTheirWords(opportunity)].filter(Boolean).join(' ')),
    },
    {
      kind: 'p',
      text: 'Next comes your custom strategy report, by e-mail within 24 hours of your assessment: the hours and dollars each of these could save you every month, a 30/60/90-day plan, and the services and prices to get there.',
    },
    { kind: 'p', text: `If you would rather talk it through now, book a free 30-minute call: ${bookingUrl}` },
    { kind: 'p', text: `Talk soon,\n${signature}` },
  ]
  const { text, html } = render(blocks, leadFooter(unsubscribeUrl))
  return { subject: `${business}: your top 3 automation opportunities`, text, html, headers: unsubscribeHeaders(unsubscribeUrl) }
}

export type StrategyEmailInput = {
  answers: Pick<ReportAnswers, 'fullName' | 'businessType' | 'monthlyRevenue'>
  report: StrategyReport
  /** The report's web page (GET /report/:token). */
  reportUrl: string
  unsubscribeUrl: string
  bookingUrl: string
}

/** How the figures were reached, in one honest sentence (the page says the same). */
export function estimateNote(answers: Pick<ReportAnswers, 'businessType' | 'monthlyRevenue'>, report: Pick<StrategyReport, 'industryLabel' | 'revenueLabel'>): string {
  const { hourlyValue } = savingsBasis(answers)
  return `How we estimate: the hours each task typically takes a ${report.industryLabel.toLowerCase()} business with revenue of ${report.revenueLabel} a month, valued at ${formatDollars(hourlyValue)} an hour. An estimate, not a promise: we check it against your own numbers on the call.`
}

/** What the recommended prices mean; ad spend is mentioned only when ads are recommended. */
export function pricesNote(report: Pick<StrategyReport, 'services'>): string {
  const ads = report.services.some((service) => service.key === 'paid-ads') ? ' Ad spend, if any, is paid straight to the ad platforms.' : ''
  return `These are our standard prices; you get an exact quote after the free call.${ads} Every setup comes with our 30-day satisfaction guarantee.`
}

/** The custom strategy report, in full, with the link to its web page and the call to action. */
export function composeStrategyEmail({ answers, report, reportUrl, unsubscribeUrl, bookingUrl }: StrategyEmailInput): ComposedEmail {
  const business = oneLine(report.businessName, 80)
  const { hoursPerWeek, dollarsPerMonth } = report.totals
  const blocks: Block[] = [
    { kind: 'p', text: `Hi ${firstName(answers.fullName)},` },
    {
      kind: 'p',
      text: `Your custom strategy report for ${business} is ready. By our estimate, the three automations below could save you about ${formatHours(hoursPerWeek)} a week, worth about ${formatDollars(dollarsPerMonth)} a month.`,
    },
    { kind: 'link', text: 'Open your report online (you can print it or save it as a PDF)', href: reportUrl },
    { kind: 'heading', text: 'Your top 3 automation opportunities' },
    {
      kind: 'list',
      items: report.opportunities.map(
        (opportunity) => `${oneLine(opportunity.title, 120).replace(/[.!?…]$/, '')}: about ${formatHours(opportunity.hoursPerWeek)} a week, ${formatDollars(opportunity.dollarsPerMonth)} a month.`,
      ),
    },
    { kind: 'p', text: `Together: about ${formatHours(hoursPerWeek)} a week, ${formatDollars(dollarsPerMonth)} a month.\n${estimateNote(answers, report)}` },
    { kind: 'heading', text: 'Your 30/60/90-day plan' },
    ...report.plan.map((phase): Block => ({ kind: 'p', text: [phase.title, ...phase.steps.map((step) => `• ${step}`)].join('\n') })),
    { kind: 'heading', text: 'Recommended services' },
    {
      kind: 'list',
      items: report.services.map(
        (service) =>
          `${service.name}: ${formatDollars(service.setupPrice)} one-time setup, then ${formatDollars(service.monthlyPrice)} a month. For: ${service.forOpportunities.map((title) => oneLine(title, 120).replace(/[.!?…]$/, '')).join('; ')}.`,
      ),
    },
    { kind: 'p', text: pricesNote(report) },
    { kind: 'heading', text: 'Next step: a free 30-minute call' },
    { kind: 'p', text: 'We walk through this report with you, answer your questions and give you an exact quote.' },
    { kind: 'link', text: 'Schedule Your Call Now', href: bookingUrl },
    { kind: 'p', text: `Talk soon,\n${signature}` },
  ]
  const { text, html } = render(blocks, leadFooter(unsubscribeUrl))
  return { subject: `${business}: your custom AI strategy report`, text, html, headers: unsubscribeHeaders(unsubscribeUrl) }
}
