import { desc, eq, inArray, max, sql } from 'drizzle-orm'
import type { AppDatabase } from '@/server/db/client'
import { outbox } from '@/server/db/schema'
import type { MailProvider } from '@/server/providers/types'

/**
 * What e-mail really does now (DESIGN "Every sentence is true"; docs/decisions/017): the one
 * source of the dashboard's "Email Automation" state and of the back office's e-mail banner.
 *
 * Without a mail server (SMTP_URL unset) e-mails are written and kept in the outbox: 'local'.
 * With one, the newest evidence decides: the latest delivery attempt that ended (an outbox row
 * 'sent' or 'failed'; 'not-sent' rows are the local twin's and the sandbox's), or the check of
 * the transport made once at start-up, whichever is newer. No evidence yet: 'unverified'.
 */

export type EmailTruthState = 'active' | 'local' | 'unverified' | 'failing'

/** One proof that the mail server works, or does not. `at` is on the database's clock. */
export type MailEvidence = { kind: 'send' | 'verify'; ok: boolean; at: Date; error: string | null }

export type EmailTruth = {
  state: EmailTruthState
  /** What decided the state (null when local, or with no evidence yet). */
  evidence: MailEvidence | null
  /** The failure that makes the state 'failing'; null otherwise. */
  lastError: string | null
  lastSentAt: Date | null
  /** Outbox rows waiting to go or failed: pending, sending, failed. */
  unsent: number
  /** Rows written but kept, never to be sent: not-sent (no transport, or the sandbox). */
  keptUnsent: number
  /** Of the unsent, those the visitor-mail cap holds for the owner (decision 022). */
  held: number
}

/** Pure: from the configuration and the evidence to the state. */
export function decideEmailState(input: {
  configured: boolean
  lastAttempt: MailEvidence | null
  startupCheck: MailEvidence | null
}): { state: EmailTruthState; evidence: MailEvidence | null } {
  if (!input.configured) return { state: 'local', evidence: null }
  const candidates = [input.lastAttempt, input.startupCheck].filter((evidence): evidence is MailEvidence => evidence !== null)
  const newest = candidates.sort((a, b) => b.at.getTime() - a.at.getTime())[0]
  if (!newest) return { state: 'unverified', evidence: null }
  return { state: newest.ok ? 'active' : 'failing', evidence: newest }
}

export type EmailStateService = ReturnType<typeof createEmailState>

export function createEmailState(deps: { db: AppDatabase; mail: MailProvider; onCheckError?: (error: unknown) => void }) {
  const { db, mail } = deps
  let startupCheck: MailEvidence | null = null
  let stopped = false

  /** The database's clock, so a check and the outbox rows' times compare on one clock. */
  const databaseNow = async (): Promise<Date> => {
    const [row] = await db.select({ ms: sql<number>`(extract(epoch from now()) * 1000)::float8` }).from(sql`(select 1) as clock`)
    return row ? new Date(Number(row.ms)) : new Date()
  }

  return {
    /**
     * Greets the mail server once, without sending anything, and remembers the time and the
     * result. Started in the background after the queue starts (app.ts); never awaited there.
     */
    async checkAtStart(): Promise<void> {
      if (mail.kind === 'local') return
      try {
        const verified = await mail.verify()
        if (stopped) return
        startupCheck = { kind: 'verify', ok: verified.ok, at: await databaseNow(), error: verified.ok ? null : verified.failure.message }
      } catch (error) {
        if (!stopped) deps.onCheckError?.(error)
      }
    },

    /** The app is closing: a check still in flight records nothing. */
    stop() {
      stopped = true
    },

    async read(): Promise<EmailTruth> {
      const [[latest], [sent], [counts]] = await Promise.all([
        db
          .select({ status: outbox.status, lastError: outbox.lastError, at: outbox.updatedAt })
          .from(outbox)
          .where(inArray(outbox.status, ['sent', 'failed']))
          .orderBy(desc(outbox.updatedAt))
          .limit(1),
        db.select({ at: max(outbox.sentAt) }).from(outbox).where(eq(outbox.status, 'sent')),
        db
          .select({
            unsent: sql<number>`count(*) filter (where ${outbox.status} in ('pending', 'sending', 'failed', 'held'))::int`,
            kept: sql<number>`count(*) filter (where ${outbox.status} = 'not-sent')::int`,
            held: sql<number>`count(*) filter (where ${outbox.status} = 'held')::int`,
          })
          .from(outbox)
          .where(inArray(outbox.status, ['pending', 'sending', 'failed', 'held', 'not-sent'])),
      ])
      const lastAttempt: MailEvidence | null = latest
        ? { kind: 'send', ok: latest.status === 'sent', at: latest.at, error: latest.status === 'sent' ? null : (latest.lastError ?? 'the last send failed') }
        : null
      const { state, evidence } = decideEmailState({ configured: mail.kind !== 'local', lastAttempt, startupCheck })
      return {
        state,
        evidence,
        lastError: state === 'failing' ? (evidence?.error ?? null) : null,
        lastSentAt: sent?.at ?? null,
        unsent: counts?.unsent ?? 0,
        keptUnsent: counts?.kept ?? 0,
        held: counts?.held ?? 0,
      }
    },
  }
}
