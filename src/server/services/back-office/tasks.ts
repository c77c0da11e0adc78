import { randomUUID } from 'node:crypto'
import { asc, desc, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { leads, tasks } from '@/server/db/schema'
import { localDateTime } from '@/server/domain/day-start'
import { jobNames } from '@/server/jobs/names'
import type { PipelineContext } from '@/server/services/pipeline/context'
import type { createTaskRequestSchema, CreateTaskResponse, SalesTask, TaskList } from '@/shared/admin'
import { countAll, isUuid, offsetOf, pageInfo, type PageRequest } from './query-parts'
import { applyTaskRule, findRelatedLead } from './task-automation'

/** SPEC §2 "Sales Tasks": the owner's list, new tasks with their automation rule, and ticking them off. */

export type NewTask = z.output<typeof createTaskRequestSchema>
export type TaskRow = typeof tasks.$inferSelect
export type TaskMirrorJobData = { taskId: string }

/** Open tasks first, the soonest due first (undated last); then done ones, the latest done first. */
export const taskOrder = [
  asc(tasks.completed),
  sql`case when ${tasks.completed} then null else ${tasks.dueDate} end asc nulls last`,
  sql`${tasks.completedAt} desc nulls last`,
  desc(tasks.createdAt),
  desc(tasks.id),
]

export function toSalesTask(row: TaskRow): SalesTask {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    priority: row.priority,
    dueDate: row.dueDate?.toISOString() ?? null,
    relatedLead: row.relatedLead ?? '',
    leadId: row.leadId,
    completed: row.completed,
    createdAt: row.createdAt.toISOString(),
  }
}

/** Tasks of the automation test's sample leads are not the owner's. */
const notOfSampleLeads = sql`${leads.isSample} is not true`

/** Due at 17:00 the owner's time on a calendar date, or at the instant a full timestamp names. */
export function dueDateOf(value: string | undefined, timeZone: string): Date | null {
  if (!value) return null
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return localDateTime(value, { hour: 17, minute: 0 }, timeZone)
  return new Date(value)
}

export function createTaskBook(context: PipelineContext) {
  const { db } = context

  return {
    /** GET /api/notion/tasks */
    async list(page: PageRequest): Promise<TaskList> {
      const [[counted], rows] = await Promise.all([
        db.select({ total: countAll }).from(tasks).leftJoin(leads, eq(tasks.leadId, leads.id)).where(notOfSampleLeads),
        db
          .select({ task: tasks })
          .from(tasks)
          .leftJoin(leads, eq(tasks.leadId, leads.id))
          .where(notOfSampleLeads)
          .orderBy(...taskOrder)
          .limit(page.pageSize)
          .offset(offsetOf(page)),
      ])
      return { tasks: rows.map((row) => toSalesTask(row.task)), page: pageInfo(page, counted?.total ?? 0) }
    },

    /**
     * POST /api/notion/tasks: stores the task, applies the automation rule (task-automation.ts)
     * and, when Notion has a tasks database, queues its mirror, all in one transaction.
     */
    async create(request: NewTask): Promise<CreateTaskResponse> {
      const id = randomUUID()
      const now = context.now()
      const dueDate = dueDateOf(request.dueDate, context.config.ownerTimeZone)
      const description = request.description ?? ''
      const lead = await findRelatedLead(db, request.relatedLead)
      const mirrored = context.providers.live.crm.mirrorsTasks

      const { row, rule } = await db.transaction(async (tx) => {
        const rule = await applyTaskRule(tx, context, { id, title: request.title, description, type: request.type, relatedLead: request.relatedLead, dueDate }, lead)
        const [row] = await tx
          .insert(tasks)
          .values({
            id,
            title: request.title,
            description: rule.completionNote ? [description, rule.completionNote].filter(Boolean).join('\n\n') : description,
            type: request.type,
            priority: request.priority,
            dueDate,
            relatedLead: request.relatedLead || null,
            leadId: lead?.id ?? null,
            completed: rule.automation.actuallyCompleted,
            completedAt: rule.automation.actuallyCompleted ? now : null,
            createdAt: now,
          })
          .returning()
        if (mirrored) await context.queue.enqueue<TaskMirrorJobData>(jobNames.mirrorTask, { taskId: id }, { tx })
        return { row: row!, rule }
      })
      if (mirrored) context.queue.notify(jobNames.mirrorTask)
      return {
        success: true,
        message: mirrored ? `${rule.message}; Notion mirror queued` : rule.message,
        task: toSalesTask(row),
        automation: rule.automation,
      }
    },

    /** PATCH /api/notion/tasks/:id: ticks a task off or opens it again; null for no such task. */
    async setCompleted(id: string, completed: boolean): Promise<SalesTask | null> {
      if (!isUuid(id)) return null
      const [row] = await db
        .update(tasks)
        .set({ completed, completedAt: completed ? sql`coalesce(${tasks.completedAt}, ${context.now().toISOString()}::timestamptz)` : null })
        .where(eq(tasks.id, id))
        .returning()
      return row ? toSalesTask(row) : null
    },
  }
}

export type TaskBook = ReturnType<typeof createTaskBook>
