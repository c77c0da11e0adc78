import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backupDatabase, pgliteDirectory, restoreDatabase } from '@/server/db/backup'
import { openDatabase, type Database } from '@/server/db/client'
import { humanFormFields, validAssessment, validContact } from '../support/fixtures'
import { waitForIdleQueue } from '../support/pipeline'
import { buildTestApp } from '../support/test-app'
import { createTestDatabase, type TestDatabase } from '../support/test-database'

/**
 * Issue 15 item 4: a backup restores. The app stores a contact submission and an assessment
 * (leads, runs, tasks, e-mails, delayed follow-up jobs); the backup is taken, the data wiped,
 * the backup restored, and every row and job is found again.
 */

let database: TestDatabase
let directory: string

beforeAll(async () => {
  database = await createTestDatabase()
  directory = await mkdtemp(path.join(os.tmpdir(), 'bluegrass-backup-'))
})
afterAll(async () => {
  await database?.destroy()
  await rm(directory, { recursive: true, force: true })
})

/** What must survive: every table's rows that matter, and the job queue. */
async function snapshot(target: Database) {
  const rows = async (query: ReturnType<typeof sql>) => ((await target.db.execute(query)) as unknown as { rows: unknown[] }).rows
  return {
    leads: await rows(sql`select email, full_name, score, status from leads order by email`),
    contactSubmissions: await rows(sql`select id, email from contact_submissions order by id`),
    assessments: await rows(sql`select id, email from assessments order by id`),
    tasks: await rows(sql`select title, completed from tasks order by title`),
    emails: await rows(sql`select idempotency_key, status, send_after from outbox order by idempotency_key`),
    jobs: await rows(sql`select name, state, start_after from pgboss.job order by name, start_after`),
    migrations: await rows(sql`select hash from drizzle.__drizzle_migrations order by created_at`),
  }
}

async function wipe() {
  const { databaseUrl, dataDir } = database.reopenOptions
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      await client.query('drop schema public cascade; drop schema pgboss cascade; drop schema drizzle cascade; create schema public')
    } finally {
      await client.end()
    }
  } else {
    await rm(pgliteDirectory(dataDir), { recursive: true, force: true })
  }
}

describe(`backup and restore on ${process.env.TEST_DATABASE}`, () => {
  // A backup, a wipe and a restore of a whole database: more than the default 20 s on a busy two-core machine.
  it('restores every lead, submission, e-mail state and job after the data is wiped', { timeout: 60_000 }, async () => {
    const app = await buildTestApp(database)
    for (const payload of [{ ...validContact(), ...humanFormFields() }, { ...validAssessment({ email: 'assessed@example.com' }), ...humanFormFields() }]) {
      const url = 'fullName' in payload && 'businessType' in payload ? '/api/assessment' : '/api/contact'
      expect((await app.inject({ method: 'POST', url, payload })).statusCode).toBe(201)
    }
    await waitForIdleQueue(database)
    await app.close()
    const before = await snapshot(database)
    expect(before.leads).toHaveLength(2)
    expect(before.emails.length).toBeGreaterThan(2)
    expect(before.jobs.length).toBeGreaterThan(0)
    await database.close()

    const file = path.join(directory, database.reopenOptions.databaseUrl ? 'backup.dump' : 'backup.tar.gz')
    await backupDatabase(database.reopenOptions, file)
    await wipe()
    const emptied = await openDatabase(database.reopenOptions)
    expect(((await emptied.db.execute(sql`select count(*)::int as n from leads`)) as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0)
    await emptied.close()

    const { previous } = await restoreDatabase(database.reopenOptions, file)
    if (!database.reopenOptions.databaseUrl) expect(previous).toMatch(/pglite\.before-restore-/)
    const restored = await openDatabase(database.reopenOptions)
    try {
      expect(await snapshot(restored)).toEqual(before)
    } finally {
      await restored.close()
    }
  })
})
