import type { PipelineContext } from '@/server/services/pipeline/context'
import { makeDayCallTask, type CallTaskJobData } from '@/server/services/texts/call-task'
import { sendScheduledText, type TextJobData } from '@/server/services/texts/lead-texts'
import { jobNames } from '../names'
import type { JobDefinition } from '../queue'
import { backgroundStepJob } from './background-step'

/**
 * Texts that waited (quiet hours, the Day 3 text) and the Day 7 call task (issue 31). The first
 * text itself is a step of the pipeline (handlers/pipeline.ts), run as soon as the analysis is.
 */
export function textJobs(context: PipelineContext): JobDefinition<any>[] {
  return [
    backgroundStepJob<TextJobData>(context, jobNames.sendText, ({ textId }, attempt) => sendScheduledText(context, textId, attempt)),
    backgroundStepJob<CallTaskJobData>(context, jobNames.callTask, ({ runId }) => makeDayCallTask(context, runId)),
  ]
}
