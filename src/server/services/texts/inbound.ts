import { and, eq, sql } from 'drizzle-orm'
import type { Executor } from '@/server/db/client'
import { e164Of } from '@/server/domain/sms/phone'
import { findOrMakePhoneLead, leadByPhone } from '@/server/services/phone-leads'
import { leads, smsMessages, smsOptOuts, smsUnreachableNumbers } from '@/server/db/schema'
import { helpText } from '@/server/domain/sms/help-text'
import { smsKeyword, type SmsKeyword } from '@/server/domain/sms/keywords'
import { recordLogEntry } from '@/server/services/automation-log'
import { recordLeadReply, type ReplyDeps } from '@/server/services/lead-replies'
import { queueOwnerAlert } from './owner-alerts'
import { site } from '@/shared/site'

/** A text that reached the business number, as Twilio's webhook gives it. */
export type InboundText = { messageSid: string; from: string; to: string; body: string }

export type InboundTextOutcome = {
  /** Twilio delivered this MessageSid before: nothing was stored or changed again. */
  duplicate: boolean
  keyword: SmsKeyword | undefined
  /** The lead whose number sent it, when one has it. */
  leadId: string | null
  /** What to text back (HELP's answer), or null. */
  reply: string | null
}

/** The automation log's step for texts. */
export const inboundTextStep = 'Inbound text'

/**
 * Texts to the business number (issue 31 items 4 and 5; decision 043), each in one transaction:
 * - stored once by its MessageSid (a redelivery changes nothing and is answered the same);
 * - tied to the latest lead whose phone, in E.164, is the sender's; a message from a number no
 *   lead has makes a lead with source 'SMS' (services/phone-leads.ts), the task 'Reply to {number}';
 * - a STOP (or STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT, REVOKE, OPTOUT) opts the number out, for
 *   every lead that has it, before the webhook answers; START, UNSTOP or YES opts it back in;
 *   HELP or INFO is answered with who is texting and how to stop;
 * - any other text from a lead is a reply under the one nudge rule (services/lead-replies.ts):
 *   follow-ups stop, the task 'Reply to {name}' is made, the owner is told once.
 */
export function createInboundTexts(deps: ReplyDeps) {
  const { db } = deps.context
  return {
    async receive(text: InboundText): Promise<InboundTextOutcome> {
      const keyword = smsKeyword(text.body)
      const reply = keyword === 'help' ? helpText(site) : null
      return db.transaction(async (tx): Promise<InboundTextOutcome> => {
        // A message (not a keyword) from a valid number no lead has makes a lead with source 'SMS'.
        const sender = e164Of(text.from)
        const { lead, made } =
          keyword === undefined && sender ? await findOrMakePhoneLead(tx, sender, 'SMS') : { lead: sender ? await leadByPhone(tx, sender) : undefined, made: false }
        const [row] = await tx
          .insert(smsMessages)
          .values({ direction: 'inbound', providerSid: text.messageSid, from: text.from, to: text.to, body: text.body, keyword: keyword ?? null, leadId: lead?.id ?? null })
          .onConflictDoNothing()
          .returning({ id: smsMessages.id })
        if (!row) return { duplicate: true, keyword, leadId: lead?.id ?? null, reply }
        // The owner's phone hears of every text but the keywords (OWNER_PHONE; rate-limited there).
        if (keyword === undefined) {
          await queueOwnerAlert(tx, deps.context, { key: `text:${row.id}`, what: 'text', leadId: lead?.id ?? null, fullName: lead?.fullName ?? null, businessName: lead?.businessName ?? null })
        }
        if (keyword === 'opt-out' || keyword === 'opt-in') await recordOptChange(tx, text, keyword === 'opt-out', lead)
        else if (keyword === undefined && lead) {
          await recordLeadReply(deps, tx, lead, {
            key: `sms:${row.id}`,
            channel: 'text',
            firstContact: made,
            subject: 'Text message',
            preview: text.body.replace(/\s+/g, ' ').trim().slice(0, 500) || '(an empty text)',
            receivedAt: deps.context.now(),
            eventData: { smsMessageId: row.id, from: text.from },
            logDetails: { smsMessageId: row.id },
            step: inboundTextStep,
          })
        } else if (keyword === undefined) {
          // Not a phone number (a short code, a sender name): kept and logged for the owner, no lead.
          await recordLogEntry(tx, {
            step: inboundTextStep,
            status: 'warning',
            message: `A text from ${text.from}, which is not a phone number: read it in the automation log`,
            details: { smsMessageId: row.id, from: text.from, preview: text.body.replace(/\s+/g, ' ').trim().slice(0, 300) },
          })
        }
        return { duplicate: false, keyword, leadId: lead?.id ?? null, reply }
      })
    },
  }
}

export type InboundTexts = ReturnType<typeof createInboundTexts>

async function recordOptChange(tx: Executor, text: InboundText, optedOut: boolean, lead: typeof leads.$inferSelect | undefined) {
  await tx
    .insert(smsOptOuts)
    .values({ phone: text.from, optedOut, messageSid: text.messageSid })
    .onConflictDoUpdate({ target: smsOptOuts.phone, set: { optedOut, messageSid: text.messageSid, changedAt: sql`now()` } })
  // Twilio refuses (21610) every text to a number that sent STOP; after START it takes them again.
  if (!optedOut) await tx.delete(smsUnreachableNumbers).where(and(eq(smsUnreachableNumbers.phone, text.from), eq(smsUnreachableNumbers.code, 21610)))
  await recordLogEntry(tx, {
    step: inboundTextStep,
    status: 'success',
    message: optedOut ? `${text.from} sent STOP: no text goes to this number until it sends START` : `${text.from} sent START: texts to this number may go again`,
    details: { messageSid: text.messageSid },
    leadId: lead?.id ?? null,
    leadName: lead?.fullName ?? null,
    businessName: lead?.businessName ?? null,
  })
}

/** Whether `phone` (E.164) sent STOP and not START since: no text, automated or the owner's, goes to it. */
export async function isOptedOut(db: Executor, phone: string): Promise<boolean> {
  const [row] = await db.select({ optedOut: smsOptOuts.optedOut }).from(smsOptOuts).where(eq(smsOptOuts.phone, phone))
  return row?.optedOut ?? false
}
