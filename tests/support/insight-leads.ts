import { randomUUID } from 'node:crypto'
import type { AppDatabase } from '@/server/db/client'
import { leadEvents, leads, outbox } from '@/server/db/schema'

/**
 * A lead as the insights read it (issue 24), written straight to the database with what happened
 * to it: its channel, trade, score and worth, its first answer (an outbox row sent so many seconds
 * after it was made) and its timeline's events. The database's triggers do the rest (stage times,
 * running totals), as they do for the app.
 */
export type InsightLeadSeed = {
  createdAt: Date
  status?: string
  score?: number
  businessType?: string | null
  channel?: readonly [string, string, string]
  estimatedValue?: number
  dealValue?: number | null
  isSample?: boolean
  answeredAfterSeconds?: number
  events?: { type: 'booked' | 'replied' | 'status-changed'; at: Date; to?: string }[]
}

export async function addInsightLead(db: AppDatabase, seed: InsightLeadSeed): Promise<string> {
  const id = randomUUID()
  await db.insert(leads).values({
    id,
    email: `${id}@example.com`,
    fullName: 'Lead',
    businessName: 'Business',
    businessType: seed.businessType ?? null,
    score: seed.score ?? 50,
    priority: 'Medium',
    scoreBreakdown: { groups: [] } as never,
    unsubscribeToken: id,
    status: seed.status ?? 'New',
    estimatedValue: seed.estimatedValue ?? 497,
    dealValue: seed.dealValue ?? null,
    isSample: seed.isSample ?? false,
    channelSource: seed.channel?.[0] ?? null,
    channelMedium: seed.channel?.[1] ?? null,
    channelCampaign: seed.channel?.[2] ?? null,
    createdAt: seed.createdAt,
  })
  if (seed.answeredAfterSeconds !== undefined) {
    await db.insert(outbox).values({
      idempotencyKey: `first-answer:${id}`,
      kind: 'first-answer',
      leadId: id,
      to: `${id}@example.com`,
      subject: 'Hello',
      text: 'Hello',
      html: '<p>Hello</p>',
      status: 'sent',
      messageId: `<${id}@test>`,
      sentAt: new Date(seed.createdAt.getTime() + seed.answeredAfterSeconds * 1000),
    })
  }
  for (const event of seed.events ?? []) {
    await db.insert(leadEvents).values({ leadId: id, type: event.type, at: event.at, data: event.to ? { to: event.to, by: 'owner' } : {} })
  }
  return id
}
