import { desc, eq, sql } from 'drizzle-orm'
import type { Executor } from '@/server/db/client'
import { leads } from '@/server/db/schema'
import { phoneAsName } from '@/server/domain/sms/phone'
import { newUnsubscribeToken, type LeadRow } from '@/server/services/pipeline/records'
import { noCampaign, noMedium } from '@/shared/attribution'
import { scoreLead } from '@/shared/scoring'

/**
 * Leads that reach us by phone (DESIGN "Channels"): a text (issue 31) or a call (issue 32) from a
 * number belongs to the latest lead with that number in E.164, whichever way that lead came; a
 * number no lead has makes a lead with no e-mail address, named by its number until the owner
 * learns more. Its score is the scale's floor with every factor marked missing (nothing is
 * known yet), its source 'SMS' or 'Phone', and its channel 'sms' or 'phone' in the insights.
 */

export type PhoneLeadSource = 'SMS' | 'Phone'

export async function leadByPhone(db: Executor, phone: string): Promise<LeadRow | undefined> {
  const [lead] = await db.select().from(leads).where(eq(leads.phoneE164, phone)).orderBy(desc(leads.createdAt)).limit(1)
  return lead
}

export async function findOrMakePhoneLead(tx: Executor, phone: string, source: PhoneLeadSource): Promise<{ lead: LeadRow; made: boolean }> {
  const known = await leadByPhone(tx, phone)
  if (known) return { lead: known, made: false }
  const score = scoreLead({})
  const [made] = await tx
    .insert(leads)
    .values({
      email: null,
      fullName: phoneAsName(phone),
      businessName: '',
      phone: phoneAsName(phone),
      phoneE164: phone,
      score: score.score,
      priority: score.priority,
      scoreBreakdown: score.breakdown,
      scoredBy: 'local',
      source,
      unsubscribeToken: newUnsubscribeToken(),
      channelSource: source.toLowerCase(),
      channelMedium: noMedium,
      channelCampaign: noCampaign,
    })
    // Two texts at once from a new number: one lead (leads_phone_only_key), the other finds it.
    .onConflictDoNothing({ target: leads.phoneE164, where: sql`email is null` })
    .returning()
  if (made) return { lead: made, made: true }
  return { lead: (await leadByPhone(tx, phone))!, made: false }
}
