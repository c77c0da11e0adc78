import type { LeadAnalysis, LeadFacts } from '@/server/db/documents'
import { crmCopy } from '@/shared/admin'
import { painPoints } from '@/shared/assessment'
import { escapeHtml } from '@/shared/html'
import { followUpSchedule } from '@/shared/scoring-model'
import { site } from '@/shared/site'
import { detectIndustry } from './industries'
import { leadText } from './local-analysis'

/**
 * The e-mails of the pipeline, composed as plain data (subject, text, html, headers) from what
 * the lead wrote and what the analysis found. Pure: no clock, no network; the outbox sends them.
 */

export type ComposedEmail = { subject: string; text: string; html: string; headers: Record<string, string> }

/** Keeps a visitor's words on one line of a header (no CR/LF, no control characters). */
/** Closes a sentence that ends with a name: "Summit Roofing Co." takes no second full stop. */
export function endSentence(text: string): string {
  return /[.!?…]$/.test(text) ? text : `${text}.`
}

export function oneLine(value: string, max = 120): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is flattened
  const flat = value.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim()
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat
}

export { escapeHtml }

export const firstName = (fullName: string) => oneLine(fullName).split(' ')[0] || 'there'

/** RFC 8058 one-click unsubscribe: mail clients POST to the link; people click it. */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
}

export type Block =
  | { kind: 'p'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'heading'; text: string }

/** One list of blocks, rendered twice: as plain text and as simple, escaped HTML. */
export function render(blocks: Block[], footer: Block[]): { text: string; html: string } {
  const toText = (block: Block) =>
    block.kind === 'p'
      ? block.text
      : block.kind === 'heading'
        ? `${block.text}\n${'-'.repeat(block.text.length)}`
        : block.kind === 'list'
          ? block.items.map((item, i) => `${i + 1}. ${item}`).join('\n')
          : `${block.text}: ${block.href}`
  const toHtml = (block: Block, small = false) => {
    const style = small ? ' style="color:#6b7280;font-size:12px"' : ''
    if (block.kind === 'p') return `<p${style}>${escapeHtml(block.text).replaceAll('\n', '<br>')}</p>`
    if (block.kind === 'heading') return `<h2 style="margin:28px 0 8px;font-size:18px;color:#312e81">${escapeHtml(block.text)}</h2>`
    if (block.kind === 'list') return `<ol>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ol>`
    return `<p${style}><a href="${escapeHtml(block.href)}">${escapeHtml(block.text)}</a></p>`
  }
  const text = [...blocks, ...footer].map(toText).join('\n\n') + '\n'
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#111827">',
    ...blocks.map((block) => toHtml(block)),
    '<hr style="border:none;border-top:1px solid #e5e7eb">',
    ...footer.map((block) => toHtml(block, true)),
    '</body></html>',
  ].join('\n')
  return { text, html }
}

export const signature = `${site.founder.name}\n${site.founder.title}, ${site.name}\n${site.phone} · ${site.email}`

export function leadFooter(unsubscribeUrl: string): Block[] {
  return [
    { kind: 'p', text: `You are receiving this because you contacted ${site.name} through ${site.url.replace(/^https?:\/\//, '')}.` },
    { kind: 'link', text: 'Stop follow-up e-mails', href: unsubscribeUrl },
  ]
}

/** For e-mails to a lead the owner added: the lead did not write to us first, so say why we write. */
function ownerContactFooter(business: string, unsubscribeUrl: string): Block[] {
  return [
    { kind: 'p', text: `You are receiving this because ${site.name} thinks automation could help ${business}. Use the link below and we will not write again.` },
    { kind: 'link', text: 'Unsubscribe', href: unsubscribeUrl },
  ]
}

export type FirstAnswerInput = {
  facts: LeadFacts
  analysis: Pick<LeadAnalysis, 'opportunities' | 'priority'>
  unsubscribeUrl: string
  /** Where the lead books the free call (our /book page, filled in for them, or SCHEDULING_URL). */
  bookingUrl: string
  /**
   * What the system will do next for this lead, so the e-mail promises that and nothing more
   * (DESIGN "Every sentence is true"): the follow-up e-mails it schedules (their labels, e.g.
   * '24 hours'), whether the owner's task set holds a call, and for an assessment when the
   * report's two e-mails are due (seconds after the submission).
   */
  next: { followUps: readonly string[]; callTask: boolean; reportDelaysSeconds?: { analysis: number; strategy: number } }
}

/** "in about 5 minutes", "in about an hour": when something due after `seconds` arrives. */
export function approximateWait(seconds: number): string {
  if (seconds < 60) return 'within a few minutes'
  if (seconds < 3600) {
    const minutes = Math.ceil(seconds / 60)
    return `in about ${minutes} minute${minutes === 1 ? '' : 's'}`
  }
  if (seconds < 5400) return 'in about an hour'
  return `in about ${Math.round(seconds / 3600)} hours`
}

