import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import { assessmentReports, leads, outbox } from '@/server/db/schema'
import { jobNames } from '@/server/jobs/names'
import { pipelineSteps } from '@/shared/automation'
import { recordLogEntry } from './automation-log'
import { recordLeadEvent } from './lead-events'
import type { PipelineContext } from './pipeline/context'

/**
 * The unsubscribe link in every e-mail to a lead: the lead is marked, and the scheduled
 * follow-ups are cancelled (their outbox rows and their delayed jobs), in one transaction, with
 * the assessment reports whose e-mails are not all written yet (their waiting jobs too; a report
 * already generated keeps its page). The follow-up and report steps check the mark again before
 * sending, in case a job was already running.
 */
export function createUnsubscribes(context: PipelineContext) {
  const findLead = async (token: string) => {
    if (!token || token.length > 200) return undefined
    const [lead] = await context.db.select().from(leads).where(eq(leads.unsubscribeToken, token))
    return lead
  }

  return {
    /** Whether the token names a lead, and whether it is already unsubscribed (for the GET page). */
    async check(token: string) {
      const lead = await findLead(token)
      return lead ? { found: true as const, unsubscribed: lead.unsubscribedAt !== null } : { found: false as const }
    },

    async unsubscribe(token: string): Promise<{ found: false } | { found: true; cancelled: number; already: boolean }> {
      const lead = await findLead(token)
      if (!lead) return { found: false }
      return context.db.transaction(async (tx) => {
        const marked = await tx
          .update(leads)
          .set({ unsubscribedAt: context.now(), updatedAt: context.now() })
          .where(and(eq(leads.id, lead.id), isNull(leads.unsubscribedAt)))
          .returning({ id: leads.id })
        const cancelled = await tx
          .update(outbox)
          .set({ status: 'cancelled', updatedAt: context.now() })
          .where(and(eq(outbox.leadId, lead.id), eq(outbox.status, 'scheduled')))
          .returning({ jobId: outbox.jobId })
        const jobIds = cancelled.flatMap((row) => (row.jobId ? [row.jobId] : []))
        await context.queue.cancel(jobNames.followUp, jobIds, { tx })
        const reports = await tx
          .update(assessmentReports)
          .set({ status: 'cancelled' })
          .where(
            and(
              eq(assessmentReports.leadId, lead.id),
              ne(assessmentReports.status, 'cancelled'),
              // Delivered in full (its last e-mail written) is not cancelled after the fact.
              sql`not exists (select 1 from ${outbox} where ${outbox.idempotencyKey} = 'assessment-report:' || ${assessmentReports.assessmentId})`,
            ),
          )
          .returning({ analysisJobId: assessmentReports.analysisJobId, strategyJobId: assessmentReports.strategyJobId })
        await context.queue.cancel(jobNames.reportAnalysis, reports.flatMap((row) => (row.analysisJobId ? [row.analysisJobId] : [])), { tx })
        await context.queue.cancel(jobNames.reportStrategy, reports.flatMap((row) => (row.strategyJobId ? [row.strategyJobId] : [])), { tx })
        if (marked.length > 0) {
          await recordLeadEvent(tx, lead.id, 'unsubscribed', { followUpsCancelled: cancelled.length })
          const stoppedReports = reports.length > 0 ? `; the assessment report's remaining e-mails stopped` : ''
          await recordLogEntry(tx, {
            step: pipelineSteps.unsubscribe,
            status: 'success',
            message: `The lead unsubscribed; ${cancelled.length} scheduled follow-up${cancelled.length === 1 ? '' : 's'} cancelled${stoppedReports}`,
            details: { cancelled: cancelled.length, reportsCancelled: reports.length },
            leadName: lead.fullName,
            businessName: lead.businessName,
            leadId: lead.id,
          })
        }
        return { found: true, cancelled: cancelled.length, already: marked.length === 0 }
      })
    },
  }
}
