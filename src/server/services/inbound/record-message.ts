import { and, eq, inArray, notInArray, sql } from 'drizzle-orm'
import type { Executor } from '@/server/db/client'
import { inboundMessages, leads, outbox, undeliverableAddresses } from '@/server/db/schema'
import { classifyInbound, type InboundKind } from '@/server/domain/inbound/classify'
import { firstMatch, leadMatchKeys } from '@/server/domain/inbound/match'
import type { InboundMail } from '@/server/domain/inbound/message'
import { replyPreview } from '@/server/domain/inbound/preview'
import { jobNames } from '@/server/jobs/names'
import { recordLogEntry } from '@/server/services/automation-log'
import { cancelScheduledFollowUps, recordLeadEvent } from '@/server/services/lead-events'
import type { InboundClass } from '@/shared/inbound'
import { advanceCheckpoint } from './mailbox-store'
import { recordLeadReply, type ReplyDeps } from '@/server/services/lead-replies'

/**
 * One message read from the mailbox, stored and acted on in one transaction with the
 * checkpoint (issue 23 items 1 and 3): a repeat (same mailbox, UIDVALIDITY and UID, or the same
 * Message-ID after a UIDVALIDITY change) stores and does nothing; an instance that lost its lease
 * commits nothing. What a class does:
 * - a person's reply: the lead replied (time kept), nudges stop ('replied'), the task 'Reply to
 *   {name}' due within business hours, the owner told once (an outbox row and its job);
 * - an automatic reply: recorded, nothing else;
 * - a permanent bounce: the address undeliverable, nudges stop ('bounced'), the lead flagged;
 * - a temporary bounce: logged only;
 * - unmatched: recorded; the mailbox copy is left as it was.
 */

export type ReadMessage = { mailbox: string; uidValidity: number; uid: number; size: number; receivedAt: Date; mail: InboundMail }

export type RecordOutcome = { recorded: false } | { recorded: true; id: string; class: InboundClass; leadId: string | null }

export const inboundStep = 'Inbound e-mail'

export type { InboundJobData } from '@/server/services/lead-replies'

/** E-mails to the owner: an answer to one of these is the owner's, not the lead's, and matches nothing. */
const ownerAddressedKinds = ['owner-notification', 'weekly-digest', 'booking-owner-notice', 'service-test', 'reply-notification'] as const

type Match = { leadId: string | null; outboxId: string | null }

/**
 * The e-mails sent to leads with these Message-IDs (lower case), read by `outbox_message_id_lower_idx`
 * whatever the outbox's size.
 */
export function sentToLeadsWithMessageIds(db: Executor, messageIds: string[]) {
  return db
    .select({ id: outbox.id, leadId: outbox.leadId, messageId: sql<string>`lower(${outbox.messageId})` })
    .from(outbox)
    .where(and(inArray(sql`lower(${outbox.messageId})`, messageIds), notInArray(outbox.kind, [...ownerAddressedKinds])))
}

async function findMatch(tx: Executor, mail: InboundMail, kind: InboundKind): Promise<Match> {
  const keys = leadMatchKeys(mail, kind)
  if (keys.messageIds.length > 0) {
    const rows = await sentToLeadsWithMessageIds(tx, keys.messageIds)
    const byId = new Map(rows.map((row) => [row.messageId, row.id]))
    const outboxId = firstMatch(keys.messageIds, byId)
    if (outboxId) return { outboxId, leadId: rows.find((row) => row.id === outboxId)!.leadId }
  }
  if (keys.addresses.length > 0) {
    const rows = await tx.select({ id: leads.id, email: sql<string>`lower(${leads.email})` }).from(leads).where(inArray(sql`lower(${leads.email})`, keys.addresses))
    const leadId = firstMatch(keys.addresses, new Map(rows.map((row) => [row.email, row.id])))
    if (leadId) return { leadId, outboxId: null }
  }
  return { leadId: null, outboxId: null }
}

function classOf(kind: InboundKind, match: Match): InboundClass {
  if (!match.leadId && !match.outboxId) return 'unmatched'
  if (kind.kind === 'bounce') return kind.permanent ? 'bounce-permanent' : 'bounce-temporary'
  return kind.kind
}

/** The context, and the owner's hours for the reply task's due time (services/lead-replies.ts). */
export type RecordDeps = ReplyDeps

