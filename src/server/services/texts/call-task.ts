import { tasks } from '@/server/db/schema'
import { oneLine } from '@/server/domain/compose-email'
import { jobNames } from '@/server/jobs/names'
import { leadNudgeVerdict } from '@/server/services/lead-events'
import type { PipelineContext } from '@/server/services/pipeline/context'
import { getRun } from '@/server/services/pipeline/records'
import { logStep } from '@/server/services/pipeline/steps/step-log'
import { pipelineSteps } from '@/shared/automation'
import { nudgeStopLabels } from '@/shared/booking'

/**
 * Day 7 of SPEC's sequence (issue 31 item 7): the task 'Call {name}' for the owner, made when it
 * falls due if the nudge rule still allows (no reply, no booking, no unsubscribe, still 'New');
 * otherwise the log says why it was not made. Once per lead.
 */
export type CallTaskJobData = { runId: string }

export async function makeDayCallTask(context: PipelineContext, runId: string) {
  const run = await getRun(context.db, runId)
  const verdict = await leadNudgeVerdict(context.db, run.leadId)
  if (!verdict.allowed) {
    await logStep(context.db, run, pipelineSteps.callTask, 'success', `Day 7 call task not made: ${nudgeStopLabels[verdict.reason]}`, { reason: verdict.reason })
    return { made: false }
  }
  const name = oneLine(run.lead.fullName, 60)
  const lead = run.lead.businessName ? `${name} (${oneLine(run.lead.businessName, 60)})` : name
  const [task] = await context.db
    .insert(tasks)
    .values({
      leadId: run.leadId,
      title: `Call ${name}`,
      description: `Day 7: ${lead} has not answered the e-mails${run.lead.phone ? ` or texts; call ${run.lead.phone}` : ''} and offer the free 30-minute consultation.`,
      type: 'Call',
      priority: 'High',
      dueDate: context.now(),
      relatedLead: lead,
      idempotencyKey: `lead:${run.leadId}:day-7-call`,
    })
    .onConflictDoNothing({ target: tasks.idempotencyKey })
    .returning({ id: tasks.id })
  if (!task) return { made: false }
  if (context.providers.live.crm.mirrorsTasks) await context.queue.enqueue(jobNames.mirrorTask, { taskId: task.id })
  await logStep(context.db, run, pipelineSteps.callTask, 'success', `Day 7: task 'Call ${name}' made for the owner`, { taskId: task.id })
  return { made: true }
}
