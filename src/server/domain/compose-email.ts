import type { LeadAnalysis, LeadFacts } from '@/server/db/documents'
import { painPoints } from '@/shared/assessment'
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
export function oneLine(value: string, max = 120): string {
  // eslint-disable-next-line no-control-regex
  const flat = value.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim()
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

const firstName = (fullName: string) => oneLine(fullName).split(' ')[0] || 'there'

/** RFC 8058 one-click unsubscribe: mail clients POST to the link; people click it. */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
}

type Block = { kind: 'p'; text: string } | { kind: 'list'; items: string[] } | { kind: 'link'; text: string; href: string }

/** One list of blocks, rendered twice: as plain text and as simple, escaped HTML. */
function render(blocks: Block[], footer: Block[]): { text: string; html: string } {
  const toText = (block: Block) =>
    block.kind === 'p' ? block.text : block.kind === 'list' ? block.items.map((item, i) => `${i + 1}. ${item}`).join('\n') : `${block.text}: ${block.href}`
  const toHtml = (block: Block, small = false) => {
    const style = small ? ' style="color:#6b7280;font-size:12px"' : ''
    if (block.kind === 'p') return `<p${style}>${escapeHtml(block.text).replaceAll('\n', '<br>')}</p>`
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

const signature = `${site.founder.name}\n${site.founder.title}, ${site.name}\n${site.phone} · ${site.email}`

function leadFooter(unsubscribeUrl: string): Block[] {
  return [
    { kind: 'p', text: `You are receiving this because you contacted ${site.name} through ${site.url.replace(/^https?:\/\//, '')}.` },
    { kind: 'link', text: 'Stop follow-up e-mails', href: unsubscribeUrl },
  ]
}

export type FirstAnswerInput = {
  facts: LeadFacts
  analysis: Pick<LeadAnalysis, 'opportunities' | 'priority'>
  unsubscribeUrl: string
}

/** The personal answer a lead gets within seconds (DESIGN: "a personal reply at once"). */
export function composeFirstAnswer({ facts, analysis, unsubscribeUrl }: FirstAnswerInput): ComposedEmail {
  const industry = detectIndustry({ businessType: facts.businessType, text: leadText(facts) })
  const business = oneLine(facts.businessName, 80)
  const pain = painPoints.find((point) => point.value === facts.primaryPainPoint)?.label.toLowerCase()
  const opportunities = (analysis.opportunities.length > 0 ? analysis.opportunities : [...industry.opportunities]).slice(0, 3)
  const isAssessment = facts.source === 'assessment'

  const blocks: Block[] = [
    { kind: 'p', text: `Hi ${firstName(facts.fullName)},` },
    {
      kind: 'p',
      text: isAssessment
        ? `Thank you for taking the free AI business assessment for ${business}. Your full report follows within 24 hours; here is what stands out already.`
        : `Thank you for reaching out about automation at ${business}. Here is a first look at what we would set up for you.`,
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
          ? `Every ${industry.leadNoun} answered in seconds is one your competitors never see. I would like to walk you through this on a free 30-minute call: ${site.schedulingUrl}`
          : `If you would like to see how this works for ${business}, book a free 30-minute call whenever it suits you: ${site.schedulingUrl}`,
    },
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

export type FollowUpInput = { facts: LeadFacts; analysis: Pick<LeadAnalysis, 'opportunities'>; index: number; unsubscribeUrl: string }

/** SPEC §9 follow-ups at 24 hours (index 0) and 7 days (index 1). */
export function composeFollowUp({ facts, analysis, index, unsubscribeUrl }: FollowUpInput): ComposedEmail {
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
          { kind: 'p', text: `Pick a time for a free 30-minute call here: ${site.schedulingUrl}` },
          { kind: 'p', text: `Best,\n${signature}` },
        ]
      : [
          { kind: 'p', text: `Hi ${firstName(facts.fullName)},` },
          {
            kind: 'p',
            text: `It has been a week since you contacted us about ${business}. If automation is still on your list, we offer a 30-day satisfaction guarantee and can start with one workflow, such as: ${opportunity.toLowerCase()}.`,
          },
          { kind: 'p', text: `Reply to this e-mail or book a call: ${site.schedulingUrl}. This is my last follow-up unless you write back.` },
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

export type OwnerNotificationInput = {
  facts: LeadFacts
  analysis: Pick<LeadAnalysis, 'score' | 'priority' | 'summary' | 'scoredBy' | 'breakdown'>
  repeat: boolean
}

/** SPEC §2 "admin notification": the owner learns of each submission with its score. */
export function composeOwnerNotification({ facts, analysis, repeat }: OwnerNotificationInput): ComposedEmail {
  const who = `${oneLine(facts.fullName, 60)}, ${oneLine(facts.businessName, 60)}`
  const detailLines = [
    `Name: ${facts.fullName}`,
    `Business: ${facts.businessName}`,
    `E-mail: ${facts.email}`,
    `Phone: ${facts.phone ?? 'not given'}`,
    ...(facts.businessType ? [`Business type: ${facts.businessType}`] : []),
    ...(facts.monthlyRevenue ? [`Monthly revenue: ${facts.monthlyRevenue}`] : []),
    ...(facts.primaryPainPoint ? [`Main challenge: ${facts.primaryPainPoint}`] : []),
    ...(facts.automationNeeds ? [`Automation needs: ${facts.automationNeeds}`] : []),
    ...(facts.currentMarketing ? [`Current marketing: ${facts.currentMarketing}`] : []),
    ...(facts.biggestGoal ? [`Biggest goal: ${facts.biggestGoal}`] : []),
  ]
  const blocks: Block[] = [
    {
      kind: 'p',
      text: `${repeat ? 'A returning lead wrote again' : 'New lead'} from the ${facts.source === 'assessment' ? 'free assessment' : 'contact form'}: ${who}. Score ${analysis.score}/100, ${analysis.priority} priority (scored by ${analysis.scoredBy === 'openai' ? 'the language model' : 'the local rules'}).`,
    },
    { kind: 'p', text: analysis.summary },
    { kind: 'p', text: detailLines.join('\n') },
    { kind: 'list', items: analysis.breakdown.groups.map((group) => `${group.label}: ${group.points} of ${group.weight}`) },
    { kind: 'p', text: 'A personal reply has gone out, five follow-up tasks are created and follow-ups are scheduled.' },
  ]
  const { text, html } = render(blocks, [{ kind: 'p', text: `${site.name} lead-response automation` }])
  return {
    subject: `${analysis.priority} priority lead (${analysis.score}): ${who}`,
    text,
    html,
    headers: {},
  }
}

/** GET /api/automation/email/test: proves the transport delivers. */
export function composeServiceTestEmail(sentAt: Date): ComposedEmail {
  const blocks: Block[] = [
    { kind: 'p', text: `This is a test e-mail from the ${site.name} automation dashboard, sent ${sentAt.toISOString()}.` },
    { kind: 'p', text: 'If you can read it, lead replies, follow-ups and owner notifications will be delivered too.' },
  ]
  const { text, html } = render(blocks, [{ kind: 'p', text: `${site.name} lead-response automation` }])
  return { subject: `${site.name}: e-mail service test`, text, html, headers: {} }
}
