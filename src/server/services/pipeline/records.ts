import { randomBytes } from 'node:crypto'
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '@/server/db/client'
import { batchOn } from '@/server/db/statement-batch'
import type { LeadAnalysis, LeadFacts } from '@/server/db/documents'
import type { CrmLead } from '@/server/providers/types'
import { automationRuns, leads } from '@/server/db/schema'
import { dealValue } from '@/server/domain/deal-value'
import { channelOf, type Attribution } from '@/shared/attribution'
import { e164Of } from '@/server/domain/sms/phone'

/** The pipeline's rows: leads (one per e-mail address) and runs (one per submission). */

export type LeadRow = typeof leads.$inferSelect
export type RunRow = typeof automationRuns.$inferSelect
/**
 * A lead with an e-mail address: every lead a form, a booking or the CRM made. Only a lead that
 * reached us by phone alone (issues 31 and 32) has none, and no automation run is ever made for it.
 */
export type LeadWithEmail = LeadRow & { email: string }
export type RunWithLead = RunRow & { lead: LeadWithEmail }

export function withEmail(lead: LeadRow): LeadWithEmail {
  if (lead.email === null) throw new Error(`Lead ${lead.id} has no e-mail address: the pipeline's steps need one`)
  return { ...lead, email: lead.email }
}

/** The lead as the CRM and Make.com receive it: who, how it scored, where it stands. */
export function leadForMirrors(leadId: string, lead: LeadWithEmail, analysis: Pick<LeadAnalysis, 'score' | 'priority' | 'summary'>): CrmLead {
  return {
    leadId,
    fullName: lead.fullName,
    businessName: lead.businessName,
    email: lead.email,
    phone: lead.phone,
    score: analysis.score,
    priority: analysis.priority,
    status: lead.status,
    // The lead's own origin: a public form's, or what the owner chose in the CRM form.
    source: lead.source,
    summary: analysis.summary,
  }
}

/** An unguessable token for the unsubscribe link (256 bits, URL-safe). */
export const newUnsubscribeToken = () => randomBytes(32).toString('base64url')

/** The score a lead carries: from the analysis, or the rules' first estimate until it is done. */
export type LeadScore = Pick<LeadAnalysis, 'score' | 'priority' | 'breakdown' | 'scoredBy'>

/** Where a lead from a public form came from (leads.source); the CRM form gives its own. */
export function leadOrigin(source: LeadFacts['source']): 'Website' | 'Assessment' {
  return source === 'assessment' ? 'Assessment' : 'Website'
}

/**
 * Finds the lead for this e-mail address (case-insensitive) or creates it, in one statement:
 * two submissions racing for the same new address still make one lead. The lead is the owner's
 * record: a repeat submission (stored as its own row, with its own run and score) never changes
 * its name, business, score or status, whoever sent it; it only fills in a phone number or trade
 * the lead lacks, and raises the deal value (an assessment that names the revenue band;
 * docs/decisions/013). The first submission's first touch, and its channel, stay the lead's
 * (issue 24); a lead made before attribution existed takes the next one's.
 */
export async function upsertLead(tx: Executor, facts: LeadFacts, score: LeadScore, options: LeadUpsertOptions = {}): Promise<{ id: string; inserted: boolean }> {
  const result = (await tx.execute(leadUpsert(facts, score, options))) as unknown as { rows: { id: string; inserted: boolean }[] }
  return result.rows[0]!
}

type LeadUpsertOptions = { isSample?: boolean; attribution?: Attribution | null }

