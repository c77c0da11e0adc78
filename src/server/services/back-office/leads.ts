import { and, asc, desc, eq, getTableColumns, notInArray, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Executor } from '@/server/db/client'
import { assessmentReports, assessments, automationLogs, contactSubmissions, leads, outbox, tasks, undeliverableAddresses } from '@/server/db/schema'
import type { PipelineContext } from '@/server/services/pipeline/context'
import {
  leadStatuses,
  lostStatus,
  wonStatus,
  type LeadDetail,
  type LeadStages,
  type LeadEmail,
  type LeadList,
  type LeadStatus,
  type LeadSubmission,
  type LeadSummary,
  type UpdateLeadRequest,
} from '@/shared/admin'
import { countAll, isUuid, offsetOf, pageInfo, qualified, realLeads, searchFor, type PageRequest } from './query-parts'
import { toStoredAssessment, toStoredSubmission } from './submissions'
import { taskOrder, toSalesTask } from './tasks'
import { latestBookingOf } from '../booking/booking-list'
import { recordAdOutcome } from '../ads/meta-conversions'
import { leadNudgeVerdict, recordLeadEvent } from '../lead-events'
import { stageTimes, type StageRow } from '../insights/stage-times'

/** The CRM's leads (SPEC §2 "Recent Restaurant Leads"): list, detail, status and priority changes. */

/** E-mails the lead received: not the owner's notifications about them. */
// E-mails to the owner about the lead (its notice, a reply's notice) are not e-mails to the lead.
const toTheLead = notInArray(outbox.kind, ['owner-notification', 'reply-notification'])

/** The latest `column` of `table`'s rows that belong to the lead of the outer query. */
const latestOfLead = (table: typeof outbox | typeof contactSubmissions | typeof assessments, column: AnyPgColumn, where: SQL = sql`true`) =>
  sql`(select max(${qualified(table, column)}) from ${table} where ${qualified(table, table.leadId)} = ${qualified(leads, leads.id)} and ${where})`

/**
 * The last time we were in touch: the latest e-mail sent to the lead, or their latest
 * submission, whichever is later; null (shown as never) for a lead the owner added and nobody
 * has written to yet.
 */
const lastContact = sql`greatest(
  ${latestOfLead(outbox, outbox.sentAt, sql`${qualified(outbox, outbox.status)} = 'sent' and ${qualified(outbox, outbox.kind)} <> 'owner-notification'`)},
  ${latestOfLead(contactSubmissions, contactSubmissions.createdAt)},
  ${latestOfLead(assessments, assessments.createdAt)}
)`.mapWith(leads.createdAt)

/** A permanent bounce made the lead's address undeliverable (issue 23). */
const undeliverable = sql<boolean>`exists (select 1 from ${undeliverableAddresses} where ${undeliverableAddresses.address} = lower(${qualified(leads, leads.email)}))`

const summaryColumns = { ...getTableColumns(leads), lastContact, undeliverable }

type SummaryRow = typeof leads.$inferSelect & { lastContact: Date | null; undeliverable: boolean }

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

/** When the lead reached each stage (services/insights/stage-times.ts). */
async function stagesOf(db: Executor, id: string): Promise<LeadStages> {
  const result = (await db.execute(stageTimes(sql`l.id = ${id}`))) as unknown as { rows: StageRow[] }
  const row = result.rows[0]
  return {
    firstAnswerSentAt: isoOrNull(row?.first_answer_sent_at ?? null),
    firstReplyAt: isoOrNull(row?.first_reply_at ?? null),
    callBookedAt: isoOrNull(row?.call_booked_at ?? null),
    proposalSentAt: isoOrNull(row?.proposal_sent_at ?? null),
    wonAt: isoOrNull(row?.won_at ?? null),
    lostAt: isoOrNull(row?.lost_at ?? null),
  }
}

const asLeadStatus = (status: string): LeadStatus => (leadStatuses as readonly string[]).includes(status) ? (status as LeadStatus) : 'New'

export function toLeadSummary(row: SummaryRow): LeadSummary {
  return {
    id: row.id,
    name: row.fullName,
    restaurant: row.businessName,
    email: row.email,
    phone: row.phone,
    status: asLeadStatus(row.status),
    priority: row.priority,
    score: row.score,
    source: row.source,
    estimatedValue: row.estimatedValue,
    lastContact: row.lastContact?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    unsubscribed: row.unsubscribedAt !== null,
    repliedAt: row.firstReplyAt?.toISOString() ?? null,
    undeliverable: row.undeliverable === true,
  }
}

async function findSummary(db: Executor, id: string): Promise<SummaryRow | undefined> {
  if (!isUuid(id)) return undefined
  const [row] = await db.select(summaryColumns).from(leads).where(and(eq(leads.id, id), realLeads))
  return row
}

export async function leadSummary(db: Executor, id: string): Promise<LeadSummary | null> {
  const row = await findSummary(db, id)
  return row ? toLeadSummary(row) : null
}

