import type { FastifyPluginAsync } from 'fastify'
import type { Database } from '@/server/db/client'
import type { JobQueue } from '@/server/jobs/queue'

type Check = 'ok' | 'down'

/** GET /healthz: 200 when the database and the job queue answer, 503 otherwise. */
export const healthRoutes: FastifyPluginAsync<{ database: Database; queue: JobQueue }> = async (app, deps) => {
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
    const [database, queue] = await Promise.all([probe('database', deps.database.ping), probe('queue', deps.queue.ping)])
    const healthy = database === 'ok' && queue === 'ok'
    return reply
      .code(healthy ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: healthy ? 'ok' : 'degraded', database: { status: database, kind: deps.database.kind }, queue })
  })
}
