import { deliverResearchOutreach, type ResearchOutreachJobData } from '@/server/services/research/actions'
import { performResearchRun } from '@/server/services/research/run-job'
import { researchRetryLimit, type ResearchRunJobData } from '@/server/services/research/runs'
import type { PipelineContext } from '@/server/services/pipeline/context'
import { jobNames } from '../names'
import type { JobDefinition } from '../queue'
import { backgroundStepJob } from './background-step'

/**
 * Business research's workers: a research run (services/research/run-job.ts), retried once
 * after a failure, never expired while it may still honestly be running; and the e-mail the
 * operator confirmed on the research tab. Both wait for a quiet moment, so a visitor's first
 * answer goes first. The weekly schedule's handler lives beside these, with the workflows.
 */
export function researchJobs(context: PipelineContext): JobDefinition<any>[] {
  const run = backgroundStepJob<ResearchRunJobData>(context, jobNames.researchRun, ({ runId }, attempt) => performResearchRun(context, runId, attempt), {
    retryLimit: researchRetryLimit,
    // Runs of other locations or industries go side by side; the same one is never started twice (runs.ts).
    batchSize: 2,
    expireInSeconds: Math.ceil(context.config.research.runTimeoutMs / 1000) + 120,
  })
  const outreach = backgroundStepJob<ResearchOutreachJobData>(context, jobNames.sendResearchOutreach, ({ outboxId }, attempt) =>
    deliverResearchOutreach(context, outboxId, attempt),
  )
  return [run, outreach]
}
