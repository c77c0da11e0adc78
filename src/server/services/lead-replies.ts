import { and, eq, like } from 'drizzle-orm'
import type { Executor } from '@/server/db/client'
import { leads, tasks } from '@/server/db/schema'
import { composeReplyNotification } from '@/server/domain/inbound/compose'
import { replyTaskDue } from '@/server/domain/inbound/reply-task'
import { jobNames } from '@/server/jobs/names'
import { recordLogEntry } from '@/server/services/automation-log'
import { cancelScheduledFollowUps, recordLeadEvent } from '@/server/services/lead-events'
import type { PipelineContext } from '@/server/services/pipeline/context'
import { insertEmails } from '@/server/services/pipeline/outbox'
import type { AvailabilitySettings } from '@/shared/booking'
import { zonedFormatter } from '@/shared/zoned-time'

/** What acting on a lead's reply needs: the context, and the owner's hours for the task's due time. */
export type ReplyDeps = {
  context: PipelineContext
  businessHours: (tx: Executor) => Promise<Pick<AvailabilitySettings, 'weeklyHours' | 'daysOff'>>
}

/** The job that sends the owner's notice of a reply. */
export type InboundJobData = { outboxId: string }

export type LeadReply = {
  /** Unique per message (an inbound e-mail's id, `sms:<id>` for a text): the task's and the notice's key. */
  key: string
  channel: 'e-mail' | 'text'
  /**
   * The message made the lead (a text from a number no lead had): the person wrote first, so it
   * is no 'replied' event and stops nothing; the task and the owner's notice are made as for a reply.
   */
  firstContact?: boolean
  /** An e-mail's subject; for a text, how the notice names it. */
  subject: string
  preview: string
  /** When the lead wrote: the 'replied' event's time. */
  receivedAt: Date
  eventData: Record<string, unknown>
  logDetails: Record<string, unknown>
  /** The automation log's step the entry goes under. */
  step: string
}

/**
 * A lead answered, by e-mail or by text (DESIGN "Channels": one nudge rule for every channel).
 * In the caller's transaction: the 'replied' event at the time the lead wrote, the automated
 * follow-ups stopped, the task 'Reply to {name}' (unless one is still open) due within business
 * hours, the owner told once (an outbox row keyed by the message, and its job), and a log entry.
 */
export async function recordLeadReply(deps: ReplyDeps, tx: Executor, lead: typeof leads.$inferSelect, reply: LeadReply): Promise<void> {
  const { context } = deps
  if (!reply.firstContact) await recordLeadEvent(tx, lead.id, 'replied', { channel: reply.channel, ...reply.eventData }, reply.receivedAt)
  const cancelled = reply.firstContact ? 0 : await cancelScheduledFollowUps(tx, context.queue, lead.id, 'replied', context.now())
  const taskDue = await replyTaskFor(deps, tx, lead, reply)
  const notice = composeReplyNotification({
    leadName: lead.fullName,
    businessName: lead.businessName,
    subject: reply.subject,
    preview: reply.preview,
    receivedAt: reply.receivedAt,
    timeZone: context.config.ownerTimeZone,
    threadUrl: `${context.config.publicUrl}/admin`,
    ...(reply.firstContact ? { firstContact: { channel: reply.channel } } : {}),
  })
  // Told once: the row's key is the message's, and a repeat of the message never gets here.
  const [row] = await insertEmails(
    tx,
    [{ ...notice, idempotencyKey: `reply-notification:${reply.key}`, kind: 'reply-notification', to: context.config.ownerEmail, leadId: lead.id, runId: null }],
    context.providers.live.mail.from,
  )
  if (row) await context.queue.enqueue<InboundJobData>(jobNames.inboundNotification, { outboxId: row.id }, { tx })
  const stopped = cancelled > 0 ? `; ${cancelled} scheduled follow-up${cancelled === 1 ? '' : 's'} cancelled` : ''
  const due = taskDue && zonedFormatter(context.config.ownerTimeZone, { dateStyle: 'medium', timeStyle: 'short' }).format(taskDue)
  const task = due ? `; task 'Reply to ${lead.fullName}' due ${due}` : ''
  const what = reply.firstContact
    ? `texted the business number: a new lead (source ${lead.source})`
    : reply.channel === 'text' ? 'texted' : `replied: "${reply.subject || '(no subject)'}"`
  await recordLogEntry(tx, {
    step: reply.step,
    status: 'success',
    message: `${lead.fullName} ${what}${stopped}${task}`,
    details: { ...reply.logDetails, cancelled },
    leadId: lead.id,
    leadName: lead.fullName,
    businessName: lead.businessName,
  })
}

/**
 * The task 'Reply to {name}', unless one is still open for the lead (a second reply before the
 * owner answered adds nothing to do). Mirrored to Notion like any task when a tasks database is set.
 */
async function replyTaskFor(deps: ReplyDeps, tx: Executor, lead: typeof leads.$inferSelect, reply: LeadReply): Promise<Date | null> {
  const { context } = deps
  const [open] = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.leadId, lead.id), eq(tasks.completed, false), like(tasks.idempotencyKey, 'reply:%')))
    .limit(1)
  if (open) return null
  const hours = await deps.businessHours(tx)
  const dueDate = replyTaskDue({ receivedAt: reply.receivedAt, weeklyHours: hours.weeklyHours, daysOff: hours.daysOff, timeZone: context.config.ownerTimeZone })
  const [task] = await tx
    .insert(tasks)
    .values({
      leadId: lead.id,
      title: `Reply to ${lead.fullName}`,
      description: reply.firstContact
        ? `${lead.fullName} wrote to the business by ${reply.channel}: read it in the lead's thread and answer it.`
        : `${lead.fullName}${lead.businessName ? ` (${lead.businessName})` : ''} answered by ${reply.channel}: read the reply in the lead's thread and answer it.`,
      type: 'Email',
      priority: 'High',
      dueDate,
      relatedLead: lead.businessName ? `${lead.fullName} (${lead.businessName})` : lead.fullName,
      idempotencyKey: `reply:${reply.key}`,
    })
    .onConflictDoNothing()
    .returning({ id: tasks.id })
  if (task && context.providers.live.crm.mirrorsTasks) await context.queue.enqueue(jobNames.mirrorTask, { taskId: task.id }, { tx })
  return dueDate
}
