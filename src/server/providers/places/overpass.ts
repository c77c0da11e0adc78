import { z } from 'zod'
import { researchArea } from '@/server/domain/research/locations'
import { buildOverpassQuery, candidateFromOsm, type OsmElement } from '@/server/domain/research/overpass'
import type { PlaceCandidate } from '@/server/domain/research/place'
import type { PlacesOutcome, PlacesProvider } from '../types'
import { requestJson } from './http'

/**
 * OpenStreetMap through the Overpass API (OVERPASS_URL; keyless, the default places source).
 * Overpass is a free, shared service: its usage policy asks for an identifying User-Agent and
 * few requests, so this client sends one request per run, one at a time per process (runs side
 * by side queue here), and caps the query's own [timeout:] below ours.
 * https://dev.overpass-api.de/overpass-doc/en/preface/commons.html
 */

export const overpassSourceName = 'OpenStreetMap (Overpass)'

const answerSchema = z.object({
  elements: z.array(
    z
      .object({
        type: z.string(),
        id: z.number(),
        tags: z.record(z.string(), z.string()).optional(),
      })
      .loose(),
  ),
  remark: z.string().optional(),
})

export type OverpassOptions = {
  url: string
  /** Identifies the app to the Overpass operators: 'BluegrassAI-Research/1.0 (+https://…)'. */
  userAgent: string
  timeoutMs: number
}

export function researchUserAgent(publicUrl: string): string {
  return `BluegrassAI-Research/1.0 (+${publicUrl})`
}

export function createOverpassPlaces(options: OverpassOptions): PlacesProvider {
  // One request at a time: each waits for the one before it to end, however it ended.
  let queue: Promise<unknown> = Promise.resolve()

  async function ask(query: string, signal: AbortSignal | undefined): Promise<{ ok: true; elements: OsmElement[] } | Extract<PlacesOutcome, { ok: false }>> {
    const answer = await requestJson(
      options.url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', 'user-agent': options.userAgent },
        body: new URLSearchParams({ data: query }).toString(),
      },
      { source: overpassSourceName, timeoutMs: options.timeoutMs, ...(signal ? { signal } : {}) },
    )
    if (!answer.ok) return answer
    const parsed = answerSchema.safeParse(answer.value)
    if (!parsed.success) return { ok: false, failure: { kind: 'malformed', message: `${overpassSourceName} answered JSON of an unexpected shape`, unreachable: false } }
    // Overpass answers 200 with a remark when the query ran out of time or memory on its side.
    const remark = parsed.data.remark
    if (remark && /error/i.test(remark)) {
      const timedOut = /time|timeout/i.test(remark)
      return { ok: false, failure: { kind: timedOut ? 'timeout' : 'http', message: `${overpassSourceName}: ${remark.replace(/\s+/g, ' ').slice(0, 200)}`, unreachable: false } }
    }
    return { ok: true, elements: parsed.data.elements }
  }

  return {
    kind: 'overpass',
    sourceName: overpassSourceName,
    async search(query, searchOptions = {}) {
      const text = buildOverpassQuery({
        area: researchArea(query.location),
        industries: query.industries,
        limit: query.limit,
        // Overpass stops its own work a little before we stop waiting for it.
        timeoutSeconds: Math.max(1, Math.floor((options.timeoutMs * 0.8) / 1000)),
      })
      const turn = queue.then(() => ask(text, searchOptions.signal))
      queue = turn.catch(() => undefined)
      const answer = await turn
      if (!answer.ok) return answer
      const candidates = answer.elements
        .map((element) => candidateFromOsm(element, query.industries))
        .filter((candidate): candidate is PlaceCandidate => candidate !== undefined)
      return { ok: true, value: candidates }
    },
  }
}
