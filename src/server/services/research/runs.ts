import { randomUUID } from 'node:crypto'
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm'
import type { AppDatabase } from '@/server/db/client'
import { researchRuns } from '@/server/db/schema'
import { jobNames } from '@/server/jobs/names'
import { isUuid } from '@/server/services/back-office/query-parts'
import type { PipelineContext } from '@/server/services/pipeline/context'
import { startResearchRequestSchema, type ResearchRun } from '@/shared/research'

/**
 * Research runs (SPEC §7 POST /api/research/start; the weekly workflow): each is a row here and a
 * pg-boss job (run-job.ts) that asks the places source and analyses what it finds. Starting one
 * answers at once, with the queued run; the back office polls it until it ends.
 */

export type ResearchTrigger = 'operator' | 'schedule'

export type StartResearchRun = { location: string; industry: string; trigger: ResearchTrigger }

export type ResearchRunJobData = { runId: string }

export type RunRow = typeof researchRuns.$inferSelect

/** A run as the API shows it: the row without its pg-boss job id, its times as ISO strings. */
export function toResearchRun({ jobId: _jobId, createdAt, startedAt, finishedAt, ...run }: RunRow): ResearchRun {
  return { ...run, createdAt: createdAt.toISOString(), startedAt: startedAt?.toISOString() ?? null, finishedAt: finishedAt?.toISOString() ?? null }
}

/** Attempts of a run's job after the first (jobs/handlers/research.ts): one retry of a failure. */
export const researchRetryLimit = 1

/**
 * A queued or running run older than this is taken for one whose worker died without a word:
 * it no longer stops a new run of the same location and industry.
 */
export function staleRunAfterMs(context: PipelineContext): number {
  return context.config.research.runTimeoutMs * (researchRetryLimit + 1) + 10 * 60_000
}

export type ResearchRuns = {
  /** Records a queued run and enqueues its job; answers at once. */
  start(request: StartResearchRun): Promise<ResearchRun>
  /**
   * As start(), saying whether a run was created: a run of the same location and industry
   * already queued or running is answered instead of starting a second one.
   */
  begin(request: StartResearchRun): Promise<{ run: ResearchRun; created: boolean }>
  get(id: string): Promise<ResearchRun | null>
  /** The newest run (of one trigger when asked). */
  latest(options?: { trigger?: ResearchTrigger }): Promise<ResearchRun | null>
  /** The newest runs, newest first. */
  list(limit?: number): Promise<ResearchRun[]>
}

export async function findRun(db: AppDatabase, id: string): Promise<RunRow | undefined> {
  if (!isUuid(id)) return undefined
  const [row] = await db.select().from(researchRuns).where(eq(researchRuns.id, id))
  return row
}

export function createResearchRuns(context: PipelineContext): ResearchRuns {
  const { db } = context

  async function begin(request: StartResearchRun) {
    const parsed = startResearchRequestSchema.safeParse({ location: request.location, industry: request.industry })
    if (!parsed.success) throw new RangeError(`Not a research location and industry: ${request.location} / ${request.industry}`)
    const { location, industry } = parsed.data
    const now = context.now()
    const outcome = await db.transaction(async (tx) => {
      // Two starts of the same research at once take turns here, so only one of them creates it.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`bluegrass:research-run:${location}:${industry}`}))`)
      const [active] = await tx
        .select()
        .from(researchRuns)
        .where(
          and(
            eq(researchRuns.location, location),
            eq(researchRuns.industry, industry),
            inArray(researchRuns.status, ['queued', 'running']),
            gt(researchRuns.createdAt, new Date(now.getTime() - staleRunAfterMs(context))),
          ),
        )
        .orderBy(desc(researchRuns.createdAt))
        .limit(1)
      if (active) return { row: active, created: false }
      const id = randomUUID()
      const jobId = randomUUID()
      const [row] = await tx
        .insert(researchRuns)
        .values({ id, location, industry, trigger: request.trigger, status: 'queued', jobId, createdAt: now })
        .returning()
      await context.queue.enqueueMany([{ name: jobNames.researchRun, id: jobId, data: { runId: id } satisfies ResearchRunJobData }], { tx })
      return { row: row!, created: true }
    })
    if (outcome.created) context.queue.notify(jobNames.researchRun)
    return { run: toResearchRun(outcome.row), created: outcome.created }
  }

  return {
    begin,
    async start(request) {
      return (await begin(request)).run
    },
    async get(id) {
      const row = await findRun(db, id)
      return row ? toResearchRun(row) : null
    },
    async latest(options = {}) {
      const [row] = await db
        .select()
        .from(researchRuns)
        .where(options.trigger ? eq(researchRuns.trigger, options.trigger) : undefined)
        .orderBy(desc(researchRuns.createdAt), desc(researchRuns.id))
        .limit(1)
      return row ? toResearchRun(row) : null
    },
    async list(limit = 10) {
      const rows = await db.select().from(researchRuns).orderBy(desc(researchRuns.createdAt), desc(researchRuns.id)).limit(limit)
      return rows.map(toResearchRun)
    },
  }
}
