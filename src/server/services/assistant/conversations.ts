import { createHash } from 'node:crypto'
import { and, eq, gte, sql } from 'drizzle-orm'
import type { Executor } from '@/server/db/client'
import { assistantConversations, assistantSettings, assistantTokenDays, type AssistantTurn } from '@/server/db/schema'
import { isUuid } from '@/server/services/back-office/query-parts'
import { channelOf, type Attribution } from '@/shared/attribution'

/**
 * The assistant's conversations and what they cost, in the database so every instance counts
 * into the same rows (issue 26 item 4: budgets and limits shared by instances).
 */

export type ConversationRow = typeof assistantConversations.$inferSelect

/** A visitor, as the budgets count them: a hash of the client's address (the address is not stored). */
export const visitorKeyOf = (ip: string) => createHash('sha256').update(`assistant-visitor:${ip}`).digest('base64url').slice(0, 22)

const utcDay = (now: Date) => now.toISOString().slice(0, 10)
const utcDayStart = (now: Date) => new Date(`${utcDay(now)}T00:00:00.000Z`)

/** The conversation `id` names, or a new one for this visitor. */
export async function openConversation(db: Executor, id: string | undefined, visitorKey: string, attribution: Attribution | undefined, now: Date): Promise<ConversationRow> {
  if (id && isUuid(id)) {
    const [row] = await db.select().from(assistantConversations).where(eq(assistantConversations.id, id))
    if (row) return row
  }
  const [row] = await db
    .insert(assistantConversations)
    .values({ visitorKey, attribution: attribution ?? null, ...channelOf(attribution?.first), createdAt: now, updatedAt: now })
    .returning()
  return row!
}

/** Adds turns to the transcript and counts the visitor's message and the tokens spent. */
export async function recordTurns(db: Executor, id: string, turns: AssistantTurn[], tokens: number, now: Date) {
  await db
    .update(assistantConversations)
    .set({
      turns: sql`${assistantConversations.turns} || ${JSON.stringify(turns)}::jsonb`,
      visitorMessages: sql`${assistantConversations.visitorMessages} + ${turns.filter((turn) => turn.role === 'visitor').length}`,
      tokens: sql`${assistantConversations.tokens} + ${tokens}`,
      updatedAt: now,
    })
    .where(eq(assistantConversations.id, id))
  if (tokens > 0) {
    await db
      .insert(assistantTokenDays)
      .values({ day: utcDay(now), tokens })
      .onConflictDoUpdate({ target: assistantTokenDays.day, set: { tokens: sql`${assistantTokenDays.tokens} + ${tokens}` } })
  }
}

export async function linkConversation(db: Executor, id: string, link: { leadId?: string | null; bookingId?: string }) {
  await db.update(assistantConversations).set(link).where(eq(assistantConversations.id, id))
}

/** Tokens spent today (UTC) by everyone, and by this visitor. */
export async function tokensToday(db: Executor, visitorKey: string, now: Date): Promise<{ all: number; visitor: number }> {
  const [[day], [visitor]] = await Promise.all([
    db.select({ tokens: assistantTokenDays.tokens }).from(assistantTokenDays).where(eq(assistantTokenDays.day, utcDay(now))),
    db
      .select({ tokens: sql<number>`coalesce(sum(${assistantConversations.tokens}), 0)::int` })
      .from(assistantConversations)
      .where(and(eq(assistantConversations.visitorKey, visitorKey), gte(assistantConversations.createdAt, utcDayStart(now)))),
  ])
  return { all: Number(day?.tokens ?? 0), visitor: Number(visitor?.tokens ?? 0) }
}

/** The owner's switch: on until the owner turns it off. */
export async function ownerSwitch(db: Executor): Promise<boolean> {
  const [row] = await db.select({ enabled: assistantSettings.enabled }).from(assistantSettings).where(eq(assistantSettings.id, 1))
  return row?.enabled ?? true
}

export async function setOwnerSwitch(db: Executor, enabled: boolean, now: Date) {
  await db.insert(assistantSettings).values({ id: 1, enabled, updatedAt: now }).onConflictDoUpdate({ target: assistantSettings.id, set: { enabled, updatedAt: now } })
}

/** Conversations begun today (UTC). */
export async function conversationsToday(db: Executor, now: Date): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(assistantConversations).where(gte(assistantConversations.createdAt, utcDayStart(now)))
  return Number(row?.count ?? 0)
}
