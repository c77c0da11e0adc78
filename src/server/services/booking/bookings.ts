import { randomBytes } from 'node:crypto'
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm'
import type { Executor } from '@/server/db/client'
import type { LeadFacts } from '@/server/db/documents'
import { bookings, leads } from '@/server/db/schema'
import { addDays, dayStartUtc, freeSlots, nearbySlots, ownerDay, slotVerdict, type Interval } from '@/server/domain/booking/availability'
import { callTime } from '@/server/domain/booking/compose-booking-email'
import { jobNames } from '@/server/jobs/names'
import { recordAdOutcome } from '@/server/services/ads/meta-conversions'
import { isUuid } from '@/server/services/back-office/query-parts'
import { cancelScheduledFollowUps, recordLeadEvent } from '@/server/services/lead-events'
import type { LeadIntake, SubmissionMeta } from '@/server/services/lead-intake'
import type { PipelineContext } from '@/server/services/pipeline/context'
import { createRun, getRun, upsertLead } from '@/server/services/pipeline/records'
import { consentFromForm, recordSmsConsent } from '@/server/services/texts/consent'
import { localAnalysis } from '@/server/services/pipeline/steps/analyse'
import { logSteps, type StepLog } from '@/server/services/pipeline/steps/step-log'
import { recordLogEntry } from '@/server/services/automation-log'
import { pipelineSteps } from '@/shared/automation'
import { callMinutes, nudgeStopLabels, type BookingRequest, type Slot, bookingPagePath } from '@/shared/booking'
import { readPrefillToken } from '@/server/domain/booking/prefill-token'
import type { AvailabilityStore } from './availability-store'
import { bookingCancelledEffects, bookingCreatedEffects, bookingMovedEffects, type BookingRow } from './booking-effects'
import type { CalendarFeed } from './calendar'

/**
 * Booking the free call (issue 22; docs/decisions/034). A booking, a move and a cancellation
 * each run in one transaction that first takes one advisory lock, so every check (the slot is
 * offered, free with its buffers, under the day's maximum) sees every booking committed before
 * it, on every instance: no read-then-write race. The exclusion constraint of migration 0010 is
 * a second guard under the first. The transaction writes every effect at once: the lead (found
 * or made), its status, the cancelled follow-ups, the task, the e-mails and their jobs.
 */

/** One lock for every change to the calendar, whichever instance makes it. */
const bookingLock = sql`select pg_advisory_xact_lock(hashtext('bluegrass:bookings'))`

const callMs = callMinutes * 60_000
const dayMs = 24 * 3600_000

/** A slot as the API and the page give it: ISO 8601 in UTC. */
export const isoSlot = (slot: Interval): Slot => ({ start: slot.start.toISOString(), end: slot.end.toISOString() })

/** The slot was taken, or is not offered (any more): the caller answers 409 with nearby free slots. */
class SlotUnavailable extends Error {}

export type BookOutcome =
  | { kind: 'booked'; booking: BookingRow; held: boolean }
  | { kind: 'unavailable'; slots: Interval[] }
  | { kind: 'too-many'; retryAfterSeconds: number }

export type ChangeOutcome = { kind: 'done'; booking: BookingRow } | { kind: 'unavailable'; slots: Interval[] } | { kind: 'not-found' } | { kind: 'not-changeable'; booking: BookingRow }

export type Bookings = ReturnType<typeof createBookings>

