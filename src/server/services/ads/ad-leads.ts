import { eq } from 'drizzle-orm'
import { adLeads } from '@/server/db/schema'
import { metaAdLead, type AdLead, type MetaLeadgenChange } from '@/server/domain/ads/ad-leads'
import { jobNames } from '@/server/jobs/names'
import { createMetaGraphClient } from '@/server/providers/ads/meta-graph'
import { recordLogEntry } from '@/server/services/automation-log'
import type { Attempt, PipelineContext } from '@/server/services/pipeline/context'
import type { LeadIntake } from '@/server/services/lead-intake'
import { pipelineSteps } from '@/shared/automation'

/**
 * Leads from the ad platforms' lead forms (issue 33). A webhook's delivery is stored first, one
 * row per platform lead id, with the job that reads and answers it, in one transaction: the
 * webhook's 200 means the lead is kept, and a delivery sent again finds its row and adds nothing.
 * The job reads the lead's answers (Meta: from the Graph API, retried with backoff through an
 * outage) and hands it to the intake, which answers it as a site form's lead.
 */

export type AdLeadJobData = { adLeadId: string }

/** Stores the leads a Meta Page webhook named; returns how many were new. */
export async function receiveMetaLeads(context: PipelineContext, changes: MetaLeadgenChange[]): Promise<number> {
  if (changes.length === 0) return 0
  const created = await context.db.transaction(async (tx) => {
    const rows = await tx
      .insert(adLeads)
      .values(changes.map((change) => ({ platform: 'meta' as const, externalId: change.leadgenId, delivery: change })))
      .onConflictDoNothing()
      .returning({ id: adLeads.id })
    await context.queue.enqueueMany(
      rows.map((row) => ({ name: jobNames.adLead, data: { adLeadId: row.id } satisfies AdLeadJobData })),
      { tx },
    )
    return rows.length
  })
  if (created > 0) context.queue.notify(jobNames.adLead)
  return created
}

/**
 * Stores a lead from Google's lead form webhook with its job (Google sends the answers in the
 * webhook itself). Google's "send test data" is kept as a test, logged for the owner and never
 * answered. Returns whether it was new.
 */
export async function receiveGoogleLead(context: PipelineContext, lead: AdLead, delivery: Record<string, unknown>): Promise<boolean> {
  const created = await context.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(adLeads)
      .values({ platform: 'google', externalId: lead.externalId, delivery, lead, status: lead.isTest ? 'test' : 'received' })
      .onConflictDoNothing()
      .returning({ id: adLeads.id })
    if (!row) return false
    if (lead.isTest) {
      await recordLogEntry(tx, {
        step: pipelineSteps.adLead,
        status: 'success',
        message: `Google Ads sent test data from a lead form (${lead.fullName || 'no name'}${lead.email ? `, ${lead.email}` : ''}): the webhook works; a test is not answered`,
        details: { adLeadId: row.id, platform: 'google', externalId: lead.externalId, test: true },
      })
    } else {
      await context.queue.enqueueMany([{ name: jobNames.adLead, data: { adLeadId: row.id } satisfies AdLeadJobData }], { tx })
    }
    return true
  })
  if (created && !lead.isTest) context.queue.notify(jobNames.adLead)
  return created
}

/** Reads a stored ad lead's answers when it has none yet, and answers it through the intake. */
export async function answerAdLead(context: PipelineContext, intake: LeadIntake, adLeadId: string, attempt: Attempt): Promise<void> {
  const { db } = context
  const [row] = await db.select().from(adLeads).where(eq(adLeads.id, adLeadId))
  if (!row || row.status !== 'received') return
  let lead: AdLead | null = row.lead
  if (!lead) {
    const meta = context.config.providers.meta
    const read = meta
      ? await createMetaGraphClient({ graphUrl: meta.graphUrl, pageAccessToken: meta.pageAccessToken, timeoutMs: context.config.automation.providerTimeoutMs }).lead(row.externalId)
      : ({ ok: false, failure: { kind: 'network', message: "Meta's lead ads are not configured (META_PAGE_ACCESS_TOKEN)" } } as const)
    if (!read.ok) {
      await db.update(adLeads).set({ lastError: read.failure.message, updatedAt: context.now() }).where(eq(adLeads.id, row.id))
      if (attempt.last) {
        await recordLogEntry(db, {
          step: pipelineSteps.adLead,
          status: 'error',
          message: `A lead from a Facebook or Instagram lead form could not be read from Meta (${read.failure.message}); it is kept, unanswered`,
          details: { adLeadId: row.id, leadgenId: row.externalId },
        })
      }
      throw new Error(`Meta lead ${row.externalId} not read: ${read.failure.message}`)
    }
    lead = metaAdLead(read.value, row.delivery as MetaLeadgenChange)
    await db.update(adLeads).set({ lead, lastError: null, updatedAt: context.now() }).where(eq(adLeads.id, row.id))
  }
  if (!lead.email) {
    await db.update(adLeads).set({ status: 'unusable', lastError: 'the lead form gave no e-mail address', updatedAt: context.now() }).where(eq(adLeads.id, row.id))
    await recordLogEntry(db, {
      step: pipelineSteps.adLead,
      status: 'warning',
      message: `A lead form gave no e-mail address (${lead.fullName || 'no name'}${lead.phone ? `, ${lead.phone}` : ''}): not answered automatically`,
      details: { adLeadId: row.id, platform: row.platform, externalId: row.externalId },
    })
    return
  }
  await intake.submitAdLead(row.id, lead)
}