/** The "what happens next" paragraph: the call on the owner's list, and the follow-ups' times. */
function nextStepsText(next: FirstAnswerInput['next'], hasPhone: boolean): string | null {
  const sentences: string[] = []
  if (next.callTask) sentences.push(hasPhone ? 'I have put a call to you on my list, to talk through what you need.' : 'I have put a personal follow-up to you on my list.')
  const [first, ...later] = next.followUps
  if (first) {
    sentences.push(
      `You will also get a short follow-up e-mail in ${first}${later.length > 0 ? ` and a last one in ${later.join(' and ')}` : ''}; the link at the bottom stops them.`,
    )
  }
  return sentences.length > 0 ? sentences.join(' ') : null
}

/** The personal answer a lead gets within seconds (DESIGN: "a personal reply at once"). */
export function composeFirstAnswer({ facts, analysis, unsubscribeUrl, bookingUrl, next }: FirstAnswerInput): ComposedEmail {
  const industry = detectIndustry({ businessType: facts.businessType, text: leadText(facts) })
  const business = oneLine(facts.businessName, 80)
  const pain = painPoints.find((point) => point.value === facts.primaryPainPoint)?.label.toLowerCase()
  const opportunities = (analysis.opportunities.length > 0 ? analysis.opportunities : [...industry.opportunities]).slice(0, 3)
  const isAssessment = facts.source === 'assessment'
  const nextSteps = nextStepsText(next, Boolean(facts.phone?.trim()))

  const blocks: Block[] = [
    { kind: 'p', text: `Hi ${firstName(facts.fullName)},` },
    {
      kind: 'p',
      text:
        isAssessment && next.reportDelaysSeconds
          ? `Thank you for taking the free AI business assessment for ${business}. Your AI analysis, with your top 3 automation opportunities, follows ${approximateWait(next.reportDelaysSeconds.analysis)}, and your full strategy report ${approximateWait(next.reportDelaysSeconds.strategy)}; here is what stands out already.`
          : isAssessment
            ? `Thank you for taking the free AI business assessment for ${endSentence(business)} Here is what stands out already.`
            : `Thank you for reaching out about automation at ${endSentence(business)} Here is a first look at what we would set up for you.`,
    },
    {
      kind: 'p',
      text: `${pain ? `You told us your biggest challenge is "${pain}". ` : ''}For ${industry.businessNoun}, these three automations usually pay off first:`,
    },
    { kind: 'list', items: opportunities },
    {
      kind: 'p',
      text:
        analysis.priority === 'High'
          ? `Every ${industry.leadNoun} answered in seconds is one your competitors never see. I would like to walk you through this on a free 30-minute call: ${bookingUrl}`
          : `If you would like to see how this works for ${business}, book a free 30-minute call whenever it suits you: ${bookingUrl}`,
    },
    ...(nextSteps ? [{ kind: 'p' as const, text: nextSteps }] : []),
    { kind: 'p', text: `Talk soon,\n${signature}` },
  ]
  const { text, html } = render(blocks, leadFooter(unsubscribeUrl))
  return {
    subject: isAssessment ? `${business}: your AI business assessment is under way` : `${business}: your AI automation plan`,
    text,
    html,
    headers: unsubscribeHeaders(unsubscribeUrl),
  }
}

export type FollowUpInput = { facts: LeadFacts; analysis: Pick<LeadAnalysis, 'opportunities'>; index: number; unsubscribeUrl: string; bookingUrl: string }

/** SPEC §9 follow-ups at 24 hours (index 0) and 7 days (index 1). */
export function composeFollowUp({ facts, analysis, index, unsubscribeUrl, bookingUrl }: FollowUpInput): ComposedEmail {
  const business = oneLine(facts.businessName, 80)
  const industry = detectIndustry({ businessType: facts.businessType, text: leadText(facts) })
  const opportunity = analysis.opportunities[0] ?? industry.opportunities[0]
  const blocks: Block[] =
    index === 0
      ? [
          { kind: 'p', text: `Hi ${firstName(facts.fullName)},` },
          {
            kind: 'p',
            text: `A quick follow-up on yesterday's note. The first step we would take for ${business} is: ${opportunity.toLowerCase()}. Setup usually takes 1-2 weeks and pays for itself in 2-3 months.`,
          },
          { kind: 'p', text: `Pick a time for a free 30-minute call here: ${bookingUrl}` },
          { kind: 'p', text: `Best,\n${signature}` },
        ]
      : [
          { kind: 'p', text: `Hi ${firstName(facts.fullName)},` },
          {
            kind: 'p',
            text: `It has been a week since you contacted us about ${business}. If automation is still on your list, we offer a 30-day satisfaction guarantee and can start with one workflow, such as: ${opportunity.toLowerCase()}.`,
          },
          { kind: 'p', text: `Reply to this e-mail or book a call: ${bookingUrl}. This is my last e-mail unless you write back.` },
          { kind: 'p', text: `Best,\n${signature}` },
        ]
  const { text, html } = render(blocks, leadFooter(unsubscribeUrl))
  const label = followUpSchedule[index]?.label ?? 'later'
  return {
    subject: index === 0 ? `${business}: one idea to start with` : `${business}: still looking at automation?`,
    text,
    html,
    headers: { ...unsubscribeHeaders(unsubscribeUrl), 'X-Follow-Up': label },
  }
}

