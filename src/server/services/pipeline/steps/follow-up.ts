import { and, eq } from 'drizzle-orm'
import { outbox } from '@/server/db/schema'
import { nudgeStopLabels } from '@/shared/booking'
import { leadNudgeVerdict } from '../../lead-events'
import { pipelineSteps } from '@/shared/automation'
import { providersFor, type Attempt, type PipelineContext } from '../context'
import { getRun } from '../records'
import { deliverAndLog, logStep } from './step-log'

/**
 * A scheduled follow-up falls due: sent only if the nudge rule (domain/nudge.ts) still allows it;
 * otherwise cancelled, with the reason in the log and on the lead.
 */
export async function sendFollowUp(context: PipelineContext, outboxId: string, attempt: Attempt) {
  const step = pipelineSteps.followUpSent
  const [row] = await context.db.select().from(outbox).where(eq(outbox.id, outboxId))
  if (!row || !row.runId || !row.leadId) return { outcome: 'missing' as const }
  const run = await getRun(context.db, row.runId)
  // Cancelled already (an unsubscribe, a booking): whatever cancelled it logged why.
  if (row.status === 'cancelled') return { outcome: 'cancelled' as const }
  const verdict = await leadNudgeVerdict(context.db, row.leadId)
  if (!verdict.allowed) {
    const why = nudgeStopLabels[verdict.reason]
    const cancelled = await context.db
      .update(outbox)
      .set({ status: 'cancelled', lastError: `not sent: ${why}`, updatedAt: context.now() })
      .where(and(eq(outbox.id, row.id), eq(outbox.status, 'scheduled')))
      .returning({ id: outbox.id })
    if (cancelled.length > 0) await logStep(context.db, run, step, 'success', `Follow-up not sent: ${why}`, { outboxId, reason: verdict.reason })
    return { outcome: 'cancelled' as const }
  }
  // Follow-ups go only where the first answer went (issue 14: anyone can type any address into a
  // form; an address that was never answered is not written to twice more). Without a mail
  // server the first answer is kept unsent, and so are its follow-ups.
  const [firstAnswer] = await context.db.select({ status: outbox.status }).from(outbox).where(eq(outbox.idempotencyKey, `first-answer:${row.leadId}`))
  if (!firstAnswer || !(['sent', 'not-sent'] as const).some((status) => status === firstAnswer.status)) {
    await context.db.update(outbox).set({ status: 'cancelled', lastError: 'the first answer was not delivered' }).where(and(eq(outbox.id, row.id), eq(outbox.status, 'scheduled')))
    await logStep(context.db, run, step, 'warning', `Follow-up not sent: the lead's first answer was not delivered (${firstAnswer?.status ?? 'never written'})`, { outboxId })
    return { outcome: 'cancelled' as const }
  }
  const { mail } = providersFor(context, run.mode)
  const label = row.headers['X-Follow-Up'] ?? 'scheduled'
  const delivery = await deliverAndLog(context, { run, step, attempt, details: { outboxId } }, mail, row.id, {
    sent: `${label} follow-up sent: "${row.subject}"`,
    notSent: (note) => `${label} follow-up composed: "${row.subject}" (${note})`,
    failed: `${label} follow-up not sent`,
  })
  return { outcome: delivery.outcome }
}
