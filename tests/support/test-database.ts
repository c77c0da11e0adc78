import { randomUUID } from 'node:crypto'
import { cp, mkdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { inject } from 'vitest'
import { openDatabase, type Database } from '@/server/db/client'

/** Where the integration tests find PostgreSQL (CI starts it; trust auth). */
export const postgresAdminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

/** The migrated database that global-database.ts built for this run: a PostgreSQL template or a PGlite DATA_DIR. */
export type TestDatabaseTemplate = { kind: 'postgres'; name: string } | { kind: 'pglite'; dataDir: string }

/** The URL of database `name` on the server that `adminUrl` names. */
export function postgresUrlFor(name: string, adminUrl = postgresAdminUrl) {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

export type TestDatabase = Database & {
  /** Empties the application's tables and the job queue between tests. */
  reset(): Promise<void>
  /** For a restart test: the options that open this same database again. */
  reopenOptions: { databaseUrl?: string; dataDir: string }
  /** Closes it and deletes it. */
  destroy(): Promise<void>
}

/**
 * A fresh database for one test file, copied from the template that global-database.ts built:
 * PGlite when TEST_DATABASE is 'pglite' (the default), PostgreSQL when it is 'postgres'.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const id = randomUUID().replaceAll('-', '').slice(0, 12)
  const template = inject('databaseTemplate')
  if (template.kind === 'postgres') {
    const name = `bluegrass_test_${id}`
    await adminQuery(`create database ${name} template ${template.name}`)
    const reopenOptions = { databaseUrl: postgresUrlFor(name), dataDir: '' }
    const database = await openDatabase(reopenOptions)
    return withHelpers(database, reopenOptions, async () => {
      await adminQuery(`drop database if exists ${name} with (force)`)
    })
  }
  const dataDir = path.join(os.tmpdir(), `bluegrass-test-${id}`)
  await mkdir(dataDir, { recursive: true })
  await cp(path.join(template.dataDir, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true })
  const reopenOptions = { dataDir }
  const database = await openDatabase(reopenOptions)
  return withHelpers(database, reopenOptions, () => rm(dataDir, { recursive: true, force: true }))
}

function withHelpers(database: Database, reopenOptions: TestDatabase['reopenOptions'], remove: () => Promise<void>): TestDatabase {
  return {
    ...database,
    reopenOptions,
    async reset() {
      await database.db.execute(
        sql`truncate table ad_conversions, ad_feed_reads, ad_leads, voice_webhook_answers, voice_calls, sms_outbox, sms_consents, sms_unreachable_numbers, short_links, sms_messages, sms_opt_outs, assistant_settings, assistant_conversations, assistant_token_days, undeliverable_addresses, inbound_messages, inbound_mailboxes, rate_limit_windows, research_companies, research_runs, assessment_reports, outbox, tasks, bookings, booking_settings, lead_events, insight_days, insight_day_changes, lead_answer_times, automation_runs, contact_submissions, assessments, automation_logs, leads, operator_sessions, login_failures`,
      )
      await database.db.execute(sql`delete from pgboss.job`)
    },
    async destroy() {
      await database.close()
      await remove()
    },
  }
}

/** Runs one statement (create or drop a database) over its own connection to the server that `adminUrl` names. */
export async function adminQuery(text: string, adminUrl = postgresAdminUrl) {
  const { default: pg } = await import('pg')
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(text)
  } finally {
    await admin.end()
  }
}
