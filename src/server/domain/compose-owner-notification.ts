import type { LeadAnalysis, LeadFacts } from '@/server/db/documents'
import type { OutboxStatus } from '@/shared/admin'
import { site } from '@/shared/site'
import { endSentence, oneLine, render, type Block, type ComposedEmail } from './compose-email'
import { zonedFormatter } from '@/shared/zoned-time'

/**
 * SPEC §2 "admin notification": the owner learns of each submission with its score and what the
 * automation really did for it, step by step, as the run record says at the time of writing
 * (DESIGN "Every sentence is true"; docs/decisions/017). Pure: the outcome is gathered by
 * services/pipeline/run-outcome.ts.
 */

/** A third-party step (CRM mirror, Make webhook): done, skipped, failed, retrying, or still queued. */
export type ConnectionOutcome =
  | { state: 'done'; message: string }
  | { state: 'not-configured' }
  | { state: 'failed'; error: string }
  | { state: 'retrying'; error: string }
  | { state: 'queued' }

export type FollowUpItem = { status: OutboxStatus; at: Date | null }

export type RunOutcome = {
  /** The lead's personal reply. */
  reply:
    | { state: 'sent'; to: string }
    | { state: 'kept' }
    | { state: 'held' }
    | { state: 'failed'; error: string; final: boolean }
    | { state: 'sending' }
    | { state: 'queued' }
    | { state: 'earlier'; on: Date; status: string }
    | { state: 'unsubscribed' }
  tasks: { state: 'created'; count: number } | { state: 'existing'; count: number } | { state: 'queued' }
  followUps: { state: 'scheduled'; items: FollowUpItem[]; thisRun: boolean } | { state: 'unsubscribed' } | { state: 'none' } | { state: 'queued' }
  crm: ConnectionOutcome
  make: ConnectionOutcome
  /** Whether e-mail leaves the server for this run: a mail server is configured and it is not the sandbox. */
  mailSends: boolean
  /** The automation test's sandbox: local providers only, nothing leaves the server. */
  sandbox: boolean
}

export type OwnerNotificationInput = {
  facts: LeadFacts
  analysis: Pick<LeadAnalysis, 'score' | 'priority' | 'summary' | 'scoredBy' | 'breakdown'>
  repeat: boolean
  outcome: RunOutcome
  /** When the outcome was read, and the owner's time zone to tell times in. */
  at: Date
  timeZone: string
}

/** "Wed, Mar 11, 2:05 PM EDT" in the owner's time zone. */
export function ownerTime(date: Date, timeZone: string): string {
  return zonedFormatter(timeZone, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date)
}

const sourceNames: Record<LeadFacts['source'], string> = {
  contact: 'contact form',
  assessment: 'free assessment',
  test: 'automation test',
  manual: 'CRM form',
  booking: 'booking page',
}

