import { PgTransaction } from 'drizzle-orm/pg-core'
import type { AppDatabase, Executor } from './client'
import { assertOutsideTransaction } from './transaction-guard'

/**
 * One statement for the same query made by many callers at once (decision 056). A spike runs its
 * first answers side by side, twenty a fetch, and each made its own round trip for the same
 * kind of statement: read its run, write its e-mail, claim it, mark it sent, log it. Each round
 * trip costs a socket write and a wake-up on both sides of loopback, and a backend's turn; most
 * of a lead's time on this machine. Calls made in one turn of the event loop are sent together
 * as one statement over their keys (`where id = any(…)`, one multi-row insert), and each caller
 * gets its own row back. Nothing waits for a batch to fill: a lone call goes out on the next turn.
 *
 * Only for the database itself, never a transaction's handle: a transaction's statements are
 * its own, in its order (`batchOn` runs those one by one).
 */
export type Batched<Input, Output> = (input: Input) => Promise<Output>

export function createBatch<Input, Output>(run: (inputs: Input[]) => Promise<Output[]>, maxBatch = 100): Batched<Input, Output> {
  let pending: { input: Input; resolve: (output: Output) => void; reject: (error: unknown) => void }[] = []
  const flush = async () => {
    const batch = pending
    pending = []
    for (let start = 0; start < batch.length; start += maxBatch) {
      const slice = batch.slice(start, start + maxBatch)
      try {
        const outputs = await run(slice.map((call) => call.input))
        slice.forEach((call, index) => call.resolve(outputs[index]!))
      } catch (error) {
        for (const call of slice) call.reject(error)
      }
    }
  }
  return (input) =>
    new Promise<Output>((resolve, reject) => {
      if (pending.length === 0) setImmediate(() => void flush())
      pending.push({ input, resolve, reject })
    })
}

/**
 * A batch per database handle, made on first use: `run(db, inputs)` is the one statement. On a
 * transaction's handle each call runs alone, at once.
 */
export function batchOn<Input, Output>(run: (db: Executor, inputs: Input[]) => Promise<Output[]>, maxBatch = 100) {
  const batches = new WeakMap<AppDatabase, Batched<Input, Output>>()
  return (db: Executor, input: Input): Promise<Output> => {
    if (db instanceof PgTransaction) return run(db, [input]).then((outputs) => outputs[0]!)
    // As every call on the database does (decision 042): refused at once from inside an open
    // transaction, here where the caller's line is on the stack, and never joined to a batch
    // whose statement would wait for that transaction's connection.
    try {
      assertOutsideTransaction('a batched statement')
    } catch (error) {
      return Promise.reject(error)
    }
    let batch = batches.get(db)
    if (!batch) {
      batch = createBatch((inputs) => run(db, inputs), maxBatch)
      batches.set(db, batch)
    }
    return batch(input)
  }
}
