import type { LeadAnalysis } from '@/server/db/documents'
import { composeFirstAnswer, type FirstAnswerInput } from '@/server/domain/compose-email'
import { bookingLinkFor } from '@/server/services/booking/links'
import { followUpTaskSet } from '@/server/domain/task-set'
import type { AppConfig } from '@/server/config'
import { followUpSchedule } from '@/shared/scoring-model'
import { pipelineSteps } from '@/shared/automation'
import { providersFor, type Attempt, type PipelineContext } from '../context'
import { ensureEmail, type Delivery } from '../outbox'
import type { RunWithLead } from '../records'
import { unsubscribeUrl } from '../unsubscribe-link'
import { deliverAndLog, logStep } from './step-log'

export type FirstAnswerResult = { generated: boolean; outcome: Delivery['outcome'] | 'already-answered' | 'unsubscribed' }

/**
 * The personal e-mail: composed from the analysis, written to the outbox under the key
 * `first-answer:<lead>` and sent. One per lead: a retried job, a duplicate job, or a repeat
 * submission finds the row and sends nothing twice.
 */
export async function sendFirstAnswer(context: PipelineContext, run: RunWithLead, analysis: LeadAnalysis, attempt: Attempt): Promise<FirstAnswerResult> {
  const step = pipelineSteps.email
  if (run.lead.unsubscribedAt) {
    await logStep(context.db, run, step, 'success', 'The lead has unsubscribed: no e-mail sent')
    return { generated: false, outcome: 'unsubscribed' }
  }
  const { mail } = providersFor(context, run.mode)
  const email = composeFirstAnswer({
    facts: run.facts,
    analysis,
    unsubscribeUrl: unsubscribeUrl(context.config, run.lead.unsubscribeToken),
    bookingUrl: await bookingLinkFor(context, run.leadId),
    next: nextSteps(context.config, run, analysis),
  })
  const { row } = await ensureEmail(
    context.db,
    { ...email, idempotencyKey: `first-answer:${run.leadId}`, kind: 'first-answer', to: run.lead.email, leadId: run.leadId, runId: run.id },
    context.config.providers.mailFrom,
  )
  if (row.runId !== run.id) {
    await logStep(
      context.db,
      run,
      step,
      'success',
      `The lead's personal e-mail was written on ${row.createdAt.toISOString().slice(0, 10)} (${row.status}); no second one`,
      { outboxId: row.id },
    )
    return { generated: false, outcome: 'already-answered' }
  }

  const details = { outboxId: row.id, subject: row.subject, to: row.to, messageId: row.messageId }
  const delivery = await deliverAndLog(context, { run, step, attempt, details }, mail, row.id, {
    sent: `Personal e-mail sent: "${row.subject}"`,
    notSent: (note) => `Personal e-mail composed: "${row.subject}" (${note})`,
    failed: 'Personal e-mail not sent; it stays in the outbox, marked failed',
  })
  // Speed to lead, for /metrics: a visitor's submission to its answer accepted by the mail server.
  if (delivery.outcome === 'sent' && run.mode === 'live' && (run.source === 'contact' || run.source === 'assessment')) {
    context.metrics.firstAnswerSeconds.observe((context.now().getTime() - run.createdAt.getTime()) / 1000)
  }
  return { generated: true, outcome: delivery.outcome }
}

/**
 * What the pipeline does next for a lead it answers (one not unsubscribed): the follow-ups the
 * follow-through step schedules, the task set's call, and for an assessment its report's e-mails
 * (services/assessment-report). The first answer promises exactly these.
 */
export function nextSteps(config: AppConfig, run: Pick<RunWithLead, 'facts' | 'lead'>, analysis: LeadAnalysis): FirstAnswerInput['next'] {
  const taskSet = followUpTaskSet({ fullName: run.lead.fullName, businessName: run.lead.businessName, priority: analysis.priority, opportunity: '', now: new Date(0) })
  return {
    followUps: config.automation.followUpDelaysSeconds.map((seconds, index) => followUpSchedule[index]?.label ?? `${Math.round(seconds / 3600)} hours`),
    callTask: taskSet.some((task) => task.type === 'Call'),
    ...(run.facts.source === 'assessment' ? { reportDelaysSeconds: config.automation.reportDelaysSeconds } : {}),
  }
}
