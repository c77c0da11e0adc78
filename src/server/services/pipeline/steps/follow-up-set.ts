import { randomUUID } from 'node:crypto'
import type { Executor } from '@/server/db/client'
import type { LeadAnalysis } from '@/server/db/documents'
import { tasks } from '@/server/db/schema'
import { composeFollowUp } from '@/server/domain/compose-email'
import { followUpTaskSet } from '@/server/domain/task-set'
import { jobNames } from '@/server/jobs/names'
import { pipelineSteps } from '@/shared/automation'
import { followUpSchedule } from '@/shared/scoring-model'
import type { PipelineContext } from '../context'
import { insertEmails, type EmailDraft } from '../outbox'
import type { RunWithLead } from '../records'
import { unsubscribeUrl } from '../unsubscribe-link'
import { bookingLinkFor } from '../../booking/links'
import type { StepLog } from './step-log'

/**
 * SPEC §9: the lead's 5-task follow-up set, created once per lead (a retry creates none twice).
 * Returns its log entry for the caller to write with the others.
 */
export async function createTaskSet(tx: Executor, context: PipelineContext, run: RunWithLead, analysis: LeadAnalysis) {
  const drafts = followUpTaskSet({
    fullName: run.lead.fullName,
    businessName: run.lead.businessName,
    priority: analysis.priority,
    opportunity: analysis.opportunities[0] ?? 'the first automation',
    now: context.now(),
  })
  const created = await tx
    .insert(tasks)
    .values(drafts.map(({ slug, ...task }) => ({ ...task, leadId: run.leadId, idempotencyKey: `lead:${run.leadId}:${slug}` })))
    .onConflictDoNothing({ target: tasks.idempotencyKey })
    .returning({ id: tasks.id, title: tasks.title })
  const log: StepLog =
    created.length > 0
      ? { step: pipelineSteps.tasks, status: 'success', message: `${created.length} follow-up tasks created`, details: { tasks: created.map((task) => task.title) } }
      : { step: pipelineSteps.tasks, status: 'success', message: `The lead already has its ${drafts.length} follow-up tasks; none added` }
  return { created: created.length, log }
}

/**
 * SPEC §9 follow-ups at +24 h and +7 d: each an outbox row marked 'scheduled' and a delayed job
 * that survives restarts, written together. Once per lead; none for a lead that has unsubscribed.
 */
export async function scheduleFollowUps(tx: Executor, context: PipelineContext, run: RunWithLead, analysis: LeadAnalysis) {
  if (run.lead.unsubscribedAt) {
    return { scheduled: 0, log: { step: pipelineSteps.followUps, status: 'success', message: 'The lead has unsubscribed: no follow-ups scheduled' } satisfies StepLog }
  }
  const link = unsubscribeUrl(context.config, run.lead.unsubscribeToken)
  const bookingUrl = await bookingLinkFor(context, run.leadId)
  const now = context.now().getTime()
  const drafts: EmailDraft[] = context.config.automation.followUpDelaysSeconds.map((delaySeconds, index) => ({
    ...composeFollowUp({ facts: run.facts, analysis, index, unsubscribeUrl: link, bookingUrl }),
    idempotencyKey: `follow-up-${index + 1}:${run.leadId}`,
    kind: 'follow-up',
    to: run.lead.email,
    leadId: run.leadId,
    runId: run.id,
    status: 'scheduled',
    sendAfter: new Date(now + delaySeconds * 1000),
    jobId: randomUUID(),
  }))
  const created = await insertEmails(tx, drafts, context.config.providers.mailFrom)
  await context.queue.enqueueMany(
    created.map((row) => ({ name: jobNames.followUp, id: row.jobId!, data: { outboxId: row.id }, startAfter: row.sendAfter! })),
    { tx },
  )
  const labels = drafts.flatMap((draft, index): string[] =>
    created.some((row) => row.idempotencyKey === draft.idempotencyKey) ? [followUpSchedule[index]?.label ?? 'later'] : [],
  )
  const log: StepLog =
    labels.length > 0
      ? { step: pipelineSteps.followUps, status: 'success', message: `${labels.length} follow-up e-mails scheduled: in ${labels.join(' and in ')}`, details: { followUps: labels } }
      : { step: pipelineSteps.followUps, status: 'success', message: 'Follow-ups were already scheduled for this lead; none added' }
  return { scheduled: created.length, log }
}
