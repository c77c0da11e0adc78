import { randomUUID } from 'node:crypto'
import { and, desc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm'
import {
  assistantConversations,
  inboundMessages,
  leads,
  outbox,
  smsMessages,
  smsOptOuts,
  smsOutbox,
  smsUnreachableNumbers,
  undeliverableAddresses,
  smsConsents,
  voiceCalls,
} from '@/server/db/schema'
import { signature } from '@/server/domain/compose-email'
import { composeOwnerReply, threadingHeaders } from '@/server/domain/inbound/compose'
import { readPhone } from '@/server/domain/sms/phone'
import { isUuid } from '@/server/services/back-office/query-parts'
import { recordLogEntry } from '@/server/services/automation-log'
import type { PipelineContext } from '@/server/services/pipeline/context'
import { deliverEmail, deliveryPolicy, ensureEmail, type OutboxRow } from '@/server/services/pipeline/outbox'
import { inboundTextStep } from '@/server/services/texts/inbound'
import { deliverText, ensureText, textBlock, textPolicy, type TextBlock, type TextRow } from '@/server/services/texts/outbox'
import type { LeadTexts, LeadThread, OwnerReplyResponse, OwnerTextResponse, ThreadEntry } from '@/shared/inbound'
import { smsConsent } from '@/shared/texts'
import { callOutcomeOf, voiceApi } from '@/shared/voice'
import { inboundStep } from './record-message'
import type { InboundStatusService } from './status'

/**
 * One thread per lead (issue 23 item 4): our e-mails to the lead (from the outbox, with their
 * state) and the lead's (read from the mailbox) in time order; and the owner's answer from there,
 * sent over SMTP with In-Reply-To and References so it threads in the lead's mail client, kept in
 * the outbox like every e-mail, and so shown in the thread. Texts (issue 31) are in the same
 * thread, ours from the text outbox and theirs as Twilio delivered them; the owner may answer by
 * text when the checks every send makes would let it go, and the thread says why not otherwise.
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

/** Texts about the lead but to the owner's own phone: not part of the conversation. */
const textsToTheOwner = ['owner-alert'] as const

function outgoingText(row: TextRow): Extract<ThreadEntry, { direction: 'text-out' }> {
  return {
    direction: 'text-out',
    id: row.id,
    at: (row.status === 'scheduled' && row.sendAfter ? row.sendAfter : (row.sentAt ?? row.createdAt)).toISOString(),
    body: row.body,
    to: row.to,
    status: row.status,
    deliveryStatus: row.deliveryStatus,
    lastError: row.lastError,
    errorCode: row.errorCode,
    kind: row.kind,
  }
}

function callEntry(row: typeof voiceCalls.$inferSelect): ThreadEntry {
  const outcome = callOutcomeOf(row)
  return {
    direction: 'call',
    id: row.id,
    at: row.createdAt.toISOString(),
    from: row.fromE164 ?? row.from,
    outcome,
    durationSeconds: outcome === 'answered' ? row.ownerSeconds : row.durationSeconds,
    voicemail: row.recordingSid ? { seconds: row.recordingSeconds ?? 0, url: voiceApi.recording(row.id) } : null,
    turns: row.turns,
    booked: row.bookingId !== null,
  }
}

const textsOff = 'Texts are off: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_PHONE_NUMBER are not set'

/** Why the owner may not text `phone`, as a sentence: the same verdict the send would reach. */
function blockSentence(block: TextBlock, phone: string): string {
  switch (block.reason) {
    case 'opted-out':
      return `${block.note}: nothing is texted to it until it texts START`
    case 'unreachable':
      return block.note
    case 'no-consent':
      // The owner may answer a number that texted first; else only with the box ticked on a form.
      return `No consent to texts for ${phone}: "${smsConsent.label}" was not ticked for this number, and it has not texted us`
  }
}

export type OwnerReplyOutcome = { found: false } | { found: true; response: OwnerReplyResponse }
export type OwnerTextOutcome = { found: false } | { found: true; response: OwnerTextResponse }

export function createLeadThreads(context: PipelineContext, inbound: InboundStatusService) {
  const { db } = context

  const undeliverableOf = async (email: string | null) => {
    if (email === null) return undefined
    const [row] = await db.select().from(undeliverableAddresses).where(eq(undeliverableAddresses.address, email.trim().toLowerCase()))
    return row
  }

  /** Whether the owner may text the lead now: texts on, a number that takes texts, and textBlock's verdict for an owner's text. */
  const textsOf = async (lead: typeof leads.$inferSelect): Promise<LeadTexts> => {
    const on = context.providers.live.sms.kind !== 'local'
    const phone = lead.phoneE164
    if (!phone) {
      const why = lead.phone?.trim() ? `No phone number that can take texts: "${lead.phone.trim()}" is not a valid number` : 'No phone number that can take texts'
      return { on, phone: null, optedOut: false, unreachable: null, canText: false, why: on ? why : textsOff }
    }
    const [[optOut], [unreachable], block] = await Promise.all([
      db.select().from(smsOptOuts).where(and(eq(smsOptOuts.phone, phone), eq(smsOptOuts.optedOut, true))),
      db.select().from(smsUnreachableNumbers).where(eq(smsUnreachableNumbers.phone, phone)),
      textBlock(db, { to: phone, kind: 'owner-reply', leadId: lead.id }),
    ])
    // A valid number of a type that is never a mobile (a landline outside North America): Twilio would refuse it.
    const mobile = readPhone(phone).textable
    const why = !on ? textsOff : block ? blockSentence(block, phone) : mobile ? null : `No phone number that can take texts: ${phone} is not a mobile number`
    return { on, phone, optedOut: Boolean(optOut), unreachable: unreachable?.reason ?? null, canText: why === null, why }
  }

  return {
    async thread(leadId: string): Promise<LeadThread | null> {
      if (!isUuid(leadId)) return null
      const [lead] = await db.select().from(leads).where(eq(leads.id, leadId))
      if (!lead) return null
      const [ours, theirs, chats, ourTexts, theirTexts, consents, calls, undeliverable, status, texts] = await Promise.all([
        db.select().from(outbox).where(and(eq(outbox.leadId, leadId), notInArray(outbox.kind, [...toTheOwner]))),
        db.select().from(inboundMessages).where(eq(inboundMessages.leadId, leadId)),
        db.select().from(assistantConversations).where(eq(assistantConversations.leadId, leadId)),
        db.select().from(smsOutbox).where(and(eq(smsOutbox.leadId, leadId), notInArray(smsOutbox.kind, [...textsToTheOwner]))),
        db.select().from(smsMessages).where(eq(smsMessages.leadId, leadId)),
        db.select().from(smsConsents).where(eq(smsConsents.leadId, leadId)),
        db.select().from(voiceCalls).where(eq(voiceCalls.leadId, leadId)),
        undeliverableOf(lead.email),
        inbound.read(),
        textsOf(lead),
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
        ...ourTexts.map(outgoingText),
        ...theirTexts.map((row): ThreadEntry => ({ direction: 'text-in', id: row.id, at: row.createdAt.toISOString(), body: row.body, from: row.from, keyword: row.keyword })),
        ...consents.map((row): ThreadEntry => ({ direction: 'consent', id: row.id, at: row.givenAt.toISOString(), phone: row.phone, page: row.page, wording: row.wording })),
        ...calls.map(callEntry),
      ].sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id))
      return {
        leadId,
        email: lead.email,
        undeliverable: undeliverable ? { since: undeliverable.since.toISOString(), status: undeliverable.status } : null,
        repliedAt: lead.firstReplyAt?.toISOString() ?? null,
        entries,
        inbound: status,
        texts,
      }
    },

    /** The owner's answer: written to the outbox, then sent at once (the owner is waiting for the result). */
    async reply(leadId: string, text: string): Promise<OwnerReplyOutcome> {
      if (!isUuid(leadId)) return { found: false }
      const [lead] = await db.select().from(leads).where(eq(leads.id, leadId))
      if (!lead) return { found: false }
      if (lead.email === null) {
        return { found: true, response: { outcome: 'no-address', message: 'Not sent: the lead has no e-mail address (it reached us by phone); answer by text or call.', entry: null } }
      }
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

    /**
     * The owner's answer by text: refused before anything is written when the thread says it may
     * not go; else written to the text outbox and sent at once (the owner is waiting for the
     * result), through the same claim and checks as every text, so a STOP that lands in between
     * still stops it.
     */
    async text(leadId: string, body: string): Promise<OwnerTextOutcome> {
      if (!isUuid(leadId)) return { found: false }
      const [lead] = await db.select().from(leads).where(eq(leads.id, leadId))
      if (!lead) return { found: false }
      const texts = await textsOf(lead)
      if (!texts.canText || !texts.phone) {
        return { found: true, response: { outcome: 'blocked', status: null, message: `Text not sent: ${texts.why ?? 'the lead cannot be texted'}`, entry: null } }
      }
      const { row } = await ensureText(db, { idempotencyKey: `owner-reply:${randomUUID()}`, kind: 'owner-reply', leadId, runId: null, to: texts.phone, body })
      const delivery = await deliverText(db, context.providers.live.sms, row.id, textPolicy(context.config))
      const entry = outgoingText(delivery.row)
      const answer = (outcome: OwnerTextResponse['outcome'], message: string): OwnerTextOutcome => ({ found: true, response: { outcome, status: delivery.row.status, message, entry } })
      const log = (status: 'success' | 'error', message: string) =>
        recordLogEntry(db, { step: inboundTextStep, status, message, details: { textId: row.id }, leadId, leadName: lead.fullName, businessName: lead.businessName })
      switch (delivery.outcome) {
        case 'sent':
          await log('success', `The owner texted ${lead.fullName} at ${row.to}`)
          return answer('sent', `Text sent to ${row.to}`)
        case 'not-sent':
          // Texts turned off between the check and the send: the row says so.
          return answer('not-sent', `Text not sent: ${delivery.note}`)
        case 'blocked':
          await log('error', `The owner's text to ${lead.fullName} was not sent: ${delivery.block.note}`)
          return answer('blocked', `Text not sent: ${blockSentence(delivery.block, row.to)}`)
        case 'refused':
          await log('error', `The owner's text to ${lead.fullName} was refused for good: ${delivery.failure.message}`)
          return answer('refused', `Text not sent: ${row.to} cannot take texts (${delivery.failure.message})`)
        case 'failed':
          await log('error', `The owner's text to ${lead.fullName} was not sent: ${delivery.failure.message}`)
          return answer('failed', `Text not sent: ${delivery.failure.message}. It stays in the thread, marked failed.`)
        default:
          // Held, waiting, in flight or skipped: none befalls a new owner's text, which is neither capped nor deferred.
          return answer('failed', `Text not sent now (${delivery.outcome})`)
      }
    },
  }
}

export type LeadThreads = ReturnType<typeof createLeadThreads>

