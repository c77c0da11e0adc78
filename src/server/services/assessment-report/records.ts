import { randomBytes, randomUUID } from 'node:crypto'
import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import type { AppConfig } from '@/server/config'
import type { Executor } from '@/server/db/client'
import { assessmentReports, assessments, automationRuns } from '@/server/db/schema'
import type { Opportunity, ReportAnswers, StrategyReport } from '@/server/domain/assessment-report'
import { jobNames } from '@/server/jobs/names'
import type { PipelineContext } from '@/server/services/pipeline/context'
import { getRun, type RunWithLead } from '@/server/services/pipeline/records'
import type { StepLog } from '@/server/services/pipeline/steps/step-log'
import { pipelineSteps } from '@/shared/automation'

/**
 * The assessment report's rows (docs/decisions/016): one per assessment, written with it, with
 * the delayed job of its AI analysis; the analysis job generates it once and schedules the
 * strategy report's job.
 */

export type ReportRow = typeof assessmentReports.$inferSelect
export type ReportJobData = { reportId: string }
export type GeneratedReport = { generatedBy: 'openai' | 'local'; analysis: Opportunity[]; strategy: StrategyReport }

/** The key of the report's web page: 256 random bits, URL-safe; nothing about the lead in it. */
export const newReportToken = () => randomBytes(32).toString('base64url')

/** The report's web page, as linked from the strategy e-mail. */
export function reportUrl(config: Pick<AppConfig, 'publicUrl'>, token: string): string {
  return `${config.publicUrl}/report/${encodeURIComponent(token)}`
}

const minutes = (seconds: number) => {
  const value = Math.round(seconds / 60)
  return value === 1 ? '1 minute' : `${value} minutes`
}

/**
 * From the intake, in the transaction that stores the assessment: the report's row and the
 * delayed job of its AI analysis, due `reportDelaysSeconds.analysis` after the submission.
 * Returns the log entry that says so.
 */
export async function scheduleAssessmentReport(tx: Executor, context: PipelineContext, run: { id: string; leadId: string; submissionId: string | null }): Promise<StepLog> {
  const analysisJobId = randomUUID()
  const [report] = await tx
    .insert(assessmentReports)
    .values({ leadId: run.leadId, assessmentId: run.submissionId!, runId: run.id, token: newReportToken(), analysisJobId })
    .returning()
  const { analysis, strategy } = context.config.automation.reportDelaysSeconds
  const data: ReportJobData = { reportId: report!.id }
  await context.queue.enqueueMany([{ name: jobNames.reportAnalysis, id: analysisJobId, data, startAfter: new Date(report!.createdAt.getTime() + analysis * 1000) }], { tx })
  return {
    step: pipelineSteps.reportAnalysis,
    status: 'success',
    message: `Assessment report scheduled: the AI analysis e-mail in ${minutes(analysis)}, the strategy report in ${minutes(strategy)}`,
    details: { reportId: report!.id, analysisDelaySeconds: analysis, strategyDelaySeconds: strategy },
  }
}

export type LoadedReport = { report: ReportRow; run: RunWithLead; answers: ReportAnswers }

/** The report with its run (and lead) and the nine answers it is made from. */
export async function loadReport(db: Executor, reportId: string): Promise<LoadedReport | undefined> {
  const [row] = await db
    .select()
    .from(assessmentReports)
    .innerJoin(assessments, eq(assessments.id, assessmentReports.assessmentId))
    .where(eq(assessmentReports.id, reportId))
  if (!row) return undefined
  const report = row.assessment_reports
  const assessment = row.assessments
  const runId = report.runId ?? (await runOfAssessment(db, assessment.id))
  const run = await getRun(db, runId)
  const answers = {
    businessName: assessment.businessName,
    fullName: assessment.fullName,
    businessType: assessment.businessType,
    primaryPainPoint: assessment.primaryPainPoint,
    monthlyRevenue: assessment.monthlyRevenue,
    currentMarketing: assessment.currentMarketing,
    biggestGoal: assessment.biggestGoal,
  } as ReportAnswers // validated by the assessment schema when it was submitted
  return { report, run, answers }
}

async function runOfAssessment(db: Executor, assessmentId: string): Promise<string> {
  const [run] = await db.select({ id: automationRuns.id }).from(automationRuns).where(eq(automationRuns.submissionId, assessmentId))
  if (!run) throw new Error(`No automation run for assessment ${assessmentId}`)
  return run.id
}

/** Stores the generated report, once: a second generation (a retried or racing job) stores nothing. */
export async function storeGenerated(db: Executor, reportId: string, generated: GeneratedReport, at: Date): Promise<boolean> {
  const stored = await db
    .update(assessmentReports)
    .set({
      generatedBy: generated.generatedBy,
      analysis: generated.analysis,
      strategy: generated.strategy,
      generatedAt: at,
      // A report cancelled meanwhile stays cancelled (its page still shows what was generated).
      status: sql`case when ${assessmentReports.status} = 'queued' then 'ready' else ${assessmentReports.status} end`,
    })
    .where(and(eq(assessmentReports.id, reportId), isNull(assessmentReports.generatedAt)))
    .returning({ id: assessmentReports.id })
  return stored.length > 0
}

export function generatedOf(report: ReportRow): GeneratedReport | undefined {
  if (!report.generatedAt || !report.generatedBy || !report.analysis || !report.strategy) return undefined
  return { generatedBy: report.generatedBy, analysis: report.analysis, strategy: report.strategy }
}

export async function cancelReport(db: Executor, reportId: string): Promise<void> {
  await db.update(assessmentReports).set({ status: 'cancelled' }).where(and(eq(assessmentReports.id, reportId), ne(assessmentReports.status, 'cancelled')))
}

/**
 * The strategy report's delayed job, due `reportDelaysSeconds.strategy` after the submission,
 * committed with its id on the report: once per report, and never for a cancelled one.
 */
export async function scheduleStrategyReport(context: PipelineContext, report: ReportRow): Promise<boolean> {
  const scheduled = await context.db.transaction(async (tx) => {
    const jobId = randomUUID()
    const [claimed] = await tx
      .update(assessmentReports)
      .set({ strategyJobId: jobId })
      .where(and(eq(assessmentReports.id, report.id), isNull(assessmentReports.strategyJobId), ne(assessmentReports.status, 'cancelled')))
      .returning({ id: assessmentReports.id })
    if (!claimed) return false
    const data: ReportJobData = { reportId: report.id }
    const dueAt = new Date(report.createdAt.getTime() + context.config.automation.reportDelaysSeconds.strategy * 1000)
    await context.queue.enqueueMany([{ name: jobNames.reportStrategy, id: jobId, data, startAfter: dueAt }], { tx })
    return true
  })
  if (scheduled) context.queue.notify(jobNames.reportStrategy)
  return scheduled
}
