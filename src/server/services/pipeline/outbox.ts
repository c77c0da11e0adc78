import { randomUUID } from 'node:crypto'
import { and, eq, inArray, or, sql } from 'drizzle-orm'
import type { Executor } from '@/server/db/client'
import { batchOn } from '@/server/db/statement-batch'
import { automationLogs, leads, outbox, undeliverableAddresses } from '@/server/db/schema'
import type { LogEntryInput } from '@/server/services/automation-log'
import { campaignTouchKeys } from '@/shared/attribution'
import type { AppConfig } from '@/server/config'
import type { ComposedEmail } from '@/server/domain/compose-email'
import type { CalendarAttachment } from '@/server/db/documents'
import type { MailProvider, ProviderFailure } from '@/server/providers/types'

/**
 * Every e-mail is a row here before it is sent (DESIGN: "every e-mail is a row in an outbox
 * table first"). The idempotency key says what the e-mail is for (`first-answer:<lead>`,
 * `follow-up-24h:<lead>`, `owner-notification:<run>`), so a retried step finds its row instead of
 * writing a second one; sending claims the row first, so two workers never send it both.
 */

export type OutboxRow = typeof outbox.$inferSelect
export type OutboxKind = OutboxRow['kind']

export type EmailDraft = ComposedEmail & {
  idempotencyKey: string
  kind: OutboxKind
  to: string
  leadId: string | null
  runId: string | null
  /** 'scheduled' for a follow-up that waits for its delayed job; 'pending' to send now. */
  status?: 'pending' | 'scheduled'
  sendAfter?: Date
  /** The delayed job that will send it. */
  jobId?: string
  /** An iCalendar invitation to send with it. */
  calendar?: CalendarAttachment | null
}

/** The domain part of the sender, for Message-IDs: `<row id@domain>`. */
function messageDomain(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost'
}

function toRow(draft: EmailDraft, from: string): typeof outbox.$inferInsert {
  const id = randomUUID()
  return {
    id,
    idempotencyKey: draft.idempotencyKey,
    kind: draft.kind,
    leadId: draft.leadId,
    runId: draft.runId,
    to: draft.to,
    subject: draft.subject,
    text: draft.text,
    html: draft.html,
    headers: draft.headers,
    status: draft.status ?? 'pending',
    messageId: `<${id}@${messageDomain(from)}>`,
    sendAfter: draft.sendAfter ?? null,
    jobId: draft.jobId ?? null,
    calendar: draft.calendar ?? null,
  }
}

/** Writes the e-mails whose keys are new, in one statement; returns those it wrote. */
export async function insertEmails(db: Executor, drafts: EmailDraft[], from: string): Promise<OutboxRow[]> {
  if (drafts.length === 0) return []
  return db
    .insert(outbox)
    .values(drafts.map((draft) => toRow(draft, from)))
    .onConflictDoNothing({ target: outbox.idempotencyKey })
    .returning()
}

/**
 * The e-mails that steps run side by side write at once, in one statement (decision 056): each
 * gets its own row back, or undefined when a row with its key was there already (or another draft
 * of the same batch took the key first).
 */
const insertEmailOnce = batchOn(async (db, rows: (typeof outbox.$inferInsert & { id: string })[]) => {
  const written = await db.insert(outbox).values(rows).onConflictDoNothing({ target: outbox.idempotencyKey }).returning()
  const byId = new Map(written.map((row) => [row.id, row]))
  return rows.map((row) => byId.get(row.id))
})

/** Writes the e-mail unless a row with its key exists; returns the row either way. */
export async function ensureEmail(db: Executor, draft: EmailDraft, from: string): Promise<{ row: OutboxRow; created: boolean }> {
  const created = await insertEmailOnce(db, toRow(draft, from) as typeof outbox.$inferInsert & { id: string })
  if (created) return { row: created, created: true }
  const [existing] = await db.select().from(outbox).where(eq(outbox.idempotencyKey, draft.idempotencyKey))
  return { row: existing!, created: false }
}