export function createBookings(context: PipelineContext, deps: { availability: AvailabilityStore; calendar: CalendarFeed; intake: Pick<LeadIntake, 'checkSubmission'> }) {
  const { db } = context
  const timeZone = context.config.ownerTimeZone

  /** Confirmed calls that could bear on slots between `from` and `to` (a day's margin each side). */
  async function callsAround(executor: Executor, from: Date, to: Date, except?: string): Promise<Interval[]> {
    const rows = await executor
      .select({ start: bookings.startAt, end: bookings.endAt })
      .from(bookings)
      .where(
        and(
          eq(bookings.status, 'confirmed'),
          lt(bookings.startAt, new Date(to.getTime() + dayMs)),
          gt(bookings.blockedUntil, new Date(from.getTime() - dayMs)),
          except ? ne(bookings.id, except) : undefined,
        ),
      )
    return rows
  }

  /** The free slots of `days` owner-local days from `from` (default: today). */
  async function slots(from: string | undefined, days: number, executor: Executor = db, except?: string): Promise<Interval[]> {
    const now = context.now()
    const firstDay = from ?? ownerDay(now, timeZone)
    const windowFrom = dayStartUtc(firstDay, timeZone)
    const windowTo = dayStartUtc(addDays(firstDay, days), timeZone)
    const [{ settings }, calls, busy] = await Promise.all([
      deps.availability.get(executor),
      callsAround(executor, windowFrom, windowTo, except),
      deps.calendar.busy({ from: windowFrom, to: windowTo }),
    ])
    return freeSlots({ rules: settings, timeZone, callMinutes, now, from: firstDay, days, bookings: calls, busy })
  }

  /**
   * The first days the slots API serves: from yesterday in the owner's zone (a visitor's today
   * may be the owner's yesterday) to the last day of the booking horizon. `from` outside them is
   * refused (routes/booking.ts) rather than computed over a range no slot can be in.
   */
  async function servedDays(): Promise<{ first: string; last: string }> {
    const today = ownerDay(context.now(), timeZone)
    const { settings } = await deps.availability.get()
    return { first: addDays(today, -1), last: addDays(today, settings.horizonDays) }
  }

  /** Free slots near a wanted time, for a 409 (the day before to two days after). */
  async function nearby(wanted: Date, except?: string): Promise<Interval[]> {
    // A time in the past or years ahead (anyone can send any date) is answered with the next free ones.
    const now = context.now().getTime()
    const around = wanted.getTime() > now && wanted.getTime() < now + 400 * dayMs ? wanted : new Date(now)
    const day = addDays(ownerDay(around, timeZone), -1)
    return nearbySlots(await slots(day < ownerDay(context.now(), timeZone) ? undefined : day, 4, db, except), around)
  }

  /**
   * Inside the lock: the slot is one the rules offer now, free of other calls (buffers included)
   * and of the owner's calendar. `busy` is read before the transaction: the lock is not held
   * while the calendar is fetched.
   */
  async function assertFree(tx: Executor, slot: Interval, busy: Interval[], except?: string) {
    await tx.execute(bookingLock)
    const { settings } = await deps.availability.get(tx)
    const calls = await callsAround(tx, slot.start, slot.end, except)
    const verdict = slotVerdict({ rules: settings, timeZone, callMinutes, now: context.now(), bookings: calls, busy, slot })
    if (!verdict.free) throw new SlotUnavailable(verdict.reason)
    return settings
  }

  const busyAround = (slot: Interval) => deps.calendar.busy({ from: new Date(slot.start.getTime() - dayMs), to: new Date(slot.end.getTime() + dayMs) })

  /** Runs a change to the calendar; a refusal (ours or the database's exclusion constraint) becomes 'unavailable'. */
  async function guarded<T>(slot: Interval, work: () => Promise<T>, except?: string): Promise<T | { kind: 'unavailable'; slots: Interval[] }> {
    try {
      return await work()
    } catch (error) {
      if (error instanceof SlotUnavailable || isExclusionViolation(error)) {
        context.metrics.bookings.inc({ outcome: 'refused-taken' })
        return { kind: 'unavailable', slots: await nearby(slot.start, except) }
      }
      throw error
    }
  }

  /**
   * Confirms a call in the transaction: the lead (found by address, case-insensitively, its
   * identity untouched; made when new), 'Demo Scheduled', follow-ups cancelled, the run its
   * e-mails belong to, the effects, the timeline and the log.
   */
  async function confirmInTransaction(tx: Executor, booking: BookingRow): Promise<BookingRow> {
    // A form's or the chat's booking always has an address; a phone booking without one is confirmed by bookByPhone.
    if (booking.email === null) throw new Error(`Booking ${booking.id} has no e-mail address: confirmed by phone, not here`)
    const facts: LeadFacts = { source: 'booking', fullName: booking.name, businessName: '', email: booking.email, phone: booking.phone, automationNeeds: booking.notes ?? undefined }
    const analysis = localAnalysis(facts)
    const lead = await upsertLead(tx, facts, analysis, { attribution: booking.attribution })
    const [before] = await tx.select({ status: leads.status }).from(leads).where(eq(leads.id, lead.id))
    await tx.update(leads).set({ status: 'Demo Scheduled', updatedAt: context.now() }).where(eq(leads.id, lead.id))
    const run = await createRun(tx, { leadId: lead.id, source: 'booking', submissionId: booking.id, mode: 'live', facts, analysis })
    const [confirmed] = await tx.update(bookings).set({ leadId: lead.id, runId: run.id, status: 'confirmed', quarantineReason: null, updatedAt: context.now() }).where(eq(bookings.id, booking.id)).returning()
    const followUpsCancelled = await cancelScheduledFollowUps(tx, context.queue, lead.id, 'booked', context.now())
    const effects = await bookingCreatedEffects(tx, context, confirmed!)
    await recordLeadEvent(tx, lead.id, 'booked', { bookingId: booking.id, start: booking.startAt.toISOString() })
    await recordAdOutcome(tx, context, lead.id, { kind: 'booked', bookingId: booking.id })
    if (before?.status !== 'Demo Scheduled') await recordLeadEvent(tx, lead.id, 'status-changed', { from: before?.status ?? null, to: 'Demo Scheduled', by: 'booking' })
    const entries: StepLog[] = [
      {
        step: pipelineSteps.booking,
        status: 'success',
        message: `Call booked for ${callTime(booking.startAt, timeZone)}; the lead is now 'Demo Scheduled'`,
        details: { bookingId: booking.id, start: booking.startAt.toISOString(), newLead: lead.inserted, reminders: effects.reminders, previousStatus: before?.status ?? null },
      },
    ]
    if (followUpsCancelled > 0) {
      entries.push({
        step: pipelineSteps.followUps,
        status: 'success',
        message: `${followUpsCancelled} scheduled follow-up${followUpsCancelled === 1 ? '' : 's'} cancelled: ${nudgeStopLabels.booked}`,
        details: { cancelled: followUpsCancelled, reason: 'booked' },
      })
    }
    await logSteps(tx, run, entries)
    return confirmed!
  }

  /** A booking's row before it is confirmed (or held for review). */
  const newRow = (request: BookingRequest, slot: Interval, bufferMinutes: number, status: 'confirmed' | 'held', quarantineReason: BookingRow['quarantineReason']) => ({
    name: request.name,
    email: request.email,
    phone: request.phone || null,
    notes: request.notes || null,
    timeZone: request.timeZone ?? timeZone,
    startAt: slot.start,
    endAt: slot.end,
    blockedUntil: new Date(slot.end.getTime() + bufferMinutes * 60_000),
    status,
    quarantineReason,
    manageToken: randomBytes(32).toString('base64url'),
    attribution: request.attribution ?? null,
  })

  async function book(request: BookingRequest, meta: SubmissionMeta): Promise<BookOutcome> {
    const verdict = await deps.intake.checkSubmission({ website: request.website, formToken: request.formToken }, meta)
    if (verdict.kind === 'reject') {
      context.metrics.bookings.inc({ outcome: 'refused-rate' })
      return { kind: 'too-many', retryAfterSeconds: verdict.retryAfterSeconds }
    }
    const start = new Date(request.start)
    const slot = { start, end: new Date(start.getTime() + callMs) }
    if (verdict.kind === 'quarantine') {
      // Stored for the owner, with no lead, no e-mail, and no hold on the slot (a bot cannot fill the calendar).
      const { settings } = await deps.availability.get()
      const [held] = await db.insert(bookings).values(newRow(request, slot, settings.bufferMinutes, 'held', verdict.reason)).returning()
      context.log.info({ reason: verdict.reason, ip: meta.ip, bookingId: held!.id }, 'booking: held for review')
      context.metrics.bookings.inc({ outcome: 'held' })
      return { kind: 'booked', booking: held!, held: true }
    }
    const busy = await busyAround(slot)
    const outcome = await guarded(slot, () =>
      context.db.transaction(async (tx) => {
        const settings = await assertFree(tx, slot, busy)
        const [row] = await tx.insert(bookings).values(newRow(request, slot, settings.bufferMinutes, 'confirmed', null)).returning()
        const confirmed = await confirmInTransaction(tx, row!)
        // Consent to texts, given with the booking (issue 31); a held booking's is not kept.
        const consent = consentFromForm(request, { page: meta.page ?? bookingPagePath, clientAddress: meta.ip })
        if (consent && confirmed.leadId) await recordSmsConsent(tx, confirmed.leadId, consent)
        return { kind: 'booked' as const, booking: confirmed, held: false }
      }),
    )
    if (outcome.kind === 'booked') {
      context.queue.notify(jobNames.bookingEmail)
      context.metrics.bookings.inc({ outcome: 'booked' })
    }
    return outcome
  }

  /**
   * A call booked by the AI receptionist for the caller (issue 32): the call itself, signed by
   * Twilio, stands for the form's bot checks; the lead is the caller's (found or made by the
   * number). A lead with an e-mail address is confirmed as a form's booking is (its run, its
   * e-mails); one without gets the owner's notice, the task and the lead's move to 'Demo
   * Scheduled', and the caller's confirmation goes by text (services/voice).
   */
  async function bookByPhone(request: { start: Date; name: string; notes: string | null; phone: string; leadId: string }): Promise<BookOutcome> {
    const slot = { start: request.start, end: new Date(request.start.getTime() + callMs) }
    const busy = await busyAround(slot)
    const outcome = await guarded(slot, () =>
      context.db.transaction(async (tx) => {
        const settings = await assertFree(tx, slot, busy)
        const [lead] = await tx.select().from(leads).where(eq(leads.id, request.leadId))
        if (!lead) throw new Error(`Lead ${request.leadId} not found`)
        const row = { ...newRow({ start: slot.start.toISOString(), name: request.name, email: lead.email ?? '', phone: request.phone, notes: request.notes ?? '', timeZone, website: '', formToken: '' }, slot, settings.bufferMinutes, 'confirmed', null), email: lead.email }
        const [booking] = await tx.insert(bookings).values(row).returning()
        if (lead.email) return { kind: 'booked' as const, booking: await confirmInTransaction(tx, booking!), held: false }
        const [confirmed] = await tx.update(bookings).set({ leadId: lead.id }).where(eq(bookings.id, booking!.id)).returning()
        await tx.update(leads).set({ status: 'Demo Scheduled', updatedAt: context.now() }).where(eq(leads.id, lead.id))
        await bookingCreatedEffects(tx, context, confirmed!)
        await recordLeadEvent(tx, lead.id, 'booked', { bookingId: booking!.id, start: slot.start.toISOString(), by: 'phone' })
        await recordAdOutcome(tx, context, lead.id, { kind: 'booked', bookingId: booking!.id })
        if (lead.status !== 'Demo Scheduled') await recordLeadEvent(tx, lead.id, 'status-changed', { from: lead.status, to: 'Demo Scheduled', by: 'booking' })
        await recordLogEntry(tx, {
          step: pipelineSteps.booking,
          status: 'success',
          message: `Call booked by phone for ${callTime(slot.start, timeZone)}; the lead is now 'Demo Scheduled'`,
          details: { bookingId: booking!.id, start: slot.start.toISOString() },
          leadId: lead.id,
          leadName: lead.fullName,
        })
        return { kind: 'booked' as const, booking: confirmed!, held: false }
      }),
    )
    if (outcome.kind === 'booked') {
      context.queue.notify(jobNames.bookingEmail)
      context.metrics.bookings.inc({ outcome: 'booked' })
    }
    return outcome
  }

  /** The owner confirms a booking held for review, if its slot is still free. */
  async function confirmHeld(id: string): Promise<ChangeOutcome> {
    const booking = await byId(id)
    if (!booking) return { kind: 'not-found' }
    if (booking.status !== 'held') return { kind: 'not-changeable', booking }
    const slot = { start: booking.startAt, end: booking.endAt }
    const busy = await busyAround(slot)
    const outcome = await guarded(slot, () =>
      context.db.transaction(async (tx) => {
        const settings = await assertFree(tx, slot, busy)
        await tx.update(bookings).set({ blockedUntil: new Date(slot.end.getTime() + settings.bufferMinutes * 60_000) }).where(eq(bookings.id, id))
        const [current] = await tx.select().from(bookings).where(and(eq(bookings.id, id), eq(bookings.status, 'held')))
        if (!current) throw new SlotUnavailable('no longer held')
        return { kind: 'done' as const, booking: await confirmInTransaction(tx, current) }
      }),
    )
    if (outcome.kind === 'done') {
      context.queue.notify(jobNames.bookingEmail)
      context.metrics.bookings.inc({ outcome: 'booked' })
    }
    return outcome
  }

  /** Moves an upcoming confirmed call (the visitor's link, or the owner on their behalf). */
  async function reschedule(id: string, newStart: string, by: 'visitor' | 'owner'): Promise<ChangeOutcome> {
    const booking = await byId(id)
    if (!booking) return { kind: 'not-found' }
    if (booking.status !== 'confirmed' || booking.startAt <= context.now()) return { kind: 'not-changeable', booking }
    const start = new Date(newStart)
    const slot = { start, end: new Date(start.getTime() + callMs) }
    const busy = await busyAround(slot)
    const outcome = await guarded(
      slot,
      () =>
        context.db.transaction(async (tx) => {
          const settings = await assertFree(tx, slot, busy, id)
          const [moved] = await tx
            .update(bookings)
            .set({
              startAt: slot.start,
              endAt: slot.end,
              blockedUntil: new Date(slot.end.getTime() + settings.bufferMinutes * 60_000),
              sequence: sql`${bookings.sequence} + 1`,
              rescheduled: sql`${bookings.rescheduled} + 1`,
              updatedAt: context.now(),
            })
            .where(and(eq(bookings.id, id), eq(bookings.status, 'confirmed')))
            .returning()
          if (!moved) throw new SlotUnavailable('the call is no longer confirmed')
          await bookingMovedEffects(tx, context, moved, booking.startAt)
          if (moved.leadId) await recordLeadEvent(tx, moved.leadId, 'rescheduled', { bookingId: id, from: booking.startAt.toISOString(), to: moved.startAt.toISOString(), by })
          await logBooking(tx, moved, `Call moved ${by === 'owner' ? 'by the owner' : 'by the lead'} from ${callTime(booking.startAt, timeZone)} to ${callTime(moved.startAt, timeZone)}`)
          return { kind: 'done' as const, booking: moved }
        }),
      id,
    )
    if (outcome.kind === 'done') {
      context.queue.notify(jobNames.bookingEmail)
      context.metrics.bookings.inc({ outcome: 'rescheduled' })
    }
    return outcome
  }

  /** Cancels a confirmed call: the slot is free again, both sides are told, the lead no longer shows a call coming. */
  async function cancel(id: string, by: 'visitor' | 'owner'): Promise<ChangeOutcome> {
    if (!isUuid(id)) return { kind: 'not-found' }
    const outcome = await context.db.transaction(async (tx): Promise<ChangeOutcome> => {
      await tx.execute(bookingLock)
      const [booking] = await tx.select().from(bookings).where(eq(bookings.id, id))
      if (!booking) return { kind: 'not-found' }
      if (booking.status !== 'confirmed' || booking.startAt <= context.now()) return { kind: 'not-changeable', booking }
      const [cancelled] = await tx
        .update(bookings)
        .set({ status: 'cancelled', cancelledBy: by, cancelledAt: context.now(), sequence: sql`${bookings.sequence} + 1`, updatedAt: context.now() })
        .where(eq(bookings.id, id))
        .returning()
      const { remindersCancelled } = await bookingCancelledEffects(tx, context, cancelled!, by)
      let statusNote = ''
      if (cancelled!.leadId) {
        // 'Interested': the lead asked for a call, and none is coming now (unless the owner moved it on meanwhile).
        const moved = await tx
          .update(leads)
          .set({ status: 'Interested', updatedAt: context.now() })
          .where(and(eq(leads.id, cancelled!.leadId), eq(leads.status, 'Demo Scheduled')))
          .returning({ id: leads.id })
        await recordLeadEvent(tx, cancelled!.leadId, 'booking-cancelled', { bookingId: id, by, start: cancelled!.startAt.toISOString() })
        if (moved.length > 0) {
          await recordLeadEvent(tx, cancelled!.leadId, 'status-changed', { from: 'Demo Scheduled', to: 'Interested', by: 'booking-cancelled' })
          statusNote = "; the lead is now 'Interested'"
        }
      }
      await logBooking(
        tx,
        cancelled!,
        `Call on ${callTime(cancelled!.startAt, timeZone)} cancelled ${by === 'owner' ? 'by the owner' : 'by the lead'}${remindersCancelled > 0 ? `, ${remindersCancelled} reminder${remindersCancelled === 1 ? '' : 's'} stopped` : ''}${statusNote}`,
      )
      return { kind: 'done', booking: cancelled! }
    })
    if (outcome.kind === 'done') {
      context.queue.notify(jobNames.bookingEmail)
      context.metrics.bookings.inc({ outcome: 'cancelled' })
    }
    return outcome
  }

  async function logBooking(tx: Executor, booking: BookingRow, message: string) {
    if (!booking.runId) return
    await logSteps(tx, await getRun(tx, booking.runId), [{ step: pipelineSteps.booking, status: 'success', message, details: { bookingId: booking.id } }])
  }

  async function byId(id: string): Promise<BookingRow | undefined> {
    if (!isUuid(id)) return undefined
    const [row] = await db.select().from(bookings).where(eq(bookings.id, id))
    return row
  }

  async function byManageToken(token: string): Promise<BookingRow | undefined> {
    if (!token || token.length > 100) return undefined
    const [row] = await db.select().from(bookings).where(eq(bookings.manageToken, token))
    return row
  }

  /**
   * Who the booking link in one of our e-mails was made for (`/book?t=`: the lead's id, signed and
   * expiring), to fill in the form; nothing for a forged, expired or unknown token.
   */
  async function prefillFor(token: string): Promise<{ name?: string; email?: string; phone?: string }> {
    const leadId = readPrefillToken(token, await context.formTokens.key(), context.now().getTime())
    if (!leadId) return {}
    const [lead] = await db.select({ fullName: leads.fullName, email: leads.email, phone: leads.phone }).from(leads).where(eq(leads.id, leadId))
    return lead ? { name: lead.fullName, email: lead.email ?? undefined, phone: lead.phone ?? undefined } : {}
  }

  return { slots, servedDays, book, bookByPhone, confirmHeld, reschedule, cancel, byId, byManageToken, nearby, prefillFor }
}

/** PostgreSQL's exclusion_violation: the database refused an overlapping call. */
function isExclusionViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: string }).code === '23P01') return true
  }
  return false
}
