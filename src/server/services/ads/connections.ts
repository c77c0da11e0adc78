import { desc, eq, isNotNull, max, sql } from 'drizzle-orm'
import type { Executor } from '@/server/db/client'
import { adConversions, adFeedReads, adLeads } from '@/server/db/schema'
import type { ProviderConfig } from '@/server/config'
import type { AdConnection, AdConnections } from '@/shared/automation'

/**
 * Each connection with an ad platform for Connected services (issue 33): off while its variables
 * are unset; on, with its last event, from what the tables hold; failing while its latest event
 * failed (a lead Meta's Graph API would not give, an outcome Meta refused or has not taken yet).
 */
export async function adConnections(db: Executor, providers: ProviderConfig): Promise<AdConnections> {
  const off: AdConnection = { state: 'off' }
  const [metaLeads, googleLeads, metaConversions, googleConversions] = await Promise.all([
    providers.meta ? latestLead(db, 'meta') : off,
    providers.googleAds?.webhookKey ? latestLead(db, 'google') : off,
    providers.metaConversions ? latestConversion(db) : off,
    providers.googleAds?.feedPassword ? latestFeedRead(db) : off,
  ])
  return { metaLeads, metaConversions, googleLeads, googleConversions }
}

async function latestLead(db: Executor, platform: 'meta' | 'google'): Promise<AdConnection> {
  const [latest] = await db
    .select({ createdAt: adLeads.createdAt, status: adLeads.status, lastError: adLeads.lastError })
    .from(adLeads)
    .where(eq(adLeads.platform, platform))
    .orderBy(desc(adLeads.createdAt))
    .limit(1)
  if (!latest) return { state: 'on', lastEventAt: null }
  const failing = latest.status === 'received' && latest.lastError !== null
  return { state: failing ? 'failing' : 'on', lastEventAt: latest.createdAt.toISOString(), ...(failing ? { lastError: latest.lastError! } : {}) }
}

async function latestConversion(db: Executor): Promise<AdConnection> {
  const [[sent], [latest]] = await Promise.all([
    db.select({ at: max(adConversions.sentAt) }).from(adConversions).where(isNotNull(adConversions.sentAt)),
    db.select({ status: adConversions.status, lastError: adConversions.lastError }).from(adConversions).orderBy(desc(adConversions.updatedAt)).limit(1),
  ])
  const failing = latest !== undefined && latest.status !== 'sent' && latest.lastError !== null
  return { state: failing ? 'failing' : 'on', lastEventAt: sent?.at ? new Date(sent.at).toISOString() : null, ...(failing ? { lastError: latest.lastError! } : {}) }
}

async function latestFeedRead(db: Executor): Promise<AdConnection> {
  const [read] = await db.select({ at: adFeedReads.lastReadAt }).from(adFeedReads).where(eq(adFeedReads.feed, 'google-conversions'))
  return { state: 'on', lastEventAt: read ? read.at.toISOString() : null }
}

/** Google's scheduled upload fetched the conversions feed: when, and how many rows it got. */
export async function recordFeedRead(db: Executor, rows: number, at: Date): Promise<void> {
  await db
    .insert(adFeedReads)
    .values({ feed: 'google-conversions', lastReadAt: at, rows })
    .onConflictDoUpdate({ target: adFeedReads.feed, set: { lastReadAt: at, rows, reads: sql`${adFeedReads.reads} + 1` } })
}
