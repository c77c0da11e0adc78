import type { FastifyPluginAsync } from 'fastify'
import type { Database } from '@/server/db/client'
import type { JobQueue } from '@/server/jobs/queue'
import type { InboundStatusService } from '@/server/services/inbound/status'

type Check = 'ok' | 'down'

/**
 * GET /healthz: 200 when the database and the job queue answer, 503 otherwise. The mailbox
 * (issue 23) is a warning, never a failure: a mail server outage does not make the app unhealthy,
 * but the report says so (`inbound.status: 'warning'`, and `warnings` lists it).
 */
export const healthRoutes: FastifyPluginAsync<{ database: Database; queue: JobQueue; inbound: InboundStatusService }> = async (app, deps) => {
  app.get('/healthz', async (request, reply) => {
    const probe = async (name: string, check: () => Promise<void>): Promise<Check> => {
      try {
        await check()
        return 'ok'
      } catch (error) {
        request.log.warn({ err: error }, `health check: ${name} is down`)
        return 'down'
      }
    }
    const [database, queue, inbound] = await Promise.all([probe('database', deps.database.ping), probe('queue', deps.queue.ping), deps.inbound.read()])
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
