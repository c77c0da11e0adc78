import { and, asc, desc, eq, gt, lte, or, sql } from 'drizzle-orm'
import type { Executor } from '@/server/db/client'
import { bookings, leads } from '@/server/db/schema'
import type { AdminBooking, BookingList, LeadBooking } from '@/shared/booking'
import type { BookingRow } from './booking-effects'

/** The owner's view of the calls (issue 22 item 7): upcoming and past, and a lead's latest. */

const listLimit = 500

export function toAdminBooking(row: BookingRow, businessName: string | null): AdminBooking {
  return {
    id: row.id,
    leadId: row.leadId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    notes: row.notes,
    businessName: businessName || null,
    start: row.startAt.toISOString(),
    end: row.endAt.toISOString(),
    status: row.status,
    timeZone: row.timeZone,
    rescheduled: row.rescheduled,
    cancelledBy: row.cancelledBy,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }
}

/** Upcoming: calls not yet ended (and held ones), soonest first; past: ended, latest first. */
export async function listBookings(db: Executor, scope: 'upcoming' | 'past', now: Date, timeZone: string): Promise<BookingList> {
  const upcoming = scope === 'upcoming'
  const rows = await db
    .select({ booking: bookings, businessName: leads.businessName })
    .from(bookings)
    .leftJoin(leads, eq(bookings.leadId, leads.id))
    .where(upcoming ? or(gt(bookings.endAt, now), eq(bookings.status, 'held')) : and(lte(bookings.endAt, now), sql`${bookings.status} <> 'held'`))
    .orderBy(upcoming ? asc(bookings.startAt) : desc(bookings.startAt))
    .limit(listLimit)
  return { timeZone, bookings: rows.map((row) => toAdminBooking(row.booking, row.businessName)) }
}

/** The lead's latest booking, for its detail in the CRM. */
export async function latestBookingOf(db: Executor, leadId: string): Promise<LeadBooking | null> {
  const [row] = await db.select().from(bookings).where(eq(bookings.leadId, leadId)).orderBy(desc(bookings.createdAt)).limit(1)
  if (!row) return null
  const { id, start, end, status, rescheduled, cancelledBy, timeZone } = toAdminBooking(row, null)
  return { id, start, end, status, rescheduled, cancelledBy, timeZone }
}
