import { and, eq, sql } from 'drizzle-orm'
import type { AppDatabase } from '@/server/db/client'
import { smsOutbox, smsUnreachableNumbers } from '@/server/db/schema'
import { recordLeadEvent } from '@/server/services/lead-events'

/**
 * Twilio's delivery reports (POST /api/sms/status; issue 31 item 4): each text's last status on
 * its row, and delivered / undelivered / failed (with the error code) on the lead's timeline,
 * once per status. A report for a number that does not exist or is a landline (30005, 30006)
 * marks it unreachable, as a refusal at sending does.
 */

export type DeliveryReport = { messageSid: string; status: string; errorCode: number | null }

/** Statuses worth a line on the timeline; queued, sending and sent are steps on the way. */
const finalStatuses = new Set(['delivered', 'undelivered', 'failed'])
const unreachableCodes = new Set([30005, 30006])

export async function recordDeliveryReport(db: AppDatabase, report: DeliveryReport): Promise<'recorded' | 'unknown' | 'unchanged'> {
  return db.transaction(async (tx): Promise<'recorded' | 'unknown' | 'unchanged'> => {
    const [text] = await tx.select().from(smsOutbox).where(eq(smsOutbox.providerSid, report.messageSid))
    if (!text) return 'unknown'
    const [changed] = await tx
      .update(smsOutbox)
      .set({ deliveryStatus: report.status, ...(report.errorCode ? { errorCode: report.errorCode } : {}), updatedAt: sql`now()` })
      .where(and(eq(smsOutbox.id, text.id), sql`${smsOutbox.deliveryStatus} is distinct from ${report.status}`))
      .returning({ id: smsOutbox.id })
    if (!changed) return 'unchanged'
    if (text.leadId && finalStatuses.has(report.status)) {
      await recordLeadEvent(tx, text.leadId, 'text-delivery', { textId: text.id, status: report.status, errorCode: report.errorCode })
    }
    if (report.errorCode && unreachableCodes.has(report.errorCode)) {
      const reason = report.errorCode === 30006 ? 'a landline or a number that cannot take texts (Twilio 30006)' : 'not a number in service (Twilio 30005)'
      await tx.insert(smsUnreachableNumbers).values({ phone: text.to, code: report.errorCode, reason }).onConflictDoNothing()
    }
    return 'recorded'
  })
}
