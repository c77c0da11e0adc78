import type { OutreachJobData } from '@/server/services/back-office/lead-creation'
import { sendOutreach } from '@/server/services/back-office/outreach'
import { mirrorSalesTask } from '@/server/services/back-office/task-mirror'
import type { TaskMirrorJobData } from '@/server/services/back-office/tasks'
import { attemptOf, type PipelineContext } from '@/server/services/pipeline/context'
import { jobNames } from '../names'
import type { JobDefinition } from '../queue'

/**
 * The back office's workers: the outreach e-mail of a lead the owner added, and the Notion
 * mirror of a task the owner added. Retried like the pipeline's steps; both wait for a quiet
 * moment, so a visitor's first answer goes first.
 */
export function backOfficeJobs(context: PipelineContext): JobDefinition<any>[] {
  const { config } = context
  const retry = { retryLimit: config.automation.stepRetryLimit, retryDelaySeconds: config.automation.stepRetryDelaySeconds, concurrent: true }

  const outreach: JobDefinition<OutreachJobData> = {
    name: jobNames.sendOutreach,
    ...retry,
    async handler({ outboxId }, job) {
      await context.foreground.quiet()
      await sendOutreach(context, outboxId, attemptOf(job))
    },
  }
  const taskMirror: JobDefinition<TaskMirrorJobData> = {
    name: jobNames.mirrorTask,
    ...retry,
    async handler({ taskId }, job) {
      await context.foreground.quiet()
      await mirrorSalesTask(context, taskId, attemptOf(job))
    },
  }
  return [outreach, taskMirror]
}
