import { eq, sql } from 'drizzle-orm'
import type { Database, Executor } from '@/server/db/client'
import { insightSettings } from '@/server/db/schema'
import type { FastifyBaseLogger } from 'fastify'

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

/**
 * Folds the changes every `intervalMs` (a minute) on a timer of this process, on every instance:
 * a fold another instance has under way makes this one return at once, so they take turns. Not a
 * job: a job every minute keeps the queue busy for nothing. `stop()` waits for a fold under way.
 */
export function startInsightFolding({ db, log, intervalMs = 60_000 }: { db: Executor; log: FastifyBaseLogger; intervalMs?: number }) {
  let running: Promise<void> | undefined
  const fold = () => {
    running ??= foldInsightChanges(db)
      .then((folded) => {
        if (folded > 0) log.debug({ folded }, 'insight changes folded into their totals')
      })
      // The next fold takes them; the figures read the same meanwhile.
      .catch((error: unknown) => log.warn({ err: error }, 'insight changes not folded; the next fold takes them'))
      .finally(() => (running = undefined))
  }
  const timer = setInterval(fold, intervalMs)
  timer.unref()
  return {
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
