import { and, asc, eq, inArray, like, sql } from 'drizzle-orm'
import { automationLogs, leads, outbox, tasks } from '@/server/db/schema'
import type { ConnectionOutcome, FollowUpItem, RunOutcome } from '@/server/domain/compose-owner-notification'
import { pipelineSteps, type PipelineStep } from '@/shared/automation'
import { providersFor, type PipelineContext } from './context'
import type { RunWithLead } from './records'

/**
 * What the pipeline has done for one run so far, read from the run record: its log entries, the
 * lead's outbox rows and tasks (docs/decisions/017). The owner's notification is written after
 * the follow-through step, while the CRM and Make jobs may still run: a step with no final log
 * entry yet is 'queued', one whose last attempt failed but will be retried is 'retrying'.
 */
export async function gatherRunOutcome(context: PipelineContext, run: RunWithLead): Promise<RunOutcome> {
  const { db } = context
  const providers = providersFor(context, run.mode)
  const [logs, emails, [lead], [taskCount]] = await Promise.all([
    db
      .select({ step: automationLogs.step, status: automationLogs.status, message: automationLogs.message, details: automationLogs.details })
      .from(automationLogs)
      .where(eq(automationLogs.runId, run.id))
      .orderBy(asc(automationLogs.createdAt), asc(automationLogs.seq)),
    db
      .select()
      .from(outbox)
      .where(and(eq(outbox.leadId, run.leadId), inArray(outbox.kind, ['first-answer', 'follow-up']))),
    db.select({ unsubscribedAt: leads.unsubscribedAt }).from(leads).where(eq(leads.id, run.leadId)),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(tasks)
      .where(and(eq(tasks.leadId, run.leadId), like(tasks.idempotencyKey, `lead:${run.leadId}:%`))),
  ])
  const latest = (step: PipelineStep) => logs.filter((entry) => entry.step === step).at(-1)
  const unsubscribed = Boolean(lead?.unsubscribedAt)

  // The personal reply: one per lead, under the key first-answer:<lead>.
  const replyRow = emails.find((row) => row.idempotencyKey === `first-answer:${run.leadId}`)
  let reply: RunOutcome['reply']
  if (!replyRow) reply = unsubscribed ? { state: 'unsubscribed' } : { state: 'queued' }
  else if (replyRow.runId !== run.id) reply = { state: 'earlier', on: replyRow.createdAt, status: replyRow.status }
  else {
    switch (replyRow.status) {
      case 'sent':
        reply = { state: 'sent', to: replyRow.to }
        break
      case 'not-sent':
        reply = { state: 'kept' }
        break
      case 'held':
        reply = { state: 'held' }
        break
      case 'failed':
        reply = { state: 'failed', error: replyRow.lastError ?? 'unknown error', final: latest(pipelineSteps.email)?.status === 'error' }
        break
      case 'pending':
      case 'sending':
        reply = { state: 'sending' }
        break
      case 'cancelled':
        reply = { state: 'unsubscribed' }
        break
      default:
        reply = { state: 'queued' }
    }
  }

  // The task set: its log entry lists the tasks it created (steps/follow-up-set.ts).
  const taskLog = latest(pipelineSteps.tasks)
  const created = taskLog?.details?.tasks
  const taskOutcome: RunOutcome['tasks'] = !taskLog
    ? { state: 'queued' }
    : Array.isArray(created) && created.length > 0
      ? { state: 'created', count: created.length }
      : { state: 'existing', count: taskCount?.count ?? 0 }

  // The follow-ups: outbox rows of the lead, each due at its send time.
  const followUpRows = emails.filter((row) => row.kind === 'follow-up').sort((a, b) => (a.sendAfter?.getTime() ?? 0) - (b.sendAfter?.getTime() ?? 0))
  const followUps: RunOutcome['followUps'] = unsubscribed
    ? { state: 'unsubscribed' }
    : followUpRows.length > 0
      ? {
          state: 'scheduled',
          items: followUpRows.map((row): FollowUpItem => ({ status: row.status, at: row.sendAfter })),
          thisRun: followUpRows.some((row) => row.runId === run.id),
        }
      : latest(pipelineSteps.followUps)
        ? { state: 'none' }
        : { state: 'queued' }

  return {
    reply,
    tasks: taskOutcome,
    followUps,
    crm: providers.crm.kind === 'local' ? { state: 'not-configured' } : connectionOutcome(latest(pipelineSteps.crm)),
    make: !providers.make.webhookConfigured ? { state: 'not-configured' } : connectionOutcome(latest(pipelineSteps.make)),
    mailSends: providers.mail.kind !== 'local',
    sandbox: run.mode === 'sandbox',
  }
}

type StepEntry = { status: string; message: string; details: Record<string, unknown> | null }

/** A third-party step from its latest log entry: success, a retry pending, given up, or none yet. */
function connectionOutcome(entry: StepEntry | undefined): ConnectionOutcome {
  if (!entry) return { state: 'queued' }
  const error = typeof entry.details?.error === 'string' ? entry.details.error : entry.message
  if (entry.status === 'success') return { state: 'done', message: entry.message }
  if (entry.status === 'warning') return { state: 'retrying', error }
  if (entry.status === 'error') return { state: 'failed', error }
  return { state: 'queued' }
}
