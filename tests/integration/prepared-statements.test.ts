import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { maxPreparedPerConnection, PreparingClient, statementName } from '@/server/db/prepared-statements'
import { postgresAdminUrl } from '../support/test-database'

/**
 * The app's PostgreSQL connections prepare each statement sent with parameters once (decision
 * 055): what the server holds is read back from pg_prepared_statements on the same connection.
 */
describe.runIf(process.env.TEST_DATABASE === 'postgres')('prepared statements on PostgreSQL', () => {
  const pool = new pg.Pool({ connectionString: postgresAdminUrl, max: 1, Client: PreparingClient })
  const prepared = async () =>
    (await pool.query<{ name: string; statement: string }>('select name, statement from pg_prepared_statements order by prepare_time')).rows

  beforeAll(async () => {
    await pool.query('deallocate all')
  })
  afterAll(() => pool.end())

  it('prepares a statement with parameters once, by its hash, and reuses it', async () => {
    const text = 'select $1::int + 1 as next'
    for (let value = 0; value < 3; value++) expect((await pool.query(text, [value])).rows).toEqual([{ next: value + 1 }])
    // Drizzle's shape: a config object, its values beside it.
    expect((await pool.query({ text, rowMode: 'array' }, [41])).rows).toEqual([[42]])
    expect(await prepared()).toEqual([{ name: statementName(text), statement: text }])
  })

  it('sends a statement without parameters unnamed, so several in one text still run', async () => {
    await pool.query('deallocate all')
    const results = (await pool.query('select 1 as a; select 2 as b')) as unknown as pg.QueryResult[]
    expect(results.map((result) => result.rows)).toEqual([[{ a: 1 }], [{ b: 2 }]])
    expect(await prepared()).toEqual([])
  })

  it(`keeps at most ${maxPreparedPerConnection} on a connection, sending the rest unnamed`, async () => {
    const client = new PreparingClient({ connectionString: postgresAdminUrl })
    await client.connect()
    try {
      for (let i = 0; i < maxPreparedPerConnection + 20; i++) await client.query(`select $1::int + ${i} as n`, [1])
      expect((await client.query('select count(*)::int as n from pg_prepared_statements')).rows).toEqual([{ n: maxPreparedPerConnection }])
      // One already prepared is still used by name; one past the cap still runs.
      expect((await client.query('select $1::int + 0 as n', [5])).rows).toEqual([{ n: 5 }])
      expect((await client.query(`select $1::int + ${maxPreparedPerConnection + 100} as n`, [0])).rows).toEqual([{ n: maxPreparedPerConnection + 100 }])
    } finally {
      await client.end()
    }
  })
})
