import { and, eq } from 'drizzle-orm'
import { leads, outbox } from '@/server/db/schema'
import { pipelineSteps } from '@/shared/automation'
import { providersFor, type Attempt, type PipelineContext } from '../context'
import { deliverEmail } from '../outbox'
import { getRun } from '../records'
import { logDelivery, logStep } from './step-log'

/** A scheduled follow-up falls due: sent unless the lead unsubscribed in the meantime. */
export async function sendFollowUp(context: PipelineContext, outboxId: string, attempt: Attempt) {
  const step = pipelineSteps.followUpSent
  const [row] = await context.db.select().from(outbox).where(eq(outbox.id, outboxId))
  if (!row || !row.runId || !row.leadId) return { outcome: 'missing' as const }
  const run = await getRun(context.db, row.runId)
  const [lead] = await context.db.select().from(leads).where(eq(leads.id, row.leadId))
  if (lead!.unsubscribedAt || row.status === 'cancelled') {
    await context.db.update(outbox).set({ status: 'cancelled' }).where(and(eq(outbox.id, row.id), eq(outbox.status, 'scheduled')))
    await logStep(context.db, run, step, 'success', 'Follow-up not sent: the lead unsubscribed', { outboxId })
    return { outcome: 'cancelled' as const }
  }
  const { mail } = providersFor(context, run.mode)
  const delivery = await deliverEmail(context.db, mail, row.id, context.config.automation.providerTimeoutMs)
  const label = row.headers['X-Follow-Up'] ?? 'scheduled'
  await logDelivery(
    context,
    run,
    step,
    delivery,
    attempt,
    {
      sent: `${label} follow-up sent: "${row.subject}"`,
      notSent: (note) => `${label} follow-up composed: "${row.subject}" (${note})`,
      failed: `${label} follow-up not sent`,
    },
    { outboxId },
  )
  return { outcome: delivery.outcome }
}
