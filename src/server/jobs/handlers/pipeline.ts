import { commitAnalysis, followThrough, type RunJobData } from '@/server/services/pipeline/plan'
import { attemptOf, type Attempt, type PipelineContext } from '@/server/services/pipeline/context'
import { getRun, type RunWithLead } from '@/server/services/pipeline/records'
import { analyseLead } from '@/server/services/pipeline/steps/analyse'
import { mirrorToCrm } from '@/server/services/pipeline/steps/crm'
import { sendFirstAnswer } from '@/server/services/pipeline/steps/first-answer'
import { sendFollowUp } from '@/server/services/pipeline/steps/follow-up'
import { postToMake } from '@/server/services/pipeline/steps/make'
import { notifyOwner } from '@/server/services/pipeline/steps/owner'
import { sendFirstText } from '@/server/services/texts/lead-texts'
import type { LeadAnalysis } from '@/server/db/documents'
import { jobNames } from '../names'
import type { JobDefinition } from '../queue'
import { backgroundStepJob, stepRetry } from './background-step'
import { sendOutboxEmail, type OutboxEmailJobData } from '@/server/services/pipeline/held-mail'

export type FollowUpJobData = { outboxId: string }

type RunStep = (context: PipelineContext, run: RunWithLead, analysis: LeadAnalysis, attempt: Attempt) => Promise<unknown>

/**
 * The lead-response pipeline's workers: each job is one step, retried on its own (at most
 * `stepRetryLimit` times, with backoff) when its provider fails. The steps are the same
 * functions the synchronous automation test calls.
 */
export function pipelineJobs(context: PipelineContext): JobDefinition<any>[] {
  const { config } = context
  const retry = stepRetry(context)

  // The steps promised within seconds (the analysis and the first answer) make one provider call
  // each: a job of theirs still active after twice that call's timeout plus 10 s belongs to a
  // worker that died, and is retried then instead of after pg-boss's 15 minutes (decision 021).
  const promptStepExpiry = { expireInSeconds: Math.ceil((2 * config.automation.providerTimeoutMs) / 1000) + 10 }
  // Background steps first wait for a quiet moment, so they get longer: two minutes by default.
  // One that outlives it while still waiting is run again, which its claims make harmless.
  const backgroundStepExpiry = { expireInSeconds: Math.ceil((6 * config.automation.providerTimeoutMs) / 1000) + 60 }

  /** A step after the analysis; background ones let submissions and first answers go first. */
  const afterAnalysis = (name: string, step: RunStep, priority: 'foreground' | 'background' | 'background, one at a time'): JobDefinition<RunJobData> => ({
    name,
    ...retry,
    // Steps that are mostly statements on the database run one at a time, so that they cannot
    // crowd out the first answers when several start in a quiet moment.
    concurrent: priority !== 'background, one at a time',
    // Foreground steps take 20 a fetch, side by side: five a fetch drained a spike's backlog at
    // about 100 a second at best (decision 047). The first answer, the one admission waits on, has
    // two fetch loops on PostgreSQL (decision 048).
    ...(priority === 'foreground' ? { ...promptStepExpiry, batchSize: 20, ...(name === jobNames.firstAnswer ? { pollers: 2 } : {}) } : backgroundStepExpiry),
    async handler({ runId }, job) {
      const work = async () => {
        const run = await getRun(context.db, runId)
        if (!run.analysis) throw new Error(`Run ${runId} has no analysis yet`)
        await step(context, run, run.analysis, attemptOf(job))
      }
      if (priority === 'foreground') return context.foreground.run(work)
      await context.foreground.quiet()
      await work()
    },
  })

  return [
    {
      name: jobNames.analyseLead,
      ...retry,
      ...promptStepExpiry,
      async handler({ runId }: RunJobData, job) {
        const run = await getRun(context.db, runId)
        if (run.analysis) return
        const analysis = await analyseLead(context, run, attemptOf(job))
        await commitAnalysis(context, run, analysis)
      },
    },
    afterAnalysis(jobNames.firstAnswer, sendFirstAnswer, 'foreground'),
    afterAnalysis(jobNames.firstText, sendFirstText, 'foreground'),
    afterAnalysis(jobNames.followThrough, (context, run, analysis) => followThrough(context, run, analysis, { enqueueNext: true }), 'background, one at a time'),
    afterAnalysis(jobNames.mirrorToCrm, mirrorToCrm, 'background'),
    afterAnalysis(jobNames.postToMake, postToMake, 'background'),
    afterAnalysis(jobNames.notifyOwner, notifyOwner, 'background, one at a time'),
    backgroundStepJob<FollowUpJobData>(context, jobNames.followUp, ({ outboxId }, attempt) => sendFollowUp(context, outboxId, attempt)),
    // The owner's notice that e-mails are held, and the e-mails the owner released: at once, not
    // after the spike that held them.
    { name: jobNames.outboxEmail, ...retry, handler: (data: OutboxEmailJobData, job) => sendOutboxEmail(context, data, attemptOf(job)) },
  ]
}
