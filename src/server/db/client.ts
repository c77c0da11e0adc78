import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { withPositionalValues } from './positional-sql'
import { PreparingClient } from './prepared-statements'
import { createConnectionGate, type ConnectionGate } from './connection-gate'
import { guarded, guardedDatabase } from './transaction-guard'
import * as schema from './schema'

// Kept here for importers of the client; the scanner lives in ./positional-sql.
export { withPositionalValues }

export type Schema = typeof schema
/** The Drizzle database, whichever driver is underneath (both speak PostgreSQL). */
export type AppDatabase = PgDatabase<PgQueryResultHKT, Schema>
/** A transaction handle: the same query API as AppDatabase. */
export type AppTransaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0]
export type Executor = AppDatabase | AppTransaction

/** Raw SQL runner in pg-boss's shape: `executeSql(text, values)` → `{ rows }`. */
export type SqlExecutor = { executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }> }

export type Database = {
  kind: 'pglite' | 'postgres'
  db: AppDatabase
  /** Runs raw SQL outside any transaction; pg-boss uses it on PGlite. */
  raw: SqlExecutor
  /** For pg-boss on PostgreSQL: its own pool on the same database. */
  connectionString?: string
  ping(): Promise<void>
  /**
   * Runs `work` while holding a PostgreSQL advisory lock named `name`, so that several app
   * instances starting at once take turns (migrations, job-queue set-up). PGlite lives in one
   * process: it just runs `work`.
   */
  withLock<T>(name: string, work: () => Promise<T>): Promise<T>
  /** What the connections are doing, for the log of a request that waited too long (plugins/request-deadline.ts). */
  describeLoad(): string
  /** PostgreSQL only: the app pool's connections (metrics). */
  poolStats?(): { total: number; idle: number; waiting: number }
  close(): Promise<void>
}

/**
 * How long a database call waits for a connection, on either database, before it fails as
 * unavailable (503 with Retry-After): a pool emptied by an outage on PostgreSQL, the embedded
 * database's one connection held by another transaction (db/connection-gate.ts).
 */
export const databaseWaitMs = 5_000

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

export type DatabaseOptions = {
  databaseUrl?: string
  dataDir: string
  /**
   * Told when an idle PostgreSQL connection fails (the server restarted, the network dropped):
   * the pool drops that connection and opens a new one when next needed. Default: stderr.
   */
  onPoolError?: (error: Error) => void
}

/**
 * Opens the embedded PGlite database under `dataDir`, or PostgreSQL when `databaseUrl` is set,
 * and applies the migrations. The caller owns the result and must close() it.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.onPoolError ?? ((error) => console.error('PostgreSQL connection lost:', error.message)))
    : await openPglite(path.join(options.dataDir, 'pglite'))
  try {
    if (database.kind === 'pglite') {
      await migratePglite(database.db as never, { migrationsFolder })
    } else {
      // Two instances starting together would both apply the same migration.
      await database.withLock('bluegrass:migrations', () => migratePostgres(database.db as never, { migrationsFolder }))
    }
  } catch (error) {
    await database.close()
    throw error
  }
  return database
}

/**
 * PGlite's PostgreSQL settings. Its pages live in files the operating system caches anyway, and
 * WebAssembly memory never shrinks once grown: 16 MB of shared buffers instead of 128 MB takes
 * the idle server from about 570 MB to under 350 MB (docs/decisions/026, `npm run bench:memory`).
 */
export const pgliteSettings = ['shared_buffers = 16MB']

async function openPglite(directory: string): Promise<Database> {
  await mkdir(path.dirname(directory), { recursive: true })
  // pg_trgm: the trigram indexes of the back office's search (migration 0003).
  const client = await PGlite.create(directory, { extensions: { pg_trgm }, postgresqlconf: pgliteSettings })
  const gate = createConnectionGate({ waitMs: databaseWaitMs })
  guardPglite(client, gate)
  const db = guardedDatabase(drizzlePglite({ client, schema }) as unknown as AppDatabase)
  return {
    kind: 'pglite',
    db,
    raw: {
      // PGlite's query() speaks the extended protocol (one statement, with parameters);
      // exec() takes several statements but no parameters. pg-boss sends both kinds.
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query(text, values)
        const results = await client.exec(text)
        return { rows: results.at(-1)?.rows ?? [] }
      },
    },
    ping: async () => {
      await client.query('select 1')
    },
    withLock: (_name, work) => work(),
    describeLoad: () => `embedded database ${gate.describe() ?? 'free'}`,
    close: async () => {
      if (!client.closed) await client.close()
    },
  }
}

