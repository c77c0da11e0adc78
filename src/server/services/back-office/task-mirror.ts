import { eq } from 'drizzle-orm'
import { tasks } from '@/server/db/schema'
import { recordLogEntry } from '@/server/services/automation-log'
import { RetryStep, type Attempt, type PipelineContext } from '@/server/services/pipeline/context'
import { mirrorTaskRow } from '@/server/services/pipeline/steps/crm'
import { pipelineSteps } from '@/shared/automation'

/**
 * A sales task added in the back office, mirrored to the Notion tasks database (when one is
 * configured). The provider finds a page an earlier attempt made (by "Task ID"), and the page id
 * is stored at once, so a retry makes no second page. Retried like a pipeline step; the last
 * failure is logged.
 */
export async function mirrorSalesTask(context: PipelineContext, taskId: string, attempt: Attempt) {
  const { crm } = context.providers.live
  if (!crm.mirrorsTasks) return { mirrored: false }
  const [task] = await context.db.select().from(tasks).where(eq(tasks.id, taskId))
  if (!task || task.notionPageId) return { mirrored: false }

  const mirrored = await mirrorTaskRow(context, crm, task)
  if (!mirrored.ok) {
    const problem = `Notion ${mirrored.failure.kind} (${mirrored.failure.message})`
    if (!attempt.last) throw new RetryStep(`task mirror: ${problem}`)
    context.log.warn({ taskId, failure: mirrored.failure }, 'sales task not mirrored to Notion')
    await recordLogEntry(context.db, {
      step: pipelineSteps.crm,
      status: 'error',
      message: `Task "${task.title}" not mirrored to Notion: ${problem}`,
      details: { taskId, attempts: attempt.of },
      leadId: task.leadId,
    })
    return { mirrored: false }
  }
  await recordLogEntry(context.db, {
    step: pipelineSteps.crm,
    status: 'success',
    message: `Task "${task.title}" mirrored to Notion`,
    details: { taskId, notionPageId: mirrored.value.pageId },
    leadId: task.leadId,
  })
  return { mirrored: true }
}