/**
 * E-mails addressed to whoever filled in a public form. Anyone can type any address there, so
 * these are capped per hour (VISITOR_MAIL_HOURLY_CAP): past the cap they are held for the owner.
 */
export const visitorAddressedKinds = [
  'first-answer',
  'follow-up',
  'assessment-analysis',
  'assessment-report',
  'booking-confirmation',
  'booking-reminder',
  'booking-update',
  'booking-cancellation',
] as const satisfies readonly OutboxKind[]

/**
 * How e-mails are delivered: the send timeout, the hourly cap on visitor-addressed ones, and where
 * answers go. `uncapped`: the owner released it (a held e-mail the owner chose to send).
 */
export type DeliveryPolicy = { timeoutMs: number; visitorHourlyCap: number; replyTo?: string; uncapped?: boolean }

/**
 * A lead whose first touch names a campaign (shared/attribution.ts campaignTouchKeys) passed the
 * bot checks and the per-address limits like every answered lead, and came from an ad or a tagged
 * link: a real campaign's spike, not a flood of strangers. Its e-mails may go up to this many
 * times the hourly cap (decision 022).
 */
export const campaignCapMultiplier = 10

const campaignLead = sql`exists (select 1 from ${leads} as lead where lead.id = ${outbox.leadId} and (${sql.join(
  campaignTouchKeys.map((key) => sql`lead.first_touch ->> ${key} is not null`),
  sql` or `,
)}))`

export function deliveryPolicy(config: AppConfig): DeliveryPolicy {
  return { timeoutMs: config.automation.providerTimeoutMs, visitorHourlyCap: config.automation.visitorMailHourlyCap, replyTo: config.replyTo }
}

/** The permanent bounce that makes an address undeliverable (issue 23), or undefined. */
export async function undeliverableAddress(db: Executor, address: string) {
  const [row] = await db.select().from(undeliverableAddresses).where(eq(undeliverableAddresses.address, address.trim().toLowerCase()))
  return row
}

export type Delivery =
  /** `logged`: the step's log entry was written with the sent mark (deliverEmail's `logWhenSent`). */
  | { outcome: 'sent'; row: OutboxRow; logged: boolean }
  /** Addressed to a visitor past the hourly cap: kept for the owner, not sent. */
  | { outcome: 'held'; row: OutboxRow }
  /** No transport (the local twin): the row says so. */
  | { outcome: 'not-sent'; row: OutboxRow; note: string }
  /** Already sent, cancelled or kept unsent: nothing to do. */
  | { outcome: 'skipped'; row: OutboxRow }
  /** The address bounced for good (a 5.x.x status): the row is cancelled and says why. */
  | { outcome: 'undeliverable'; row: OutboxRow; status: string }
  /** Claimed by another attempt less than a lease ago: that one may still send it; try later. */
  | { outcome: 'in-flight'; row: OutboxRow }
  | { outcome: 'failed'; row: OutboxRow; failure: ProviderFailure }

/**
 * A claim older than this is taken for a worker that died mid-send, and may be taken over: the
 * send itself gives up after `timeoutMs`. Shorter than the first answer's job expiry
 * (jobs/handlers/pipeline.ts), so the retry after a crash finds the claim lapsed (decision 021).
 */
export const claimLeaseSeconds = (timeoutMs: number) => Math.ceil(timeoutMs / 1000) + 10

/**
 * At the start of the embedded database's one process, an e-mail still marked `sending` was being
 * sent by a process that died: it is claimable at once (failed, with the reason) rather than when
 * its claim lapses. It may have left before the process died; a resend keeps its Message-ID
 * (decision 021). On PostgreSQL another live instance may be sending it: the lease decides there.
 */
export async function releaseOrphanedSends(db: Executor): Promise<number> {
  const released = await db
    .update(outbox)
    .set({ status: 'failed', lastError: 'the process sending it stopped before it finished; sent again', updatedAt: sql`now()` })
    .where(eq(outbox.status, 'sending'))
    .returning({ id: outbox.id })
  return released.length
}

