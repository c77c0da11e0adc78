import { and, eq } from 'drizzle-orm'
import { outbox } from '@/server/db/schema'
import { providersFor, type Attempt, type PipelineContext } from '@/server/services/pipeline/context'
import { deliverEmail } from '@/server/services/pipeline/outbox'
import { getRun } from '@/server/services/pipeline/records'
import { handleProviderFailure, logStep } from '@/server/services/pipeline/steps/step-log'
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
  const delivery = await deliverEmail(context.db, mail, row.id, context.config.automation.providerTimeoutMs)
  const details = { outboxId, subject: row.subject, to: row.to, messageId: row.messageId }
  switch (delivery.outcome) {
    case 'sent':
      await logStep(context.db, run, step, 'success', `Outreach e-mail sent to ${row.to}: "${row.subject}"`, details)
      break
    case 'not-sent':
      await logStep(context.db, run, step, 'success', `Outreach e-mail kept in the outbox: "${row.subject}" (${delivery.note})`, details)
      break
    case 'skipped':
      // Sent, or being sent, by an earlier attempt: that attempt writes the log entry.
      break
    case 'failed':
      await handleProviderFailure(context, run, step, 'SMTP', delivery.failure, attempt, {
        status: 'error',
        message: 'Outreach e-mail not sent; it stays in the outbox, marked failed',
      })
      break
  }
  return { outcome: delivery.outcome }
}
