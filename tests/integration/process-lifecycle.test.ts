import type { ChildProcess } from 'node:child_process'
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '@/server/db/client'
import { assessments, inboundMailboxes } from '@/server/db/schema'
import { validAssessment } from '../support/fixtures'
import { startDovecot } from '../support/dovecot'
import { freePort, startServerProcess, waitUntilHealthy } from '../support/server-process'
import { createTestDatabase, type TestDatabase } from '../support/test-database'
import { waitFor } from '../support/wait-for'

/** The real entry point (src/server/main.ts) as `npm start` runs it, in a child process. */

let database: TestDatabase

beforeAll(async () => {
  database = await createTestDatabase()
  // The child opens the database itself; this process must let go of it first.
  await database.close()
})
afterAll(async () => {
  await database?.destroy()
})

function databaseEnv(): Record<string, string> {
  const { databaseUrl, dataDir } = database.reopenOptions
  return databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }
}

describe(`the server process on ${process.env.TEST_DATABASE}`, () => {
  it('stops with a message naming each bad variable', async () => {
    const server = startServerProcess({ PORT: 'eighty', DATABASE_URL: 'mysql://nope' })
    expect(await server.exited).toBe(1)
    expect(server.output()).toContain('Invalid environment')
    expect(server.output()).toContain('PORT: must be a whole number from 0 to 65535')
    expect(server.output()).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL')
  })

  // A fresh process on a fresh database (its migrations included) can take 20 s on a busy two-core machine.
  it('on SIGTERM finishes the request in flight, closes the database and exits 0', { timeout: 60_000 }, async () => {
    const port = await freePort()
    const server = startServerProcess({ PORT: String(port), HOST: '127.0.0.1', ...databaseEnv() })
    let child: ChildProcess | undefined = server.child
    try {
      await waitUntilHealthy(`http://127.0.0.1:${port}`)

      // Send the headers and half the body, then SIGTERM, then the rest: the request is in flight.
      const body = JSON.stringify(validAssessment())
      const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request(
          { host: '127.0.0.1', port, path: '/api/assessment', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
          (response) => {
            let text = ''
            response.on('data', (chunk) => (text += chunk))
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }))
          },
        )
        request.on('error', reject)
        request.write(body.slice(0, 40))
        setTimeout(() => {
          server.child.kill('SIGTERM')
          setTimeout(() => request.end(body.slice(40)), 300)
        }, 300)
      })

      const response = await answered
      expect(response.status).toBe(201)
      expect(await server.exited).toBe(0)
      child = undefined
      expect(server.output()).toContain('shutting down')

      // Closed cleanly: the database opens again and holds the acknowledged submission.
      const reopened = await openDatabase(database.reopenOptions)
      try {
        const rows = await reopened.db.select().from(assessments)
        expect(rows.map((row) => row.id)).toContain(JSON.parse(response.body).id)
      } finally {
        await reopened.close()
      }
    } finally {
      child?.kill('SIGKILL')
    }
  })

  it('reading a mailbox, on SIGTERM stops the reader, gives up its lease and exits 0', { timeout: 60_000 }, async () => {
    const dovecot = await startDovecot()
    const port = await freePort()
    const server = startServerProcess({ PORT: String(port), HOST: '127.0.0.1', IMAP_URL: dovecot.url, IMAP_POLL_SECONDS: '5', ...databaseEnv() })
    let child: ChildProcess | undefined = server.child
    try {
      await waitUntilHealthy(`http://127.0.0.1:${port}`)
      await waitFor(
        async () => ((await (await fetch(`http://127.0.0.1:${port}/healthz`)).json()) as { inbound: { state: string } }).inbound.state === 'active' || undefined,
        30_000,
        'the mailbox reader',
      )
      server.child.kill('SIGTERM')
      expect(await server.exited).toBe(0)
      child = undefined
      // The lease is released, not left to lapse: another instance may read at once.
      const reopened = await openDatabase(database.reopenOptions)
      try {
        const [mailbox] = await reopened.db.select().from(inboundMailboxes)
        expect(mailbox).toMatchObject({ leaseHolder: null, uidValidity: expect.any(Number) })
      } finally {
        await reopened.close()
      }
    } finally {
      child?.kill('SIGKILL')
      await dovecot.destroy()
    }
  })
})
