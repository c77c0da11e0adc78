import { and, desc, eq, inArray, or, sql } from 'drizzle-orm'
import type { Executor } from '@/server/db/client'
import { smsConsents, smsMessages, smsOptOuts, smsOutbox, smsUnreachableNumbers, voiceCalls } from '@/server/db/schema'
import type { AppConfig } from '@/server/config'
import { countSegments } from '@/shared/sms-segments'
import type { SmsFailure, SmsProvider } from '@/server/providers/types'
import { smsApi } from '@/shared/texts'

/**
 * Every text is a row in `sms_outbox` before it is sent (issue 31 item 3), as every e-mail is in
 * `outbox` (services/pipeline/outbox.ts): the idempotency key says what it is for, so a retried
 * step finds its row; sending claims the row first, so two workers (or a worker and its
 * replacement after `kill -9`) never send it both. Before each send the number is asked again:
 * opted out (STOP), refused for good by Twilio, or without consent, the row is cancelled with why.
 */

export type TextRow = typeof smsOutbox.$inferSelect
export type TextKind = TextRow['kind']

export type TextDraft = {
  idempotencyKey: string
  kind: TextKind
  leadId: string | null
  runId: string | null
  /** E.164. */
  to: string
  body: string
  status?: 'pending' | 'scheduled'
  /** Not before: quiet hours, or a follow-up's due time. */
  sendAfter?: Date | null
  jobId?: string
}

/** Texts to leads, capped per hour (SMS_HOURLY_CAP); the owner's own texts and alerts are not. */
export const cappedTextKinds = ['first-answer', 'follow-up', 'missed-call'] as const satisfies readonly TextKind[]
/** Texts the product sends on its own: each needs the lead's recorded consent. */
const automatedTextKinds: readonly TextKind[] = cappedTextKinds

export type TextPolicy = { timeoutMs: number; hourlyCap: number; statusCallbackUrl: string }

export function textPolicy(config: AppConfig): TextPolicy {
  return { timeoutMs: config.automation.providerTimeoutMs, hourlyCap: config.texts.hourlyCap, statusCallbackUrl: `${config.publicUrl}${smsApi.status}` }
}

/** Writes the text unless a row with its key exists; returns the row either way. */
export async function ensureText(db: Executor, draft: TextDraft): Promise<{ row: TextRow; created: boolean }> {
  if (countSegments(draft.body).segments > 1 && automatedTextKinds.includes(draft.kind)) {
    // The composers make one segment; a text that would cost more is a bug, not a send.
    throw new Error(`An automated text must be one segment: ${countSegments(draft.body).units} units`)
  }
  const [created] = await db
    .insert(smsOutbox)
    .values({
      idempotencyKey: draft.idempotencyKey,
      kind: draft.kind,
      leadId: draft.leadId,
      runId: draft.runId,
      to: draft.to,
      body: draft.body,
      status: draft.status ?? 'pending',
      sendAfter: draft.sendAfter ?? null,
      jobId: draft.jobId ?? null,
    })
    .onConflictDoNothing({ target: smsOutbox.idempotencyKey })
    .returning()
  if (created) return { row: created, created: true }
  const [existing] = await db.select().from(smsOutbox).where(eq(smsOutbox.idempotencyKey, draft.idempotencyKey))
  return { row: existing!, created: false }
}

/** The latest consent the lead gave for `phone`, or undefined: without one, no automated text. */
export async function consentFor(db: Executor, leadId: string, phone: string) {
  const [row] = await db
    .select()
    .from(smsConsents)
    .where(and(eq(smsConsents.leadId, leadId), eq(smsConsents.phone, phone)))
    .orderBy(desc(smsConsents.givenAt))
    .limit(1)
  return row
}

export type TextBlock = { reason: 'opted-out' | 'unreachable' | 'no-consent'; note: string }

/**
 * Why `phone` may not be texted now, or null: it sent STOP (and not START since), Twilio refused
 * it for good, or (for an automated text, or an owner's to a number that never texted us) the
 * lead never consented. Read before every send.
 */
