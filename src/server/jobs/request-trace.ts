import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * The request a piece of work started from, carried through the jobs it enqueues: a job enqueued
 * while handling request R (or while running a job that came from R) carries R's id in its data,
 * and its worker's log lines say so. One lead's path can then be followed from the POST through
 * every step, across processes (issue 15, docs/decisions/025).
 */

const storage = new AsyncLocalStorage<string>()

/** The key jobs carry it under, beside their own data. */
export const requestIdField = 'requestId'

export function currentRequestId(): string | undefined {
  return storage.getStore()
}

export function withRequestId<T>(requestId: string | undefined, work: () => T): T {
  return requestId ? storage.run(requestId, work) : work()
}

/** The job's data with the current request id added (unless it has one). */
export function traced<Data extends object>(data: Data): Data {
  const requestId = currentRequestId()
  if (!requestId || requestIdField in data) return data
  return { ...data, [requestIdField]: requestId }
}

export function requestIdOf(data: unknown): string | undefined {
  const value = data && typeof data === 'object' ? (data as Record<string, unknown>)[requestIdField] : undefined
  return typeof value === 'string' ? value : undefined
}
