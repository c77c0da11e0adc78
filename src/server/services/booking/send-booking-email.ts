import { and, eq } from 'drizzle-orm'
import { bookings, outbox } from '@/server/db/schema'
import { pipelineSteps } from '@/shared/automation'
import { providersFor, type Attempt, type PipelineContext } from '@/server/services/pipeline/context'
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
  if (!row || !booking?.runId) return { outcome: 'missing' as const }
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
