import { and, desc, gte, sql, type SQL } from 'drizzle-orm'
import { assessments, contactSubmissions } from '@/server/db/schema'
import { csvRecord, type CsvValue } from '@/server/domain/csv'
import { startOfDay } from '@/server/domain/day-start'
import type { PipelineContext } from '@/server/services/pipeline/context'
import {
  assessmentCsvColumns,
  submissionCsvColumns,
  type AssessmentList,
  type StoredAssessment,
  type StoredSubmission,
  type SubmissionCounts,
  type SubmissionList,
} from '@/shared/admin'
import { offsetOf, pageInfo, searchFor, type PageRequest } from './query-parts'

/**
 * SPEC §2 "Contact Submissions" (and the assessments, the same way): a page of rows, the four
 * counters, and the whole filtered set as CSV, read in keyset batches so an export of any size
 * streams in constant memory.
 */

const weekMs = 7 * 24 * 60 * 60 * 1000
/**
 * Rows per query of an export. Each batch is mapped and written in one go, holding the event loop
 * meanwhile: at 1,000 rows an export of 12,000 held it for stretches of 150-240 ms (a CPU profile
 * of bench:soak), and a form token asked for during exports took p99 41 ms / max 63 ms; at 500,
 * 22-28 / 30-38 ms, the export itself 130 → 160 ms (its queries doubled). At 250 the export took
 * 185-220 ms for little more.
 */
export const exportBatchSize = 500

type ContactRow = typeof contactSubmissions.$inferSelect
type AssessmentRow = typeof assessments.$inferSelect
type SubmissionTable = typeof contactSubmissions | typeof assessments

/** Where a row of a batch ends, to the microsecond (a JS Date keeps only milliseconds). */
type Cursor = { createdAt: string; id: string }

export function toStoredSubmission(row: ContactRow): StoredSubmission {
  return {
    id: row.id,
    businessName: row.businessName,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    automationNeeds: row.automationNeeds,
    createdAt: row.createdAt.toISOString(),
    quarantineReason: row.quarantineReason,
  }
}

export function toStoredAssessment(row: AssessmentRow): StoredAssessment {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    businessName: row.businessName,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    businessType: row.businessType,
    primaryPainPoint: row.primaryPainPoint,
    monthlyRevenue: row.monthlyRevenue,
    currentMarketing: row.currentMarketing,
    biggestGoal: row.biggestGoal,
    quarantineReason: row.quarantineReason,
  }
}

const contactCsvRow = (row: ContactRow): CsvValue[] => [
  row.businessName,
  row.fullName,
  row.email,
  row.phone,
  row.automationNeeds,
  row.createdAt.toISOString(),
]

const assessmentCsvRow = (row: AssessmentRow): CsvValue[] => [
  row.businessName,
  row.fullName,
  row.email,
  row.phone,
  row.businessType,
  row.primaryPainPoint,
  row.monthlyRevenue,
  row.currentMarketing,
  row.biggestGoal,
  row.createdAt.toISOString(),
]

/** One table's reader: both tables have the same searchable columns and the same order. */
function createReader<Row extends { id: string; createdAt: Date }>(
  context: PipelineContext,
  table: SubmissionTable,
  csv: { columns: readonly string[]; row: (row: Row) => CsvValue[] },
) {
  const { db } = context
  const matching = (search: string | undefined): SQL | undefined => searchFor(table.searchText, search)
  const newestFirst = [desc(table.createdAt), desc(table.id)]
  // Drizzle types a row of a union of tables loosely; each reader is made for one table and its Row.
  const asRow = (row: unknown) => row as Row

  return {
    /**
     * SPEC's counters: all rows, the last 7 days, today (owner's time zone), and the rows the
     * search matches. Each is its own subquery so each can use its index (created_at, trigram).
     */
    async counts(search: string | undefined): Promise<SubmissionCounts> {
      const now = context.now()
      const weekAgo = new Date(now.getTime() - weekMs)
      const today = startOfDay(now, context.config.ownerTimeZone)
      const filter = matching(search)
      const countWhere = (where: SQL | undefined) => sql`(select count(*)::int from ${table}${where ? sql` where ${where}` : sql``})`
      const result = (await db.execute(sql`
        select ${countWhere(undefined)} as "total",
               ${countWhere(gte(table.createdAt, weekAgo))} as "thisWeek",
               ${countWhere(gte(table.createdAt, today))} as "today",
               ${filter ? countWhere(filter) : sql`null`} as "filtered"
      `)) as unknown as { rows: { total: number; thisWeek: number; today: number; filtered: number | null }[] }
      const row = result.rows[0]!
      return { total: row.total, thisWeek: row.thisWeek, today: row.today, filtered: row.filtered ?? row.total }
    },

    /** One page of the matching rows, newest first. */
    async page(request: PageRequest, search: string | undefined): Promise<Row[]> {
      const rows = await db
        .select({ row: table })
        .from(table)
        .where(matching(search))
        .orderBy(...newestFirst)
        .limit(request.pageSize)
        .offset(offsetOf(request))
      return rows.map(({ row }) => asRow(row))
    },

    /**
     * Every matching row as CSV, newest first: the header, then one chunk per batch. Each batch
     * starts after the last row of the one before by (created_at, id), so rows are neither
     * skipped nor repeated and memory stays at one batch whatever the table's size.
     */
    async *csv(search: string | undefined): AsyncGenerator<string> {
      yield csvRecord(csv.columns)
      let after: Cursor | undefined
      for (;;) {
        const rows: (Row & { cursor: string })[] = await db
          .select({ row: table, cursor: sql<string>`${table.createdAt}::text` })
          .from(table)
          .where(
            and(
              matching(search),
              // The first condition lets the created_at index start the scan at the cursor.
              after
                ? sql`${table.createdAt} <= ${after.createdAt}::timestamptz and (${table.createdAt}, ${table.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
                : undefined,
            ),
          )
          .orderBy(...newestFirst)
          .limit(exportBatchSize)
          .then((batch) => batch.map(({ row, cursor }) => ({ ...asRow(row), cursor })))
        if (rows.length === 0) return
        yield rows.map((row) => csvRecord(csv.row(row))).join('')
        if (rows.length < exportBatchSize) return
        const last = rows.at(-1)!
        after = { createdAt: last.cursor, id: last.id }
      }
    },
  }
}

export function createSubmissionBook(context: PipelineContext) {
  const contacts = createReader<ContactRow>(context, contactSubmissions, { columns: submissionCsvColumns, row: contactCsvRow })
  const assessed = createReader<AssessmentRow>(context, assessments, { columns: assessmentCsvColumns, row: assessmentCsvRow })

  return {
    /** GET /api/contact-submissions */
    async submissions(request: PageRequest, search: string | undefined): Promise<SubmissionList> {
      const [counts, rows] = await Promise.all([contacts.counts(search), contacts.page(request, search)])
      return { submissions: rows.map(toStoredSubmission), counts, page: pageInfo(request, counts.filtered) }
    },
    /** GET /api/contact-submissions/export.csv */
    submissionsCsv: (search: string | undefined) => contacts.csv(search),

    /** GET /api/assessments */
    async assessments(request: PageRequest, search: string | undefined): Promise<AssessmentList> {
      const [counts, rows] = await Promise.all([assessed.counts(search), assessed.page(request, search)])
      return { assessments: rows.map(toStoredAssessment), counts, page: pageInfo(request, counts.filtered) }
    },
    /** GET /api/assessments/export.csv */
    assessmentsCsv: (search: string | undefined) => assessed.csv(search),
  }
}

export type SubmissionBook = ReturnType<typeof createSubmissionBook>
