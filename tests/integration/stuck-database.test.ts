import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { databaseWaitMs } from '@/server/db/client'
import { holdTheDatabase } from '../support/hold-database'
import { useTestApp } from '../support/test-app'

/**
 * Nothing can freeze the whole server (issue 36, docs/decisions/042): while something holds the
 * database (the embedded one's only connection, or every connection of PostgreSQL's pool), a
 * request that needs it is answered 503 with Retry-After once its wait's bound has passed, the
 * log says what held it, /healthz answers within a second and reports the database down, and
 * once it is let go everything answers again.
 */

const logLines: Record<string, unknown>[] = []
const logger = pino({ level: 'warn' }, { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) })
const opened = useTestApp({ logger })

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now()
  const result = await work()
  return { ms: performance.now() - started, result }
}

describe(`a held database on ${process.env.TEST_DATABASE}`, () => {
  it('answers 503 with Retry-After after the wait’s bound, keeps /healthz answering, and recovers when let go', async () => {
    const { app } = opened
    const release = await holdTheDatabase(opened.database)
    try {
      const [slots, health] = await Promise.all([
        timed(() => app.inject({ method: 'GET', url: '/api/booking/slots' })),
        timed(() => app.inject({ method: 'GET', url: '/healthz' })),
      ])
      expect(health.ms).toBeLessThan(1_000)
      expect(health.result.statusCode).toBe(503)
      expect(health.result.json()).toMatchObject({ status: 'degraded', database: { status: 'down' } })

      expect(slots.result.statusCode).toBe(503)
      expect(slots.result.headers['retry-after']).toBe('5')
      expect(slots.ms).toBeGreaterThanOrEqual(databaseWaitMs - 100)
      expect(slots.ms).toBeLessThan(databaseWaitMs + 3_000)
      if (opened.database.kind === 'pglite') {
        // The log names what held the embedded database: the test's transaction.
        const held = logLines.find((line) => line.msg === 'database unavailable')
        expect(JSON.stringify(held)).toMatch(/held for \d+ ms by a transaction begun at .*hold-database\.ts:\d+:\d+/)
      }
    } finally {
      await release()
    }
    expect((await app.inject({ method: 'GET', url: '/api/booking/slots' })).statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
  })
})
