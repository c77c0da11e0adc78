import fp from 'fastify-plugin'
import type { ApiErrorBody } from './errors'

/** Seconds a client is asked to wait after its request ran out of time (Retry-After). */
export const deadlineRetryAfterSeconds = 5
export const deadlineMessage = 'The server took too long to answer. Please try again in a few seconds.'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's own bound, in ms, when it may rightly take longer than the app's (a live provider test). */
    deadlineMs?: number
  }
}

/**
 * Every request has a bound (docs/decisions/042): one that has not answered within `deadlineMs`
 * (or its route's `config.deadlineMs`) is answered 503 with Retry-After, and logged with what the
 * database was doing, so nothing a handler waits on can hold a visitor forever. The handler's work
 * is not cancelled (a transaction still commits or rolls back whole); its late answer is dropped.
 * A response already under way (a stream that has sent its headers) is left alone.
 */
export const requestDeadlinePlugin = fp<{ deadlineMs: number; describeLoad: () => string }>(async (app, { deadlineMs, describeLoad }) => {
  app.addHook('onRequest', (request, reply, done) => {
    const bound = reply.routeOptions.config.deadlineMs ?? deadlineMs
    const timer = setTimeout(() => {
      if (reply.sent || reply.raw.headersSent) return
      request.log.warn(
        { deadlineMs: bound, route: reply.routeOptions.url, waitedFor: describeLoad() },
        `the request was not answered within ${bound} ms: answered 503`,
      )
      reply
        .code(503)
        .header('retry-after', String(deadlineRetryAfterSeconds))
        .send({ error: deadlineMessage, requestId: String(request.id) } satisfies ApiErrorBody)
    }, bound)
    timer.unref()
    // The raw response's close: sent, or the client went away; either way the timer is done.
    reply.raw.once('close', () => clearTimeout(timer))
    done()
  })
})