/** upsertLead's statement (returning `id` and `inserted`), also sent as a part of the intake's (decision 059). */
export function leadUpsert(facts: LeadFacts, score: LeadScore, options: LeadUpsertOptions = {}): SQL {
  const touch = options.attribution?.first ?? options.attribution?.last ?? null
  const channel = touch ? channelOf(touch) : null
  return sql`
    insert into leads (email, full_name, business_name, phone, phone_e164, business_type, score, priority, score_breakdown, scored_by, unsubscribe_token, is_sample,
                       source, estimated_value, first_touch, channel_source, channel_medium, channel_campaign)
    values (${facts.email}, ${facts.fullName}, ${facts.businessName}, ${facts.phone}, ${e164Of(facts.phone) ?? null}, ${facts.businessType ?? null},
            ${score.score}, ${score.priority}, ${JSON.stringify(score.breakdown)}::jsonb, ${score.scoredBy}, ${newUnsubscribeToken()}, ${options.isSample ?? false},
            ${leadOrigin(facts.source)}, ${dealValue(facts.monthlyRevenue)},
            ${touch ? JSON.stringify(touch) : null}::jsonb, ${channel?.source ?? null}, ${channel?.medium ?? null}, ${channel?.campaign ?? null})
    on conflict ((lower(email))) do update set
      phone = coalesce(leads.phone, excluded.phone),
      -- The E.164 form of the phone kept (the one above), or of the new one when there was none.
      phone_e164 = case when leads.phone is null then excluded.phone_e164 else leads.phone_e164 end,
      business_type = coalesce(leads.business_type, excluded.business_type),
      estimated_value = greatest(leads.estimated_value, excluded.estimated_value),
      first_touch = coalesce(leads.first_touch, excluded.first_touch),
      channel_source = coalesce(leads.channel_source, excluded.channel_source),
      channel_medium = coalesce(leads.channel_medium, excluded.channel_medium),
      channel_campaign = coalesce(leads.channel_campaign, excluded.channel_campaign),
      updated_at = now()
    returning id, (xmax = 0) as inserted
  `
}

export async function createRun(
  tx: Executor,
  run: {
    leadId: string
    source: RunRow['source']
    submissionId: string | null
    mode: RunRow['mode']
    facts: LeadFacts
    /** Given when the analysis is done at once (the local rules); the analysis job does it otherwise. */
    analysis?: LeadAnalysis | null
  },
): Promise<RunRow> {
  const [row] = await tx.insert(automationRuns).values(run).returning()
  return row!
}

/** The runs of `runIds` with their leads, in one statement (undefined: no such run). */
const readRuns = batchOn(async (db, runIds: string[]) => {
  const rows = await db.select().from(automationRuns).innerJoin(leads, eq(automationRuns.leadId, leads.id)).where(inArray(automationRuns.id, [...new Set(runIds)]))
  const byId = new Map(rows.map((row) => [row.automation_runs.id, row]))
  return runIds.map((runId) => byId.get(runId))
})

/** A run with its lead. The steps run side by side read theirs in one statement (decision 056). */
export async function getRun(db: Executor, runId: string): Promise<RunWithLead> {
  const row = await readRuns(db, runId)
  if (!row) throw new Error(`Automation run ${runId} not found`)
  return { ...row.automation_runs, lead: withEmail(row.leads) }
}

/** Notes a provider failure on the run: the run is degraded from now on (the status counts it). */
export async function markDegraded(db: Executor, runId: string, problem: string) {
  await db
    .update(automationRuns)
    .set({ degraded: true, problems: sql`${automationRuns.problems} || ${JSON.stringify([problem.slice(0, 500)])}::jsonb` })
    .where(eq(automationRuns.id, runId))
}

/**
 * Stores the analysis on the run (once), and on the lead when this run is the lead's first: a
 * later submission is scored in its own run, and the lead keeps its score.
 */
export async function storeAnalysis(tx: Executor, run: RunWithLead, analysis: LeadAnalysis): Promise<boolean> {
  const stored = await tx
    .update(automationRuns)
    .set({ analysis })
    .where(and(eq(automationRuns.id, run.id), sql`${automationRuns.analysis} is null`))
    .returning({ id: automationRuns.id })
  if (stored.length === 0) return false
  await tx
    .update(leads)
    .set({
      score: analysis.score,
      priority: analysis.priority,
      scoreBreakdown: analysis.breakdown,
      scoredBy: analysis.scoredBy,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(leads.id, run.leadId),
        sql`not exists (select 1 from automation_runs earlier where earlier.lead_id = ${run.leadId} and earlier.id <> ${run.id} and earlier.created_at < ${run.createdAt})`,
      ),
    )
  return true
}
