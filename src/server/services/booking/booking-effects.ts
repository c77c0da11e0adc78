import { randomUUID } from 'node:crypto'
import { and, eq, inArray, like } from 'drizzle-orm'
import type { Executor } from '@/server/db/client'
import { bookings, outbox, tasks } from '@/server/db/schema'
import {
  composeBookingCancellation,
  composeBookingConfirmation,
  composeBookingReminder,
  composeBookingUpdate,
  composeOwnerBookingNotice,
  parseMailbox,
  type BookedCall,
  type BookingEmail,
  type BookingEmailContext,
} from '@/server/domain/booking/compose-booking-email'
import { jobNames } from '@/server/jobs/names'
import type { JobRequest } from '@/server/jobs/queue'
import { insertEmails, type EmailDraft, type OutboxKind } from '@/server/services/pipeline/outbox'
import type { PipelineContext } from '@/server/services/pipeline/context'
import { bookingPagePath, manageBookingPath } from '@/shared/booking'
import { paths } from '@/shared/paths'
import { site } from '@/shared/site'

/**
 * What a booking, a move or a cancellation causes besides its own row, written in the same
 * transaction (issue 22 item 5): its e-mails as outbox rows with the durable jobs that send
 * them (each exactly once: the outbox claims a row before sending it), its reminders, the
 * owner's preparation task.
 */

export type BookingRow = typeof bookings.$inferSelect

/** The job that sends one of a booking's e-mails; a reminder checks it is still for this version. */
export type BookingEmailJobData = { outboxId: string; bookingId: string; sequence: number }

export function bookedCall(context: PipelineContext, booking: BookingRow): BookedCall {
  return {
    id: booking.id,
    name: booking.name,
    email: booking.email,
    phone: booking.phone,
    notes: booking.notes,
    start: booking.startAt,
    end: booking.endAt,
    timeZone: booking.timeZone,
    sequence: booking.sequence,
    manageUrl: `${context.config.publicUrl}${manageBookingPath(booking.manageToken)}`,
  }
}

export function emailContext(context: PipelineContext): BookingEmailContext {
  const sender = parseMailbox(context.config.providers.mailFrom, site.name)
  return {
    owner: parseMailbox(context.config.ownerEmail, site.founder.name),
    ownerTimeZone: context.config.ownerTimeZone,
    uidDomain: sender.email.split('@')[1] ?? 'localhost',
    now: context.now(),
    bookingPageUrl: `${context.config.publicUrl}${bookingPagePath}`,
    backOfficeUrl: `${context.config.publicUrl}${paths.admin.path}`,
  }
}

/** `to` null: the visitor has no e-mail address (a call booked by phone), and that e-mail is not written. */
type Outgoing = { key: string; kind: OutboxKind; to: string | null; email: BookingEmail; sendAfter?: Date }

/** Writes the e-mails and the jobs that send them (at once, or at `sendAfter`). */
async function queueEmails(tx: Executor, context: PipelineContext, booking: BookingRow, outgoing: Outgoing[]) {
  const addressed = outgoing.filter((one): one is Outgoing & { to: string } => one.to !== null)
  const drafts: EmailDraft[] = addressed.map(({ key, kind, to, email, sendAfter }) => ({
    subject: email.subject,
    text: email.text,
    html: email.html,
    headers: email.headers,
    calendar: email.calendar,
    idempotencyKey: key,
    kind,
    to,
    leadId: booking.leadId,
    runId: booking.runId,
    status: sendAfter ? 'scheduled' : 'pending',
    sendAfter,
    jobId: randomUUID(),
  }))
  const created = await insertEmails(tx, drafts, context.config.providers.mailFrom)
  const jobs: JobRequest[] = created.map((row) => ({
    name: jobNames.bookingEmail,
    id: row.jobId!,
    data: { outboxId: row.id, bookingId: booking.id, sequence: booking.sequence } satisfies BookingEmailJobData,
    ...(row.sendAfter ? { startAfter: row.sendAfter } : {}),
  }))
  await context.queue.enqueueMany(jobs, { tx })
  return created
}

const ownerAddress = (context: PipelineContext) => parseMailbox(context.config.ownerEmail, site.founder.name).email

/**
 * The reminders still ahead of the call (24 h and 1 h before, BookingConfig): one that would
 * fall due in the past, or within a minute, is not written (a call booked 3 hours ahead gets
 * only the 1-hour reminder).
 */
function reminders(context: PipelineContext, booking: BookingRow, call: BookedCall): Outgoing[] {
  const now = context.now().getTime()
  return context.config.booking.reminderHoursBefore.flatMap((hours): Outgoing[] => {
    const due = new Date(booking.startAt.getTime() - hours * 3600_000)
    if (due.getTime() <= now + 60_000) return []
    return [{ key: `booking-reminder-${hours}h:${booking.id}:${booking.sequence}`, kind: 'booking-reminder', to: booking.email, email: composeBookingReminder(call, hours), sendAfter: due }]
  })
}

