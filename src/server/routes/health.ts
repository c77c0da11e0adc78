import type { FastifyPluginAsync } from 'fastify'
import type { Database } from '@/server/db/client'
import type { JobQueue } from '@/server/jobs/queue'
import type { InboundStatusService } from '@/server/services/inbound/status'

type Check = 'ok' | 'down'

/**
 * Each check's bound: the whole report answers within a second even while another request holds
 * the database (decision 042), and a database that does not answer in time is reported down.
 */
export const healthCheckTimeoutMs = 800

/**
 * GET /healthz: 200 when the database and the job queue answer, 503 otherwise. The mailbox
 * (issue 23) is a warning, never a failure: a mail server outage does not make the app unhealthy,
 * but the report says so (`inbound.status: 'warning'`, and `warnings` lists it).
 */
export const healthRoutes: FastifyPluginAsync<{ database: Database; queue: JobQueue; inbound: InboundStatusService }> = async (app, deps) => {
  app.get('/healthz', async (request, reply) => {
    const probe = async (name: string, check: () => Promise<void>): Promise<Check> => {
      try {
        await withinHealthBound(name, check())
        return 'ok'
      } catch (error) {
        request.log.warn({ err: error }, `health check: ${name} is down`)
        return 'down'
      }
    }
    const [database, queue, inbound] = await Promise.all([
      probe('database', deps.database.ping),
      probe('queue', deps.queue.ping),
      // Its state lives in the database: one that does not answer leaves it unknown, which is said, not taken for ok.
      withinHealthBound('inbound', deps.inbound.read()).catch((error: unknown) => ({
        state: 'failing' as const,
        lastError: `its state could not be read (${error instanceof Error ? error.message : 'no answer'})`,
        lastSuccessAt: null,
      })),
    ])
    const healthy = database === 'ok' && queue === 'ok'
    const inboundWarning = inbound.state === 'failing' ? `inbound e-mail: ${inbound.lastError ?? 'the last read of the mailbox failed'}` : null
    return reply
      .code(healthy ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({
        status: healthy ? 'ok' : 'degraded',
        database: { status: database, kind: deps.database.kind },
        queue,
        inbound: { status: inbound.state === 'off' ? 'off' : inboundWarning ? 'warning' : 'ok', state: inbound.state, lastSuccessAt: inbound.lastSuccessAt },
        warnings: inboundWarning ? [inboundWarning] : [],
      })
  })
}

/** `work`, or a rejection once healthCheckTimeoutMs has passed. */
function withinHealthBound<T>(name: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${name} did not answer within ${healthCheckTimeoutMs} ms`)), healthCheckTimeoutMs)
  })
  // A check that fails after the bound has already been reported; its rejection is not unhandled.
  work.catch(() => {})
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}
