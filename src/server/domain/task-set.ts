import type { Priority } from '@/shared/scoring-model'
import { followUpTaskCount } from '@/shared/scoring-model'
import { oneLine } from './compose-email'

/** SPEC §9: the 5-task follow-up set each lead gets, due relative to when it arrived. */

export type TaskDraft = {
  /** Stable per lead: with the lead id it makes the task's idempotency key. */
  slug: string
  title: string
  description: string
  type: 'Follow-up' | 'Demo' | 'Call' | 'Email' | 'Proposal' | 'Meeting'
  priority: Priority
  dueDate: Date
  relatedLead: string
}

const hour = 3_600_000

/** How soon the first call is due: High-priority leads are called within the hour. */
const callWithin: Record<Priority, number> = { High: 1 * hour, Medium: 4 * hour, Low: 24 * hour }

export function followUpTaskSet(input: {
  fullName: string
  businessName: string
  priority: Priority
  opportunity: string
  now: Date
}): TaskDraft[] {
  const lead = `${oneLine(input.fullName, 60)} (${oneLine(input.businessName, 60)})`
  const at = (ms: number) => new Date(input.now.getTime() + ms)
  const tasks: TaskDraft[] = [
    {
      slug: 'call',
      title: `Call ${oneLine(input.fullName, 60)}`,
      description: `First call to ${lead}: confirm the need and offer the free 30-minute consultation.`,
      type: 'Call',
      priority: input.priority,
      dueDate: at(callWithin[input.priority]),
      relatedLead: lead,
    },
    {
      slug: 'check-reply',
      title: 'Check the reply to the first e-mail',
      description: `See whether ${lead} answered the personal e-mail; answer any question the same day.`,
      type: 'Email',
      priority: input.priority === 'Low' ? 'Low' : 'Medium',
      dueDate: at(24 * hour),
      relatedLead: lead,
    },
    {
      slug: 'demo',
      title: 'Offer a live demo',
      description: `Show ${lead} the lead-response demo with their own industry's sample data.`,
      type: 'Demo',
      priority: input.priority,
      dueDate: at(48 * hour),
      relatedLead: lead,
    },
    {
      slug: 'proposal',
      title: 'Prepare a proposal',
      description: `Scope and price the first workflow: ${input.opportunity}.`,
      type: 'Proposal',
      priority: input.priority === 'High' ? 'High' : 'Medium',
      dueDate: at(72 * hour),
      relatedLead: lead,
    },
    {
      slug: 'final-follow-up',
      title: 'Final follow-up after the 7-day e-mail',
      description: `If ${lead} has not answered the 7-day follow-up, call once more, then close the lead.`,
      type: 'Follow-up',
      priority: 'Low',
      dueDate: at(8 * 24 * hour),
      relatedLead: lead,
    },
  ]
  return tasks.slice(0, followUpTaskCount)
}
