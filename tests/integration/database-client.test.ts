import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openDatabase, type Database } from '@/server/db/client'
import { waitFor } from '../support/wait-for'
import { adminQuery, createTestDatabase, type TestDatabase } from '../support/test-database'

/**
 * An idle PostgreSQL connection that loses its server (a restart, a dropped network) is reported
 * to the app's log, not swallowed, and the pool carries on with a new connection.
 */
describe.runIf(process.env.TEST_DATABASE === 'postgres')('the PostgreSQL pool, on postgres', () => {
  let template: TestDatabase
  let database: Database
  const onPoolError = vi.fn()

  beforeAll(async () => {
    template = await createTestDatabase()
    database = await openDatabase({ ...template.reopenOptions, onPoolError })
  })
  afterAll(async () => {
    await database?.close()
    await template?.destroy()
  })

  it('reports an idle connection the server ended, and answers the next query on a new one', async () => {
    await database.ping()
    // Every idle connection of the pool is ended; each reports its loss when its socket closes,
    // so wait for all of them, or the next query could still be handed one not yet reported.
    const connections = database.poolStats!().total
    expect(connections).toBeGreaterThan(0)
    const name = new URL(template.reopenOptions.databaseUrl!).pathname.slice(1)
    await adminQuery(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`)
    await waitFor(async () => (onPoolError.mock.calls.length >= connections ? true : undefined), 5_000, 'the pool to report every lost connection')
    expect(onPoolError.mock.calls[0]![0]).toBeInstanceOf(Error)
    await database.ping()
  })
})
