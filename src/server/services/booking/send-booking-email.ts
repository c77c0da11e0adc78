import { and, eq } from 'drizzle-orm'
import { bookings, outbox } from '@/server/db/schema'
import { pipelineSteps } from '@/shared/automation'
import { recordLogEntry } from '@/server/services/automation-log'
import { providersFor, RetryStep, type Attempt, type PipelineContext } from '@/server/services/pipeline/context'
import { deliverEmail, deliveryPolicy } from '@/server/services/pipeline/outbox'
import { getRun } from '@/server/services/pipeline/records'
import { deliverAndLog, logStep } from '@/server/services/pipeline/steps/step-log'
import type { BookingEmailJobData } from './booking-effects'

/**
 * One of a booking's e-mails falls due (its job, handlers/booking.ts). The outbox claims the row
 * before sending, so a retried or duplicated job sends nothing twice. A reminder whose call was
 * moved or cancelled since it was written is not sent (its job should have been cancelled with
 * it; this catches one that was already running).
 */
export async function sendBookingEmail(context: PipelineContext, { outboxId, bookingId, sequence }: BookingEmailJobData, attempt: Attempt) {
  const [row] = await context.db.select().from(outbox).where(eq(outbox.id, outboxId))
  const [booking] = await context.db.select().from(bookings).where(eq(bookings.id, bookingId))
  if (!row || !booking) return { outcome: 'missing' as const }
  if (!booking.runId) return sendWithoutRun(context, row.id, booking, attempt)
  const run = await getRun(context.db, booking.runId)
  const step = pipelineSteps.bookingEmail
  if (row.kind === 'booking-reminder' && (booking.status !== 'confirmed' || booking.sequence !== sequence)) {
    const cancelled = await context.db
      .update(outbox)
      .set({ status: 'cancelled', lastError: 'the call was moved or cancelled', updatedAt: context.now() })
      .where(and(eq(outbox.id, row.id), eq(outbox.status, 'scheduled')))
      .returning({ id: outbox.id })
    if (cancelled.length > 0) await logStep(context.db, run, step, 'success', `Reminder not sent: the call was ${booking.status === 'cancelled' ? 'cancelled' : 'moved'}`, { outboxId })
    return { outcome: 'cancelled' as const }
  }
  const { mail } = providersFor(context, run.mode)
  const delivery = await deliverAndLog(context, { run, step, attempt, details: { outboxId, bookingId } }, mail, row.id, {
    sent: `E-mail sent: "${row.subject}"`,
    notSent: (note) => `E-mail composed: "${row.subject}" (${note})`,
    failed: `E-mail not sent: "${row.subject}"`,
  })
  return { outcome: delivery.outcome }
}

/**
 * A call booked by phone by a caller with no e-mail address has no pipeline run (issue 32): its
 * only e-mail is the owner's notice, sent and logged on the lead.
 */
async function sendWithoutRun(context: PipelineContext, outboxId: string, booking: typeof bookings.$inferSelect, attempt: Attempt) {
  const delivery = await deliverEmail(context.db, context.providers.live.mail, outboxId, deliveryPolicy(context.config))
  if ((delivery.outcome === 'failed' || delivery.outcome === 'in-flight') && !attempt.last) throw new RetryStep(`the booking's e-mail: ${delivery.outcome}`)
  if (delivery.outcome === 'skipped') return { outcome: delivery.outcome }
  await recordLogEntry(context.db, {
    step: pipelineSteps.bookingEmail,
    status: delivery.outcome === 'sent' || delivery.outcome === 'not-sent' ? 'success' : 'warning',
    message: delivery.outcome === 'sent' ? `E-mail sent: "${delivery.row.subject}"` : `E-mail "${delivery.row.subject}": ${delivery.outcome}`,
    details: { outboxId, bookingId: booking.id },
    leadId: booking.leadId,
    leadName: booking.name,
  })
  return { outcome: delivery.outcome }
}
