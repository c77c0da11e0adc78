import pg from 'pg'
import { describe, expect, inject, it, onTestFailed } from 'vitest'
import { recordChaosFigures } from '../support/chaos-figures'
import { freePort, postContact, serverEnv, useServerProcesses, waitUntilHealthy } from '../support/server-process'
import { adminQuery } from '../support/test-database'

/**
 * Issue 14 item 1: the real server process (src/server/main.ts) on PostgreSQL, under 5
 * submissions a second, while its database refuses every connection for 15 s. PGlite lives in the
 * process itself: it has no outage to survive.
 */

const outageMs = 15_000
const submissionIntervalMs = 200

type Result = { email: string; status: number; retryAfter: string | null; phase: 'before' | 'outage' | 'after' | 'straddling'; error?: string }

describe.runIf(process.env.TEST_DATABASE === 'postgres')('a database outage under load', () => {
  const processes = useServerProcesses()

  it('keeps the process up: 503 with Retry-After during it, working again within 10 s, no acknowledged submission lost', { timeout: 90_000 }, async () => {
    const databaseUrl = processes.database.reopenOptions.databaseUrl!
    const databaseName = new URL(databaseUrl).pathname.slice(1)
    const port = await freePort()
    const baseUrl = `http://127.0.0.1:${port}`
    // Each submission from its own address (through the proxy header), so no rate limit interferes.
    const server = processes.start(serverEnv(port, processes.database.reopenOptions))
    onTestFailed(() => console.error(`server output:\n${server.output().slice(-6_000)}`))
    await waitUntilHealthy(baseUrl)

    let recoveredInMs = 0
    let phase: Result['phase'] = 'before'
    const results: Result[] = []
    let count = 0
    const submit = async () => {
      const index = count++
      const email = `outage-${index}@example.com`
      const submittedIn = phase
      try {
        // A hang is a failure too: 503s must come at once, not after the client gives up.
        const response = await postContact(baseUrl, email, `10.1.${index >> 8}.${index & 255}`)
        // One that was still in flight when the outage began may fairly get a 503.
        results.push({ email, status: response.status, retryAfter: response.headers.get('retry-after'), phase: phase === submittedIn ? submittedIn : 'straddling' })
      } catch (error) {
        results.push({ email, status: 0, retryAfter: null, phase: phase === submittedIn ? submittedIn : 'straddling', error: String(error) })
      }
    }
    const inFlight: Promise<void>[] = []
    const load = setInterval(() => inFlight.push(submit()), submissionIntervalMs)
    const health = async () => {
      const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(10_000) })
      return { status: response.status, body: (await response.json()) as { database: { status: string } } }
    }

    try {
      await new Promise((resolve) => setTimeout(resolve, 2_000))

      // The outage: no new connections, and every open one cut. The phase changes first: a
      // request cut by the termination may be answered (503) before the admin query returns, and
      // it was sent before the outage, not during a healthy phase.
      phase = 'outage'
      await adminQuery(`alter database ${databaseName} allow_connections false`)
      await adminQuery(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${databaseName}'`)
      await new Promise((resolve) => setTimeout(resolve, 3_000))
      const duringOutage = await health()
      expect(duringOutage.status).toBe(503)
      expect(duringOutage.body.database.status).toBe('down')
      await new Promise((resolve) => setTimeout(resolve, outageMs - 3_000))

      await adminQuery(`alter database ${databaseName} allow_connections true`)
      const returnedAt = Date.now()
      phase = 'after'
      await waitUntilHealthy(baseUrl, 10_000)
      recoveredInMs = Date.now() - returnedAt
      expect(recoveredInMs).toBeLessThanOrEqual(10_000)
      // Submissions made once it is healthy again all go through.
      const afterRecovery = results.length
      await new Promise((resolve) => setTimeout(resolve, 3_000))
      clearInterval(load)
      await Promise.all(inFlight)
      expect(results.slice(afterRecovery).filter((result) => result.phase === 'after' && result.status !== 201)).toEqual([])
    } finally {
      clearInterval(load)
      await adminQuery(`alter database ${databaseName} allow_connections true`)
    }

    expect(server.alive()).toBe(true)
    expect(server.output()).not.toContain('uncaught exception')
    // Every answer was a 201 or an honest 503 with Retry-After: never a 500, never a hang.
    const unexpected = results.filter((result) => result.status !== 201 && !(result.status === 503 && result.retryAfter))
    expect(unexpected).toEqual([])
    expect(results.filter((result) => result.status === 503).length).toBeGreaterThan(0)
    expect(results.filter((result) => result.phase === 'before').every((result) => result.status === 201)).toBe(true)

    // Acknowledged means stored: every 201's submission is in the database.
    const acknowledged = results.filter((result) => result.status === 201).map((result) => result.email)
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      const { rows } = await client.query<{ email: string }>('select email from contact_submissions')
      const stored = new Set(rows.map((row) => row.email))
      expect(acknowledged.filter((email) => !stored.has(email))).toEqual([])
    } finally {
      await client.end()
    }
    await recordChaosFigures(inject('chaosFiguresFile'), {
      scenario: `database closed ${outageMs / 1000} s under ${1000 / submissionIntervalMs}/s`,
      database: 'postgres',
      figures: {
        '201': results.filter((result) => result.status === 201).length,
        '503 with Retry-After': results.filter((result) => result.status === 503 && result.retryAfter).length,
        'other (500, hang)': unexpected.length,
        'healthy again after': `${(recoveredInMs / 1000).toFixed(1)} s`,
        lost: 0,
        'process alive': 'yes',
      },
    })

    // The workers came back too: the first answers of submissions after the outage go out.
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  })
})
