import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type { Executor } from '@/server/db/client'
import { inboundMailboxes } from '@/server/db/schema'

/**
 * The reader's place in the mailbox, kept in the database (issue 23 item 1; docs/decisions/039):
 * one row per mailbox with the lease that lets one instance read at a time and the checkpoint
 * (UIDVALIDITY, last UID acted on). Every write that acts on a message checks the lease in the
 * same transaction (advanceCheckpoint), so an instance that lost its lease commits nothing.
 */

export type MailboxRow = typeof inboundMailboxes.$inferSelect

export class LeaseLost extends Error {
  constructor(mailbox: string) {
    super(`the reading lease of ${mailbox} passed to another instance`)
    this.name = 'LeaseLost'
  }
}

/**
 * Takes or renews the lease: granted when nobody holds it, when `holder` does, or when the
 * holder's lease lapsed (it died, or lost its database). Returns whether `holder` now holds it.
 */
export async function takeLease(db: Executor, mailbox: string, holder: string, leaseSeconds: number): Promise<boolean> {
  const expires = sql`now() + make_interval(secs => ${leaseSeconds})`
  const rows = await db
    .insert(inboundMailboxes)
    .values({ mailbox, leaseHolder: holder, leaseExpiresAt: expires })
    .onConflictDoUpdate({
      target: inboundMailboxes.mailbox,
      set: { leaseHolder: holder, leaseExpiresAt: expires, updatedAt: sql`now()` },
      setWhere: or(isNull(inboundMailboxes.leaseHolder), eq(inboundMailboxes.leaseHolder, holder), lt(inboundMailboxes.leaseExpiresAt, sql`now()`)),
    })
    .returning({ holder: inboundMailboxes.leaseHolder })
  return rows[0]?.holder === holder
}

/** Gives the lease up (a clean shutdown), so another instance need not wait for it to lapse. */
export async function releaseLease(db: Executor, mailbox: string, holder: string): Promise<void> {
  await db
    .update(inboundMailboxes)
    .set({ leaseHolder: null, leaseExpiresAt: null, updatedAt: sql`now()` })
    .where(and(eq(inboundMailboxes.mailbox, mailbox), eq(inboundMailboxes.leaseHolder, holder)))
}

export async function readMailbox(db: Executor, mailbox: string): Promise<MailboxRow | undefined> {
  const [row] = await db.select().from(inboundMailboxes).where(eq(inboundMailboxes.mailbox, mailbox))
  return row
}

/**
 * Where reading starts in a folder whose UIDVALIDITY is `uidValidity` (RFC 3501 §2.3.1.1):
 * - the checkpoint's own UIDVALIDITY: after its last UID;
 * - a different one (the folder was rebuilt, its UIDs mean other messages): from the start,
 *   messages already recorded being known by their Message-ID;
 * - no checkpoint yet (first start): from UIDNEXT, so years of old mail are not taken for new replies.
 * The checkpoint is rewritten in the lease holder's name.
 */
export async function startingPoint(db: Executor, mailbox: string, holder: string, folder: { uidValidity: number; uidNext: number }): Promise<number> {
  const row = await readMailbox(db, mailbox)
  let lastUid: number
  if (row?.uidValidity === folder.uidValidity) return row.lastUid
  if (row?.uidValidity != null) lastUid = 0
  else lastUid = Math.max(0, folder.uidNext - 1)
  const updated = await db
    .update(inboundMailboxes)
    .set({ uidValidity: folder.uidValidity, lastUid, updatedAt: sql`now()` })
    .where(and(eq(inboundMailboxes.mailbox, mailbox), eq(inboundMailboxes.leaseHolder, holder)))
    .returning({ mailbox: inboundMailboxes.mailbox })
  if (updated.length === 0) throw new LeaseLost(mailbox)
  return lastUid
}

/** Moves the checkpoint past `uid`, in the transaction that acted on it; throws when the lease is gone. */
export async function advanceCheckpoint(tx: Executor, at: { mailbox: string; uidValidity: number; uid: number }, holder: string): Promise<void> {
  const updated = await tx
    .update(inboundMailboxes)
    .set({ lastUid: sql`greatest(${inboundMailboxes.lastUid}, ${at.uid})`, lastSuccessAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(inboundMailboxes.mailbox, at.mailbox), eq(inboundMailboxes.leaseHolder, holder), eq(inboundMailboxes.uidValidity, at.uidValidity)))
    .returning({ mailbox: inboundMailboxes.mailbox })
  if (updated.length === 0) throw new LeaseLost(at.mailbox)
}

/** A read that ended: success clears nothing but moves `last_success_at`; a failure records its text. */
export async function recordReadOutcome(db: Executor, mailbox: string, outcome: { ok: true } | { ok: false; error: string }): Promise<void> {
  const values = outcome.ok ? { lastSuccessAt: sql`now()` } : { lastError: outcome.error.slice(0, 500), lastErrorAt: sql`now()` }
  await db
    .insert(inboundMailboxes)
    .values({ mailbox, ...values })
    .onConflictDoUpdate({ target: inboundMailboxes.mailbox, set: { ...values, updatedAt: sql`now()` } })
}