export type OutreachInput = { fullName: string; restaurant: string; unsubscribeUrl: string; bookingUrl: string }

/**
 * SPEC §2 CRM "Email subject preview": the one outreach e-mail a lead the owner adds in the CRM
 * gets when "send e-mail" is ticked. The figures are the restaurant demo's ROI (SPEC §9).
 */
export function composeOutreachEmail({ fullName, restaurant, unsubscribeUrl, bookingUrl }: OutreachInput): ComposedEmail {
  const business = oneLine(restaurant, 80)
  const blocks: Block[] = [
    { kind: 'p', text: `Hi ${firstName(fullName)},` },
    {
      kind: 'p',
      text: `Restaurants like ${business} save about $3,200 a month with AI automation: reservations confirmed and reminded automatically, every review answered, staff schedules and inventory orders drafted for you.`,
    },
    {
      kind: 'p',
      text: 'Setup takes 1-2 weeks, it usually pays for itself in 2-3 months, and it comes with a 30-day satisfaction guarantee.',
    },
    { kind: 'p', text: `Would a free 30-minute call this week suit you? Pick a time here: ${bookingUrl}` },
    { kind: 'p', text: `Best regards,\n${signature}` },
  ]
  const { text, html } = render(blocks, ownerContactFooter(business, unsubscribeUrl))
  return { subject: crmCopy.outreachSubject(business), text, html, headers: unsubscribeHeaders(unsubscribeUrl) }
}

export type TaskEmailInput = { fullName: string; businessName: string; subject: string; body: string; unsubscribeUrl: string }

/**
 * The draft an 'Email' sales task prepares (docs/decisions/013): the task's title as the subject,
 * its description as the body, for the owner to review in the outbox before it goes.
 */
export function composeTaskEmail({ fullName, businessName, subject, body, unsubscribeUrl }: TaskEmailInput): ComposedEmail {
  const paragraphs = body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
  const blocks: Block[] = [
    { kind: 'p', text: `Hi ${firstName(fullName)},` },
    ...paragraphs.map((paragraph): Block => ({ kind: 'p', text: paragraph })),
    { kind: 'p', text: `Best regards,\n${signature}` },
  ]
  const { text, html } = render(blocks, ownerContactFooter(oneLine(businessName, 80), unsubscribeUrl))
  return { subject: oneLine(subject, 200), text, html, headers: unsubscribeHeaders(unsubscribeUrl) }
}

/** GET /api/automation/email/test: proves the transport delivers. */
export function composeServiceTestEmail(sentAt: Date): ComposedEmail {
  const blocks: Block[] = [
    { kind: 'p', text: `This is a test e-mail from the ${site.name} automation dashboard, sent ${sentAt.toISOString()}.` },
    { kind: 'p', text: 'If you can read it, the mail server delivers: lead replies, follow-ups and owner notifications go out through it too.' },
  ]
  const { text, html } = render(blocks, [{ kind: 'p', text: `${site.name} lead-response automation` }])
  return { subject: `${site.name}: e-mail service test`, text, html, headers: {} }
}

/**
 * The owner's notice that the visitor-mail cap has started holding e-mails (issue 34 item 4,
 * decision 022): how many wait, why, and where to send them from. Once an hour at most.
 */
export function composeHeldMailAlert({ held, reason, link }: { held: number; reason: string; link: string }): ComposedEmail {
  const count = `${held} e-mail${held === 1 ? '' : 's'} to visitors ${held === 1 ? 'is' : 'are'}`
  const blocks: Block[] = [
    { kind: 'p', text: `${count} held and not sent: ${reason}.` },
    {
      kind: 'p',
      text: "Leads keep coming in, and each is stored, scored and given its tasks; only their e-mails wait. If this is a campaign of yours, send them from the back office: nothing is sent on its own. If it is a flood of strangers, leave them held.",
    },
    { kind: 'link', text: 'Review and send the held e-mails', href: link },
  ]
  const { text, html } = render(blocks, [{ kind: 'p', text: `${site.name} lead-response automation` }])
  return { subject: `${site.name}: ${count} held by the hourly cap`, text, html, headers: {} }
}
