import { and, eq, lt, sql } from 'drizzle-orm'
import type { LeadAnalysis } from '@/server/db/documents'
import { automationRuns } from '@/server/db/schema'
import { composeOwnerNotification } from '@/server/domain/compose-owner-notification'
import { pipelineSteps } from '@/shared/automation'
import { providersFor, type Attempt, type PipelineContext } from '../context'
import { ensureEmail } from '../outbox'
import type { RunWithLead } from '../records'
import { gatherRunOutcome } from '../run-outcome'
import { deliverAndLog } from './step-log'

/**
 * SPEC §2 "admin notification": the owner gets an e-mail for every submission (one per run),
 * saying what each step of the run has really done so far (run-outcome.ts).
 */
export async function notifyOwner(context: PipelineContext, run: RunWithLead, analysis: LeadAnalysis, attempt: Attempt) {
  const step = pipelineSteps.owner
  const { mail } = providersFor(context, run.mode)
  const [earlier] = await context.db
    .select({ count: sql<number>`count(*)::int` })
    .from(automationRuns)
    .where(and(eq(automationRuns.leadId, run.leadId), lt(automationRuns.createdAt, run.createdAt)))
  const outcome = await gatherRunOutcome(context, run)
  const email = composeOwnerNotification({
    facts: run.facts,
    analysis,
    repeat: (earlier?.count ?? 0) > 0,
    outcome,
    at: context.now(),
    timeZone: context.config.ownerTimeZone,
  })
  const { row } = await ensureEmail(
    context.db,
    { ...email, idempotencyKey: `owner-notification:${run.id}`, kind: 'owner-notification', to: context.config.ownerEmail, leadId: run.leadId, runId: run.id },
    context.config.providers.mailFrom,
  )
  const delivery = await deliverAndLog(context, { run, step, attempt, details: { outboxId: row.id } }, mail, row.id, {
    sent: `Owner notified at ${row.to}`,
    notSent: (note) => `Owner notification written to the outbox (${note})`,
    failed: 'Owner notification not sent',
  })
  return { outcome: delivery.outcome }
}
