import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { LeadAnalysis } from '@/server/db/documents'
import { leads, smsOutbox } from '@/server/db/schema'
import { composeFirstText, composeFollowUpText } from '@/server/domain/sms/compose-text'
import { textSendTime } from '@/server/domain/sms/quiet-hours'
import { jobNames } from '@/server/jobs/names'
import { leadNudgeVerdict, recordLeadEvent } from '@/server/services/lead-events'
import { providersFor, RetryStep, type Attempt, type PipelineContext } from '@/server/services/pipeline/context'
import { getRun, type RunWithLead } from '@/server/services/pipeline/records'
import { recordLogEntry } from '@/server/services/automation-log'
import { handleProviderFailure, logStep, type LoggableRun } from '@/server/services/pipeline/steps/step-log'
import { pipelineSteps, type PipelineStep } from '@/shared/automation'
import { nudgeStopLabels } from '@/shared/booking'
import { site } from '@/shared/site'
import { zonedFormatter } from '@/shared/zoned-time'
import { consentFor, deliverText, ensureText, textPolicy, type TextDelivery, type TextRow } from './outbox'
import { shortBookingLink } from './short-links'

/**
 * The lead's texts from the pipeline (issue 31 items 3, 6 and 7): the first answer by text, in
 * seconds, and the Day 3 text; each only with the lead's recorded consent for its number, never
 * to a number that sent STOP or that Twilio refused for good, and, but for the first answer to an
 * inquiry made minutes ago, never in the quiet hours of the lead's time zone.
 */

export type TextJobData = { textId: string }

export type FirstTextResult = { outcome: TextDelivery['outcome'] | 'texts-off' | 'no-consent' | 'already-texted' | 'scheduled' }

/** When a text due now may go, in the zone the lead consented from (else the owner's). */
function sendTime(context: PipelineContext, due: Date, timeZone: string | null, inquiredAt?: Date): Date {
  return textSendTime({ due, timeZone: timeZone ?? context.config.ownerTimeZone, quiet: context.config.texts.quietHours, ...(inquiredAt ? { inquiredAt } : {}) })
}

