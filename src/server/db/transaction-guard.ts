import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * The rule that keeps the embedded database from freezing (docs/decisions/042): code that holds a
 * transaction never waits for a query issued outside it.
 *
 * PGlite has one connection. While a transaction is open it holds that connection, and every
 * query on the database itself (not on the transaction's handle) waits until the transaction ends.
 * A transaction whose callback awaits such a query therefore waits on itself, forever, and every
 * later request queues behind it: the whole server stops answering. On PostgreSQL the same code
 * takes a second connection and usually works, or waits on a row lock the transaction holds, which
 * PostgreSQL cannot see as a deadlock, or on a pool the open transactions have emptied.
 *
 * So the database's entry points (PGlite's `query`, `exec` and `transaction`, the pool's `query` and
 * `connect`) ask this guard first, on both databases, in tests and in production. Each transaction
 * marks its own asynchronous context (AsyncLocalStorage follows awaits, callbacks and timers
 * started within it); a query on the database from inside a still-open transaction fails at once
 * with a TransactionGuardError naming where the transaction began and where the query came from.
 * Nothing here depends on a feature remembering a rule: the only way to the database is through
 * the guarded entry points.
 */

/**
 * `begun` is taken when the transaction is asked for and read only when the guard fires;
 * `committed` holds what waits for the commit (afterCommit).
 */
type OpenTransaction = { open: boolean; begun: Error; committed: (() => void)[] }

const current = new AsyncLocalStorage<OpenTransaction>()

export class TransactionGuardError extends Error {
  override readonly name = 'TransactionGuardError'
}

/** The first frame of a stack outside the database layer and the libraries: where the app made the call. */
export function appFrame(stack: string | undefined): string | undefined {
  const frames = (stack ?? '').split('\n').slice(1).map((line) => line.trim())
  return frames.find((frame) => !/node_modules|node:internal|<anonymous>|server\/db\/(transaction-guard|connection-gate|client|statement-batch)\.ts/.test(frame))?.replace(/^at /, '')
}

/**
 * Where a transaction is asked for: called synchronously in the method the app calls, so the
 * stack still holds the app's frame (an Error's stack is formatted only when read).
 */
function transactionOrigin(): Error {
  return new Error('transaction begun')
}

/** Runs `work` (a transaction's body) marked as inside an open transaction; unmarked when it settles. */
async function insideTransaction<T>(marker: OpenTransaction, work: () => Promise<T>): Promise<T> {
  try {
    return await current.run(marker, work)
  } finally {
    // Work started in the transaction that outlives it (a timer, an unawaited promise) no longer
    // holds it, so its queries are free to wait for the connection.
    marker.open = false
  }
}

/**
 * Runs `callback` once the transaction the caller is in has committed (dropped if it rolls back),
 * or at once outside one: what must see the transaction's rows, such as a worker woken for the job
 * it enqueued. A callback that throws is logged by nobody: keep it to in-memory signals.
 */
export function afterCommit(callback: () => void): void {
  const marker = current.getStore()
  if (marker?.open) marker.committed.push(callback)
  else callback()
}

/** Throws when called from inside an open transaction: `entry` names the database call. */
export function assertOutsideTransaction(entry: string): void {
  const marker = current.getStore()
  if (!marker?.open) return
  // Deep enough to reach the app's frame below the drivers' own.
  const stackTraceLimit = Error.stackTraceLimit
  Error.stackTraceLimit = 40
  const error = new TransactionGuardError('')
  Error.stackTraceLimit = stackTraceLimit
  const place = appFrame(error.stack)
  error.message =
    `${entry} was called on the database${place ? ` at ${place}` : ''}, inside the transaction begun at ${appFrame(marker.begun.stack) ?? 'a place the stack does not show'}. ` +
    "The transaction holds the embedded database's only connection, so this query would wait for the transaction and the transaction for it, forever: " +
    'run it on the transaction handle (tx), or after the transaction ends.'
  throw error
}

/** A driver's promise-returning entry point, guarded: a guard failure becomes a rejected promise. */
export function guarded<A extends unknown[], R>(entry: string, call: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return (...args: A) => {
    try {
      assertOutsideTransaction(entry)
    } catch (error) {
      return Promise.reject(error)
    }
    return call(...args)
  }
}

/** The Drizzle database's methods that start a query (or, `query`, hold the relational API). */
const queryEntries = new Set(['select', 'selectDistinct', 'selectDistinctOn', 'insert', 'update', 'delete', 'execute', 'with', '$with', '$count', 'query', 'refreshMaterializedView', 'transaction'])

/**
 * The app's database handle, guarded where the app calls it: `db.select()`, `db.insert()` … throw
 * at once, with the app's own line in the stack, when called inside an open transaction; and
 * `db.transaction(body)` marks its body. Transaction handles (tx) are other objects: not guarded.
 */
export function guardedDatabase<Db extends object>(db: Db): Db {
  return new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver)
      if (typeof property !== 'string' || !queryEntries.has(property)) return value
      assertOutsideTransaction(`db.${property}`)
      if (property !== 'transaction') return value
      return async (body: (tx: unknown) => Promise<unknown>, config?: unknown) => {
        const marker: OpenTransaction = { open: true, begun: transactionOrigin(), committed: [] }
        const result = await (value as (body: (tx: unknown) => Promise<unknown>, config?: unknown) => Promise<unknown>).call(
          receiver,
          (tx) => insideTransaction(marker, () => body(tx)),
          config,
        )
        for (const callback of marker.committed) {
          try {
            callback()
          } catch {
            // An in-memory signal that failed changes nothing the commit stored.
          }
        }
        return result
      }
    },
  })
}
