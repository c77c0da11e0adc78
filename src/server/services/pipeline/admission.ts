import { sql } from 'drizzle-orm'
import type { AdmissionConfig } from '@/server/config'
import type { AppDatabase } from '@/server/db/client'
import { outbox } from '@/server/db/schema'
import { drainPerSecond, judgeAdmission, type AdmissionFigures, type AdmissionVerdict } from '@/server/domain/admission'
import { jobNames } from '@/server/jobs/names'

/**
 * The measurement behind admission (domain/admission.ts; docs/decisions/048), from the database
 * every instance shares, so one instance and several take the same code path and see the same
 * queue: the leads waiting for their first answer (due analysis and first-answer jobs not yet
 * started, read by pg-boss's own fetch index), how long the oldest of them has waited, and the first answers started in the last few
 * seconds (their outbox rows, by `outbox_created_at_idx`, over the time they span), both counted to a bound in one
 * statement. One count serves this instance for `sampleMs`; the leads it takes meanwhile are
 * added to it, so a burst between two counts is not waved through on an old figure.
 */

/** Counting stops here: far past any budget's queue, so a flood costs the same as a spike. */
const countBound = 10_000
/** The shortest span a drain is measured over (domain/admission.ts, drainPerSecond). */
const minDrainSpanMs = 500
/** The longest Retry-After asked for. */
const maxRetryAfterSeconds = 60

export type Admission = {
  /** Whether a new lead may be stored now, and the figures it was judged by; a lead admitted is counted until the next measurement. */
  check(): Promise<AdmissionVerdict & { figures?: AdmissionFigures }>
}

export function createAdmission(deps: { db: AppDatabase; config: AdmissionConfig; clock?: () => number }): Admission {
  const { db, config } = deps
  const clock = deps.clock ?? (() => performance.now())
  let figures: (AdmissionFigures & { at: number }) | undefined
  let measuring: Promise<void> | undefined
  /** Since when this instance has had its database: its start, then each count that failed (decision 048). */
  let reachableSince = clock()

  async function measure() {
    const windowSeconds = config.drainWindowMs / 1000
    const result = (await db
      .execute(sql`
      select
        (select count(*)::int from (
          select 1 from pgboss.job
          where name in (${jobNames.analyseLead}, ${jobNames.firstAnswer}) and state < 'active' and start_after <= now()
          limit ${countBound}) as queued) as "backlog",
        (select coalesce(extract(epoch from now() - min(start_after)) * 1000, 0)::float8 from pgboss.job
          where name in (${jobNames.analyseLead}, ${jobNames.firstAnswer}) and state < 'active' and start_after <= now()) as "oldestWaitMs",
        started.count as "drained",
        started.oldest_ago_ms as "oldestDrainedAgoMs"
      from (
        select count(*)::int as count, coalesce(extract(epoch from now() - min(created_at)) * 1000, 0)::float8 as oldest_ago_ms
        from (
          select ${outbox.createdAt} as created_at from ${outbox}
          where ${outbox.createdAt} > now() - make_interval(secs => ${windowSeconds}) and ${outbox.kind} = 'first-answer'
          limit ${countBound}) as window_rows) as started`)
      .catch((error: unknown) => {
        reachableSince = clock()
        throw error
      })) as unknown as { rows: { backlog: number; oldestWaitMs: number; drained: number; oldestDrainedAgoMs: number }[] }
    const row = result.rows[0]!
    const at = clock()
    figures = { backlog: Number(row.backlog), oldestWaitMs: Number(row.oldestWaitMs), reachableForMs: at - reachableSince, admittedSinceCount: 0, drainPerSecond: drainPerSecond({ count: Number(row.drained), oldestAgoMs: Number(row.oldestDrainedAgoMs) }, { windowMs: config.drainWindowMs, minSpanMs: minDrainSpanMs }), at }
  }

  return {
    async check() {
      if (config.maxWaitMs <= 0) return { admit: true, predictedWaitMs: 0 }
      if (!figures || clock() - figures.at >= config.sampleMs) {
        // One count at a time: the requests arriving meanwhile wait for it.
        measuring ??= measure().finally(() => (measuring = undefined))
        await measuring
      }
      const { at: _at, ...judged } = figures!
      const verdict = judgeAdmission(judged, { maxWaitMs: config.maxWaitMs, minDrainPerSecond: config.minDrainPerSecond, maxRetryAfterSeconds })
      if (verdict.admit) figures!.admittedSinceCount += 1
      return { ...verdict, figures: judged }
    },
  }
}
