import { and, eq, sql } from 'drizzle-orm'
import type { Executor } from '@/server/db/client'
import { adConversions, adLeads, leads } from '@/server/db/schema'
import { cameFromMeta, metaConversionEvent, metaConversionEventNames, type MetaConversionKind } from '@/server/domain/ads/meta-conversions'
import { jobNames } from '@/server/jobs/names'
import { createMetaConversionsClient } from '@/server/providers/ads/meta-graph'
import { recordLogEntry } from '@/server/services/automation-log'
import type { Attempt, PipelineContext } from '@/server/services/pipeline/context'
import { pipelineSteps } from '@/shared/automation'

/**
 * Outcomes back to Meta (issue 33 item 4). When a lead Meta's ads brought books a call or becomes
 * a customer, the event is stored in the transaction that makes it happen, with its job (the
 * outbox's rule: store first, then send); the job sends it to the Conversions API, retried with
 * backoff through a 429, a 5xx or an outage. One row per outcome: a booking is told once, a
 * customer is won once (the first time the owner marks the lead Won).
 */

export type MetaConversionJobData = { conversionId: string }

/** The currency of deal values (the back office's figures are in dollars). */
export const dealCurrency = 'USD'

export type AdOutcome = { kind: 'booked'; bookingId: string } | { kind: 'won' }

/**
 * In the caller's transaction: the outcome's event for Meta when the Conversions API is
 * configured and Meta's ads brought the lead; nothing otherwise. Returns whether one was stored.
 */
export async function recordAdOutcome(tx: Executor, context: PipelineContext, leadId: string, outcome: AdOutcome): Promise<boolean> {
  if (!context.config.providers.metaConversions) return false
  const [lead] = await tx
    .select({ email: leads.email, phone: leads.phone, firstTouch: leads.firstTouch, value: sql<number>`coalesce(${leads.dealValue}, ${leads.estimatedValue})` })
    .from(leads)
    .where(eq(leads.id, leadId))
  if (!lead) return false
  const [fromForm] = await tx
    .select({ externalId: adLeads.externalId })
    .from(adLeads)
    .where(and(eq(adLeads.leadId, leadId), eq(adLeads.platform, 'meta')))
    .limit(1)
  const metaLeadId = fromForm?.externalId ?? null
  if (!cameFromMeta(lead.firstTouch, metaLeadId)) return false
  const eventId = outcome.kind === 'booked' ? `${leadId}:booked:${outcome.bookingId}` : `${leadId}:won`
  const event = metaConversionEvent({
    kind: outcome.kind,
    eventId,
    at: context.now(),
    email: lead.email,
    phone: lead.phone,
    metaLeadId,
    firstTouch: lead.firstTouch,
    value: outcome.kind === 'won' ? Number(lead.value) : null,
    currency: dealCurrency,
  })
  const [row] = await tx.insert(adConversions).values({ platform: 'meta', eventId, kind: outcome.kind, leadId, event }).onConflictDoNothing().returning({ id: adConversions.id })
  if (!row) return false
  await context.queue.enqueueMany([{ name: jobNames.metaConversion, data: { conversionId: row.id } satisfies MetaConversionJobData }], { tx })
  return true
}

/** The job: sends a stored event once Meta takes it; a refusal that is not passing is recorded and not sent again. */
export async function sendMetaConversion(context: PipelineContext, conversionId: string, attempt: Attempt): Promise<void> {
  const { db } = context
  const [row] = await db.select().from(adConversions).where(eq(adConversions.id, conversionId))
  if (!row || row.status !== 'pending') return
  const settings = context.config.providers.metaConversions
  const [lead] = await db.select({ fullName: leads.fullName }).from(leads).where(eq(leads.id, row.leadId))
  const what = `${row.kind === 'booked' ? 'A booked call' : 'A won customer'} (${lead?.fullName ?? 'a lead'}, ${metaConversionEventNames[row.kind as MetaConversionKind]})`
  const fail = async (message: string, permanently: boolean) => {
    await db
      .update(adConversions)
      .set({ attempts: sql`${adConversions.attempts} + 1`, lastError: message, ...(permanently ? { status: 'failed' as const } : {}), updatedAt: context.now() })
      .where(eq(adConversions.id, row.id))
    if (permanently || attempt.last) {
      await recordLogEntry(db, {
        step: pipelineSteps.adConversion,
        status: 'error',
        message: `${what} was not told to Meta: ${message}`,
        details: { conversionId: row.id, eventId: row.eventId },
        leadId: row.leadId,
        leadName: lead?.fullName,
      })
    }
  }
  if (!settings) {
    await fail("Meta's Conversions API is no longer configured (META_PIXEL_ID, META_CONVERSIONS_TOKEN)", true)
    return
  }
  const client = createMetaConversionsClient({ ...settings, timeoutMs: context.config.automation.providerTimeoutMs })
  const sent = await client.send([row.event])
  if (!sent.ok) {
    const { failure } = sent
    const passing = failure.kind === 'timeout' || failure.kind === 'network' || (failure.kind === 'http' && (failure.status === 429 || (failure.status ?? 0) >= 500))
    await fail(failure.message, !passing)
    if (passing) throw new Error(`Meta conversion ${row.eventId} not sent: ${failure.message}`)
    return
  }
  await db.transaction(async (tx) => {
    await tx
      .update(adConversions)
      .set({ status: 'sent', attempts: sql`${adConversions.attempts} + 1`, lastError: null, sentAt: context.now(), updatedAt: context.now() })
      .where(eq(adConversions.id, row.id))
    await recordLogEntry(tx, {
      step: pipelineSteps.adConversion,
      status: 'success',
      message: `${what} told to Meta's Conversions API`,
      details: { conversionId: row.id, eventId: row.eventId, eventsReceived: sent.value.eventsReceived, traceId: sent.value.traceId },
      leadId: row.leadId,
      leadName: lead?.fullName,
    })
  })
}
