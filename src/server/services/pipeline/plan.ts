import type { LeadAnalysis } from '@/server/db/documents'
import { jobNames } from '@/server/jobs/names'
import type { JobRequest } from '@/server/jobs/queue'
import { onlyAttempt, providersFor, type PipelineContext } from './context'
import { storeAnalysis, type RunWithLead } from './records'
import { analysisLog } from './steps/analyse'
import { mirrorToCrm } from './steps/crm'
import { createTaskSet, scheduleFollowUps } from './steps/follow-up-set'
import { postToMake } from './steps/make'
import { logSteps } from './steps/step-log'

/**
 * How the steps of one run follow each other (DESIGN "The lead-response pipeline"):
 *
 *   analysis ─┬─▶ first answer                      (speed to lead: its own job, woken at once)
 *             └─▶ follow-through: task set + follow-ups scheduled ─▶ CRM, Make, owner jobs
 *
 * Each arrow is a job committed in the same transaction as the work before it, so nothing is
 * lost between steps, and each job is retried on its own.
 */

export type RunJobData = { runId: string }

/** The jobs an analysed run starts. */
export function jobsAfterAnalysis(runId: string): JobRequest[] {
  const data: RunJobData = { runId }
  return [
    { name: jobNames.firstAnswer, data },
    { name: jobNames.followThrough, data },
  ]
}

/**
 * From the analysis job (a language model answered, or gave up): stores the analysis with the
 * jobs that follow it; a second call for the same run (a retried job) changes nothing.
 */
export async function commitAnalysis(context: PipelineContext, run: RunWithLead, analysis: LeadAnalysis): Promise<boolean> {
  const fresh = await context.db.transaction(async (tx) => {
    if (!(await storeAnalysis(tx, run, analysis))) return false
    await logSteps(tx, run, [analysisLog(analysis)])
    await context.queue.enqueueMany(jobsAfterAnalysis(run.id), { tx })
    return true
  })
  if (fresh) context.queue.notify(jobNames.firstAnswer)
  return fresh
}

/**
 * What needs no third party, in one transaction: the 5-task set and the scheduled follow-ups,
 * and (from a worker) the jobs of the CRM, Make and owner steps. A local CRM and an unconnected
 * Make need no job: their steps only write their log entry. Once per lead; a retry adds nothing.
 */
export async function followThrough(
  context: PipelineContext,
  run: RunWithLead,
  analysis: LeadAnalysis,
  options: { enqueueNext: boolean },
): Promise<{ tasksCreated: number; followUpsScheduled: number }> {
  const { crm, make } = providersFor(context, run.mode)
  const result = await context.db.transaction(async (tx) => {
    const tasks = await createTaskSet(tx, context, run, analysis)
    const followUps = await scheduleFollowUps(tx, context, run, analysis)
    await logSteps(tx, run, [tasks.log, followUps.log])
    if (options.enqueueNext) {
      const data: RunJobData = { runId: run.id }
      await context.queue.enqueueMany(
        [
          ...(crm.kind !== 'local' ? [{ name: jobNames.mirrorToCrm, data }] : []),
          ...(make.webhookConfigured ? [{ name: jobNames.postToMake, data }] : []),
          { name: jobNames.notifyOwner, data },
        ],
        { tx },
      )
    }
    return { tasksCreated: tasks.created, followUpsScheduled: followUps.scheduled }
  })
  if (options.enqueueNext) {
    if (crm.kind === 'local') await mirrorToCrm(context, run, analysis, onlyAttempt)
    if (!make.webhookConfigured) await postToMake(context, run, analysis, onlyAttempt)
  }
  return result
}