/** The claim's condition under `policy`: claimable now, under the cap, to an address that has not bounced. */
function claimable(policy: DeliveryPolicy) {
  const { timeoutMs, visitorHourlyCap } = policy
  // Under the cap means fewer visitor e-mails sent (or being sent) in the last hour than it allows.
  // Workers claiming at the same moment may each see room for one more: the cap can be passed by
  // at most the number of e-mails claimed at once (a batch's, decision 056). The count stops at the
  // larger cap and reads the recent sends by their index (outbox_sent_recent_idx): a claim costs
  // the same in a spike, and after a year of mail, as on the first day.
  const visitorKinds = sql.join(visitorAddressedKinds.map((kind) => sql`${kind}`), sql`, `)
  const underCap = policy.uncapped
    ? sql`true`
    : sql`(${outbox.kind} not in (${visitorKinds}) or (select count(*) from (
    select 1 from ${outbox} as recent
    where recent.status in ('sent', 'sending') and recent.updated_at > now() - interval '1 hour' and recent.kind in (${visitorKinds})
    limit ${visitorHourlyCap * campaignCapMultiplier}::int
  ) as counted) < (case when ${campaignLead} then ${visitorHourlyCap * campaignCapMultiplier}::int else ${visitorHourlyCap}::int end))`
  return and(
    or(
      inArray(outbox.status, ['pending', 'scheduled', 'failed']),
      and(eq(outbox.status, 'sending'), sql`${outbox.updatedAt} < now() - make_interval(secs => ${claimLeaseSeconds(timeoutMs)})`),
    ),
    underCap,
    // Nothing more goes to an address that bounced for good (issue 23): checked in the claim,
    // so the common case costs one statement (decision 048); the reason is read below.
    sql`not exists (select 1 from ${undeliverableAddresses} where ${undeliverableAddresses.address} = lower(btrim(${outbox.to})))`,
  )
}

/**
 * Claims the e-mails of the deliveries begun at once, one statement per delivery policy (decision
 * 056). A row asked for twice in one batch is claimed for the first asker only: the other finds it
 * in flight, as a second worker would.
 */
const claimEmails = batchOn(async (db, claims: { outboxId: string; policy: DeliveryPolicy }[]) => {
  const byPolicy = new Map<string, { policy: DeliveryPolicy; ids: string[] }>()
  for (const { outboxId, policy } of claims) {
    const key = JSON.stringify([policy.timeoutMs, policy.visitorHourlyCap, policy.uncapped ?? false])
    const group = byPolicy.get(key) ?? byPolicy.set(key, { policy, ids: [] }).get(key)!
    group.ids.push(outboxId)
  }
  const claimed = new Map<string, OutboxRow>()
  for (const { policy, ids } of byPolicy.values()) {
    const rows = await db
      .update(outbox)
      .set({ status: 'sending', attempts: sql`${outbox.attempts} + 1`, updatedAt: sql`now()` })
      .where(and(inArray(outbox.id, [...new Set(ids)]), claimable(policy)))
      .returning()
    for (const row of rows) claimed.set(row.id, row)
  }
  return claims.map(({ outboxId }) => {
    const row = claimed.get(outboxId)
    claimed.delete(outboxId)
    return row
  })
})

/**
 * The e-mails accepted by the mail server at once, marked sent in one statement (decision 056),
 * with the log entries that say so (decision 061): one round trip where there were two.
 */
const markEmailsSent = batchOn(async (db, sends: { outboxId: string; log?: LogEntryInput }[]) => {
  const entries = sends.flatMap((send) => (send.log ? [send.log] : []))
  // A data-modifying `with` part runs to completion whether or not the update reads it.
  const on = entries.length > 0 ? db.with(db.$with('sent_log', {}).as(db.insert(automationLogs).values(entries).getSQL())) : db
  const rows = await on
    .update(outbox)
    .set({ status: 'sent', sentAt: new Date(), lastError: null, updatedAt: sql`now()` })
    .where(inArray(outbox.id, [...new Set(sends.map((send) => send.outboxId))]))
    .returning()
  const byId = new Map(rows.map((row) => [row.id, row]))
  return sends.map((send) => byId.get(send.outboxId)!)
})

