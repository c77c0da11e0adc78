import { randomUUID } from 'node:crypto'
import { and, desc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm'
import { assistantConversations, inboundMessages, leads, outbox, undeliverableAddresses } from '@/server/db/schema'
import { signature } from '@/server/domain/compose-email'
import { composeOwnerReply, threadingHeaders } from '@/server/domain/inbound/compose'
import { isUuid } from '@/server/services/back-office/query-parts'
import { recordLogEntry } from '@/server/services/automation-log'
import type { PipelineContext } from '@/server/services/pipeline/context'
import { deliverEmail, deliveryPolicy, ensureEmail, type OutboxRow } from '@/server/services/pipeline/outbox'
import type { LeadThread, OwnerReplyResponse, ThreadEntry } from '@/shared/inbound'
import { inboundStep } from './record-message'
import type { InboundStatusService } from './status'

/**
 * One thread per lead (issue 23 item 4): our e-mails to the lead (from the outbox, with their
 * state) and the lead's (read from the mailbox) in time order; and the owner's answer from there,
 * sent over SMTP with In-Reply-To and References so it threads in the lead's mail client, kept in
 * the outbox like every e-mail, and so shown in the thread.
 */

/** Outbox rows about the lead but addressed to the owner: not part of the conversation. */
const toTheOwner = ['owner-notification', 'reply-notification'] as const

function outgoing(row: OutboxRow): Extract<ThreadEntry, { direction: 'out' }> {
  return {
    direction: 'out',
    id: row.id,
    // A follow-up still to come sits at its due time; anything else when it went, or was written.
    at: (row.status === 'scheduled' && row.sendAfter ? row.sendAfter : (row.sentAt ?? row.createdAt)).toISOString(),
    subject: row.subject,
    text: row.text,
    to: row.to,
    status: row.status,
    kind: row.kind,
    lastError: row.lastError,
  }
}

export type OwnerReplyOutcome = { found: false } | { found: true; response: OwnerReplyResponse }

export function createLeadThreads(context: PipelineContext, inbound: InboundStatusService) {
  const { db } = context

  const undeliverableOf = async (email: string) => {
    const [row] = await db.select().from(undeliverableAddresses).where(eq(undeliverableAddresses.address, email.trim().toLowerCase()))
    return row
  }

  return {
    async thread(leadId: string): Promise<LeadThread | null> {
      if (!isUuid(leadId)) return null
      const [lead] = await db.select().from(leads).where(eq(leads.id, leadId))
      if (!lead) return null
      const [ours, theirs, chats, undeliverable, status] = await Promise.all([
        db.select().from(outbox).where(and(eq(outbox.leadId, leadId), notInArray(outbox.kind, [...toTheOwner]))),
        db.select().from(inboundMessages).where(eq(inboundMessages.leadId, leadId)),
        db.select().from(assistantConversations).where(eq(assistantConversations.leadId, leadId)),
        undeliverableOf(lead.email),
        inbound.read(),
      ])
      const entries: ThreadEntry[] = [
        ...ours.map(outgoing),
        ...theirs.map(
          (row): ThreadEntry => ({
            direction: 'in',
            id: row.id,
            at: row.receivedAt.toISOString(),
            subject: row.subject,
            from: row.fromName ? `${row.fromName} <${row.fromAddress ?? ''}>` : (row.fromAddress ?? ''),
            class: row.class,
            preview: row.preview,
            text: row.text,
            html: row.html,
            attachments: row.attachments,
            headersOnly: row.headersOnly,
            bounceStatus: row.bounceStatus,
          }),
        ),
        ...chats.map((row): ThreadEntry => ({ direction: 'chat', id: row.id, at: row.createdAt.toISOString(), turns: row.turns, booked: row.bookingId !== null })),
      ].sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id))
      return {
        leadId,
        undeliverable: undeliverable ? { since: undeliverable.since.toISOString(), status: undeliverable.status } : null,
        repliedAt: lead.firstReplyAt?.toISOString() ?? null,
        entries,
        inbound: status,
      }
    },

    /** The owner's answer: written to the outbox, then sent at once (the owner is waiting for the result). */
    async reply(leadId: string, text: string): Promise<OwnerReplyOutcome> {
      if (!isUuid(leadId)) return { found: false }
      const [lead] = await db.select().from(leads).where(eq(leads.id, leadId))
      if (!lead) return { found: false }
      const bounced = await undeliverableOf(lead.email)
      if (bounced) {
        return { found: true, response: { outcome: 'undeliverable', message: `Not sent: ${lead.email} bounced permanently (${bounced.status}).`, entry: null } }
      }
      // The parent: the lead's latest reply, else our latest e-mail to them.
      const [lastReply] = await db
        .select({ messageId: inboundMessages.messageId, subject: inboundMessages.subject, outboxId: inboundMessages.outboxId })
        .from(inboundMessages)
        .where(and(eq(inboundMessages.leadId, leadId), eq(inboundMessages.class, 'reply'), isNotNull(inboundMessages.messageId)))
        .orderBy(desc(inboundMessages.receivedAt))
        .limit(1)
      const [lastOurs] = await db
        .select({ messageId: outbox.messageId, subject: outbox.subject })
        .from(outbox)
        .where(and(eq(outbox.leadId, leadId), notInArray(outbox.kind, [...toTheOwner]), inArray(outbox.status, ['sent', 'not-sent'])))
        .orderBy(desc(sql`coalesce(${outbox.sentAt}, ${outbox.createdAt})`))
        .limit(1)
      let headers: Record<string, string> = {}
      let subject = lastReply?.subject ?? lastOurs?.subject ?? `Your enquiry, ${lead.businessName || lead.fullName}`
      if (lastReply?.messageId) {
        // The References chain: the e-mail of ours they answered, then their answer.
        const [answered] = lastReply.outboxId ? await db.select({ messageId: outbox.messageId }).from(outbox).where(eq(outbox.id, lastReply.outboxId)) : []
        headers = threadingHeaders({ messageId: lastReply.messageId, references: answered ? [answered.messageId] : [] })
      } else if (lastOurs) {
        headers = threadingHeaders({ messageId: lastOurs.messageId, references: [] })
        subject = lastOurs.subject
      }
      const composed = composeOwnerReply({ text, subject, signature })
      const { row } = await ensureEmail(
        db,
        { ...composed, headers, idempotencyKey: `owner-reply:${randomUUID()}`, kind: 'owner-reply', to: lead.email, leadId, runId: null },
        context.providers.live.mail.from,
      )
      const delivery = await deliverEmail(db, context.providers.live.mail, row.id, deliveryPolicy(context.config))
      const entry = outgoing(delivery.row)
      const logged = { leadId, leadName: lead.fullName, businessName: lead.businessName }
      switch (delivery.outcome) {
        case 'sent':
          await recordLogEntry(db, { step: inboundStep, status: 'success', message: `The owner answered ${lead.fullName}: "${composed.subject}"`, details: { outboxId: row.id }, ...logged })
          return { found: true, response: { outcome: 'sent', message: `Sent to ${lead.email}.`, entry } }
        case 'not-sent':
          return { found: true, response: { outcome: 'not-sent', message: `Kept in the outbox, not sent: ${delivery.note} (SMTP_URL is not set).`, entry } }
        case 'undeliverable':
          return { found: true, response: { outcome: 'undeliverable', message: `Not sent: ${lead.email} bounced permanently (${delivery.status}).`, entry } }
        case 'failed':
          await recordLogEntry(db, { step: inboundStep, status: 'error', message: `The owner's answer to ${lead.fullName} was not sent: ${delivery.failure.message}`, details: { outboxId: row.id }, ...logged })
          return { found: true, response: { outcome: 'failed', message: `Not sent: ${delivery.failure.message}. It stays in the outbox, marked failed.`, entry } }
        default:
          return { found: true, response: { outcome: 'failed', message: `Not sent now (${delivery.outcome}); it stays in the outbox.`, entry } }
      }
    },
  }
}

export type LeadThreads = ReturnType<typeof createLeadThreads>

