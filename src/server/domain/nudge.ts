import type { NudgeStopReason } from '@/shared/booking'

/**
 * The one rule for every automated nudge (issue 22 item 6; DESIGN "The conversation loop"): the
 * product may send a lead an automated follow-up only while the conversation has not moved on.
 * It stops after an unsubscribe, a hard bounce, a reply, a booked call, or once the owner has
 * moved the lead past 'New'. Promised reports are not nudges, and do not ask. Pure: the caller
 * reads the facts from the lead and its timeline.
 */
export type NudgeFacts = {
  status: string
  unsubscribedAt: Date | null
  /** The lead has booked a call (a 'booked' event), whatever became of it since. */
  booked: boolean
  /** A person answered one of our e-mails (a 'replied' event; automatic replies are not). */
  replied: boolean
  /** An e-mail to the lead failed permanently (a hard 'bounced' event). */
  hardBounced: boolean
}

export type NudgeVerdict = { allowed: true; reason: null } | { allowed: false; reason: NudgeStopReason }

/** In order of weight: the lead's own word first, then what the owner did. */
export function nudgeVerdict(facts: NudgeFacts): NudgeVerdict {
  if (facts.unsubscribedAt) return { allowed: false, reason: 'unsubscribed' }
  if (facts.hardBounced) return { allowed: false, reason: 'bounced' }
  if (facts.replied) return { allowed: false, reason: 'replied' }
  if (facts.booked) return { allowed: false, reason: 'booked' }
  if (facts.status !== 'New') return { allowed: false, reason: 'status' }
  return { allowed: true, reason: null }
}