async function openPostgres(connectionString: string, onPoolError: (error: Error) => void): Promise<Database> {
  // A request waits at most databaseWaitMs for a connection: during an outage it gets a 503, not a hang.
  // Each connection prepares the statements it is sent with parameters (decision 055).
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: databaseWaitMs, Client: PreparingClient })
  guardPool(pool)
  // An idle client that loses its server emits 'error'; without a listener Node would crash.
  pool.on('error', onPoolError)
  // So does a checked-out one between two statements (a transaction, the advisory lock's holder),
  // and the pool only listens to idle ones: every client keeps a listener of its own (reporting only
  // while checked out, as the pool reports idle ones). The statement that follows fails with a
  // connection error, and the pool drops the client when it comes back.
  const checkedOut = new WeakSet<pg.PoolClient>()
  pool.on('acquire', (client) => checkedOut.add(client))
  pool.on('release', (_error, client) => checkedOut.delete(client))
  pool.on('connect', (client) => client.on('error', (error) => checkedOut.has(client) && onPoolError(error)))
  const db = guardedDatabase(drizzlePostgres({ client: pool, schema }) as unknown as AppDatabase)
  let closed = false
  return {
    kind: 'postgres',
    db,
    connectionString,
    raw: { executeSql: (text, values) => pool.query(text, values) },
    ping: async () => {
      await pool.query('select 1')
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    describeLoad: () => `PostgreSQL pool: ${pool.totalCount} connections, ${pool.idleCount} idle, ${pool.waitingCount} waiting`,
    async withLock(name, work) {
      // A session lock on a connection of its own, held until `work` ends (or the connection drops).
      const client = await pool.connect()
      try {
        await client.query('select pg_advisory_lock(hashtext($1))', [name])
        try {
          return await work()
        } finally {
          await client.query('select pg_advisory_unlock(hashtext($1))', [name])
        }
      } finally {
        client.release()
      }
    },
    close: async () => {
      if (closed) return
      closed = true
      await pool.end()
    },
  }
}

/**
 * The transaction guard's backstop under the app's guarded handle (./transaction-guard,
 * docs/decisions/042): raw SQL (the job queue's) reaches the drivers directly, so their entry
 * points refuse a call from inside an open transaction too. A transaction's own handle does not
 * pass through these methods (PGlite's has a query of its own; Drizzle runs PostgreSQL's on a
 * client from connect(), asked for before the body runs).
 */
function guardPglite(client: PGlite, gate: ConnectionGate): void {
  const [query, exec, transaction] = [client.query.bind(client), client.exec.bind(client), client.transaction.bind(client)]
  client.query = guarded('query()', (...args: Parameters<PGlite['query']>) => gate.run('a query', () => query(...args))) as PGlite['query']
  client.exec = guarded('exec()', (...args: Parameters<PGlite['exec']>) => gate.run('a statement', () => exec(...args)))
  client.transaction = guarded('transaction()', (body: Parameters<PGlite['transaction']>[0]) => {
    // Taken here, where the app's call is still on the stack, for the busy error's message.
    const origin = new Error('transaction begun')
    return gate.run('a transaction', () => transaction(body), origin)
  }) as PGlite['transaction']
}

function guardPool(pool: pg.Pool): void {
  pool.query = guarded('query()', pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>) as unknown as pg.Pool['query']
  pool.connect = guarded('connect()', pool.connect.bind(pool) as () => Promise<pg.PoolClient>) as unknown as pg.Pool['connect']
}

/**
 * Lets code that speaks raw `$1` SQL (pg-boss) run inside a Drizzle transaction, so a job is
 * committed together with the row that causes it, or not at all.
 */
export function executorFor(tx: Executor): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const result = (await tx.execute(withPositionalValues(text, values))) as unknown as { rows: any[] }
      return { rows: result.rows }
    },
  }
}