/**
 * Claims the row, sends it, and records the outcome. `logWhenSent`: the log entry its step writes
 * once it is sent, written with the sent mark (the caller logs the other outcomes).
 */
export async function deliverEmail(db: Executor, mail: MailProvider, outboxId: string, policy: DeliveryPolicy, options: { logWhenSent?: LogEntryInput } = {}): Promise<Delivery> {
  const { visitorHourlyCap } = policy
  const claimed = await claimEmails(db, { outboxId, policy })
  if (!claimed) {
    // A bounced address: the row is kept, cancelled, with the reason.
    const [addressed] = await db.select({ to: outbox.to }).from(outbox).where(eq(outbox.id, outboxId))
    const bounced = addressed ? await undeliverableAddress(db, addressed.to) : undefined
    if (bounced) {
      const [cancelled] = await db
        .update(outbox)
        .set({ status: 'cancelled', lastError: `not sent: ${addressed!.to} bounced permanently (${bounced.status})`, updatedAt: sql`now()` })
        .where(and(eq(outbox.id, outboxId), inArray(outbox.status, ['pending', 'scheduled', 'failed', 'held'])))
        .returning()
      if (cancelled) return { outcome: 'undeliverable', row: cancelled, status: bounced.status }
    }
    // Still claimable, so the cap stopped it: hold it for the owner, saying which cap.
    const [{ campaign } = { campaign: false }] = await db.select({ campaign: sql<boolean>`${campaignLead}` }).from(outbox).where(eq(outbox.id, outboxId))
    const reason = campaign
      ? `more than ${visitorHourlyCap * campaignCapMultiplier} e-mails to visitors in the last hour (${campaignCapMultiplier} × VISITOR_MAIL_HOURLY_CAP for a campaign's leads)`
      : `more than ${visitorHourlyCap} e-mails to visitors in the last hour (VISITOR_MAIL_HOURLY_CAP)`
    const [held] = await db
      .update(outbox)
      .set({ status: 'held', lastError: reason, updatedAt: sql`now()` })
      .where(and(eq(outbox.id, outboxId), inArray(outbox.status, ['pending', 'scheduled', 'failed'])))
      .returning()
    if (held) return { outcome: 'held', row: held }
    const [row] = await db.select().from(outbox).where(eq(outbox.id, outboxId))
    return { outcome: row!.status === 'sending' ? 'in-flight' : 'skipped', row: row! }
  }

  const sent = await mail.send({
    messageId: claimed.messageId,
    to: claimed.to,
    ...(policy.replyTo ? { replyTo: policy.replyTo } : {}),
    subject: claimed.subject,
    text: claimed.text,
    html: claimed.html,
    headers: claimed.headers,
    calendar: claimed.calendar,
  })
  const finish = async (values: Partial<typeof outbox.$inferInsert>) => {
    const [row] = await db.update(outbox).set({ ...values, updatedAt: sql`now()` }).where(eq(outbox.id, outboxId)).returning()
    return row!
  }
  if (!sent.ok) {
    const row = await finish({ status: 'failed', lastError: sent.failure.message })
    return { outcome: 'failed', row, failure: sent.failure }
  }
  if (!sent.value.delivered) {
    const note = sent.value.note ?? 'not sent'
    return { outcome: 'not-sent', row: await finish({ status: 'not-sent', lastError: note }), note }
  }
  const { logWhenSent } = options
  return { outcome: 'sent', row: await markEmailsSent(db, { outboxId, ...(logWhenSent ? { log: logWhenSent } : {}) }), logged: logWhenSent !== undefined }
}
