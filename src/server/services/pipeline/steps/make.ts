import { withEmail } from '@/server/services/pipeline/records'
import { and, eq, isNull } from 'drizzle-orm'
import type { LeadAnalysis } from '@/server/db/documents'
import { leads } from '@/server/db/schema'
import { pipelineSteps } from '@/shared/automation'
import { providersFor, type Attempt, type PipelineContext } from '../context'
import { leadForMirrors, type RunWithLead } from '../records'
import { handleProviderFailure, logStep } from './step-log'

/** Posts each new lead to the Make.com webhook when one is configured; once per lead. */
export async function postToMake(context: PipelineContext, run: RunWithLead, analysis: LeadAnalysis, attempt: Attempt) {
  const step = pipelineSteps.make
  const { make } = providersFor(context, run.mode)
  if (!make.webhookConfigured) {
    await logStep(context.db, run, step, 'success', 'Make.com not connected: no webhook to post the lead to')
    return { posted: false }
  }
  const [lead] = await context.db.select().from(leads).where(eq(leads.id, run.leadId))
  if (lead!.makePostedAt) {
    await logStep(context.db, run, step, 'success', 'The lead was already posted to Make.com; not posted again')
    return { posted: false }
  }
  const posted = await make.postLead({
    idempotencyKey: `lead:${run.leadId}`,
    lead: {
      ...leadForMirrors(run.leadId, withEmail(lead!), analysis),
      ...(run.facts.automationNeeds ? { automationNeeds: run.facts.automationNeeds } : {}),
      ...(run.facts.businessType ? { businessType: run.facts.businessType } : {}),
    },
  })
  if (!posted.ok) {
    await handleProviderFailure(context, run, step, 'Make.com', posted.failure, attempt, { status: 'error', message: 'Lead not posted to Make.com' })
    return { posted: false }
  }
  await context.db.update(leads).set({ makePostedAt: context.now() }).where(and(eq(leads.id, run.leadId), isNull(leads.makePostedAt)))
  await logStep(context.db, run, step, 'success', 'Lead posted to the Make.com webhook')
  return { posted: true }
}
