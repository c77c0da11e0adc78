import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appSecrets } from '@/server/db/schema'
import { TransactionGuardError } from '@/server/db/transaction-guard'
import { getRun } from '@/server/services/pipeline/records'
import { createTestDatabase, type TestDatabase } from '../support/test-database'

/**
 * The transaction guard (docs/decisions/042): a query on the database from inside an open
 * transaction fails at once, naming where it was made and where the transaction began, on both
 * databases. On the embedded one it would otherwise wait for itself forever.
 */

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database?.destroy())

const thisFile = 'tests/integration/transaction-guard.test.ts'

async function readSecretsOutsideTheTransaction() {
  return database.db.select().from(appSecrets)
}

/** Runs `body` in a transaction and gives back what it threw, within `ms` (a hang fails the test). */
async function failureOf(body: Parameters<TestDatabase['db']['transaction']>[0], ms = 2_000): Promise<unknown> {
  const hang = new Promise((_resolve, reject) => setTimeout(() => reject(new Error(`the transaction neither ended nor failed within ${ms} ms`)), ms))
  return Promise.race([database.db.transaction(body).then(() => undefined, (error: unknown) => error), hang])
}

/** The guard's error, wherever the driver put it (Drizzle wraps driver errors in `cause`). */
function guardErrorIn(error: unknown): TransactionGuardError | undefined {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) if (current instanceof TransactionGuardError) return current
  return undefined
}

describe(`the transaction guard on ${process.env.TEST_DATABASE}`, () => {
  it('refuses a query on the database inside a transaction, at once, naming the query’s line and the transaction’s', async () => {
    const error = await failureOf(async (tx) => {
      await tx.execute(sql`select 1`)
      await readSecretsOutsideTheTransaction()
    })
    expect(error).toBeInstanceOf(TransactionGuardError)
    const message = (error as Error).message
    expect(message).toMatch(new RegExp(`^db\\.select was called on the database at readSecretsOutsideTheTransaction \\(.*${thisFile}:\\d+:\\d+\\), inside the transaction begun at .*${thisFile}:\\d+:\\d+`))
    expect(message).toContain('run it on the transaction handle (tx)')
  })

  it('refuses raw SQL and a second transaction on the database inside a transaction', async () => {
    const raw = await failureOf(async () => {
      await database.raw.executeSql('select 1 as one')
    })
    expect(guardErrorIn(raw)?.message).toMatch(/^(query|exec)\(\) was called on the database/)
    const nested = await failureOf(async () => {
      await database.db.transaction(async (inner) => inner.execute(sql`select 1`))
    })
    expect(guardErrorIn(nested)?.message).toMatch(/^db\.transaction was called on the database at .*transaction-guard\.test\.ts/)
  })

  it('refuses a batched statement on the database inside a transaction, and leaves the batch of a caller outside it alone', async () => {
    // getRun shares one statement among callers of the same moment (decision 056).
    const missing = '00000000-0000-4000-8000-000000000000'
    const outside = getRun(database.db, missing).then(
      () => undefined,
      (error: unknown) => error,
    )
    const inside = await failureOf(async () => {
      await getRun(database.db, missing)
    })
    expect(inside).toBeInstanceOf(TransactionGuardError)
    expect((inside as Error).message).toMatch(/^a batched statement was called on the database at .*records\.ts/)
    // The caller outside was answered by its statement: no such run.
    expect(((await outside) as Error).message).toBe(`Automation run ${missing} not found`)
  })

  it('rolls the transaction back when its body fails on the guard', async () => {
    await failureOf(async (tx) => {
      await tx.insert(appSecrets).values({ name: 'guard-test', value: 'kept only if committed' })
      await readSecretsOutsideTheTransaction()
    })
    expect(await database.db.select().from(appSecrets).where(eq(appSecrets.name, 'guard-test'))).toEqual([])
  })

  it('lets the transaction’s own handle, nested savepoints and work after the end query freely', async () => {
    let afterTheEnd: Promise<unknown> | undefined
    const result = await database.db.transaction(async (tx) => {
      await tx.insert(appSecrets).values({ name: 'guard-test-2', value: 'v' })
      const inner = await tx.transaction(async (savepoint) => savepoint.select().from(appSecrets).where(eq(appSecrets.name, 'guard-test-2')))
      // Started inside, run after the transaction has ended: it no longer holds the connection.
      afterTheEnd = new Promise((resolve) => setTimeout(resolve, 50)).then(readSecretsOutsideTheTransaction)
      return inner.length
    })
    expect(result).toBe(1)
    expect((await afterTheEnd) as unknown[]).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'guard-test-2' })]))
    await database.db.delete(appSecrets).where(eq(appSecrets.name, 'guard-test-2'))
  })

  it('does not mistake another request’s query for one inside the transaction: it waits its turn', async () => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`)
      await held
    })
    // Another caller, in its own context: on the embedded database it waits for the transaction.
    const other = database.db.select().from(appSecrets)
    setTimeout(release, 100)
    await expect(Promise.all([transaction, other])).resolves.toBeDefined()
  })
})
