import { sql, type SQL } from 'drizzle-orm'

/**
 * When each lead reached each stage of the deal (docs/decisions/037), read from what happened and
 * from nothing else: the first answer from the outbox (its first 'first-answer' e-mail sent), the
 * first reply and the first booked call from the lead's timeline, the proposal from the first move
 * to 'Proposal Sent', won and lost from the last move to that status while the lead still has it.
 * One definition, used by the lead's detail and by the insights (and through them, the digest).
 *
 * `leadsWhere` chooses the leads (a condition on `l`, the leads table); the rows have the columns
 * lead_id, first_answer_sent_at, first_reply_at, call_booked_at, proposal_sent_at, won_at, lost_at.
 */
export function stageTimes(leadsWhere: SQL): SQL {
  // Grouped per lead over the chosen leads' rows only (a semi-join), rather than one lookup per
  // lead: as fast for one lead, and far faster for a year of them (bench/admin.ts).
  const chosen = sql`(select l.id from leads l where ${leadsWhere})`
  return sql`
    select l.id as lead_id, fa.first_answer_sent_at,
           e.first_reply_at, e.call_booked_at, e.proposal_sent_at,
           case when l.status = 'Won' then e.won_at end as won_at,
           case when l.status = 'Lost' then e.lost_at end as lost_at
    from leads l
    left join (
      select o.lead_id, min(o.sent_at) as first_answer_sent_at
      from outbox o
      where o.kind = 'first-answer' and o.sent_at is not null and o.lead_id in ${chosen}
      group by o.lead_id
    ) fa on fa.lead_id = l.id
    left join (
      select ev.lead_id,
             min(ev.at) filter (where ev.type = 'replied') as first_reply_at,
             min(ev.at) filter (where ev.type = 'booked') as call_booked_at,
             min(ev.at) filter (where ev.type = 'status-changed' and ev.data->>'to' = 'Proposal Sent') as proposal_sent_at,
             max(ev.at) filter (where ev.type = 'status-changed' and ev.data->>'to' = 'Won') as won_at,
             max(ev.at) filter (where ev.type = 'status-changed' and ev.data->>'to' = 'Lost') as lost_at
      from lead_events ev
      where ev.lead_id in ${chosen}
      group by ev.lead_id
    ) e on e.lead_id = l.id
    where ${leadsWhere}`
}

export type StageRow = {
  lead_id: string
  first_answer_sent_at: Date | string | null
  first_reply_at: Date | string | null
  call_booked_at: Date | string | null
  proposal_sent_at: Date | string | null
  won_at: Date | string | null
  lost_at: Date | string | null
}