function localTime(context: PipelineContext, at: Date, timeZone: string | null): string {
  return zonedFormatter(timeZone ?? context.config.ownerTimeZone, { weekday: 'short', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(at)
}

export async function sendFirstText(context: PipelineContext, run: RunWithLead, _analysis: LeadAnalysis, attempt: Attempt): Promise<FirstTextResult> {
  const { sms } = providersFor(context, run.mode)
  // Texts off: nothing is attempted, and nothing is said (the e-mail step speaks for the answer).
  if (sms.kind === 'local') return { outcome: 'texts-off' }
  const phone = run.lead.phoneE164
  const consent = phone ? await consentFor(context.db, run.leadId, phone) : undefined
  if (!phone || !consent) {
    if (run.lead.phone) await logStep(context.db, run, pipelineSteps.text, 'success', 'No text sent: the lead did not agree to texts on the form (answered by e-mail only)')
    return { outcome: 'no-consent' }
  }
  const now = context.now()
  const due = sendTime(context, now, consent.timeZone, run.createdAt)
  const waits = due.getTime() > now.getTime() + 1000
  const body = composeFirstText({ fullName: run.lead.fullName, businessName: run.lead.businessName, senderName: site.name, bookingUrl: await shortBookingLink(context, run.leadId) })
  const draft = { idempotencyKey: `sms-first-answer:${run.leadId}`, kind: 'first-answer' as const, leadId: run.leadId, runId: run.id, to: phone, body }
  if (waits) {
    const scheduled = await context.db.transaction(async (tx) => {
      const { row, created } = await ensureText(tx, { ...draft, status: 'scheduled', sendAfter: due, jobId: randomUUID() })
      if (created) await context.queue.enqueueMany([{ name: jobNames.sendText, id: row.jobId!, data: { textId: row.id } satisfies TextJobData, startAfter: due }], { tx })
      return created
    })
    if (scheduled) await logStep(context.db, run, pipelineSteps.text, 'success', `First text waits for the morning: quiet hours where the lead is; it goes at ${localTime(context, due, consent.timeZone)}`, { to: phone })
    return { outcome: scheduled ? 'scheduled' : 'already-texted' }
  }
  const { row } = await ensureText(context.db, draft)
  if (row.runId !== run.id) return { outcome: 'already-texted' }
  const delivery = await deliverText(context.db, sms, row.id, textPolicy(context.config))
  if (delivery.outcome === 'sent' && run.mode === 'live') context.metrics.firstTextSeconds.observe((context.now().getTime() - run.createdAt.getTime()) / 1000)
  await logTextDelivery(context, { run, step: pipelineSteps.text, attempt, label: 'First text' }, delivery)
  return { outcome: delivery.outcome }
}

/**
 * A text that waited (quiet hours, or the Day 3 follow-up's day) falls due. A follow-up asks the
 * nudge rule first: a reply, a booking, an unsubscribe or the owner's move cancels it, with why.
 */
export async function sendScheduledText(context: PipelineContext, textId: string, attempt: Attempt) {
  const [row] = await context.db.select().from(smsOutbox).where(eq(smsOutbox.id, textId))
  if (!row || row.status === 'cancelled' || row.status === 'sent') return { outcome: 'skipped' as const }
  if (row.kind === 'missed-call' || row.kind === 'booking-confirmation') return sendMissedCallText(context, row, attempt)
  if (row.kind === 'owner-alert' || !row.runId || !row.leadId) return sendOwnerText(context, row, attempt)
  const run = await getRun(context.db, row.runId)
  const step = row.kind === 'follow-up' ? pipelineSteps.followUpText : pipelineSteps.text
  if (row.kind === 'follow-up') {
    const verdict = await leadNudgeVerdict(context.db, row.leadId)
    if (!verdict.allowed) {
      const why = nudgeStopLabels[verdict.reason]
      const cancelled = await context.db
        .update(smsOutbox)
        .set({ status: 'cancelled', lastError: `not sent: ${why}`, updatedAt: context.now() })
        .where(and(eq(smsOutbox.id, row.id), eq(smsOutbox.status, 'scheduled')))
        .returning({ id: smsOutbox.id })
      if (cancelled.length > 0) await logStep(context.db, run, step, 'success', `Day 3 text not sent: ${why}`, { textId, reason: verdict.reason })
      return { outcome: 'cancelled' as const }
    }
  }
  const { sms } = providersFor(context, run.mode)
  const delivery = await deliverText(context.db, sms, row.id, textPolicy(context.config))
  await logTextDelivery(context, { run, step, attempt, label: row.kind === 'follow-up' ? 'Day 3 text' : 'First text' }, delivery)
  return { outcome: delivery.outcome }
}

/** A call's texts (issue 32: the missed-call text-back, a phone booking's confirmation): sent at once, logged on the lead; retried while Twilio fails for now. */
async function sendMissedCallText(context: PipelineContext, row: TextRow, attempt: Attempt) {
  const delivery = await deliverText(context.db, context.providers.live.sms, row.id, textPolicy(context.config))
  if (delivery.outcome === 'in-flight' || (delivery.outcome === 'failed' && !attempt.last)) throw new RetryStep(`the missed-call text: ${delivery.outcome}`)
  if (delivery.outcome === 'skipped' || delivery.outcome === 'waiting') return { outcome: delivery.outcome }
  const [lead] = row.leadId ? await context.db.select({ fullName: leads.fullName, businessName: leads.businessName }).from(leads).where(eq(leads.id, row.leadId)) : []
  const label = row.kind === 'booking-confirmation' ? 'Booking text' : 'Missed-call text'
  const said: Partial<Record<TextDelivery['outcome'], string>> = {
    sent: `${label} sent to ${row.to}`,
    held: `${label} to ${row.to} held for you: more than ${context.config.texts.hourlyCap} texts this hour (SMS_HOURLY_CAP)`,
  }
  await recordLogEntry(context.db, {
    step: pipelineSteps.calls,
    status: delivery.outcome === 'sent' ? 'success' : 'warning',
    message: said[delivery.outcome] ?? `${label} to ${row.to} not sent: ${delivery.row.lastError ?? delivery.outcome}`,
    details: { textId: row.id, to: row.to },
    leadId: row.leadId,
    leadName: lead?.fullName ?? null,
    businessName: lead?.businessName ?? null,
  })
  return { outcome: delivery.outcome }
}

/** A text to the owner's phone: sent, and logged; retried like any step when Twilio fails for now. */
async function sendOwnerText(context: PipelineContext, row: TextRow, attempt: Attempt) {
  const delivery = await deliverText(context.db, context.providers.live.sms, row.id, textPolicy(context.config))
  if (delivery.outcome === 'in-flight' || (delivery.outcome === 'failed' && !attempt.last)) throw new RetryStep(`the owner's text: ${delivery.outcome}`)
  if (delivery.outcome === 'skipped' || delivery.outcome === 'waiting') return { outcome: delivery.outcome }
  const said: Record<string, string> = {
    sent: `Text sent to the owner's phone: "${row.body}"`,
    failed: `Text to the owner's phone not sent (${delivery.row.lastError})`,
  }
  await recordLogEntry(context.db, {
    step: pipelineSteps.text,
    status: delivery.outcome === 'sent' ? 'success' : 'warning',
    message: said[delivery.outcome] ?? `Text to the owner's phone not sent (${delivery.row.lastError ?? delivery.outcome})`,
    details: { textId: row.id },
    leadId: row.leadId,
  })
  return { outcome: delivery.outcome }
}

/**
 * The Day 3 text, scheduled with the follow-ups when the lead consented: a row marked 'scheduled'
 * and its delayed job, in the caller's transaction; moved out of quiet hours where the lead is.
 */
export async function scheduleFollowUpText(tx: Parameters<typeof ensureText>[0], context: PipelineContext, run: RunWithLead): Promise<TextRow | null> {
  if (providersFor(context, run.mode).sms.kind === 'local' || !run.lead.phoneE164) return null
  const consent = await consentFor(tx, run.leadId, run.lead.phoneE164)
  if (!consent) return null
  const due = sendTime(context, new Date(context.now().getTime() + context.config.texts.followUpDelaySeconds * 1000), consent.timeZone)
  const body = composeFollowUpText({ fullName: run.lead.fullName, businessName: run.lead.businessName, senderName: site.name, bookingUrl: await shortBookingLink({ ...context, db: tx as PipelineContext['db'] }, run.leadId) })
  const { row, created } = await ensureText(tx, {
    idempotencyKey: `sms-follow-up:${run.leadId}`,
    kind: 'follow-up',
    leadId: run.leadId,
    runId: run.id,
    to: run.lead.phoneE164,
    body,
    status: 'scheduled',
    sendAfter: due,
    jobId: randomUUID(),
  })
  if (!created) return null
  await context.queue.enqueueMany([{ name: jobNames.sendText, id: row.jobId!, data: { textId: row.id } satisfies TextJobData, startAfter: due }], { tx })
  return row
}

type TextStep = { run: LoggableRun; step: PipelineStep; attempt: Attempt; label: string }

/** Logs what a text's delivery did, and puts a sent or refused text on the lead's timeline. */
export async function logTextDelivery(context: PipelineContext, { run, step, attempt, label }: TextStep, delivery: TextDelivery): Promise<void> {
  const details = { textId: delivery.row.id, to: delivery.row.to }
  switch (delivery.outcome) {
    case 'sent':
      await recordLeadEvent(context.db, run.leadId, 'texted', { textId: delivery.row.id, kind: delivery.row.kind })
      await logStep(context.db, run, step, 'success', `${label} sent to ${delivery.row.to}`, { ...details, providerSid: delivery.row.providerSid })
      return
    case 'not-sent':
      await logStep(context.db, run, step, 'success', `${label} not sent (${delivery.note})`, details)
      return
    case 'skipped':
    case 'waiting':
      return
    case 'blocked':
      await logStep(context.db, run, step, 'success', `${label} not sent: ${delivery.block.note}`, { ...details, reason: delivery.block.reason })
      return
    case 'held':
      await logStep(context.db, run, step, 'warning', `${label} held, not sent (${delivery.row.lastError}); it waits in the outbox`, details)
      return
    case 'in-flight':
      throw new RetryStep('the text is being sent by another attempt')
    case 'refused':
      await recordLeadEvent(context.db, run.leadId, 'text-refused', { textId: delivery.row.id, code: delivery.failure.code ?? null, to: delivery.row.to })
      await logStep(context.db, run, step, 'warning', `${label} refused for good by Twilio (${delivery.failure.message}): no text goes to ${delivery.row.to} again`, { ...details, code: delivery.failure.code })
      return
    case 'failed':
      await handleProviderFailure(context, run, step, 'Twilio', delivery.failure, attempt, { status: 'error', message: `${label} not sent; it stays in the outbox, marked failed` })
      return
  }
}
