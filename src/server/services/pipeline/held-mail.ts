import { count, eq, sql } from 'drizzle-orm'
import { outbox } from '@/server/db/schema'
import { composeHeldMailAlert } from '@/server/domain/compose-email'
import { jobNames } from '@/server/jobs/names'
import { recordLogEntry } from '@/server/services/automation-log'
import { queueOwnerAlert } from '@/server/services/texts/owner-alerts'
import { pipelineSteps } from '@/shared/automation'
import { RetryStep, type Attempt, type PipelineContext } from './context'
import { deliverEmail, deliveryPolicy, ensureEmail, type OutboxRow } from './outbox'

/**
 * E-mails held by the visitor-mail cap (decision 022, issue 34 item 4): the owner is told at once
 * when the cap starts holding (an e-mail, and a text to OWNER_PHONE when texts are on; once per
 * hour), and sends them with one action from the back office, uncapped: the owner chose them.
 */

export type OutboxEmailJobData = { outboxId: string; uncapped?: boolean }

/** Called when an e-mail was just held: the owner's notice of this hour, unless it exists. */
export async function alertOwnerOfHeldMail(context: PipelineContext, held: OutboxRow): Promise<void> {
  const hour = context.now().toISOString().slice(0, 13)
  const idempotencyKey = `held-mail-alert:${hour}`
  // Told already this hour (the usual case in a flood): one look-up by its key, nothing counted.
  const [told] = await context.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.idempotencyKey, idempotencyKey))
  if (told) return
  const [{ waiting } = { waiting: 1 }] = await context.db.select({ waiting: count() }).from(outbox).where(eq(outbox.status, 'held'))
  const link = `${context.config.publicUrl.replace(/\/+$/, '')}/admin`
  const email = composeHeldMailAlert({ held: waiting, reason: held.lastError ?? 'the hourly cap on e-mails to visitors', link })
  await context.db.transaction(async (tx) => {
    const { row, created } = await ensureEmail(
      tx,
      { ...email, idempotencyKey, kind: 'owner-notification', to: context.config.ownerEmail, leadId: null, runId: null },
      context.config.providers.mailFrom,
    )
    if (!created) return
    await context.queue.enqueueMany([{ name: jobNames.outboxEmail, data: { outboxId: row.id } satisfies OutboxEmailJobData }], { tx })
    await queueOwnerAlert(tx, context, { key: `held-mail:${hour}`, what: 'held-mail', leadId: null, fullName: null, businessName: null })
    await recordLogEntry(tx, {
      step: pipelineSteps.email,
      status: 'warning',
      message: `The hourly cap started holding e-mails to visitors (${waiting} held): the owner is told at ${context.config.ownerEmail}`,
      details: { outboxId: row.id, held: waiting },
    })
  })
  context.queue.notify(jobNames.outboxEmail)
  context.queue.notify(jobNames.sendText)
}

/**
 * The owner's "Send held e-mails": every held e-mail back to pending, each with the job that
 * sends it past the cap, in one transaction; returns how many.
 */
export async function releaseHeldMail(context: PipelineContext): Promise<number> {
  const released = await context.db.transaction(async (tx) => {
    const rows = await tx
      .update(outbox)
      .set({ status: 'pending', lastError: 'released by the owner; sent past the hourly cap', updatedAt: sql`now()` })
      .where(eq(outbox.status, 'held'))
      .returning({ id: outbox.id })
    await context.queue.enqueueMany(
      rows.map((row) => ({ name: jobNames.outboxEmail, data: { outboxId: row.id, uncapped: true } satisfies OutboxEmailJobData })),
      { tx },
    )
    if (rows.length > 0) {
      await recordLogEntry(tx, {
        step: pipelineSteps.email,
        status: 'success',
        message: `The owner released ${rows.length} held e-mail${rows.length === 1 ? '' : 's'}: ${rows.length === 1 ? 'it is' : 'they are'} being sent now`,
        details: { released: rows.length },
      })
    }
    return rows.length
  })
  if (released > 0) context.queue.notify(jobNames.outboxEmail)
  return released
}

/** The job: delivers one outbox row (the owner's notice, a released e-mail), retried like a step. */
export async function sendOutboxEmail(context: PipelineContext, { outboxId, uncapped }: OutboxEmailJobData, attempt: Attempt): Promise<void> {
  const delivery = await deliverEmail(context.db, context.providers.live.mail, outboxId, { ...deliveryPolicy(context.config), uncapped: uncapped === true })
  if (delivery.outcome === 'in-flight') throw new RetryStep('the e-mail is being sent by another attempt')
  if (delivery.outcome !== 'failed') return
  if (!attempt.last) throw new RetryStep(`e-mail not sent: ${delivery.failure.message}`)
  await recordLogEntry(context.db, {
    step: pipelineSteps.email,
    status: 'error',
    message: `E-mail to ${delivery.row.to} not sent: ${delivery.failure.message}; it stays in the outbox, marked failed`,
    details: { outboxId },
    leadId: delivery.row.leadId,
  })
}
