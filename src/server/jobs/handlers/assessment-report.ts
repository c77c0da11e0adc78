import { attemptOf, type PipelineContext } from '@/server/services/pipeline/context'
import type { ReportJobData } from '@/server/services/assessment-report/records'
import { sendAnalysisReport, sendStrategyReport } from '@/server/services/assessment-report/send'
import { jobNames } from '../names'
import type { JobDefinition } from '../queue'

/**
 * The assessment report's workers (docs/decisions/016), retried like the pipeline's steps (at
 * most `stepRetryLimit` times, with backoff). Both are background work: submissions and first
 * answers go first.
 */
export function assessmentReportJobs(context: PipelineContext): JobDefinition<ReportJobData>[] {
  const { config } = context
  const retry = { retryLimit: config.automation.stepRetryLimit, retryDelaySeconds: config.automation.stepRetryDelaySeconds, concurrent: true }
  const job = (name: string, step: typeof sendAnalysisReport): JobDefinition<ReportJobData> => ({
    name,
    ...retry,
    async handler({ reportId }, info) {
      await context.foreground.quiet()
      await step(context, reportId, attemptOf(info))
    },
  })
  return [job(jobNames.reportAnalysis, sendAnalysisReport), job(jobNames.reportStrategy, sendStrategyReport)]
}
