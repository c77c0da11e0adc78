import { eq, sql } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { insightSettings } from '@/server/db/schema'

/**
 * The insights' running totals are kept per day of the owner's time zone (migration 0013): made
 * whole at the first start, and again when OWNER_TIME_ZONE changes, in one transaction (the
 * triggers keep them from then on). Instances starting together take turns. Says whether it
 * rebuilt them.
 */
export async function keepInsightTotalsIn(database: Database, timeZone: string): Promise<boolean> {
  return database.withLock('bluegrass:insight-totals', async () => {
    const [settings] = await database.db.select({ timeZone: insightSettings.timeZone }).from(insightSettings).where(eq(insightSettings.id, 1))
    if (settings?.timeZone === timeZone) return false
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select insight_rebuild(${timeZone})`)
    })
    return true
  })
}