/** When the owner's preparation task is due: an hour before the call, or at once if that has passed. */
const prepareDue = (context: PipelineContext, start: Date) => new Date(Math.max(context.now().getTime(), start.getTime() - 3600_000))

/** A new booking: confirmation, owner's notice, reminders, and the task to prepare. */
export async function bookingCreatedEffects(tx: Executor, context: PipelineContext, booking: BookingRow) {
  const call = bookedCall(context, booking)
  const mail = emailContext(context)
  const ahead = reminders(context, booking, call)
  const emails = await queueEmails(tx, context, booking, [
    { key: `booking-confirmation:${booking.id}`, kind: 'booking-confirmation', to: booking.email, email: composeBookingConfirmation(call, mail, ahead.length) },
    { key: `booking-owner-notice:${booking.id}`, kind: 'booking-owner-notice', to: ownerAddress(context), email: composeOwnerBookingNotice(call, mail) },
    ...ahead,
  ])
  const [task] = await tx
    .insert(tasks)
    .values({
      leadId: booking.leadId,
      title: `Prepare for the call with ${booking.name}`,
      description: booking.notes ? `They want to discuss: ${booking.notes}` : 'They did not say what they want to discuss.',
      type: 'Call',
      priority: 'High',
      dueDate: prepareDue(context, booking.startAt),
      relatedLead: booking.name,
      idempotencyKey: `booking:${booking.id}:prepare`,
    })
    .onConflictDoNothing({ target: tasks.idempotencyKey })
    .returning({ id: tasks.id })
  return { emails: emails.length, reminders: emails.filter((row) => row.kind === 'booking-reminder').length, taskCreated: Boolean(task) }
}

/** Cancels the reminders still waiting (their rows and their jobs). */
async function cancelReminders(tx: Executor, context: PipelineContext, bookingId: string) {
  const cancelled = await tx
    .update(outbox)
    .set({ status: 'cancelled', lastError: 'the call was moved or cancelled', updatedAt: context.now() })
    .where(and(like(outbox.idempotencyKey, `booking-reminder-%:${bookingId}:%`), inArray(outbox.status, ['scheduled', 'pending'])))
    .returning({ jobId: outbox.jobId })
  await context.queue.cancel(jobNames.bookingEmail, cancelled.flatMap((row) => (row.jobId ? [row.jobId] : [])), { tx })
  return cancelled.length
}

/** A moved call: new reminders, the invitation updated for both sides, the task's due time. */
export async function bookingMovedEffects(tx: Executor, context: PipelineContext, booking: BookingRow, previousStart: Date) {
  await cancelReminders(tx, context, booking.id)
  const call = bookedCall(context, booking)
  const mail = emailContext(context)
  await queueEmails(tx, context, booking, [
    { key: `booking-update:${booking.id}:${booking.sequence}:visitor`, kind: 'booking-update', to: booking.email, email: composeBookingUpdate(call, previousStart, mail, 'visitor') },
    { key: `booking-update:${booking.id}:${booking.sequence}:owner`, kind: 'booking-update', to: ownerAddress(context), email: composeBookingUpdate(call, previousStart, mail, 'owner') },
    ...reminders(context, booking, call),
  ])
  await tx
    .update(tasks)
    .set({ dueDate: prepareDue(context, booking.startAt) })
    .where(and(eq(tasks.idempotencyKey, `booking:${booking.id}:prepare`), eq(tasks.completed, false)))
}

/** A cancelled call: the reminders stop, both sides get METHOD:CANCEL, the preparation task goes. */
export async function bookingCancelledEffects(tx: Executor, context: PipelineContext, booking: BookingRow, cancelledBy: 'visitor' | 'owner') {
  const remindersCancelled = await cancelReminders(tx, context, booking.id)
  const call = bookedCall(context, booking)
  const mail = emailContext(context)
  await queueEmails(tx, context, booking, [
    { key: `booking-cancellation:${booking.id}:visitor`, kind: 'booking-cancellation', to: booking.email, email: composeBookingCancellation(call, cancelledBy, mail, 'visitor') },
    { key: `booking-cancellation:${booking.id}:owner`, kind: 'booking-cancellation', to: ownerAddress(context), email: composeBookingCancellation(call, cancelledBy, mail, 'owner') },
  ])
  await tx.delete(tasks).where(and(eq(tasks.idempotencyKey, `booking:${booking.id}:prepare`), eq(tasks.completed, false)))
  return { remindersCancelled }
}
