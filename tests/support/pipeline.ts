import { asc, eq, sql } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { automationLogs } from '@/server/db/schema'
import { waitFor } from './wait-for'

/** Jobs due or running now (delayed follow-ups, due later, do not count). */
export async function pendingJobs(database: Database): Promise<{ name: string; state: string }[]> {
  const result = (await database.db.execute(
    sql`select name, state from pgboss.job where state in ('created', 'retry', 'active') and start_after <= now()`,
  )) as unknown as { rows: { name: string; state: string }[] }
  return result.rows
}

/**
 * Waits until the workers have nothing left to do now, seen on two polls in a row: a job failed
 * for a retry at once is due at the failing transaction's now(), which a query whose transaction
 * began a moment earlier reads as the future, so one idle reading can fall between two attempts.
 */
export async function waitForIdleQueue(database: Database, timeoutMs = 15_000) {
  let idleReadings = 0
  await waitFor(
    async () => {
      idleReadings = (await pendingJobs(database)).length === 0 ? idleReadings + 1 : 0
      return idleReadings >= 2 ? true : undefined
    },
    timeoutMs,
    'the job queue to drain',
  )
}

/** Log entries in the order they were written. */
export async function logEntries(database: Database, runId?: string) {
  return database.db
    .select()
    .from(automationLogs)
    .where(runId ? eq(automationLogs.runId, runId) : undefined)
    .orderBy(asc(automationLogs.createdAt), asc(automationLogs.seq))
}
