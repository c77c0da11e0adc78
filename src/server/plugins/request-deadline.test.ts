import Fastify from 'fastify'
import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { requestDeadlinePlugin } from './request-deadline'

const logLines: Record<string, unknown>[] = []
const logger = pino({ level: 'warn' }, { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) })

async function appWithDeadline(deadlineMs: number) {
  const app = Fastify({ loggerInstance: logger })
  await app.register(requestDeadlinePlugin, { deadlineMs, describeLoad: () => 'embedded database held for 900 ms by a transaction, 2 waiting' })
  const never = new Promise<never>(() => {})
  app.get('/stuck', async () => never)
  app.get('/slow-but-allowed', { config: { deadlineMs: 400 } }, async () => {
    await new Promise((resolve) => setTimeout(resolve, 200))
    return { ok: true }
  })
  app.get('/quick', async () => ({ ok: true }))
  app.get('/stream', async (_request, reply) => {
    reply.hijack()
    reply.raw.writeHead(200, { 'content-type': 'text/plain' })
    reply.raw.write('started')
    setTimeout(() => reply.raw.end(' and finished'), 300)
  })
  return app
}

let app: Awaited<ReturnType<typeof appWithDeadline>> | undefined
afterEach(async () => {
  await app?.close()
  logLines.length = 0
})

describe('the request deadline', () => {
  it('answers a request stuck past the bound 503 with Retry-After, and logs what the database was doing', async () => {
    app = await appWithDeadline(100)
    const started = performance.now()
    const response = await app.inject({ method: 'GET', url: '/stuck' })
    expect(performance.now() - started).toBeLessThan(1_000)
    expect(response.statusCode).toBe(503)
    expect(response.headers['retry-after']).toBe('5')
    expect(response.json()).toMatchObject({ error: 'The server took too long to answer. Please try again in a few seconds.' })
    expect(logLines).toContainEqual(expect.objectContaining({ route: '/stuck', deadlineMs: 100, waitedFor: 'embedded database held for 900 ms by a transaction, 2 waiting' }))
  })

  it('leaves answers within the bound alone, a route’s own longer bound included', async () => {
    app = await appWithDeadline(100)
    expect((await app.inject({ method: 'GET', url: '/quick' })).json()).toEqual({ ok: true })
    expect((await app.inject({ method: 'GET', url: '/slow-but-allowed' })).json()).toEqual({ ok: true })
    expect(logLines).toEqual([])
  })

  it('leaves a response that has begun alone', async () => {
    app = await appWithDeadline(100)
    const response = await app.inject({ method: 'GET', url: '/stream' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe('started and finished')
  })
})
