import { randomUUID } from 'node:crypto'
import { and, asc, desc, eq, lte, or, sql } from 'drizzle-orm'
import type { Executor } from '@/server/db/client'
import { leads, outbox } from '@/server/db/schema'
import { composeTaskEmail } from '@/server/domain/compose-email'
import type { PipelineContext } from '@/server/services/pipeline/context'
import { withEmail, type LeadWithEmail } from '@/server/services/pipeline/records'
import { unsubscribeUrl } from '@/server/services/pipeline/unsubscribe-link'
import type { CreateTaskResponse, SalesTask } from '@/shared/admin'
import { realLeads } from './query-parts'
import { zonedFormatter } from '@/shared/zoned-time'

/**
 * What a new sales task can do by itself (docs/decisions/013): an 'Email' task for a known lead
 * prepares the e-mail as a draft; a 'Follow-up' task that a scheduled follow-up e-mail already
 * covers is done before anyone does it.
 */

export type LeadRow = typeof leads.$inferSelect

/**
 * The lead a task's free-text "related lead" names, compared case-insensitively with a lead's
 * e-mail, name, business, or the "Name (Business)" form the pipeline's own tasks use. An e-mail
 * match wins; among several leads of one name, the newest.
 */
export async function findRelatedLead(db: Executor, relatedLead: string | undefined): Promise<LeadRow | undefined> {
  const term = relatedLead?.trim()
  if (!term) return undefined
  const byEmail = sql`lower(${leads.email}) = lower(${term})`
  const [lead] = await db
    .select()
    .from(leads)
    .where(
      and(
        realLeads,
        or(
          byEmail,
          sql`lower(${leads.fullName}) = lower(${term})`,
          sql`lower(${leads.businessName}) = lower(${term})`,
          sql`lower(${leads.fullName} || ' (' || ${leads.businessName} || ')') = lower(${term})`,
        ),
      ),
    )
    .orderBy(sql`${byEmail} desc`, desc(leads.createdAt), desc(leads.id))
    .limit(1)
  return lead
}

/** The domain part of the sender, for the draft's Message-ID (as the outbox writes them). */
const messageDomain = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost'

/**
 * Rule (a): the draft of an 'Email' task, in the outbox as 'draft' (no job sends a draft; the
 * owner reviews it first). Its key `task-email:<task>` makes one draft per task.
 */
export async function draftTaskEmail(
  tx: Executor,
  context: PipelineContext,
  task: { id: string; title: string; description: string },
  lead: LeadWithEmail,
) {
  const email = composeTaskEmail({
    fullName: lead.fullName,
    businessName: lead.businessName,
    subject: task.title,
    body: task.description,
    unsubscribeUrl: unsubscribeUrl(context.config, lead.unsubscribeToken),
  })
  const id = randomUUID()
  const [row] = await tx
    .insert(outbox)
    .values({
      id,
      idempotencyKey: `task-email:${task.id}`,
      kind: 'task-email',
      leadId: lead.id,
      to: lead.email,
      ...email,
      status: 'draft',
      messageId: `<${id}@${messageDomain(context.config.providers.mailFrom)}>`,
    })
    .onConflictDoNothing({ target: outbox.idempotencyKey })
    .returning()
  return row
}

/**
 * Rule (b): the follow-up e-mail already scheduled for the lead that covers a task due at
 * `dueDate` (one that goes out by then; any, for a task with no due date), the soonest first.
 */
export async function coveringFollowUp(db: Executor, leadId: string, dueDate: Date | null) {
  const [row] = await db
    .select()
    .from(outbox)
    .where(
      and(
        eq(outbox.leadId, leadId),
        eq(outbox.kind, 'follow-up'),
        eq(outbox.status, 'scheduled'),
        dueDate ? lte(outbox.sendAfter, dueDate) : undefined,
      ),
    )
    .orderBy(asc(outbox.sendAfter), asc(outbox.id))
    .limit(1)
  return row
}

/** A moment as the owner reads it: "Mar 3, 2026, 10:00 AM EST". */
const formatInstant = (instant: Date, timeZone: string) =>
  zonedFormatter(timeZone, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(instant)

export type TaskRuleInput = Pick<SalesTask, 'id' | 'title' | 'description' | 'type'> & { relatedLead?: string; dueDate: Date | null }

export type TaskRuleOutcome = {
  automation: CreateTaskResponse['automation']
  /** What happened, for the answer's message. */
  message: string
  /** Rule (b): the line added to the task's description saying which e-mail did it. */
  completionNote?: string
}

/** Applies rule (a), (b) or neither to a task about to be stored, in its transaction. */
export async function applyTaskRule(tx: Executor, context: PipelineContext, task: TaskRuleInput, lead: LeadRow | undefined): Promise<TaskRuleOutcome> {
  const nothing = { actuallyCompleted: false, autoPrepared: false }
  if (!lead) {
    const unmatched = task.relatedLead && (task.type === 'Email' || task.type === 'Follow-up')
    return { automation: nothing, message: unmatched ? `Task added; no lead matches "${task.relatedLead}"` : 'Task added' }
  }
  if (task.type === 'Email') {
    if (lead.unsubscribedAt) {
      return { automation: nothing, message: `Task added for ${lead.fullName}; no e-mail drafted: the lead has unsubscribed` }
    }
    if (lead.email === null) {
      return { automation: nothing, message: `Task added for ${lead.fullName}; no e-mail drafted: the lead has no e-mail address (it reached us by phone)` }
    }
    const draft = await draftTaskEmail(tx, context, task, withEmail(lead))
    return {
      automation: { actuallyCompleted: false, autoPrepared: true },
      message: `Task added; e-mail draft "${draft?.subject ?? task.title}" to ${lead.email} prepared in the outbox for you to review`,
    }
  }
  if (task.type === 'Follow-up') {
    const followUp = await coveringFollowUp(tx, lead.id, task.dueDate)
    if (!followUp) return { automation: nothing, message: `Task added for ${lead.fullName}; no scheduled follow-up e-mail covers it` }
    const when = followUp.sendAfter ? formatInstant(followUp.sendAfter, context.config.ownerTimeZone) : 'later'
    return {
      automation: { actuallyCompleted: true, autoPrepared: false },
      message: `Task added and completed: the follow-up e-mail "${followUp.subject}" to ${lead.fullName}, scheduled for ${when}, covers it`,
      completionNote: `Completed automatically: the follow-up e-mail "${followUp.subject}" scheduled for ${when} covers it.`,
    }
  }
  return { automation: nothing, message: `Task added for ${lead.fullName}` }
}
