import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import type { Executor } from '@/server/db/client'
import { callTime } from '@/server/domain/booking/compose-booking-email'
import { composeBookingText, composeMissedCallText } from '@/server/domain/sms/compose-text'
import { jobNames } from '@/server/jobs/names'
import type { PipelineContext } from '@/server/services/pipeline/context'
import type { TextJobData } from '@/server/services/texts/lead-texts'
import { ensureText } from '@/server/services/texts/outbox'
import { shortBookingLink } from '@/server/services/texts/short-links'
import { manageBookingPath } from '@/shared/booking'
import { site } from '@/shared/site'

/**
 * The missed-call text-back (issue 32 item 3): queued in the transaction that records the miss,
 * sent at once by the texts' job (a caller who just called is awake: no quiet hours), through the
 * texts' outbox and rules (never to a number that sent STOP or that Twilio refused for good). Its
 * key is the number and the owner's day, so a number gets one a day however often it calls, and a
 * call never gets two.
 */

export type TextBackOutcome = 'queued' | 'texts-off' | 'already-today'

export async function queueMissedCallText(tx: Executor, context: PipelineContext, call: { phone: string; leadId: string }): Promise<TextBackOutcome> {
  if (context.providers.live.sms.kind === 'local') return 'texts-off'
  const day = DateTime.fromJSDate(context.now(), { zone: context.config.ownerTimeZone }).toISODate()
  const body = composeMissedCallText({ senderName: site.name, bookingUrl: await shortBookingLink({ ...context, db: tx as PipelineContext['db'] }, call.leadId) })
  const jobId = randomUUID()
  const { row, created } = await ensureText(tx, { idempotencyKey: `missed-call:${call.phone}:${day}`, kind: 'missed-call', leadId: call.leadId, runId: null, to: call.phone, body, jobId })
  if (!created) return 'already-today'
  await context.queue.enqueueMany([{ name: jobNames.sendText, id: jobId, data: { textId: row.id } satisfies TextJobData }], { tx })
  return 'queued'
}

/** The text that confirms a call the receptionist booked, with the booking's page; once per booking. */
export async function queueBookingText(context: PipelineContext, booking: { id: string; startAt: Date; manageToken: string; leadId: string | null }, phone: string): Promise<TextBackOutcome> {
  if (context.providers.live.sms.kind === 'local') return 'texts-off'
  const body = composeBookingText({
    when: callTime(booking.startAt, context.config.ownerTimeZone),
    senderName: site.name,
    manageUrl: `${context.config.publicUrl}${manageBookingPath(booking.manageToken)}`,
  })
  const jobId = randomUUID()
  return context.db.transaction(async (tx) => {
    const { row, created } = await ensureText(tx, { idempotencyKey: `booking-text:${booking.id}`, kind: 'booking-confirmation', leadId: booking.leadId, runId: null, to: phone, body, jobId })
    if (!created) return 'already-today'
    await context.queue.enqueueMany([{ name: jobNames.sendText, id: jobId, data: { textId: row.id } satisfies TextJobData }], { tx })
    return 'queued'
  })
}
