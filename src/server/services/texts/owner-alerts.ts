import { randomUUID } from 'node:crypto'
import { and, eq, gt, inArray, sql } from 'drizzle-orm'
import type { Executor } from '@/server/db/client'
import { smsOutbox } from '@/server/db/schema'
import { composeOwnerAlert } from '@/server/domain/sms/compose-text'
import { jobNames } from '@/server/jobs/names'
import type { PipelineContext } from '@/server/services/pipeline/context'
import type { TextJobData } from './lead-texts'
import { ensureText } from './outbox'

/**
 * Texts to the owner's phone (OWNER_PHONE; issue 31 item 8): each new lead scored hot, and each
 * text to the business number. At most `ownerAlertsPerHour` an hour: past it the alert is kept,
 * cancelled with why, so a flood of texts cannot flood the owner's phone (the e-mail notices still
 * go). Written in the caller's transaction with the job that sends it.
 */

export const ownerAlertsPerHour = 10

export type OwnerAlert = { key: string; what: 'hot-lead' | 'text' | 'missed-call' | 'held-mail'; leadId: string | null; fullName: string | null; businessName: string | null }

export async function queueOwnerAlert(tx: Executor, context: Pick<PipelineContext, 'config' | 'providers' | 'queue'>, alert: OwnerAlert): Promise<'queued' | 'rate-limited' | 'off' | 'duplicate'> {
  const ownerPhone = context.config.texts.ownerPhone
  if (!ownerPhone || context.providers.live.sms.kind === 'local') return 'off'
  const [recent] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.kind, 'owner-alert'), inArray(smsOutbox.status, ['pending', 'sending', 'sent']), gt(smsOutbox.createdAt, sql`now() - interval '1 hour'`)))
  const limited = (recent?.count ?? 0) >= ownerAlertsPerHour
  const body = composeOwnerAlert({ what: alert.what, fullName: alert.fullName, businessName: alert.businessName, link: `${context.config.publicUrl}/admin` })
  const jobId = randomUUID()
  const { row, created } = await ensureText(tx, { idempotencyKey: `owner-alert:${alert.key}`, kind: 'owner-alert', leadId: alert.leadId, runId: null, to: ownerPhone, body, jobId })
  if (!created) return 'duplicate'
  if (limited) {
    await tx
      .update(smsOutbox)
      .set({ status: 'cancelled', lastError: `not sent: more than ${ownerAlertsPerHour} alerts to the owner's phone in the last hour` })
      .where(eq(smsOutbox.id, row.id))
    return 'rate-limited'
  }
  await context.queue.enqueueMany([{ name: jobNames.sendText, id: jobId, data: { textId: row.id } satisfies TextJobData }], { tx })
  return 'queued'
}
