import { and, eq } from 'drizzle-orm'
import { researchRuns } from '@/server/db/schema'
import { analyse, factsOf, researchNotes, ruleWording, type ResearchWording } from '@/server/domain/research/analysis'
import { dedupeCandidates, selectBalanced } from '@/server/domain/research/dedupe'
import { industriesFor } from '@/server/domain/research/industries'
import { companyLocation, researchArea } from '@/server/domain/research/locations'
import { errorText } from '@/server/providers/call'
import type { PlacesFailure, PlacesOutcome, PlacesProvider } from '@/server/providers/types'
import { RetryStep, type Attempt, type PipelineContext } from '@/server/services/pipeline/context'
import type { ResearchLocation } from '@/shared/research'
import { findRun, type RunRow } from './runs'
import { storeFoundCompany } from './store'

/**
 * One research run, as its job performs it: ask the places source (the offline sample set when
 * the source cannot be reached at all), keep each business once, analyse each (the language
 * model when configured, else the industry rules; the rules when the model fails), and store
 * them one by one. Bounded: at most RESEARCH_MAX_BUSINESSES businesses and runTimeoutMs in all.
 * A failure is retried once; after the last attempt the run ends 'failed' with the reason, and
 * every company stored before keeps what it had.
 */

/** A model that fails this many times in one run is not asked again in it. */
const modelFailuresTolerated = 3

/** Businesses asked of the source per business analysed: room for repeats and a mix of industries. */
const overfetch = 4

type Progress = { found: number; added: number; updated: number; cancelled: boolean }

class RunFailure extends Error {}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`

export async function performResearchRun(context: PipelineContext, runId: string, attempt: Attempt): Promise<void> {
  const run = await findRun(context.db, runId)
  if (!run || run.status === 'succeeded' || run.status === 'failed') return
  const started = context.now()
  await context.db
    .update(researchRuns)
    .set({ status: 'running', startedAt: run.startedAt ?? started, found: 0, added: 0, updated: 0, error: null })
    .where(eq(researchRuns.id, runId))

  const { runTimeoutMs } = context.config.research
  const progress: Progress = { found: 0, added: 0, updated: 0, cancelled: false }
  const controller = new AbortController()
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<'timed-out'>((resolve) => {
    timer = setTimeout(() => resolve('timed-out'), runTimeoutMs)
  })
  const work = research(context, run, progress, controller.signal)
  try {
    const outcome = await Promise.race([work.then(() => 'done' as const), deadline])
    if (outcome === 'timed-out') {
      progress.cancelled = true
      controller.abort()
      const kept = progress.added + progress.updated
      await finish(context, runId, 'failed', progress, `The run took longer than ${seconds(runTimeoutMs)} and was stopped${kept > 0 ? ` after storing ${kept} of ${progress.found} companies` : ''}. Companies already stored are kept.`)
      // Let the work notice and end before the job does (it stores nothing more).
      await work.catch(() => undefined)
      return
    }
    await finish(context, runId, 'succeeded', progress, null)
  } catch (error) {
    progress.cancelled = true
    controller.abort()
    const reason = error instanceof RunFailure ? error.message : `The run stopped on an unexpected error: ${errorText(error)}`
    if (!attempt.last) {
      context.log.warn({ runId, attempt: attempt.number, reason }, 'research run failed; retrying')
      throw new RetryStep(reason)
    }
    await finish(context, runId, 'failed', progress, `${reason} Companies already stored are kept.`)
  } finally {
    clearTimeout(timer)
  }
}

async function finish(context: PipelineContext, runId: string, status: 'succeeded' | 'failed', progress: Progress, error: string | null) {
  await context.db
    .update(researchRuns)
    .set({ status, found: progress.found, added: progress.added, updated: progress.updated, error, finishedAt: context.now() })
    .where(and(eq(researchRuns.id, runId), eq(researchRuns.status, 'running')))
}

/** The source's answer; the sample set when the live source cannot be reached at all. */
async function askSource(context: PipelineContext, query: Parameters<PlacesProvider['search']>[0], signal: AbortSignal): Promise<{ source: PlacesProvider; outcome: PlacesOutcome }> {
  const live = context.providers.live.places
  const outcome = await live.search(query, { signal })
  if (outcome.ok || !outcome.failure.unreachable || live.kind === 'sample') return { source: live, outcome }
  context.log.warn({ reason: outcome.failure.message }, 'places source unreachable: researching the offline sample set')
  const sample = context.providers.sandbox.places
  return { source: sample, outcome: await sample.search(query, { signal }) }
}

function failureReason(failure: PlacesFailure): string {
  return `${failure.message.replace(/[.\s]+$/, '')}.`
}

async function research(context: PipelineContext, run: RunRow, progress: Progress, signal: AbortSignal): Promise<void> {
  const { maxBusinesses } = context.config.research
  const industries = industriesFor(run.industry)
  const area = researchArea(run.location)
  const query = { location: run.location as ResearchLocation, industries, limit: Math.min(500, maxBusinesses * overfetch) }

  const { source, outcome } = await askSource(context, query, signal)
  if (!outcome.ok) throw new RunFailure(failureReason(outcome.failure))
  const chosen = selectBalanced(dedupeCandidates(outcome.value), industries, maxBusinesses)
  progress.found = chosen.length
  await context.db
    .update(researchRuns)
    .set({ source: source.sourceName, found: chosen.length })
    .where(and(eq(researchRuns.id, run.id), eq(researchRuns.status, 'running')))

  const llm = context.providers.live.llm
  let modelFailures = 0
  for (const candidate of chosen) {
    if (progress.cancelled) return
    const facts = factsOf(candidate, companyLocation(candidate.city, area))
    let wording: ResearchWording | undefined
    let note: string | undefined
    // The model writes about real businesses only: the sample set keeps the rules' words.
    if (llm.kind !== 'local' && !candidate.sample && modelFailures < modelFailuresTolerated) {
      const read = await llm.analyseResearchCompany(facts)
      if (read.ok) wording = read.value
      else {
        modelFailures += 1
        note = `The language model's analysis failed (${read.failure.message.slice(0, 160)}); the industry rules wrote this one.`
      }
    } else if (llm.kind !== 'local' && !candidate.sample) {
      note = `The language model failed ${modelFailuresTolerated} times in this run; the industry rules wrote this one.`
    }
    if (progress.cancelled) return
    const analysis = analyse(facts, wording ?? ruleWording(facts))
    const stored = await storeFoundCompany(context.db, {
      candidate,
      analysis,
      notes: researchNotes(analysis, source.sourceName, note),
      analysedBy: wording ? 'openai' : 'rules',
      location: facts.location,
      source: source.sourceName,
      runId: run.id,
      now: context.now(),
    })
    progress[stored] += 1
    await context.db
      .update(researchRuns)
      .set({ added: progress.added, updated: progress.updated })
      .where(and(eq(researchRuns.id, run.id), eq(researchRuns.status, 'running')))
  }
}