export async function recordInboundMessage(deps: RecordDeps, message: ReadMessage, holder: string): Promise<RecordOutcome> {
  const { context } = deps
  const { mail } = message
  const kind = classifyInbound(mail)
  const outcome = await context.db.transaction(async (tx): Promise<RecordOutcome> => {
    await advanceCheckpoint(tx, message, holder)
    // After a UIDVALIDITY change the folder is read again from the start: known by Message-ID.
    if (mail.messageId) {
      const [known] = await tx
        .select({ id: inboundMessages.id })
        .from(inboundMessages)
        .where(and(eq(inboundMessages.mailbox, message.mailbox), eq(inboundMessages.messageId, mail.messageId)))
        .limit(1)
      if (known) return { recorded: false }
    }
    const match = await findMatch(tx, mail, kind)
    const inboundClass = classOf(kind, match)
    const preview = mail.headersOnly
      ? `(Too large to read here: ${(message.size / 1024 / 1024).toFixed(1)} MB; recorded by its headers. Open it in the mailbox.)`
      : replyPreview(mail.text)
    const [stored] = await tx
      .insert(inboundMessages)
      .values({
        mailbox: message.mailbox,
        uidValidity: message.uidValidity,
        uid: message.uid,
        messageId: mail.messageId,
        leadId: match.leadId,
        outboxId: match.outboxId,
        class: inboundClass,
        autoReplyReason: kind.kind === 'auto-reply' ? kind.reason : null,
        bounceStatus: kind.kind === 'bounce' ? kind.status : null,
        bounceRecipient: kind.kind === 'bounce' ? kind.recipient : null,
        fromAddress: mail.from?.address ?? null,
        fromName: mail.from?.name || null,
        subject: mail.subject,
        preview,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments,
        headersOnly: mail.headersOnly,
        size: message.size,
        receivedAt: message.receivedAt,
      })
      .onConflictDoNothing()
      .returning({ id: inboundMessages.id })
    if (!stored) return { recorded: false }
    await actOn(deps, tx, { id: stored.id, inboundClass, kind, match, message, preview })
    return { recorded: true, id: stored.id, class: inboundClass, leadId: match.leadId }
  })
  if (outcome.recorded) {
    context.metrics.inboundMessages.inc({ class: outcome.class })
    if (outcome.class === 'reply' && outcome.leadId) context.queue.notify(jobNames.inboundNotification)
  }
  return outcome
}

type Acting = { id: string; inboundClass: InboundClass; kind: InboundKind; match: Match; message: ReadMessage; preview: string }

async function actOn(deps: RecordDeps, tx: Executor, acting: Acting): Promise<void> {
  const { context } = deps
  const { id, inboundClass, kind, match, message } = acting
  const { mail } = message
  const lead = match.leadId ? (await tx.select().from(leads).where(eq(leads.id, match.leadId)))[0] : undefined
  const logged = { leadId: lead?.id ?? null, leadName: lead?.fullName ?? null, businessName: lead?.businessName ?? null }
  const now = context.now()
  const subject = `"${mail.subject || '(no subject)'}"`

  if (inboundClass === 'reply' && lead) {
    await recordLeadReply(deps, tx, lead, {
      key: id,
      channel: 'e-mail',
      subject: mail.subject,
      preview: acting.preview,
      receivedAt: message.receivedAt,
      eventData: { inboundMessageId: id, subject: mail.subject, from: mail.from?.address ?? null },
      logDetails: { inboundMessageId: id },
      step: inboundStep,
    })
    return
  }
  if (inboundClass === 'bounce-permanent' && kind.kind === 'bounce') {
    const address = (kind.recipient ?? lead?.email ?? '').trim().toLowerCase()
    if (address) {
      await tx.insert(undeliverableAddresses).values({ address, status: kind.status, diagnostic: kind.diagnostic, inboundMessageId: id }).onConflictDoNothing()
    }
    let cancelled = 0
    if (lead) {
      await recordLeadEvent(tx, lead.id, 'bounced', { permanent: true, status: kind.status, recipient: address || null, inboundMessageId: id })
      cancelled = await cancelScheduledFollowUps(tx, context.queue, lead.id, 'bounced', now)
    }
    await recordLogEntry(tx, {
      step: inboundStep,
      status: 'warning',
      message: `${address || 'An address'} bounced permanently (${kind.status}): nothing more is sent to it${cancelled > 0 ? `; ${cancelled} scheduled follow-up${cancelled === 1 ? '' : 's'} cancelled` : ''}`,
      details: { inboundMessageId: id, status: kind.status, diagnostic: kind.diagnostic },
      ...logged,
    })
    return
  }
  if (inboundClass === 'bounce-temporary' && kind.kind === 'bounce') {
    await recordLogEntry(tx, {
      step: inboundStep,
      status: 'warning',
      message: `Delivery to ${kind.recipient ?? 'an address'} delayed (${kind.status}); the mail server keeps trying. Nothing changed.`,
      details: { inboundMessageId: id, status: kind.status, diagnostic: kind.diagnostic },
      ...logged,
    })
    return
  }
  if (inboundClass === 'auto-reply') {
    await recordLogEntry(tx, {
      step: inboundStep,
      status: 'success',
      message: `Automatic reply recorded (${kind.kind === 'auto-reply' ? kind.reason : 'automatic'}): ${subject}; nothing changed`,
      details: { inboundMessageId: id },
      ...logged,
    })
  }
}

