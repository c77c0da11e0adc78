import { deliverResearchOutreach, type ResearchOutreachJobData } from '@/server/services/research/actions'
import { performResearchRun } from '@/server/services/research/run-job'
import { researchRetryLimit, type ResearchRunJobData } from '@/server/services/research/runs'
import { attemptOf, type PipelineContext } from '@/server/services/pipeline/context'
import { jobNames } from '../names'
import type { JobDefinition } from '../queue'

/**
 * Business research's workers: a research run (services/research/run-job.ts), retried once
 * after a failure, never expired while it may still honestly be running; and the e-mail the
 * operator confirmed on the research tab. Both wait for a quiet moment, so a visitor's first
 * answer goes first. The weekly schedule's handler lives beside these, with the workflows.
 */
export function researchJobs(context: PipelineContext): JobDefinition<any>[] {
  const { config } = context
  const run: JobDefinition<ResearchRunJobData> = {
    name: jobNames.researchRun,
    retryLimit: researchRetryLimit,
    retryDelaySeconds: config.automation.stepRetryDelaySeconds,
    // Runs of other locations or industries go side by side; the same one is never started twice (runs.ts).
    batchSize: 2,
    concurrent: true,
    expireInSeconds: Math.ceil(config.research.runTimeoutMs / 1000) + 120,
    async handler({ runId }, job) {
      await context.foreground.quiet()
      await performResearchRun(context, runId, attemptOf(job))
    },
  }
  const outreach: JobDefinition<ResearchOutreachJobData> = {
    name: jobNames.sendResearchOutreach,
    retryLimit: config.automation.stepRetryLimit,
    retryDelaySeconds: config.automation.stepRetryDelaySeconds,
    concurrent: true,
    async handler({ outboxId }, job) {
      await context.foreground.quiet()
      await deliverResearchOutreach(context, outboxId, attemptOf(job))
    },
  }
  return [run, outreach]
}
