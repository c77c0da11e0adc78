import { and, asc, eq, gt, isNotNull, or, sql } from 'drizzle-orm'
import type { Executor } from '@/server/db/client'
import { leadEvents, leads } from '@/server/db/schema'
import type { GoogleConversion } from '@/server/domain/ads/google-conversions'
import { wonStatus } from '@/shared/admin'

/** How far back the feed reaches: Google takes conversions up to 90 days after the click. */
export const conversionWindowDays = 90

/**
 * The conversions of leads a Google ad brought (their first touch carries a gclid, as ad-form
 * leads' do) in the last 90 days: each booked call, and the first time each became a customer,
 * with its value (the owner's deal value, else the estimate).
 */
export async function googleConversions(db: Executor, now: Date): Promise<GoogleConversion[]> {
  const gclid = sql<string>`${leads.firstTouch}->>'gclid'`
  const rows = await db
    .select({ leadId: leads.id, gclid, type: leadEvents.type, to: sql<string | null>`${leadEvents.data}->>'to'`, at: leadEvents.at, value: sql<number | null>`coalesce(${leads.dealValue}, ${leads.estimatedValue})` })
    .from(leadEvents)
    .innerJoin(leads, eq(leads.id, leadEvents.leadId))
    .where(
      and(
        gt(leadEvents.at, new Date(now.getTime() - conversionWindowDays * 24 * 3600 * 1000)),
        isNotNull(gclid),
        or(eq(leadEvents.type, 'booked'), and(eq(leadEvents.type, 'status-changed'), sql`${leadEvents.data}->>'to' = ${wonStatus}`)),
      ),
    )
    .orderBy(asc(leadEvents.at))
  const wonAlready = new Set<string>()
  return rows.flatMap((row): GoogleConversion[] => {
    if (row.type === 'booked') return [{ gclid: row.gclid, kind: 'booked', at: row.at, value: null }]
    if (wonAlready.has(row.leadId)) return []
    wonAlready.add(row.leadId)
    return [{ gclid: row.gclid, kind: 'won', at: row.at, value: row.value === null ? null : Number(row.value) }]
  })
}
