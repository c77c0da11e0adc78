import { and, desc, gte, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { assessments, contactSubmissions } from '@/server/db/schema'
import { csvRecord } from '@/server/domain/csv'
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
 * Rows per query of an export. The database writes each batch's lines (`csvLineSql`) and sends
 * them as one text, so a batch costs the server's event loop the receipt of one value, whatever
 * its size.
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

/**
 * `csvField` (shared/csv.ts) in SQL: the same neutralising of a cell a spreadsheet would read as
 * a formula, the same RFC 4180 quoting, null as empty. Written by the database so that a CSV
 * export of a large table is not the server's work: formatting 12,000 rows in JavaScript held its
 * event loop in stretches of 100-230 ms every export (a CPU profile of bench:soak), and every
 * request arriving meanwhile waited. tests/integration/back-office-submissions.test.ts checks
 * every rule on both databases against csvRecord.
 */
const csvFieldSql = (value: AnyPgColumn): SQL => {
  const safe = sql`(case when left(${value}, 1) in ('=', '+', '-', '@', chr(9), chr(13), chr(10)) then '''' || ${value} else ${value} end)`
  const quoted = sql`(case when ${value} <> translate(${value}, '",' || chr(13) || chr(10), '') then '"' || replace(${safe}, '"', '""') || '"' else ${safe} end)`
  return sql`coalesce(${quoted}, '')`
}

/** A row's CSV record with its CRLF: its text columns, then when it was received, as toISOString writes it. */
const csvLineSql = (fields: readonly AnyPgColumn[], createdAt: AnyPgColumn): SQL =>
  sql`${sql.join([...fields.map(csvFieldSql), sql`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`], sql` || ',' || `)} || chr(13) || chr(10)`

/** One table's reader: both tables have the same searchable columns and the same order. */
function createReader<Row extends { id: string; createdAt: Date }>(
  context: PipelineContext,
  table: SubmissionTable,
  csv: { columns: readonly string[]; fields: readonly AnyPgColumn[] },
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
      const line = csvLineSql(csv.fields, table.createdAt)
      let after: Cursor | undefined
      for (;;) {
        const where = and(
          matching(search),
          // The first condition lets the created_at index start the scan at the cursor.
          after
            ? sql`${table.createdAt} <= ${after.createdAt}::timestamptz and (${table.createdAt}, ${table.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
            : undefined,
        )
        const result = (await db.execute(sql`
          with batch as (
            select ${line} as line, ${table.createdAt} as at, ${table.id} as id
            from ${table}${where ? sql` where ${where}` : sql``}
            order by ${table.createdAt} desc, ${table.id} desc
            limit ${exportBatchSize}
          ), last as (select at::text as at, id::text as id from batch order by batch.at, batch.id limit 1)
          select string_agg(line, '' order by at desc, id desc) as "lines", count(*)::int as "rows",
                 (select at from last) as "lastAt", (select id from last) as "lastId"
          from batch
        `)) as unknown as { rows: { lines: string | null; rows: number; lastAt: string | null; lastId: string | null }[] }
        const batch = result.rows[0]!
        if (batch.rows === 0 || batch.lines === null) return
        yield batch.lines
        if (batch.rows < exportBatchSize) return
        after = { createdAt: batch.lastAt!, id: batch.lastId! }
      }
    },
  }
}

export function createSubmissionBook(context: PipelineContext) {
  // The CSV's columns (shared/admin.ts names them) in order; each file ends with when it was received.
  const contacts = createReader<ContactRow>(context, contactSubmissions, {
    columns: submissionCsvColumns,
    fields: [contactSubmissions.businessName, contactSubmissions.fullName, contactSubmissions.email, contactSubmissions.phone, contactSubmissions.automationNeeds],
  })
  const assessed = createReader<AssessmentRow>(context, assessments, {
    columns: assessmentCsvColumns,
    fields: [
      assessments.businessName,
      assessments.fullName,
      assessments.email,
      assessments.phone,
      assessments.businessType,
      assessments.primaryPainPoint,
      assessments.monthlyRevenue,
      assessments.currentMarketing,
      assessments.biggestGoal,
    ],
  })

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
