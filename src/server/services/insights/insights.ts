import { sql, type SQL } from 'drizzle-orm'
import type { Executor } from '@/server/db/client'
import { funnelStages, scoreBands, stageRate, type Insights, type InsightsQuery } from '@/shared/insights'

/**
 * The insights (issue 24; docs/decisions/037): SQL aggregates over the stored events, the same
 * statements on PGlite and PostgreSQL, never a sample. The leads counted are those made in the
 * range (the owner's days, OWNER_TIME_ZONE), each followed to wherever it has got since; bookings
 * and won revenue by week count what happened in the range.
 *
 * They add up the running totals the database keeps per day as each event is written
 * (`insight_days`, migration 0013: a year is a few thousand rows, not every lead and event of
 * it), with the changes not yet folded into them (the view `insight_totals`, decision 054), and
 * read the answered leads' seconds to their first answer from their own narrow table
 * (`lead_answer_times`) for the percentiles, which need every value.
 */

/** The range's bounds: from's midnight to the midnight after `to`, in the owner's time zone. */
const bounds = (query: InsightsQuery, timeZone: string) => ({
  start: sql`((${query.from}::date)::timestamp at time zone ${timeZone})`,
  end: sql`(((${query.to}::date) + 1)::timestamp at time zone ${timeZone})`,
})

/** The owner's days of the range, for the running totals (their `day` is one already). */
const inRange = (query: InsightsQuery) => sql`day >= ${query.from}::date and day <= ${query.to}::date`

/**
 * The weeks (Monday to Sunday in the owner's time zone) that the range touches, numbered from 1.
 * A time's week is found by a binary search of their starts (width_bucket), not by converting
 * every row to the owner's zone; a day's, by counting days from the first Monday.
 */
function weeksOf(query: InsightsQuery, timeZone: string) {
  const firstMonday = sql`date_trunc('week', ${query.from}::date::timestamp)`
  const starts = sql`(select array_agg(monday at time zone ${timeZone} order by monday)
    from generate_series(${firstMonday}, ${query.to}::date::timestamp, interval '7 days') monday)`
  return {
    ofTime: (column: SQL) => sql`width_bucket(${column}, ${starts})`,
    ofDay: (column: SQL) => sql`((${column} - ${firstMonday}::date) / 7 + 1)`,
    /** A week's number (the column `week`) as the API writes it: its Monday, YYYY-MM-DD. */
    label: sql`to_char(${firstMonday} + (week - 1) * interval '7 days', 'YYYY-MM-DD')`,
  }
}

/** A query's rows as one JSON array, in `order`. */
const jsonRows = (query: SQL, order: string) =>
  sql`(select coalesce(json_agg(row_to_json(r) order by ${sql.raw(order)}), '[]'::json) from (${query}) r)`

/** The groups of one dimension of the range's totals, with their leads, calls, wins and revenue. */
const groupsOf = (dimension: 'source' | 'industry' | 'band', columns: string) =>
  jsonRows(
    sql`select ${sql.raw(columns)}, leads, booked, won, revenue::int as revenue from totals where dimension = ${dimension} and leads <> 0`,
    ['r.leads desc', ...columns.split(', ').map((column) => `r.${column.split(' as ').at(-1)} collate "C"`)].join(', '),
  )

/** The running totals' score bands, by key, as the API names them. */
const bandLabels: Record<string, (typeof scoreBands)[number]> = { high: scoreBands[0], medium: scoreBands[1], low: scoreBands[2] }

type FunnelCounts = Record<'submissions' | 'leads' | 'answered' | 'engaged' | 'proposal' | 'won', number>
type Figures = {
  funnel: FunnelCounts
  bySource: Insights['bySource']
  byIndustry: Insights['byIndustry']
  byScoreBand: Insights['byScoreBand']
  speedToLead: { week: string; answered: number; p50: number | null; p95: number | null }[]
  byWeek: Insights['byWeek']
  assistantBySource: Insights['assistantBySource']
  calls: Insights['calls']
}