const joinAnd = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`)

function replyLine(reply: RunOutcome['reply'], outcome: RunOutcome, when: (date: Date) => string): string {
  switch (reply.state) {
    case 'sent':
      return `sent to ${reply.to}.`
    case 'kept':
      return outcome.sandbox
        ? 'written but not sent: this is a sandbox run, nothing leaves the server.'
        : 'written but not sent: no mail server (SMTP_URL) is configured, so it waits in the outbox.'
    case 'held':
      return 'written but held, not sent: more e-mails went to visitors this hour than VISITOR_MAIL_HOURLY_CAP allows; it waits in the outbox.'
    case 'failed':
      return reply.final
        ? `not sent: the mail server failed (${reply.error}); it stays in the outbox, marked failed.`
        : `not sent yet: the mail server failed (${reply.error}); it will be tried again.`
    case 'sending':
      return 'being sent as this is written.'
    case 'queued':
      return 'queued: not written yet when this was written.'
    case 'earlier':
      return `no second one: the lead got their reply on ${when(reply.on)} (${reply.status}).`
    case 'unsubscribed':
      return 'not written: the lead has unsubscribed.'
  }
}

function tasksLine(tasks: RunOutcome['tasks']): string {
  switch (tasks.state) {
    case 'created':
      return `${tasks.count} created in the back office.`
    case 'existing':
      return `none added: the lead already has its ${tasks.count} follow-up tasks.`
    case 'queued':
      return 'queued: not created yet when this was written.'
  }
}

function followUpsLine(outcome: RunOutcome, when: (date: Date) => string): string {
  const { followUps } = outcome
  switch (followUps.state) {
    case 'unsubscribed':
      return 'none: the lead has unsubscribed.'
    case 'none':
      return 'none scheduled.'
    case 'queued':
      return 'queued: not scheduled yet when this was written.'
    case 'scheduled': {
      const waiting = followUps.items.flatMap((item) => (item.status === 'scheduled' && item.at ? [item.at] : []))
      const parts =
        waiting.length === followUps.items.length
          ? [`scheduled for ${joinAnd(waiting.map(when))}`]
          : followUps.items.map((item) =>
              item.status === 'scheduled' && item.at
                ? `one scheduled for ${when(item.at)}`
                : item.status === 'sent' && item.at
                  ? `one sent (due ${when(item.at)})`
                  : `one ${item.status}`,
            )
      const origin = followUps.thisRun ? '' : ' (by an earlier submission)'
      const sending = waiting.length === 0 ? '' : outcome.sandbox ? '; this is a sandbox run, so they will not be sent' : outcome.mailSends ? '' : '; without a mail server they will be kept in the outbox, not sent'
      return `${joinAnd(parts)}${origin}${sending}.`
    }
  }
}

function connectionLine(step: ConnectionOutcome, notConfigured: string, sandbox: boolean): string {
  switch (step.state) {
    case 'done':
      return `${step.message.replace(/\.$/, '')}.`
    case 'not-configured':
      return sandbox ? 'skipped: this is a sandbox run.' : notConfigured
    case 'failed':
      return `failed: ${step.error}.`
    case 'retrying':
      return `not done yet: the last attempt failed (${step.error}); it will be tried again.`
    case 'queued':
      return 'queued: still running when this was written.'
  }
}

export function composeOwnerNotification({ facts, analysis, repeat, outcome, at, timeZone }: OwnerNotificationInput): ComposedEmail {
  const who = `${oneLine(facts.fullName, 60)}, ${oneLine(facts.businessName, 60)}`
  const when = (date: Date) => ownerTime(date, timeZone)
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
      text: `${repeat ? 'A returning lead wrote again' : 'New lead'} from the ${facts.chatTranscript ? 'site chat' : sourceNames[facts.source]}: ${endSentence(who)} Score ${analysis.score}/100, ${analysis.priority} priority (scored by ${analysis.scoredBy === 'openai' ? 'the language model' : 'the local rules'}).`,
    },
    { kind: 'p', text: analysis.summary },
    { kind: 'p', text: detailLines.join('\n') },
    ...(facts.chatTranscript ? [{ kind: 'p' as const, text: `The conversation with the site assistant:\n${facts.chatTranscript}` }] : []),
    { kind: 'list', items: analysis.breakdown.groups.map((group) => `${group.label}: ${group.points} of ${group.weight}`) },
    { kind: 'p', text: `What the automation has done for this lead, as of ${when(at)}:` },
    {
      kind: 'list',
      items: [
        `Personal reply: ${replyLine(outcome.reply, outcome, when)}`,
        `Follow-up tasks: ${tasksLine(outcome.tasks)}`,
        `Follow-up e-mails: ${followUpsLine(outcome, when)}`,
        `CRM (Notion): ${connectionLine(outcome.crm, 'skipped: Notion is not configured; the lead is in the back office.', outcome.sandbox)}`,
        `Make.com: ${connectionLine(outcome.make, 'not connected: no Make.com webhook is configured.', outcome.sandbox)}`,
      ],
    },
  ]
  const { text, html } = render(blocks, [{ kind: 'p', text: `${site.name} lead-response automation` }])
  return {
    subject: `${analysis.priority} priority lead (${analysis.score}): ${who}`,
    text,
    html,
    headers: {},
  }
}
