import { sql, type SQL } from 'drizzle-orm'
import type { Executor } from '@/server/db/client'
import { funnelStages, scoreBands, stageRate, type Insights, type InsightsQuery } from '@/shared/insights'
import { currentOutcome } from './stage-times'

/**
 * The insights (issue 24; docs/decisions/037): SQL aggregates over the stored events, the same
 * statements on PGlite and PostgreSQL, never a sample. The leads counted are those made in the
 * range (the owner's days, OWNER_TIME_ZONE), each followed to wherever it has got since; bookings
 * and won revenue by week count what happened in the range.
 */

/** The range's bounds: from's midnight to the midnight after `to`, in the owner's time zone. */
const bounds = (query: InsightsQuery, timeZone: string) => ({
  start: sql`((${query.from}::date)::timestamp at time zone ${timeZone})`,
  end: sql`(((${query.to}::date) + 1)::timestamp at time zone ${timeZone})`,
})

/**
 * The weeks (Monday to Sunday in the owner's time zone) that the range touches. A time's week is
 * found by a binary search of their starts (width_bucket), not by converting every row to the
 * owner's zone, which costs far more on the embedded database; only the weeks' labels are made from
 * local dates.
 */
function weeksOf(query: InsightsQuery, timeZone: string) {
  const firstMonday = sql`date_trunc('week', ${query.from}::date::timestamp)`
  const starts = sql`(select array_agg(monday at time zone ${timeZone} order by monday)
    from generate_series(${firstMonday}, ${query.to}::date::timestamp, interval '7 days') monday)`
  return {
    /** The week's number, 1 for the first, of a time in the range. */
    of: (column: SQL) => sql`width_bucket(${column}, ${starts})`,
    /** A week's number (the column `week`) as the API writes it: its Monday, YYYY-MM-DD. */
    label: sql`to_char(${firstMonday} + (week - 1) * interval '7 days', 'YYYY-MM-DD')`,
  }
}

/**
 * The range's leads with their channel, industry, score band, worth and stage times: read once
 * (materialized) by the one statement that computes every figure from it.
 */
function cohort(query: InsightsQuery, timeZone: string): SQL {
  const { start, end } = bounds(query, timeZone)
  return sql`select l.created_at,
           coalesce(l.channel_source, '(direct)') as source, coalesce(l.channel_medium, '(none)') as medium, coalesce(l.channel_campaign, '(not set)') as campaign,
           coalesce(l.business_type, '(unknown)') as industry,
           case when l.score >= 80 then ${scoreBands[0]} when l.score >= 50 then ${scoreBands[1]} else ${scoreBands[2]} end as band,
           coalesce(l.deal_value, l.estimated_value) as worth,
           l.first_answer_sent_at, extract(epoch from l.first_answer_sent_at - l.created_at)::float8 as answer_seconds, l.first_reply_at, l.call_booked_at, l.proposal_sent_at, ${currentOutcome('Won', sql`l.won_at`)} as won_at
    from leads l
    where l.is_sample = false and l.created_at >= ${start} and l.created_at < ${end}`
}

/** A query's rows as one JSON array, in `order`. */
const jsonRows = (query: SQL, order: string) =>
  sql`(select coalesce(json_agg(row_to_json(r) order by ${sql.raw(order)}), '[]'::json) from (${query}) r)`

/** Leads, booked, won and won revenue of each group of the cohort. */
const outcomes = sql`count(*)::int as leads, count(call_booked_at)::int as booked, count(won_at)::int as won, coalesce(sum(worth) filter (where won_at is not null), 0)::int as revenue`

const byGroup = (keys: string[]) =>
  jsonRows(
    sql`select ${sql.raw(keys.join(', '))}, ${outcomes} from cohort group by ${sql.raw(keys.join(', '))}`,
    ['r.leads desc', ...keys.map((key) => `r.${key} collate "C"`)].join(', '),
  )

