import { attemptOf, type Attempt, type PipelineContext } from '@/server/services/pipeline/context'
import type { JobDefinition } from '../queue'

/**
 * Retried like the pipeline's steps: at most `stepRetryLimit` times, with backoff. Jobs of
 * different leads are independent; a slow provider call should not hold up the batch.
 */
export function stepRetry(context: PipelineContext) {
  const { automation } = context.config
  return { retryLimit: automation.stepRetryLimit, retryDelaySeconds: automation.stepRetryDelaySeconds, concurrent: true }
}

/**
 * The job of a background step (an e-mail, a mirror), retried like the pipeline's steps unless
 * `options` say otherwise. It first waits for a quiet moment, so that submissions and first
 * answers go first.
 */
export function backgroundStepJob<Data>(
  context: PipelineContext,
  name: string,
  step: (data: Data, attempt: Attempt) => Promise<unknown>,
  options: Omit<Partial<JobDefinition<Data>>, 'name' | 'handler'> = {},
): JobDefinition<Data> {
  return {
    name,
    ...stepRetry(context),
    ...options,
    async handler(data, job) {
      await context.foreground.quiet()
      await step(data, attemptOf(job))
    },
  }
}
