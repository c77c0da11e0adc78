import type { PipelineContext } from '@/server/services/pipeline/context'
import { startScheduledResearch } from '@/server/services/workflows/research-automation'
import { sendWeeklyDigest } from '@/server/services/insights/weekly-digest'
import { jobNames } from '../names'
import type { JobDefinition } from '../queue'

/**
 * The internal weekly research workflow (docs/decisions/019): pg-boss sends this job on
 * RESEARCH_SCHEDULE (set at start-up, services/workflows/research-automation.ts), and it starts a
 * research run of RESEARCH_LOCATION in every industry, which the research worker then carries out.
 * A retry cannot start a second run: a run of the same location and industry under way is kept.
 */
export function workflowJobs(context: PipelineContext): JobDefinition<any>[] {
  const weeklyResearch: JobDefinition<object> = {
    name: jobNames.researchSchedule,
    retryLimit: context.config.automation.stepRetryLimit,
    retryDelaySeconds: context.config.automation.stepRetryDelaySeconds,
    async handler(_data, job) {
      const run = await startScheduledResearch(context)
      context.log.info({ job: job.name, runId: run.id, location: run.location }, 'weekly research run started')
    },
  }
  // The owner's weekly digest (issue 24): the e-mail's key is the week, so a retry sends it once.
  const weeklyDigest: JobDefinition<object> = {
    name: jobNames.weeklyDigest,
    retryLimit: context.config.automation.stepRetryLimit,
    retryDelaySeconds: context.config.automation.stepRetryDelaySeconds,
    async handler() {
      const delivery = await sendWeeklyDigest(context)
      if (delivery.outcome === 'failed') throw new Error(`weekly digest not sent: ${delivery.failure.message}`)
    },
  }
  return [weeklyResearch, weeklyDigest]
}
