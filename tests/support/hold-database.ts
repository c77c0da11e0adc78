import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import type { TestDatabase } from './test-database'

/**
 * Holds the database until the returned function is called: one open transaction per connection
 * (the embedded database's only one, or each of PostgreSQL's pool), so a request that needs it
 * waits out its bound as it would behind a stuck query.
 */
export async function holdTheDatabase(database: TestDatabase): Promise<() => Promise<void>> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const connections = database.kind === 'pglite' ? 1 : 10
  let begun = 0
  const holders = Array.from({ length: connections }, () =>
    database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`)
      begun++
      await released
    }),
  )
  await expect.poll(() => begun, { timeout: 5_000 }).toBe(connections)
  return async () => {
    release()
    await Promise.all(holders)
  }
}