export function createLeadBook(context: PipelineContext) {
  const { db } = context

  return {
    /** GET /api/notion/leads: newest first; search on name, business and e-mail. */
    async list(query: PageRequest & { search?: string }): Promise<LeadList> {
      const page: PageRequest = { page: query.page, pageSize: query.pageSize }
      const where: SQL | undefined = and(realLeads, searchFor(leads.searchText, query.search))
      const [[counted], rows] = await Promise.all([
        db.select({ total: countAll }).from(leads).where(where),
        db
          .select(summaryColumns)
          .from(leads)
          .where(where)
          .orderBy(desc(leads.createdAt), desc(leads.id))
          .limit(page.pageSize)
          .offset(offsetOf(page)),
      ])
      return { leads: rows.map(toLeadSummary), page: pageInfo(page, counted?.total ?? 0) }
    },

    /** GET /api/admin/leads/:id: everything we know of one lead; null when there is no such lead. */
    async detail(id: string): Promise<LeadDetail | null> {
      const lead = await findSummary(db, id)
      if (!lead) return null
      const [contacts, assessed, log, emails, leadTasks, reports, booking, nudge, stages] = await Promise.all([
        db.select().from(contactSubmissions).where(eq(contactSubmissions.leadId, id)),
        db.select().from(assessments).where(eq(assessments.leadId, id)),
        db.select().from(automationLogs).where(eq(automationLogs.leadId, id)).orderBy(asc(automationLogs.createdAt), asc(automationLogs.seq)),
        db.select().from(outbox).where(and(eq(outbox.leadId, id), toTheLead)).orderBy(asc(outbox.createdAt), asc(outbox.id)),
        db.select().from(tasks).where(eq(tasks.leadId, id)).orderBy(...taskOrder),
        db.select().from(assessmentReports).where(eq(assessmentReports.leadId, id)).orderBy(asc(assessmentReports.createdAt)),
        latestBookingOf(db, id),
        leadNudgeVerdict(db, id),
        stagesOf(db, id),
      ])
      const emailStatus = (key: string) => emails.find((email) => email.idempotencyKey === key)?.status ?? null
      const submissions: LeadSubmission[] = [
        ...contacts.map((row): LeadSubmission => ({ type: 'contact', ...toStoredSubmission(row) })),
        ...assessed.map((row): LeadSubmission => ({ type: 'assessment', ...toStoredAssessment(row) })),
      ].sort((a, b) => a.createdAt.localeCompare(b.createdAt))

      return {
        lead: {
          ...toLeadSummary(lead),
          dealValue: lead.dealValue,
          lostReason: lead.lostReason,
          stages,
          notes: lead.notes,
          scoredBy: lead.scoredBy,
          // Rows written outside the pipeline (seeded, migrated) may carry no groups.
          breakdown: (lead.scoreBreakdown?.groups ?? []).map((group) => ({ key: group.key, label: group.label, weight: group.weight, points: group.points })),
        },
        submissions,
        log: log.map((entry) => ({
          id: entry.id,
          step: entry.step,
          status: entry.status,
          message: entry.message,
          timestamp: entry.createdAt.toISOString(),
        })),
        emails: emails.map(toLeadEmail),
        tasks: leadTasks.map(toSalesTask),
        booking,
        nudge,
        reports: reports.map((report) => ({
          id: report.id,
          assessmentId: report.assessmentId,
          status: report.status,
          generatedBy: report.generatedBy,
          createdAt: report.createdAt.toISOString(),
          generatedAt: report.generatedAt?.toISOString() ?? null,
          url: `/report/${report.token}`,
          analysisEmail: emailStatus(`assessment-analysis:${report.assessmentId}`),
          strategyEmail: emailStatus(`assessment-report:${report.assessmentId}`),
        })),
      }
    },

    /**
     * PATCH /api/admin/leads/:id: the owner moves a deal along (to 'Lost' with why), re-prioritises
     * it, or confirms what it is worth (null: back to the estimate).
     */
    async update(id: string, changes: UpdateLeadRequest): Promise<LeadSummary | null> {
      if (!isUuid(id)) return null
      const updated = await db.transaction(async (tx) => {
        const [before] = await tx.select({ status: leads.status }).from(leads).where(and(eq(leads.id, id), realLeads)).for('update')
        if (!before) return false
        await tx
          .update(leads)
          .set({
            ...(changes.status ? { status: changes.status, lostReason: changes.status === lostStatus ? changes.lostReason : null } : {}),
            ...(changes.priority ? { priority: changes.priority } : {}),
            ...(changes.dealValue !== undefined ? { dealValue: changes.dealValue } : {}),
            updatedAt: context.now(),
          })
          .where(eq(leads.id, id))
        // On the lead's timeline: the nudge rule and the insights read status changes from there.
        if (changes.status && changes.status !== before.status) await recordLeadEvent(tx, id, 'status-changed', {
            from: before.status,
            to: changes.status,
            by: 'owner',
            ...(changes.status === lostStatus ? { reason: changes.lostReason } : {}),
          })
        // A customer won: the ad platform that brought the lead hears of it (the first time only).
        if (changes.status === wonStatus && before.status !== wonStatus) await recordAdOutcome(tx, context, id, { kind: 'won' })
        return true
      })
      if (!updated) return null
      return leadSummary(db, id)
    },
  }
}

export type LeadBook = ReturnType<typeof createLeadBook>

export function toLeadEmail(row: typeof outbox.$inferSelect): LeadEmail {
  return {
    id: row.id,
    kind: row.kind,
    to: row.to,
    subject: row.subject,
    status: row.status,
    sendAfter: row.sendAfter?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
  }
}
