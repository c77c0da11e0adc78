import { sql, type SQL } from 'drizzle-orm'
import type { Executor } from '@/server/db/client'
import { funnelStages, stageRate, type Insights, type InsightsQuery } from '@/shared/insights'
import { stageTimes } from './stage-times'

/**
 * The insights (issue 24; docs/decisions/037): SQL aggregates over the stored events, the same
 * statements on PGlite and PostgreSQL, never a sample. The leads counted are those made in the
 * range (the owner's days, OWNER_TIME_ZONE), each followed to wherever it has got since; bookings
 * and won revenue by week count what happened in the range.
 */

type Rows<Row> = { rows: Row[] }
const rowsOf = async <Row>(db: Executor, query: SQL) => ((await db.execute(query)) as unknown as Rows<Row>).rows

/** The range's bounds: from's midnight to the midnight after `to`, in the owner's time zone. */
const bounds = (query: InsightsQuery, timeZone: string) => ({
  start: sql`((${query.from}::date)::timestamp at time zone ${timeZone})`,
  end: sql`(((${query.to}::date) + 1)::timestamp at time zone ${timeZone})`,
})

/** The Monday of a time's week in the owner's time zone, as YYYY-MM-DD. */
const weekOf = (column: SQL, timeZone: string) => sql`to_char(date_trunc('week', ${column} at time zone ${timeZone}), 'YYYY-MM-DD')`

/**
 * The range's leads with their channel, industry, score band, worth and stage times, computed
 * once per request into a temporary table the figures' statements read (dropped at commit).
 */
function cohortTable(query: InsightsQuery, timeZone: string): SQL {
  const { start, end } = bounds(query, timeZone)
  return sql`create temporary table cohort on commit drop as
    select l.id, l.created_at,
           coalesce(l.channel_source, '(direct)') as source, coalesce(l.channel_medium, '(none)') as medium, coalesce(l.channel_campaign, '(not set)') as campaign,
           coalesce(l.business_type, '(unknown)') as industry,
           case when l.score >= 80 then 'High (80+)' when l.score >= 50 then 'Medium (50-79)' else 'Low (0-49)' end as band,
           coalesce(l.deal_value, l.estimated_value) as worth,
           s.first_answer_sent_at, s.first_reply_at, s.call_booked_at, s.proposal_sent_at, s.won_at
    from (${stageTimes(sql`l.is_sample = false and l.created_at >= ${start} and l.created_at < ${end}`)}) s
    join leads l on l.id = s.lead_id`
}

/** Leads, booked, won and won revenue of each group of the cohort. */
const outcomes = sql`count(*)::int as leads, count(call_booked_at)::int as booked, count(won_at)::int as won, coalesce(sum(worth) filter (where won_at is not null), 0)::int as revenue`

type Outcomes = { leads: number; booked: number; won: number; revenue: number }

export function createInsights({ db, timeZone }: { db: Executor; timeZone: string }) {
  async function funnel(db: Executor, query: InsightsQuery) {
    const { start, end } = bounds(query, timeZone)
    const [row] = await rowsOf<Record<'submissions' | 'leads' | 'answered' | 'engaged' | 'proposal' | 'won', number>>(
      db,
      sql`select (select count(*) from contact_submissions where created_at >= ${start} and created_at < ${end})::int
           + (select count(*) from assessments where created_at >= ${start} and created_at < ${end})::int
           + (select count(*) from bookings where created_at >= ${start} and created_at < ${end})::int as submissions,
             count(*)::int as leads,
             count(*) filter (where first_answer_sent_at <= created_at + interval '60 seconds')::int as answered,
             count(*) filter (where first_reply_at is not null or call_booked_at is not null)::int as engaged,
             count(*) filter (where proposal_sent_at is not null or won_at is not null)::int as proposal,
             count(won_at)::int as won
      from cohort`,
    )
    const counts = [row!.submissions, row!.leads, row!.answered, row!.engaged, row!.proposal, row!.won]
    return funnelStages.map((stage, index) => ({ stage, count: counts[index]!, rateFromPrevious: stageRate(counts[index]!, counts[index - 1]) }))
  }

  const grouped = <Key extends string>(db: Executor, keys: Key[]) =>
    rowsOf<Record<Key, string> & Outcomes>(
      db,
      sql`select ${sql.raw(keys.join(', '))}, ${outcomes} from cohort group by ${sql.raw(keys.join(', '))}
      order by leads desc, ${sql.raw(keys.map((key) => `${key} collate "C"`).join(', '))}`,
    )

  async function speedToLead(db: Executor) {
    const rows = await rowsOf<{ week: string; answered: number; p50: number | string | null; p95: number | string | null }>(
      db,
      sql`with answered as (
        select ${weekOf(sql`created_at`, timeZone)} as week, extract(epoch from first_answer_sent_at - created_at) as seconds from cohort
      )
      select week, count(seconds)::int as answered,
             percentile_cont(0.5) within group (order by seconds) as p50,
             percentile_cont(0.95) within group (order by seconds) as p95
      from answered group by week order by week`,
    )
    const round = (value: number | string | null) => (value === null ? null : Math.round(Number(value) * 10) / 10)
    return rows.map((row) => ({ week: row.week, answered: row.answered, p50Seconds: round(row.p50), p95Seconds: round(row.p95) }))
  }

  async function byWeek(db: Executor, query: InsightsQuery) {
    const { start, end } = bounds(query, timeZone)
    return rowsOf<{ week: string; bookings: number; wonRevenue: number }>(
      db,
      sql`with booked as (
        select ${weekOf(sql`at`, timeZone)} as week, count(*)::int as bookings from lead_events
        where type = 'booked' and at >= ${start} and at < ${end} group by 1
      ), won_at as (
        -- stage-times.ts's won_at (the last move to 'Won' of a lead that is still won), for every won lead.
        select ev.lead_id, max(ev.at) as at from lead_events ev
        where ev.type = 'status-changed' and ev.data->>'to' = 'Won'
        group by ev.lead_id
      ), won as (
        select ${weekOf(sql`w.at`, timeZone)} as week, sum(coalesce(l.deal_value, l.estimated_value))::int as revenue
        from won_at w join leads l on l.id = w.lead_id
        where l.is_sample = false and l.status = 'Won' and w.at >= ${start} and w.at < ${end} group by 1
      )
      select coalesce(booked.week, won.week) as week, coalesce(booked.bookings, 0)::int as "bookings", coalesce(won.revenue, 0)::int as "wonRevenue"
      from booked full join won on won.week = booked.week order by 1`,
    )
  }

  return {
    /** GET /api/insights: every figure of the Insights tab for one range. */
    async read(query: InsightsQuery): Promise<Insights> {
      // One transaction, one connection: the cohort is computed once, and every figure reads it.
      return db.transaction(async (tx) => {
        await tx.execute(cohortTable(query, timeZone))
        const funnelRows = await funnel(tx, query)
        const bySource = await grouped(tx, ['source', 'medium', 'campaign'])
        const byIndustry = await grouped(tx, ['industry'])
        const byScoreBand = await grouped(tx, ['band'])
        const speed = await speedToLead(tx)
        const weeks = await byWeek(tx, query)
        return { from: query.from, to: query.to, timeZone, funnel: funnelRows, bySource, byIndustry, byScoreBand, speedToLead: speed, byWeek: weeks }
      })
    },
  }
}

export type InsightsService = ReturnType<typeof createInsights>
