import { e164Of } from '@/server/domain/sms/phone'
import { recordLeadEvent } from '@/server/services/lead-events'
import type { z } from 'zod'
import type { LeadAnalysis, LeadFacts } from '@/server/db/documents'
import { leads } from '@/server/db/schema'
import { composeOutreachEmail } from '@/server/domain/compose-email'
import { dealValue } from '@/server/domain/deal-value'
import { jobNames } from '@/server/jobs/names'
import type { JobRequest } from '@/server/jobs/queue'
import { onlyAttempt, type PipelineContext } from '@/server/services/pipeline/context'
import { insertEmails } from '@/server/services/pipeline/outbox'
import type { RunJobData } from '@/server/services/pipeline/plan'
import { createRun, newUnsubscribeToken, withEmail } from '@/server/services/pipeline/records'
import { localAnalysis } from '@/server/services/pipeline/steps/analyse'
import { mirrorToCrm } from '@/server/services/pipeline/steps/crm'
import { createTaskSet } from '@/server/services/pipeline/steps/follow-up-set'
import { logSteps, type StepLog } from '@/server/services/pipeline/steps/step-log'
import { unsubscribeUrl } from '@/server/services/pipeline/unsubscribe-link'
import { pipelineSteps } from '@/shared/automation'
import type { createLeadRequestSchema, CreateLeadResponse } from '@/shared/admin'
import { bookingLinkFor } from '../booking/links'
import { leadSummary } from './leads'

/**
 * SPEC §7 POST /api/notion/leads: a lead the owner adds in the CRM. Stored in one transaction
 * with its run, its 5-task follow-up set, its log entries and the jobs that follow (the Notion
 * mirror when configured, the outreach e-mail when asked for). No first answer, follow-ups or
 * owner notification: the owner already knows the lead, and the outreach e-mail is the one
 * e-mail it gets.
 */

export type NewLead = z.output<typeof createLeadRequestSchema>
export type OutreachJobData = { outboxId: string }

export type LeadCreation = { created: true; response: CreateLeadResponse } | { created: false; reason: 'duplicate-email' }

/** What the rules know from the CRM form: a restaurant, and the owner's notes as its needs. */
export function factsFromForm(request: NewLead): LeadFacts {
  return {
    source: 'manual',
    fullName: request.name,
    businessName: request.restaurant,
    email: request.email,
    phone: request.phone || null,
    businessType: 'restaurant',
    ...(request.notes ? { automationNeeds: request.notes } : {}),
  }
}

type Outcome = CreateLeadResponse['automation']

/** The answer's message: exactly what was done. */
export function creationMessage(outcome: Outcome, email: string): string {
  const parts = [
    `${outcome.tasksCreated} follow-up tasks created`,
    outcome.crm === 'queued' ? 'mirroring to Notion queued' : 'Notion not configured, kept in our CRM',
    outcome.email === 'queued'
      ? `outreach e-mail queued to ${email}`
      : outcome.email === 'outbox-only'
        ? 'outreach e-mail kept in the outbox, not sent: no mail transport'
        : 'no outreach e-mail (not requested)',
  ]
  return `Lead added: ${parts.join('; ')}`
}

export type LeadCreator = ReturnType<typeof createLeadCreator>

export function createLeadCreator(context: PipelineContext) {
  return async function addLead(request: NewLead): Promise<LeadCreation> {
    const { crm, mail } = context.providers.live
    const facts = factsFromForm(request)
    // The local rules score the lead; the priority is the owner's call.
    const analysis: LeadAnalysis = { ...localAnalysis(facts), priority: request.priority }
    const now = context.now()

    const committed = await context.db.transaction(async (tx) => {
      const [lead] = await tx
        .insert(leads)
        .values({
          email: request.email,
          fullName: request.name,
          businessName: request.restaurant,
          phone: request.phone || null,
          phoneE164: e164Of(request.phone) ?? null,
          businessType: 'restaurant',
          score: analysis.score,
          priority: analysis.priority,
          scoreBreakdown: analysis.breakdown,
          scoredBy: analysis.scoredBy,
          status: request.status,
          source: request.source,
          notes: request.notes || null,
          estimatedValue: dealValue(facts.monthlyRevenue),
          unsubscribeToken: newUnsubscribeToken(),
          createdAt: now,
          updatedAt: now,
        })
        // The e-mail address is taken (unique on lower(email)): nothing is written.
        .onConflictDoNothing()
        .returning()
      if (!lead) return null
      // A lead added past 'New' reached that stage now (the insights read stages from the timeline).
      if (lead.status !== 'New') await recordLeadEvent(tx, lead.id, 'status-changed', { from: null, to: lead.status, by: 'owner' })

      const run = { ...(await createRun(tx, { leadId: lead.id, source: 'manual', submissionId: null, mode: 'live', facts, analysis })), lead: withEmail(lead) }
      const taskSet = await createTaskSet(tx, context, run, analysis)
      const capture: StepLog = {
        step: pipelineSteps.capture,
        status: 'success',
        message: 'Lead added by the owner in the CRM',
        details: { source: request.source, status: request.status, priority: request.priority, autoSendEmail: request.autoSendEmail },
      }
      await logSteps(tx, run, [capture, taskSet.log])

      const jobs: JobRequest[] = []
      if (crm.kind !== 'local') jobs.push({ name: jobNames.mirrorToCrm, data: { runId: run.id } satisfies RunJobData })
      if (request.autoSendEmail) {
        const email = composeOutreachEmail({
          fullName: lead.fullName,
          restaurant: lead.businessName,
          unsubscribeUrl: unsubscribeUrl(context.config, lead.unsubscribeToken),
          bookingUrl: await bookingLinkFor(context, lead.id),
        })
        const [row] = await insertEmails(
          tx,
          [{ ...email, idempotencyKey: `outreach:${lead.id}`, kind: 'outreach', to: run.lead.email, leadId: lead.id, runId: run.id }],
          context.config.providers.mailFrom,
        )
        jobs.push({ name: jobNames.sendOutreach, data: { outboxId: row!.id } satisfies OutreachJobData })
      }
      await context.queue.enqueueMany(jobs, { tx })
      return { run, tasksCreated: taskSet.created }
    })
    if (!committed) return { created: false, reason: 'duplicate-email' }

    if (request.autoSendEmail) context.queue.notify(jobNames.sendOutreach)
    if (crm.kind === 'local') {
      // As the pipeline does: the CRM step only writes its log entry ("kept in our own CRM").
      await mirrorToCrm(context, committed.run, analysis, onlyAttempt)
    } else {
      context.queue.notify(jobNames.mirrorToCrm)
    }

    const automation: Outcome = {
      tasksCreated: committed.tasksCreated,
      crm: crm.kind === 'local' ? 'not-configured' : 'queued',
      email: !request.autoSendEmail ? 'not-requested' : mail.kind === 'local' ? 'outbox-only' : 'queued',
    }
    const lead = await leadSummary(context.db, committed.run.leadId)
    return {
      created: true,
      response: { success: true, message: creationMessage(automation, request.email), lead: lead!, automation },
    }
  }
}