type FunnelCounts = Record<'submissions' | 'leads' | 'answered' | 'engaged' | 'proposal' | 'won', number>
type Figures = {
  funnel: FunnelCounts
  bySource: Insights['bySource']
  byIndustry: Insights['byIndustry']
  byScoreBand: Insights['byScoreBand']
  speedToLead: { week: string; answered: number; p50: number | null; p95: number | null }[]
  byWeek: Insights['byWeek']
}

export function createInsights({ db, timeZone }: { db: Executor; timeZone: string }) {
  /** Every figure of one range in one statement: the range's leads are read once. */
  function figures(query: InsightsQuery): SQL {
    const { start, end } = bounds(query, timeZone)
    const weeks = weeksOf(query, timeZone)
    const submissionsIn = (table: string) => sql`(select count(*) from ${sql.identifier(table)} where created_at >= ${start} and created_at < ${end})::int`
    const funnel = sql`(select json_build_object(
        'submissions', ${submissionsIn('contact_submissions')} + ${submissionsIn('assessments')} + ${submissionsIn('bookings')},
        'leads', count(*),
        'answered', count(*) filter (where answer_seconds <= 60),
        'engaged', count(*) filter (where first_reply_at is not null or call_booked_at is not null),
        'proposal', count(*) filter (where proposal_sent_at is not null or won_at is not null),
        'won', count(won_at)) from cohort)`
    const speedToLead = jsonRows(
      sql`select ${weeks.label} as week, answered, percentiles[1] as p50, percentiles[2] as p95 from (
        select ${weeks.of(sql`created_at`)} as week, count(answer_seconds)::int as answered,
               -- Both from one sort of the week's times.
               percentile_cont(array[0.5, 0.95]) within group (order by answer_seconds) as percentiles
        from cohort group by 1) weeks`,
      'r.week',
    )
    // Calls by the week they were booked, revenue by the week it was won: what happened in the range.
    const byWeek = jsonRows(
      sql`with booked as (
        select ${weeks.of(sql`at`)} as week, count(*)::int as bookings from lead_events
        where type = 'booked' and at >= ${start} and at < ${end} group by 1
      ), won as (
        select ${weeks.of(sql`won_at`)} as week, sum(coalesce(deal_value, estimated_value))::int as revenue
        from leads where is_sample = false and status = 'Won' and won_at >= ${start} and won_at < ${end} group by 1
      )
      select ${weeks.label} as week, "bookings", "wonRevenue" from (
        select coalesce(booked.week, won.week) as week, coalesce(booked.bookings, 0)::int as "bookings", coalesce(won.revenue, 0)::int as "wonRevenue"
        from booked full join won on won.week = booked.week) weeks`,
      'r.week',
    )
    return sql`with cohort as materialized (${cohort(query, timeZone)})
      select ${funnel} as funnel, ${byGroup(['source', 'medium', 'campaign'])} as "bySource", ${byGroup(['industry'])} as "byIndustry",
             ${byGroup(['band'])} as "byScoreBand", ${speedToLead} as "speedToLead", ${byWeek} as "byWeek"`
  }

  return {
    /** GET /api/insights: every figure of the Insights tab for one range. */
    async read(query: InsightsQuery): Promise<Insights> {
      const [row] = ((await db.execute(figures(query))) as unknown as { rows: Figures[] }).rows
      const { funnel, bySource, byIndustry, byScoreBand, speedToLead, byWeek } = row!
      const counts = [funnel.submissions, funnel.leads, funnel.answered, funnel.engaged, funnel.proposal, funnel.won]
      const round = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10)
      return {
        from: query.from,
        to: query.to,
        timeZone,
        funnel: funnelStages.map((stage, index) => ({ stage, count: counts[index]!, rateFromPrevious: stageRate(counts[index]!, counts[index - 1]) })),
        bySource,
        byIndustry,
        byScoreBand,
        speedToLead: speedToLead.map((week) => ({ week: week.week, answered: week.answered, p50Seconds: round(week.p50), p95Seconds: round(week.p95) })),
        byWeek,
      }
    },
  }
}

export type InsightsService = ReturnType<typeof createInsights>
