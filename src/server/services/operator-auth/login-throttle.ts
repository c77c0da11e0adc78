import { and, eq, gte, lt, sql } from 'drizzle-orm'
import type { AppDatabase } from '@/server/db/client'
import { loginFailures } from '@/server/db/schema'

/**
 * Throttles password guessing, in the database so every instance counts the same attempts: at
 * most 5 attempts per address and 20 for the one operator account in any 15 minutes; past that
 * the answer is 429 with Retry-After until the oldest attempt leaves the window. An attempt is
 * recorded before the password is checked (so parallel guesses count too) and forgotten when it
 * succeeds, along with that address's earlier failures.
 */

export const throttleWindowMs = 15 * 60_000
export const maxAttemptsPerAddress = 5
export const maxAttemptsPerAccount = 20

export type ThrottleVerdict = { allowed: true; attemptId: number } | { allowed: false; retryAfterSeconds: number }

export type LoginThrottle = ReturnType<typeof createLoginThrottle>

export function createLoginThrottle(db: AppDatabase, now: () => Date) {
  return {
    async attempt(ip: string): Promise<ThrottleVerdict> {
      const at = now()
      const windowStart = new Date(at.getTime() - throttleWindowMs)
      await db.delete(loginFailures).where(lt(loginFailures.attemptedAt, windowStart))
      const [row] = await db.insert(loginFailures).values({ ip, attemptedAt: at }).returning({ id: loginFailures.id })
      const [counts] = await db
        .select({
          address: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip})::int`,
          account: sql<number>`count(*)::int`,
          oldestForAddress: sql<string | null>`min(${loginFailures.attemptedAt}) filter (where ${loginFailures.ip} = ${ip})`,
          oldest: sql<string | null>`min(${loginFailures.attemptedAt})`,
        })
        .from(loginFailures)
        .where(gte(loginFailures.attemptedAt, windowStart))
      const overAddress = counts!.address > maxAttemptsPerAddress
      const overAccount = counts!.account > maxAttemptsPerAccount
      if (!overAddress && !overAccount) return { allowed: true, attemptId: row!.id }
      // Refused attempts do not count, or a guesser would keep the door shut for ever.
      await db.delete(loginFailures).where(eq(loginFailures.id, row!.id))
      const oldest = new Date((overAddress ? counts!.oldestForAddress : counts!.oldest) ?? at)
      const retryAfterMs = oldest.getTime() + throttleWindowMs - at.getTime()
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) }
    },

    /** A correct password: this address starts afresh. */
    async succeeded(ip: string): Promise<void> {
      await db.delete(loginFailures).where(and(eq(loginFailures.ip, ip)))
    },
  }
}
