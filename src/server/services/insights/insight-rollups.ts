import { eq, sql } from 'drizzle-orm'
import type { Database, Executor } from '@/server/db/client'
import { insightSettings } from '@/server/db/schema'
import { jobNames } from '@/server/jobs/names'
import type { JobQueue } from '@/server/jobs/queue'

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

/**
 * The triggers append each lead's change to `insight_day_changes` rather than add it to the day's
 * totals, so that no two submissions wait for each other's row locks (decision 054); this adds
 * them to `insight_days` and deletes them, in one statement. The insights read both tables, so a
 * fold changes no figure: it keeps the changes few. Says how many it folded (0 while another
 * instance folds).
 */
export async function foldInsightChanges(db: Executor): Promise<number> {
  const result = (await db.execute(sql`select insight_fold_changes() as folded`)) as unknown as { rows: { folded: number }[] }
  return result.rows[0]!.folded
}

/** Every minute, on whichever instance's worker takes the job (its queue exists once the workers started). */
export const insightFoldCron = '* * * * *'

export async function scheduleInsightFold(queue: JobQueue) {
  await queue.schedule(jobNames.foldInsights, insightFoldCron)
}
