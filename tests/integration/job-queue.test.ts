import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '@/server/db/client'
import { assessments } from '@/server/db/schema'
import { createJobQueue, type JobDefinition, type JobQueue } from '@/server/jobs/queue'
import { validAssessment } from '../support/fixtures'
import { silentLogger } from '../support/silent-logger'
import { createTestDatabase, type TestDatabase } from '../support/test-database'
import { waitFor } from '../support/wait-for'

let database: TestDatabase
const running: JobQueue[] = []

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  for (const queue of running) await queue.stop()
  await database?.destroy()
})
beforeEach(() => database.reset())

type Note = { note: string }

function recordingJob(name: string, seen: string[], options: Partial<JobDefinition<Note>> = {}): JobDefinition<Note> {
  return { name, handler: async ({ note }) => void seen.push(note), ...options }
}

async function startQueue(jobs: JobDefinition<any>[], db: Database = database, pollingIntervalSeconds = 0.5) {
  const queue = createJobQueue({ database: db, log: silentLogger, pollingIntervalSeconds })
  await queue.start(jobs)
  running.push(queue)
  return queue
}

describe(`job queue on ${process.env.TEST_DATABASE}`, () => {
  it('runs a job enqueued in a transaction once the transaction commits', async () => {
    const seen: string[] = []
    const queue = await startQueue([recordingJob('tx-commit', seen)])
    await database.db.transaction(async (tx) => {
      await tx.insert(assessments).values(validAssessment() as typeof assessments.$inferInsert)
      await queue.enqueue('tx-commit', { note: 'committed' }, { tx })
    })
    await waitFor(async () => (seen.length ? seen : undefined), 10_000, 'the job')
    expect(seen).toEqual(['committed'])
  })

  it('wakes the worker when a job it enqueued is committed and when a delayed one is due, not at its next poll', async () => {
    const seen: string[] = []
    // A poll a minute: only the wake can run these within seconds (decision 057).
    const queue = await startQueue([recordingJob('woken', seen)], database, 60)
    await new Promise((resolve) => setTimeout(resolve, 300)) // past the worker's first fetch at start
    const started = Date.now()
    await database.db.transaction(async (tx) => {
      await queue.enqueue('woken', { note: 'in a transaction' }, { tx })
      await new Promise((resolve) => setTimeout(resolve, 200))
      // Not before the commit: a wake now would find nothing and the job would wait a minute.
      expect(seen).toEqual([])
    })
    await waitFor(async () => (seen.length === 1 ? seen : undefined), 5_000, 'the committed job')
    await queue.enqueueMany([{ name: 'woken', data: { note: 'due in 1 s' }, startAfter: new Date(Date.now() + 1000) }])
    await queue.enqueue('woken', { note: 'right away' }, {})
    await waitFor(async () => (seen.length === 3 ? seen : undefined), 5_000, 'the delayed job')
    expect(seen).toEqual(['in a transaction', 'right away', 'due in 1 s'])
    expect(Date.now() - started).toBeLessThan(10_000)
  })

  it('sends jobs as a part of a larger statement, with the queue settings enqueueMany gives them, all or nothing (decision 059)', async () => {
    const seen: string[] = []
    const queue = await startQueue([recordingJob('within', seen, { retryLimit: 4 })])
    const settings = sql`select name, data->>'note' as note, retry_limit, expire_in::text, keep_until > now() as kept from pgboss.job where name = 'within' order by created_on`
    await queue.enqueueMany([{ name: 'within', data: { note: 'alone' } }])
    const written = await queue.enqueueWithin([{ name: 'within', data: { note: 'with its row' } }], async (insertJobs) => {
      const result = await database.db.execute(sql`with jobs as (${insertJobs}) select 41 + 1 as answer`)
      return (result as unknown as { rows: { answer: number }[] }).rows[0]!.answer
    })
    expect(written).toBe(42)
    const rows = (await database.db.execute(settings)) as unknown as { rows: { note: string; retry_limit: number; expire_in: string; kept: boolean }[] }
    expect(rows.rows.map((row) => row.note)).toEqual(['alone', 'with its row'])
    const [alone, within] = rows.rows.map(({ note: _note, ...rest }) => rest)
    expect(within).toEqual(alone)
    expect(within!.retry_limit).toBe(4)
    // A statement that fails leaves no job behind.
    await expect(
      queue.enqueueWithin([{ name: 'within', data: { note: 'failed with its row' } }], (insertJobs) =>
        database.db.execute(sql`with jobs as (${insertJobs}) select 1 / 0`),
      ),
    ).rejects.toThrow()
    await waitFor(async () => (seen.length === 2 ? seen : undefined), 10_000, 'both jobs')
    expect(seen.sort()).toEqual(['alone', 'with its row'])
    expect(((await database.db.execute(settings)) as unknown as { rows: unknown[] }).rows).toHaveLength(2)
  })

  it('drops a job whose transaction rolls back, together with its row', async () => {
    const seen: string[] = []
    const queue = await startQueue([recordingJob('tx-rollback', seen)])
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(assessments).values(validAssessment() as typeof assessments.$inferInsert)
        await queue.enqueue('tx-rollback', { note: 'rolled back' }, { tx })
        throw new Error('something later failed')
      }),
    ).rejects.toThrow('something later failed')

    const jobs = await database.db.execute(sql`select count(*)::int as count from pgboss.job where name = 'tx-rollback'`)
    expect((jobs as unknown as { rows: { count: number }[] }).rows[0]!.count).toBe(0)
    expect(await database.db.select().from(assessments)).toHaveLength(0)
    await new Promise((resolve) => setTimeout(resolve, 1200))
    expect(seen).toEqual([])
  })

  it('retries a failing job until it succeeds', async () => {
    let attempts = 0
    const queue = await startQueue([
      {
        name: 'flaky',
        retryLimit: 3,
        retryDelaySeconds: 1,
        handler: async () => {
          attempts += 1
          if (attempts < 2) throw new Error('provider down')
        },
      },
    ])
    await queue.enqueue('flaky', {})
    await waitFor(async () => (attempts >= 2 ? attempts : undefined), 15_000, 'the retry')
    expect(attempts).toBe(2)
  })

  it('runs a delayed job after a restart of the process', async () => {
    const own = await createTestDatabase()
    const before: string[] = []
    const first = await startQueue([recordingJob('delayed', before)], own)
    const dueAt = Date.now() + 2_000
    await first.enqueue('delayed', { note: 'follow-up' }, { startAfter: new Date(dueAt) })
    await first.stop()
    await own.close()
    expect(before).toEqual([])

    // A new process: the same database opened again, new workers.
    const reopened = await openDatabase(own.reopenOptions)
    try {
      const after: string[] = []
      const second = await startQueue([recordingJob('delayed', after)], reopened)
      await waitFor(async () => (after.length ? after : undefined), 15_000, 'the delayed job')
      expect(after).toEqual(['follow-up'])
      expect(Date.now()).toBeGreaterThanOrEqual(dueAt)
      await second.stop()
    } finally {
      await reopened.close()
      await own.destroy()
    }
  })
})
