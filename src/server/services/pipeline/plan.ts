import type { LeadAnalysis } from '@/server/db/documents'
import { jobNames } from '@/server/jobs/names'
import type { JobRequest } from '@/server/jobs/queue'
import { onlyAttempt, providersFor, type PipelineContext } from './context'
import { storeAnalysis, type RunWithLead } from './records'
import { analysisLog } from './steps/analyse'
import { mirrorToCrm } from './steps/crm'
import { createTaskSet, scheduleFollowUps } from './steps/follow-up-set'
import { postToMake } from './steps/make'
import { logSteps, type StepLog } from './steps/step-log'
import { scheduleFollowUpText } from '../texts/lead-texts'
import { queueOwnerAlert } from '../texts/owner-alerts'
import type { CallTaskJobData } from '../texts/call-task'
import type { Executor } from '@/server/db/client'
import { pipelineSteps } from '@/shared/automation'

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

/**
 * The jobs an analysed run starts: with texts on (TWILIO_* set), the first text too, which sends
 * only with the lead's consent (services/texts/lead-texts.ts). Texts off, no job is made for it.
 */
export function jobsAfterAnalysis(runId: string, options: { textsOn: boolean }): JobRequest[] {
  const data: RunJobData = { runId }
  return [
    { name: jobNames.firstAnswer, data },
    ...(options.textsOn ? [{ name: jobNames.firstText, data }] : []),
    { name: jobNames.followThrough, data },
  ]
}

/** The steps promised within seconds: their workers are woken as soon as their jobs are committed. */
const promptSteps = new Set<string>([jobNames.analyseLead, jobNames.firstAnswer, jobNames.firstText])

/**
 * Wakes the workers of the prompt steps among `jobs`, once they are committed, and only those: a
 * wake makes a fetch, and waking the first text's worker for a run that has no text job (texts
 * off) made one empty fetch per submission, half of a spike's job-queue statements (decision 061).
 * The other jobs wake their workers through the queue (jobs/queue.ts, at most every 200 ms).
 */
export function wakePromptWorkers(context: PipelineContext, jobs: readonly JobRequest[]) {
  for (const name of new Set(jobs.map((job) => job.name))) if (promptSteps.has(name)) context.queue.notify(name)
}

/** Whether the run's texts can go anywhere: a live run with Twilio configured. */
export const textsOn = (context: PipelineContext, mode: RunWithLead['mode']) => providersFor(context, mode).sms.kind !== 'local'

/**
 * From the analysis job (a language model answered, or gave up): stores the analysis with the
 * jobs that follow it; a second call for the same run (a retried job) changes nothing.
 */
export async function commitAnalysis(context: PipelineContext, run: RunWithLead, analysis: LeadAnalysis): Promise<boolean> {
  const jobs = jobsAfterAnalysis(run.id, { textsOn: textsOn(context, run.mode) })
  const fresh = await context.db.transaction(async (tx) => {
    if (!(await storeAnalysis(tx, run, analysis))) return false
    await logSteps(tx, run, [analysisLog(analysis)])
    await context.queue.enqueueMany(jobs, { tx })
    return true
  })
  if (fresh) wakePromptWorkers(context, jobs)
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
    const texts = await scheduleTextSequence(tx, context, run)
    // A hot lead is told to the owner's phone too (OWNER_PHONE), once per lead.
    if (run.mode === 'live' && analysis.priority === 'High') {
      await queueOwnerAlert(tx, context, { key: `hot-lead:${run.leadId}`, what: 'hot-lead', leadId: run.leadId, fullName: run.lead.fullName, businessName: run.lead.businessName })
    }
    await logSteps(tx, run, [tasks.log, followUps.log, ...texts])
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

/**
 * SPEC's sequence after the Day 1 e-mail (issue 31 item 7): the Day 3 text (with consent, texts
 * on) and the Day 7 'Call {name}' task, each a delayed job that asks the nudge rule when it falls
 * due. Once per lead (a repeat submission's run adds neither); none for a sandbox run.
 */
async function scheduleTextSequence(tx: Executor, context: PipelineContext, run: RunWithLead): Promise<StepLog[]> {
  if (run.mode !== 'live' || run.lead.unsubscribedAt) return []
  const logs: StepLog[] = []
  const text = await scheduleFollowUpText(tx, context, run)
  if (text) logs.push({ step: pipelineSteps.followUpText, status: 'success', message: 'Day 3 text scheduled', details: { textId: text.id, at: text.sendAfter?.toISOString() } })
  const startAfter = new Date(context.now().getTime() + context.config.texts.callTaskDelaySeconds * 1000)
  const data: CallTaskJobData = { runId: run.id }
  // Said in the log when it falls due (made, or not and why), not now: every lead has one.
  await context.queue.enqueue(jobNames.callTask, data, { tx, startAfter, singletonKey: `day-7-call:${run.leadId}` })
  return logs
}
