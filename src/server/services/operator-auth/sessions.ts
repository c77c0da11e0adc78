import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, lt, or, sql } from 'drizzle-orm'
import type { AppDatabase } from '@/server/db/client'
import { operatorSessions } from '@/server/db/schema'

/**
 * Operator sessions in the database (DESIGN "Who may do what"): the cookie holds a random
 * 256-bit id, the table its SHA-256. A session ends after 30 minutes without a request, 12 hours
 * after sign-in whatever happens, or at logout (the row is deleted, on every instance at once).
 */

export const sessionIdleMs = 30 * 60_000
export const sessionAbsoluteMs = 12 * 3_600_000
/** last_seen_at is written at most this often, so a burst of requests is not a burst of writes. */
const touchEveryMs = 60_000

export type OperatorSessionInfo = { idleExpiresAt: Date; absoluteExpiresAt: Date }

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url')

export type SessionStore = ReturnType<typeof createSessionStore>

export function createSessionStore(db: AppDatabase, now: () => Date) {
  const info = (row: { lastSeenAt: Date; absoluteExpiresAt: Date }): OperatorSessionInfo => ({
    idleExpiresAt: new Date(Math.min(row.lastSeenAt.getTime() + sessionIdleMs, row.absoluteExpiresAt.getTime())),
    absoluteExpiresAt: row.absoluteExpiresAt,
  })

  return {
    /** Starts a session; the token goes into the cookie and nowhere else. */
    async create(meta: { ip: string; userAgent: string | undefined }): Promise<{ token: string } & OperatorSessionInfo> {
      const token = randomBytes(32).toString('base64url')
      const at = now()
      const row = { idHash: hashOf(token), lastSeenAt: at, absoluteExpiresAt: new Date(at.getTime() + sessionAbsoluteMs) }
      await db.insert(operatorSessions).values({ ...row, createdAt: at, ip: meta.ip, userAgent: meta.userAgent?.slice(0, 300) ?? null })
      // Expired rows of earlier sessions go now rather than by a timer.
      await db
        .delete(operatorSessions)
        .where(or(lt(operatorSessions.absoluteExpiresAt, at), lt(operatorSessions.lastSeenAt, new Date(at.getTime() - sessionIdleMs))))
      return { token, ...info(row) }
    },

    /** The live session this token names (its idle clock restarted), or null. */
    async find(token: string): Promise<OperatorSessionInfo | null> {
      if (!token || token.length > 100) return null
      const at = now()
      const idHash = hashOf(token)
      const [row] = await db
        .select()
        .from(operatorSessions)
        .where(
          and(
            eq(operatorSessions.idHash, idHash),
            gt(operatorSessions.absoluteExpiresAt, at),
            gt(operatorSessions.lastSeenAt, new Date(at.getTime() - sessionIdleMs)),
          ),
        )
      if (!row) return null
      if (at.getTime() - row.lastSeenAt.getTime() >= touchEveryMs) {
        await db.update(operatorSessions).set({ lastSeenAt: at }).where(eq(operatorSessions.idHash, idHash))
        return info({ lastSeenAt: at, absoluteExpiresAt: row.absoluteExpiresAt })
      }
      return info(row)
    },

    /** Logout: the row goes, so the cookie is worthless on every instance. */
    async revoke(token: string): Promise<void> {
      if (!token) return
      await db.delete(operatorSessions).where(eq(operatorSessions.idHash, hashOf(token)))
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(operatorSessions)
      return row?.n ?? 0
    },
  }
}
