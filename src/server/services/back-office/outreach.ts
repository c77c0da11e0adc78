import { and, eq } from 'drizzle-orm'
import { outbox } from '@/server/db/schema'
import { providersFor, type Attempt, type PipelineContext } from '@/server/services/pipeline/context'
import { getRun } from '@/server/services/pipeline/records'
import { deliverAndLog, logStep } from '@/server/services/pipeline/steps/step-log'
import { pipelineSteps } from '@/shared/automation'

/**
 * The outreach e-mail of a lead the owner added with "send e-mail" ticked (lead-creation.ts):
 * sent from its outbox row, unless the lead unsubscribed meanwhile. A failure is retried like a
 * pipeline step's; the log says what happened.
 */
export async function sendOutreach(context: PipelineContext, outboxId: string, attempt: Attempt) {
  const step = pipelineSteps.email
  const [row] = await context.db.select().from(outbox).where(eq(outbox.id, outboxId))
  if (!row || !row.runId) return { outcome: 'missing' as const }
  const run = await getRun(context.db, row.runId)
  if (run.lead.unsubscribedAt) {
    await context.db.update(outbox).set({ status: 'cancelled' }).where(and(eq(outbox.id, row.id), eq(outbox.status, 'pending')))
    await logStep(context.db, run, step, 'success', 'Outreach e-mail not sent: the lead unsubscribed', { outboxId })
    return { outcome: 'cancelled' as const }
  }
  const { mail } = providersFor(context, run.mode)
  const details = { outboxId, subject: row.subject, to: row.to, messageId: row.messageId }
  const delivery = await deliverAndLog(context, { run, step, attempt, details }, mail, row.id, {
    sent: `Outreach e-mail sent to ${row.to}: "${row.subject}"`,
    notSent: (note) => `Outreach e-mail kept in the outbox: "${row.subject}" (${note})`,
    failed: 'Outreach e-mail not sent; it stays in the outbox, marked failed',
  })
  return { outcome: delivery.outcome }
}