export function createInsights({ db, timeZone }: { db: Executor; timeZone: string }) {
  /** Every figure of one range in one statement. */
  function figures(query: InsightsQuery): SQL {
    const { start, end } = bounds(query, timeZone)
    const weeks = weeksOf(query, timeZone)
    const submissionsIn = (table: string) => sql`(select count(*) from ${sql.identifier(table)} where created_at >= ${start} and created_at < ${end})::int`
    const funnel = sql`(select json_build_object(
        'submissions', ${submissionsIn('contact_submissions')} + ${submissionsIn('assessments')} + ${submissionsIn('bookings')},
        'leads', coalesce(sum(leads), 0), 'answered', coalesce(sum(answered), 0), 'engaged', coalesce(sum(engaged), 0),
        'proposal', coalesce(sum(proposal), 0), 'won', coalesce(sum(won), 0)) from totals where dimension = 'all')`
    // Every week with a lead in it, with its answered leads' times (none: null percentiles).
    const speedToLead = jsonRows(
      sql`with lead_weeks as (
        select distinct ${weeks.ofDay(sql`day`)} as week from insight_totals where dimension = 'all' and ${inRange(query)} group by day having sum(leads) > 0
      ), answer_weeks as (
        select ${weeks.ofTime(sql`created_at`)} as week, count(*)::int as answered,
               -- Both from one sort of the week's times.
               percentile_cont(array[0.5, 0.95]) within group (order by seconds) as percentiles
        from lead_answer_times where created_at >= ${start} and created_at < ${end} group by 1
      )
      select ${weeks.label} as week, coalesce(answered, 0) as answered, percentiles[1] as p50, percentiles[2] as p95
      from lead_weeks left join answer_weeks using (week)`,
      'r.week',
    )
    // Calls by the week they were booked, revenue by the week it was won: what happened in the range.
    const byWeek = jsonRows(
      sql`select ${weeks.label} as week, "bookings", "wonRevenue" from (
        select ${weeks.ofDay(sql`day`)} as week, sum(booked)::int as "bookings", sum(revenue)::int as "wonRevenue"
        from insight_totals where dimension in ('booked-on', 'won-on') and ${inRange(query)}
        group by 1 having sum(booked) <> 0 or sum(won) <> 0) weeks`,
      'r.week',
    )
    // The assistant's conversations begun in the range, straight from their rows (a few a day).
    const assistantBySource = jsonRows(
      sql`select source, medium, campaign, count(*)::int as conversations, count(lead_id)::int as leads, count(booking_id)::int as booked
        from assistant_conversations where created_at >= ${start} and created_at < ${end} group by 1, 2, 3`,
      'r.conversations desc, r.source collate "C", r.medium collate "C", r.campaign collate "C"',
    )
    // Calls begun in the range, straight from their rows; a text-back 'replied' when the caller texted after the miss.
    const calls = sql`(select json_build_object(
        'total', count(*), 'answered', count(*) filter (where c.dial_status = 'completed'), 'missed', count(c.missed_at),
        'voicemail', count(c.recording_sid), 'receptionist', count(*) filter (where c.handled_by = 'receptionist'),
        'textBackReplied', count(*) filter (where c.missed_at is not null and exists (
          select 1 from sms_messages m where m."from" = c.from_e164 and m.direction = 'inbound' and m.keyword is null and m.created_at > c.missed_at)),
        'bookedByReceptionist', count(c.booking_id))
      from voice_calls c where c.created_at >= ${start} and c.created_at < ${end})`
    return sql`with totals as (
        select dimension, key1, key2, key3, sum(leads)::int as leads, sum(answered)::int as answered, sum(engaged)::int as engaged,
               sum(proposal)::int as proposal, sum(booked)::int as booked, sum(won)::int as won, sum(revenue) as revenue
        from insight_totals where dimension in ('all', 'source', 'industry', 'band') and ${inRange(query)}
        group by 1, 2, 3, 4
      )
      select ${funnel} as funnel, ${groupsOf('source', 'key1 as source, key2 as medium, key3 as campaign')} as "bySource",
             ${groupsOf('industry', 'key1 as industry')} as "byIndustry", ${groupsOf('band', 'key1 as band')} as "byScoreBand",
             ${speedToLead} as "speedToLead", ${byWeek} as "byWeek", ${assistantBySource} as "assistantBySource", ${calls} as calls`
  }

  return {
    /** GET /api/insights: every figure of the Insights tab for one range. */
    async read(query: InsightsQuery): Promise<Insights> {
      const [row] = ((await db.execute(figures(query))) as unknown as { rows: Figures[] }).rows
      const { funnel, bySource, byIndustry, byScoreBand, speedToLead, byWeek, assistantBySource, calls } = row!
      const counts = [funnel.submissions, funnel.leads, funnel.answered, funnel.engaged, funnel.proposal, funnel.won]
      const round = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10)
      return {
        from: query.from,
        to: query.to,
        timeZone,
        funnel: funnelStages.map((stage, index) => ({ stage, count: counts[index]!, rateFromPrevious: stageRate(counts[index]!, counts[index - 1]) })),
        bySource,
        byIndustry,
        byScoreBand: byScoreBand.map((band) => ({ ...band, band: bandLabels[band.band] ?? band.band })),
        speedToLead: speedToLead.map((week) => ({ week: week.week, answered: week.answered, p50Seconds: round(week.p50), p95Seconds: round(week.p95) })),
        byWeek,
        assistantBySource,
        calls,
      }
    },
  }
}

export type InsightsService = ReturnType<typeof createInsights>
