import { withScoringDefaults } from '@/shared/scoring'
import { priorities, type Priority } from '@/shared/scoring-model'

export type DemoResults = {
  leadScore: number
  priority: 'High' | 'Medium' | 'Low'
  tasksCreated: number
  emailsSent: number
  /** Stored, and waiting for a person at the agency before anything runs (docs/decisions/030). */
  heldForReview: boolean
  /** Whether live services ran (null: the response did not say). */
  realAutomation: boolean | null
  services: { openai: string | null; notion: string | null; make: string | null; email: string | null }
}

const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null)
const stringOrNull = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null)

/** POST /api/contact's answer as the demo shows it, with SPEC §9's defaults for what it lacks. */
export function toDemoResults(body: unknown): DemoResults {
  const automation =
    body !== null && typeof body === 'object' && 'automation' in body && typeof body.automation === 'object' && body.automation !== null
      ? (body.automation as Record<string, unknown>)
      : {}
  return {
    ...withScoringDefaults({
      leadScore: numberOrNull(automation.leadScore),
      priority: priorities.includes(automation.priority as Priority) ? (automation.priority as Priority) : null,
      tasksCreated: numberOrNull(automation.tasksCreated),
      emailsSent: numberOrNull(automation.emailsSent),
    }),
    heldForReview: automation.heldForReview === true,
    realAutomation: typeof automation.realAutomation === 'boolean' ? automation.realAutomation : null,
    services: {
      openai: stringOrNull(automation.openaiStatus),
      notion: stringOrNull(automation.notionStatus),
      make: stringOrNull(automation.makeComStatus),
      email: stringOrNull(automation.emailStatus),
    },
  }
}
