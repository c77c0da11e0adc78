import type { OutreachJobData } from '@/server/services/back-office/lead-creation'
import { sendOutreach } from '@/server/services/back-office/outreach'
import { mirrorSalesTask } from '@/server/services/back-office/task-mirror'
import type { TaskMirrorJobData } from '@/server/services/back-office/tasks'
import type { PipelineContext } from '@/server/services/pipeline/context'
import { jobNames } from '../names'
import type { JobDefinition } from '../queue'
import { backgroundStepJob } from './background-step'

/**
 * The back office's workers: the outreach e-mail of a lead the owner added, and the Notion
 * mirror of a task the owner added. Retried like the pipeline's steps; both wait for a quiet
 * moment, so a visitor's first answer goes first.
 */
export function backOfficeJobs(context: PipelineContext): JobDefinition<any>[] {
  return [
    backgroundStepJob<OutreachJobData>(context, jobNames.sendOutreach, ({ outboxId }, attempt) => sendOutreach(context, outboxId, attempt)),
    backgroundStepJob<TaskMirrorJobData>(context, jobNames.mirrorTask, ({ taskId }, attempt) => mirrorSalesTask(context, taskId, attempt)),
  ]
}
