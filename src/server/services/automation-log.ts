import { randomUUID } from 'node:crypto'
import { desc, eq } from 'drizzle-orm'
import { automationLogs } from '@/server/db/schema'
import type { Executor } from '@/server/db/client'
import { batchOn } from '@/server/db/statement-batch'
import type { LogEntry } from '@/shared/automation-test'

export type LogStatus = (typeof automationLogs.$inferInsert)['status']

export type LogEntryInput = {
  step: string
  status: LogStatus
  message: string
  details?: Record<string, unknown>
  leadName?: string | null
  businessName?: string | null
  /** The pipeline run the entry belongs to, so one run's entries can be read back together. */
  runId?: string | null
  leadId?: string | null
}

/** Entries written together by steps run side by side, in one statement (decision 056); each keeps its own id. */
const insertLogEntries = batchOn(async (db, entries: (LogEntryInput & { id: string })[]) => {
  const rows = await db.insert(automationLogs).values(entries).returning()
  const byId = new Map(rows.map((row) => [row.id, row]))
  return entries.map((entry) => byId.get(entry.id)!)
})

/** Writes one SPEC §3 log entry; /automation/logs reads them back. */
export async function recordLogEntry(db: Executor, entry: LogEntryInput) {
  return insertLogEntries(db, { ...entry, id: randomUUID() })
}

/** Several entries in one statement, in the order given. */
export async function recordLogEntries(db: Executor, entries: LogEntryInput[]) {
  if (entries.length === 0) return
  await db.insert(automationLogs).values(entries)
}

type LogRow = typeof automationLogs.$inferSelect

export function toLogEntry(row: LogRow): LogEntry {
  return {
    id: row.id,
    step: row.step,
    status: row.status,
    message: row.message,
    details: row.details ?? null,
    timestamp: row.createdAt.toISOString(),
    leadName: row.leadName,
    businessName: row.businessName,
  }
}

/** The most recent entries, newest first; one run's entries when `runId` is given. */
export async function listLogEntries(db: Executor, options: { runId?: string; limit?: number } = {}): Promise<LogEntry[]> {
  const query = db
    .select()
    .from(automationLogs)
    .where(options.runId ? eq(automationLogs.runId, options.runId) : undefined)
    .orderBy(desc(automationLogs.createdAt), desc(automationLogs.seq))
    .limit(options.limit ?? 100)
  return (await query).map(toLogEntry)
}
