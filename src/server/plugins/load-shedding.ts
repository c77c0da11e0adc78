import { getHeapStatistics } from 'node:v8'
import underPressure from '@fastify/under-pressure'
import fp from 'fastify-plugin'
import type { ApiErrorBody } from './errors'

/** Seconds a client is asked to wait when the server sheds load (Retry-After). */
export const overloadRetryAfterSeconds = 5
export const overloadMessage = 'The server is busy. Please try again in a few seconds.'

export type LoadSheddingOptions = {
  /** Past this event-loop delay every request is answered 503 until it falls again. */
  maxEventLoopDelayMs: number
  /** Past this share of V8's heap limit, likewise. */
  maxHeapShare: number
  /** How often the two are measured. */
  sampleIntervalMs: number
}

// An interval in which the event loop never turned at all counts as an infinite delay
// (under-pressure): with a 1 s interval, that means a loop blocked for a whole second.
export const defaultLoadShedding: LoadSheddingOptions = { maxEventLoopDelayMs: 1_000, maxHeapShare: 0.9, sampleIntervalMs: 1_000 }

/**
 * Back-pressure (@fastify/under-pressure): an overloaded process answers 503 with Retry-After at
 * once instead of queueing requests it would answer too late or not at all. /healthz is measured
 * like any route, so a load balancer stops sending work too.
 */
export const loadSheddingPlugin = fp<{ options: LoadSheddingOptions }>(async (app, { options }) => {
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    maxHeapUsedBytes: Math.floor(getHeapStatistics().heap_size_limit * options.maxHeapShare),
    sampleInterval: options.sampleIntervalMs,
    retryAfter: overloadRetryAfterSeconds,
    // under-pressure sends what the handler returns (returning nothing would run the route).
    pressureHandler: (request, reply, type, value) => {
      request.log.warn({ pressure: type, value }, 'shedding load')
      reply.code(503).header('retry-after', String(overloadRetryAfterSeconds))
      return { error: overloadMessage, requestId: String(request.id) } satisfies ApiErrorBody as never
    },
  })
})
