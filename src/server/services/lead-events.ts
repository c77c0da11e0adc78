import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '@/server/db/client'
import { leadEvents, leads, outbox, smsOutbox } from '@/server/db/schema'
import { nudgeVerdict, type NudgeVerdict } from '@/server/domain/nudge'
import type { JobQueue } from '@/server/jobs/queue'
import { jobNames } from '@/server/jobs/names'
import { nudgeStopLabels, type NudgeStopReason } from '@/shared/booking'

/**
 * The lead's timeline (DESIGN "The conversation loop"): events written as things happen, in the
 * transaction that makes them happen, and the facts derived from them.
 */

export type LeadEventType = (typeof leadEvents.$inferInsert)['type']

/** `at`: when it happened, if not now (a reply, when the lead sent it). */
export async function recordLeadEvent(db: Executor, leadId: string, type: LeadEventType, data: Record<string, unknown> = {}, at?: Date) {
  await db.insert(leadEvents).values({ leadId, type, data, ...(at ? { at } : {}) })
}

/**
 * Whether the product may still nudge the lead (domain/nudge.ts), from the lead and its
 * timeline as they are now. Every automated follow-up asks when it falls due.
 */
export async function leadNudgeVerdict(db: Executor, leadId: string): Promise<NudgeVerdict> {
  const [lead] = await db.select({ status: leads.status, unsubscribedAt: leads.unsubscribedAt }).from(leads).where(eq(leads.id, leadId))
  if (!lead) return { allowed: false, reason: 'status' }
  const happened = await db
    .select({ type: leadEvents.type })
    .from(leadEvents)
    .where(
      and(
        eq(leadEvents.leadId, leadId),
        inArray(leadEvents.type, ['booked', 'replied', 'bounced']),
        // A bounce stops nudges only when it was permanent (a 5.x.x status).
        sql`(${leadEvents.type} <> 'bounced' or ${leadEvents.data}->>'permanent' = 'true')`,
      ),
    )
    .groupBy(leadEvents.type)
  const types = new Set(happened.map((row) => row.type))
  return nudgeVerdict({
    status: lead.status,
    unsubscribedAt: lead.unsubscribedAt,
    booked: types.has('booked'),
    replied: types.has('replied'),
    hardBounced: types.has('bounced'),
  })
}

/**
 * Stops the lead's automated nudges at once (the rule of issue 22; domain/nudge.ts): the
 * follow-ups still scheduled are cancelled with the reason, and their delayed jobs with them, in
 * the caller's transaction. A follow-up already running asks the rule again before it sends.
 * Returns how many were cancelled.
 */
export async function cancelScheduledFollowUps(tx: Executor, queue: JobQueue, leadId: string, reason: NudgeStopReason, now: Date): Promise<number> {
  const cancelled = await tx
    .update(outbox)
    .set({ status: 'cancelled', lastError: `not sent: ${nudgeStopLabels[reason]}`, updatedAt: now })
    .where(and(eq(outbox.leadId, leadId), eq(outbox.kind, 'follow-up'), eq(outbox.status, 'scheduled')))
    .returning({ jobId: outbox.jobId })
  await queue.cancel(jobNames.followUp, cancelled.flatMap((row) => (row.jobId ? [row.jobId] : [])), { tx })
  // The Day 3 text too (issue 31: one nudge rule for every channel).
  const texts = await tx
    .update(smsOutbox)
    .set({ status: 'cancelled', lastError: `not sent: ${nudgeStopLabels[reason]}`, updatedAt: now })
    .where(and(eq(smsOutbox.leadId, leadId), eq(smsOutbox.kind, 'follow-up'), eq(smsOutbox.status, 'scheduled')))
    .returning({ jobId: smsOutbox.jobId })
  await queue.cancel(jobNames.sendText, texts.flatMap((row) => (row.jobId ? [row.jobId] : [])), { tx })
  return cancelled.length
}