export async function textBlock(db: Executor, text: Pick<TextRow, 'to' | 'kind' | 'leadId'>): Promise<TextBlock | null> {
  const [optOut] = await db.select().from(smsOptOuts).where(and(eq(smsOptOuts.phone, text.to), eq(smsOptOuts.optedOut, true)))
  if (optOut) return { reason: 'opted-out', note: `${text.to} sent STOP on ${optOut.changedAt.toISOString().slice(0, 10)}` }
  const [unreachable] = await db.select().from(smsUnreachableNumbers).where(eq(smsUnreachableNumbers.phone, text.to))
  if (unreachable) return { reason: 'unreachable', note: `${text.to} cannot take texts: ${unreachable.reason}` }
  if (text.kind === 'owner-alert') return null
  const consent = text.leadId ? await consentFor(db, text.leadId, text.to) : undefined
  if (consent) return null
  if (text.kind === 'owner-reply') {
    // A number that texted us first may be answered by the owner.
    const [texted] = await db.select({ id: smsMessages.id }).from(smsMessages).where(eq(smsMessages.from, text.to)).limit(1)
    if (texted) return null
  }
  if (text.kind === 'owner-reply' || text.kind === 'missed-call' || text.kind === 'booking-confirmation') {
    // A caller asked by calling (issue 32): the missed-call text answers that call, and the owner may too.
    const [called] = await db.select({ id: voiceCalls.id }).from(voiceCalls).where(eq(voiceCalls.fromE164, text.to)).limit(1)
    if (called) return null
  }
  return { reason: 'no-consent', note: `no consent to texts was given for ${text.to}` }
}

export type TextDelivery =
  | { outcome: 'sent'; row: TextRow }
  /** Past the hourly cap: kept for the owner, not sent. */
  | { outcome: 'held'; row: TextRow }
  /** Texts are off: the row says so. */
  | { outcome: 'not-sent'; row: TextRow; note: string }
  /** Already sent, cancelled or held: nothing to do. */
  | { outcome: 'skipped'; row: TextRow }
  /** Not due yet (quiet hours, a follow-up's day): its job comes back then. */
  | { outcome: 'waiting'; row: TextRow }
  /** STOP, a permanent refusal or no consent: cancelled, with why. */
  | { outcome: 'blocked'; row: TextRow; block: TextBlock }
  /** Claimed by another attempt less than a lease ago. */
  | { outcome: 'in-flight'; row: TextRow }
  /** Refused for good by the provider: the number is recorded as unreachable. */
  | { outcome: 'refused'; row: TextRow; failure: SmsFailure }
  | { outcome: 'failed'; row: TextRow; failure: SmsFailure }

/** As for e-mail (decision 021): a claim older than this belongs to a worker that died mid-send. */
export const textClaimLeaseSeconds = (timeoutMs: number) => Math.ceil(timeoutMs / 1000) + 10

/** At the embedded database's start: a text still `sending` was being sent by a process that died. */
export async function releaseOrphanedTexts(db: Executor): Promise<number> {
  const released = await db
    .update(smsOutbox)
    .set({ status: 'failed', lastError: 'the process sending it stopped before it finished; sent again', updatedAt: sql`now()` })
    .where(eq(smsOutbox.status, 'sending'))
    .returning({ id: smsOutbox.id })
  return released.length
}

const claimable = ['pending', 'scheduled', 'failed'] as const

