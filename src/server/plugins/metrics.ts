import { timingSafeEqual } from 'node:crypto'
import fp from 'fastify-plugin'
import type { AppMetrics } from '@/server/services/metrics'
import { operatorRequiredMessage } from '@/shared/automation'
import { isOperator } from './operator'

/**
 * Records every answered request (route pattern, not the raw URL: no ids or search terms in
 * labels) and serves GET /metrics in Prometheus's text format to the operator, or to a scraper
 * that sends `Authorization: Bearer <METRICS_TOKEN>`.
 */
export const metricsPlugin = fp<{ metrics: AppMetrics; token: string | undefined }>(async (app, { metrics, token }) => {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched'
    metrics.httpRequests.inc({ method: request.method, route, status: String(reply.statusCode) })
    metrics.httpDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000)
  })

  const bearerMatches = (header: string | undefined) => {
    if (!token || !header?.startsWith('Bearer ')) return false
    const given = Buffer.from(header.slice('Bearer '.length))
    const expected = Buffer.from(token)
    return given.length === expected.length && timingSafeEqual(given, expected)
  }

  app.get('/metrics', async (request, reply) => {
    if (!isOperator(request) && !bearerMatches(request.headers.authorization)) {
      return reply.code(401).header('cache-control', 'no-store').send({ error: operatorRequiredMessage })
    }
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(await metrics.registry.metrics())
  })
})
