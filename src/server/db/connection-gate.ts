import { appFrame } from './transaction-guard'

/**
 * The embedded database's one connection, handed out in turn with a bound on the wait
 * (docs/decisions/042). PGlite serves one statement or one transaction at a time and queues the
 * rest without limit: a transaction that never ends would hold every later request forever. Here
 * each caller waits at most `waitMs`; past it the call fails with DatabaseBusyError, which names
 * what held the connection, and the request is answered 503 with Retry-After like any outage
 * (db/unavailable.ts). A caller that gave up is taken out of the line and never runs.
 */

export class DatabaseBusyError extends Error {
  override readonly name = 'DatabaseBusyError'
  /** Read by isDatabaseUnavailable (db/unavailable.ts). */
  readonly code = 'DATABASE_BUSY'
}

export type GateHolder = { entry: string; since: number; origin?: Error }

type Waiter = { grant: () => void; entry: string }

export type ConnectionGate = ReturnType<typeof createConnectionGate>

export function createConnectionGate({ waitMs, now = () => performance.now() }: { waitMs: number; now?: () => number }) {
  let holder: GateHolder | undefined
  const line: Waiter[] = []

  function release() {
    holder = undefined
    line.shift()?.grant()
  }

  function acquire(entry: string, origin: Error | undefined): Promise<void> {
    if (!holder) {
      holder = { entry, since: now(), origin }
      return Promise.resolve()
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        entry,
        grant: () => {
          clearTimeout(timer)
          holder = { entry, since: now(), origin }
          resolve()
        },
      }
      const timer = setTimeout(() => {
        const place = line.indexOf(waiter)
        if (place >= 0) line.splice(place, 1)
        reject(new DatabaseBusyError(`${entry} waited ${waitMs} ms for the embedded database: ${describe() ?? 'it was free'}`))
      }, waitMs)
      line.push(waiter)
    })
  }

  /** What holds the connection, and how many wait: for the busy error and the request deadline's log. */
  function describe(): string | undefined {
    if (!holder) return undefined
    const place = holder.origin ? appFrame(holder.origin.stack) : undefined
    return `held for ${Math.round(now() - holder.since)} ms by ${holder.entry}${place ? ` begun at ${place}` : ''}, ${line.length} waiting`
  }

  return {
    /** Runs `work` once the connection is ours; releases it when `work` settles. */
    async run<T>(entry: string, work: () => Promise<T>, origin?: Error): Promise<T> {
      await acquire(entry, origin)
      try {
        return await work()
      } finally {
        release()
      }
    },
    describe,
    waiting: () => line.length,
  }
}
