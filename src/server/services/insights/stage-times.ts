import { sql, type SQL } from 'drizzle-orm'

/**
 * When each lead reached each stage of the deal (docs/decisions/037), read from what happened and
 * from nothing else: the first answer from the outbox (its first 'first-answer' e-mail sent), the
 * first reply and the first booked call from the lead's timeline, the proposal from the first move
 * to 'Proposal Sent', won and lost from the last move to that status while the lead still has it.
 * The database keeps each time on the lead's row as the events are written (migration 0012's
 * triggers), so a year of leads is read without going through their events. One definition, used
 * by the lead's detail and by the insights (and through them, the digest).
 *
 * `leadsWhere` chooses the leads (a condition on `l`, the leads table); the rows have the columns
 * lead_id, first_answer_sent_at, first_reply_at, call_booked_at, proposal_sent_at, won_at, lost_at.
 */
export function stageTimes(leadsWhere: SQL): SQL {
  return sql`
    select l.id as lead_id, l.first_answer_sent_at, l.first_reply_at, l.call_booked_at, l.proposal_sent_at,
           ${currentOutcome('Won', sql`l.won_at`)} as won_at,
           ${currentOutcome('Lost', sql`l.lost_at`)} as lost_at
    from leads l
    where ${leadsWhere}`
}

/** A won or lost time counts only while the lead still has that status. */
export const currentOutcome = (status: 'Won' | 'Lost', at: SQL) => sql`case when l.status = ${status} then ${at} end`

export type StageRow = {
  lead_id: string
  first_answer_sent_at: Date | string | null
  first_reply_at: Date | string | null
  call_booked_at: Date | string | null
  proposal_sent_at: Date | string | null
  won_at: Date | string | null
  lost_at: Date | string | null
}
