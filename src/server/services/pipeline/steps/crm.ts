import { withEmail } from '@/server/services/pipeline/records'
import { and, eq, isNull } from 'drizzle-orm'
import type { LeadAnalysis } from '@/server/db/documents'
import { leads, tasks } from '@/server/db/schema'
import type { CrmProvider } from '@/server/providers/types'
import { pipelineSteps } from '@/shared/automation'
import { providersFor, type Attempt, type PipelineContext } from '../context'
import { leadForMirrors, type RunWithLead } from '../records'
import { handleProviderFailure, logStep } from './step-log'

/**
 * Mirrors the lead and its tasks into Notion when configured. The page id is stored on the row
 * as soon as Notion answers, and the provider finds a page an earlier attempt created, so no
 * retry makes a second page.
 */
export async function mirrorToCrm(context: PipelineContext, run: RunWithLead, analysis: LeadAnalysis, attempt: Attempt) {
  const step = pipelineSteps.crm
  const { crm } = providersFor(context, run.mode)
  if (crm.kind === 'local') {
    await logStep(context.db, run, step, 'success', 'Lead and tasks kept in our own CRM tables (Notion not configured)')
    return { mirrored: false }
  }

  const [lead] = await context.db.select().from(leads).where(eq(leads.id, run.leadId))
  let pageId = lead!.notionPageId
  let created = false
  if (!pageId) {
    const mirrored = await crm.mirrorLead(leadForMirrors(run.leadId, withEmail(lead!), analysis))
    if (!mirrored.ok) {
      await handleProviderFailure(context, run, step, 'Notion', mirrored.failure, attempt, { status: 'error', message: 'Lead not mirrored to Notion' })
      return { mirrored: false }
    }
    pageId = mirrored.value.pageId
    created = mirrored.value.created
    await context.db.update(leads).set({ notionPageId: pageId }).where(and(eq(leads.id, run.leadId), isNull(leads.notionPageId)))
  }

  let tasksMirrored = 0
  if (crm.mirrorsTasks) {
    const pending = await context.db.select().from(tasks).where(and(eq(tasks.leadId, run.leadId), isNull(tasks.notionPageId)))
    for (const task of pending) {
      const mirrored = await mirrorTaskRow(context, crm, task)
      if (!mirrored.ok) {
        await handleProviderFailure(context, run, step, 'Notion', mirrored.failure, attempt, {
          status: 'error',
          message: `Lead mirrored to Notion, but ${pending.length - tasksMirrored} tasks not`,
        })
        return { mirrored: true }
      }
      tasksMirrored += 1
    }
  }
  const what = created ? 'page created' : pageId === lead!.notionPageId ? 'page already there' : 'page found from an earlier attempt'
  await logStep(context.db, run, step, 'success', `Lead mirrored to Notion (${what})${tasksMirrored ? `, ${tasksMirrored} tasks mirrored` : ''}`, {
    notionPageId: pageId,
    tasksMirrored,
  })
  return { mirrored: true }
}

/**
 * Mirrors one task row to Notion and stores its page id at once, so a retry finds it and makes
 * no second page. Shared by the pipeline's CRM step and the back office's new sales tasks.
 */
export async function mirrorTaskRow(context: PipelineContext, crm: CrmProvider, task: typeof tasks.$inferSelect) {
  const mirrored = await crm.mirrorTask({
    taskId: task.id,
    title: task.title,
    description: task.description,
    type: task.type,
    priority: task.priority,
    dueDate: task.dueDate,
    relatedLead: task.relatedLead ?? '',
    completed: task.completed,
  })
  if (mirrored.ok && mirrored.value.pageId) {
    await context.db.update(tasks).set({ notionPageId: mirrored.value.pageId }).where(and(eq(tasks.id, task.id), isNull(tasks.notionPageId)))
  }
  return mirrored
}
