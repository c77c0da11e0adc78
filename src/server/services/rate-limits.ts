import { lt, sql } from 'drizzle-orm'
import type { Executor } from '@/server/db/client'
import { rateLimitWindows } from '@/server/db/schema'

/**
 * Fixed one-minute windows in the database: every instance of the app counts into the same
 * rows, so a client gets the same limit however many instances answer it (docs/decisions/027).
 */

const windowMs = 60_000

export type WindowCount = { count: number; secondsLeftInWindow: number }

/** Counts one request for `key` in the current window; returns the window's count, this one included. */
export async function countRequest(db: Executor, key: string, now: Date): Promise<WindowCount> {
  const start = Math.floor(now.getTime() / windowMs) * windowMs
  const [row] = await db
    .insert(rateLimitWindows)
    .values({ key, windowStart: new Date(start), count: 1 })
    .onConflictDoUpdate({ target: [rateLimitWindows.key, rateLimitWindows.windowStart], set: { count: sql`${rateLimitWindows.count} + 1` } })
    .returning({ count: rateLimitWindows.count })
  // Old windows are dropped now and then, by whichever request comes along.
  if (Math.random() < 0.02) await db.delete(rateLimitWindows).where(lt(rateLimitWindows.windowStart, new Date(start - 10 * windowMs)))
  return { count: row!.count, secondsLeftInWindow: Math.ceil((start + windowMs - now.getTime()) / 1000) }
}
