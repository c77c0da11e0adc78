import type { PipelineContext } from '@/server/services/pipeline/context'
import type { ReportJobData } from '@/server/services/assessment-report/records'
import { sendAnalysisReport, sendStrategyReport } from '@/server/services/assessment-report/send'
import { jobNames } from '../names'
import type { JobDefinition } from '../queue'
import { backgroundStepJob } from './background-step'

/**
 * The assessment report's workers (docs/decisions/016), retried like the pipeline's steps (at
 * most `stepRetryLimit` times, with backoff). Both are background work: submissions and first
 * answers go first.
 */
export function assessmentReportJobs(context: PipelineContext): JobDefinition<ReportJobData>[] {
  const job = (name: string, step: typeof sendAnalysisReport) =>
    backgroundStepJob<ReportJobData>(context, name, ({ reportId }, attempt) => step(context, reportId, attempt))
  return [job(jobNames.reportAnalysis, sendAnalysisReport), job(jobNames.reportStrategy, sendStrategyReport)]
}
