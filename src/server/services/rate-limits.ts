import { lt, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '@/server/db/client'
import { rateLimitWindows } from '@/server/db/schema'

/**
 * Fixed one-minute windows in the database: every instance of the app counts into the same
 * rows, so a client gets the same limit however many instances answer it (docs/decisions/027).
 */

const windowMs = 60_000

export type WindowCount = { count: number; secondsLeftInWindow: number }

const windowStartOf = (now: Date) => Math.floor(now.getTime() / windowMs) * windowMs

const countStatement = (db: Executor, key: string, start: number) =>
  db
    .insert(rateLimitWindows)
    .values({ key, windowStart: new Date(start), count: 1 })
    .onConflictDoUpdate({ target: [rateLimitWindows.key, rateLimitWindows.windowStart], set: { count: sql`${rateLimitWindows.count} + 1` } })
    .returning({ count: rateLimitWindows.count })

/** Counts one request for `key` in the current window; returns the window's count, this one included. */
export async function countRequest(db: Executor, key: string, now: Date): Promise<WindowCount> {
  const start = windowStartOf(now)
  const [row] = await countStatement(db, key, start)
  await dropOldWindowsNowAndThen(db, now)
  return { count: row!.count, secondsLeftInWindow: Math.ceil((start + windowMs - now.getTime()) / 1000) }
}

/** Old windows are dropped now and then, by whichever request comes along. */
export async function dropOldWindowsNowAndThen(db: Executor, now: Date) {
  if (Math.random() < 0.02) await db.delete(rateLimitWindows).where(lt(rateLimitWindows.windowStart, new Date(windowStartOf(now) - 10 * windowMs)))
}

/** A request counted by the statement that stores what it brought, and how many a window allows. */
export type CountedRequest = { key: string; now: Date; allowed: number }

/**
 * One request counted as a part of a larger statement (decision 061): `with <name> as (count)`,
 * and `guard(<name>)` in the statement's select fails the whole statement past `allowed`
 * (per_client_limit_guard, migration 0026), so nothing of it is written, the count included:
 * the caller then counts on its own (countRequest) and judges the request with the count.
 */
export function countWithin(db: Executor, { key, now, allowed }: CountedRequest) {
  return {
    count: countStatement(db, key, windowStartOf(now)).getSQL(),
    guard: (name: SQL) => sql`per_client_limit_guard((select count from ${name}), ${allowed}::int)`,
  }
}

/** Whether `error` is the guard's: the request was past its window's limit, and nothing was written. */
export function isPastClientLimit(error: unknown): boolean {
  // Drizzle wraps the driver's error in `cause`.
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    if ((current as { code?: unknown }).code === pastClientLimitState) return true
  }
  return false
}

/** The SQLSTATE per_client_limit_guard raises. */
const pastClientLimitState = 'BG429'
