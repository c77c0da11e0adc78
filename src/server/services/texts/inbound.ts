import { sql } from 'drizzle-orm'
import type { AppDatabase } from '@/server/db/client'
import { smsMessages, smsOptOuts } from '@/server/db/schema'
import { helpText } from '@/server/domain/sms/help-text'
import { smsKeyword, type SmsKeyword } from '@/server/domain/sms/keywords'
import { site } from '@/shared/site'

/** A text that reached the business number, as Twilio's webhook gives it. */
export type InboundText = { messageSid: string; from: string; to: string; body: string }

export type InboundTextOutcome = {
  /** Twilio delivered this MessageSid before: nothing was stored or changed again. */
  duplicate: boolean
  keyword: SmsKeyword | undefined
  /** What to text back (HELP's answer), or null. */
  reply: string | null
}

/**
 * Texts to the business number (issue 31 items 4 and 5; decision 043). Each is stored once by its
 * MessageSid. A STOP (or STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT, REVOKE, OPTOUT) opts the number
 * out in the same transaction, so the opt-out is in the database before the webhook answers;
 * START, UNSTOP or YES opts it back in; HELP or INFO is answered with who is texting and how to
 * stop. A redelivery of the same message answers the same and changes nothing.
 */
export function createInboundTexts(db: AppDatabase) {
  return {
    async receive(text: InboundText): Promise<InboundTextOutcome> {
      const keyword = smsKeyword(text.body)
      const reply = keyword === 'help' ? helpText(site) : null
      const stored = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(smsMessages)
          .values({ direction: 'inbound', providerSid: text.messageSid, from: text.from, to: text.to, body: text.body, keyword: keyword ?? null })
          .onConflictDoNothing()
          .returning({ id: smsMessages.id })
        if (!row) return false
        if (keyword === 'opt-out' || keyword === 'opt-in') {
          const optedOut = keyword === 'opt-out'
          await tx
            .insert(smsOptOuts)
            .values({ phone: text.from, optedOut, messageSid: text.messageSid })
            .onConflictDoUpdate({ target: smsOptOuts.phone, set: { optedOut, messageSid: text.messageSid, changedAt: sql`now()` } })
        }
        return true
      })
      return { duplicate: !stored, keyword, reply }
    },
  }
}

export type InboundTexts = ReturnType<typeof createInboundTexts>

/** Whether `phone` (E.164) sent STOP and not START since: no text, automated or the owner's, goes to it. */
export async function isOptedOut(db: AppDatabase, phone: string): Promise<boolean> {
  const [row] = await db.select({ optedOut: smsOptOuts.optedOut }).from(smsOptOuts).where(sql`${smsOptOuts.phone} = ${phone}`)
  return row?.optedOut ?? false
}