export async function deliverText(db: Executor, sms: SmsProvider, textId: string, policy: TextPolicy): Promise<TextDelivery> {
  const [current] = await db.select().from(smsOutbox).where(eq(smsOutbox.id, textId))
  if (!current) throw new Error(`Text ${textId} not found`)
  if (!(claimable as readonly string[]).includes(current.status) && current.status !== 'sending') return { outcome: 'skipped', row: current }
  if (current.sendAfter && current.sendAfter.getTime() > Date.now() + 1000) return { outcome: 'waiting', row: current }

  const block = await textBlock(db, current)
  if (block) {
    const [cancelled] = await db
      .update(smsOutbox)
      .set({ status: 'cancelled', lastError: `not sent: ${block.note}`, updatedAt: sql`now()` })
      .where(and(eq(smsOutbox.id, textId), inArray(smsOutbox.status, [...claimable])))
      .returning()
    if (cancelled) return { outcome: 'blocked', row: cancelled, block }
  }

  const capped = sql.join(cappedTextKinds.map((kind) => sql`${kind}`), sql`, `)
  // The count stops at the cap: a claim costs the same in a spike as on a quiet day.
  const underCap = sql`(${smsOutbox.kind} not in (${capped}) or (select count(*) from (
    select 1 from ${smsOutbox} as recent
    where recent.kind in (${capped}) and recent.status in ('sent', 'sending') and recent.updated_at > now() - interval '1 hour'
    limit ${policy.hourlyCap}::int
  ) as counted) < ${policy.hourlyCap}::int)`
  const [claimed] = await db
    .update(smsOutbox)
    .set({ status: 'sending', attempts: sql`${smsOutbox.attempts} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(smsOutbox.id, textId),
        or(
          inArray(smsOutbox.status, [...claimable]),
          and(eq(smsOutbox.status, 'sending'), sql`${smsOutbox.updatedAt} < now() - make_interval(secs => ${textClaimLeaseSeconds(policy.timeoutMs)})`),
        ),
        underCap,
      ),
    )
    .returning()
  if (!claimed) {
    const [held] = await db
      .update(smsOutbox)
      .set({ status: 'held', lastError: `more than ${policy.hourlyCap} texts to leads in the last hour (SMS_HOURLY_CAP)`, updatedAt: sql`now()` })
      .where(and(eq(smsOutbox.id, textId), inArray(smsOutbox.status, [...claimable])))
      .returning()
    if (held) return { outcome: 'held', row: held }
    const [row] = await db.select().from(smsOutbox).where(eq(smsOutbox.id, textId))
    return { outcome: row!.status === 'sending' ? 'in-flight' : 'skipped', row: row! }
  }

  const finish = async (values: Partial<typeof smsOutbox.$inferInsert>) => {
    const [row] = await db.update(smsOutbox).set({ ...values, updatedAt: sql`now()` }).where(eq(smsOutbox.id, textId)).returning()
    return row!
  }
  // Tried before: the attempt may have reached Twilio before its worker died (kill -9 mid-call).
  // Twilio is asked first, so a text it already took is recorded as sent, not sent twice. If it
  // cannot say, the text goes: a lead missing the answer is worse than a rare second copy.
  if (claimed.attempts > 1) {
    const earlier = await sms.findSent({ to: claimed.to, body: claimed.body, since: claimed.createdAt })
    if (earlier.ok && earlier.value) {
      return { outcome: 'sent', row: await finish({ status: 'sent', sentAt: new Date(), lastError: null, providerSid: earlier.value.sid, deliveryStatus: earlier.value.status }) }
    }
  }
  const sent = await sms.send({ to: claimed.to, body: claimed.body, statusCallbackUrl: policy.statusCallbackUrl })
  if (!sent.ok) {
    const { failure } = sent
    if (failure.permanent) {
      // Twilio will never take a text to this number from us: nothing more is tried, for any lead.
      await db
        .insert(smsUnreachableNumbers)
        .values({ phone: claimed.to, code: failure.code ?? null, reason: failure.message.slice(0, 300) })
        .onConflictDoUpdate({ target: smsUnreachableNumbers.phone, set: { code: failure.code ?? null, reason: failure.message.slice(0, 300), at: sql`now()` } })
      const row = await finish({ status: 'cancelled', lastError: `refused for good: ${failure.message}`, errorCode: failure.code ?? null })
      return { outcome: 'refused', row, failure }
    }
    const row = await finish({ status: 'failed', lastError: failure.message, errorCode: failure.code ?? null })
    return { outcome: 'failed', row, failure }
  }
  if (!sent.value.delivered) {
    const note = sent.value.note
    return { outcome: 'not-sent', row: await finish({ status: 'not-sent', lastError: note }), note }
  }
  return {
    outcome: 'sent',
    row: await finish({ status: 'sent', sentAt: new Date(), lastError: null, providerSid: sent.value.sid, deliveryStatus: sent.value.status }),
  }
}
