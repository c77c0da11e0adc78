import { randomUUID } from 'node:crypto'
import type { Executor } from '@/server/db/client'
import type { LeadAnalysis, LeadFacts } from '@/server/db/documents'
import { assessments, contactSubmissions } from '@/server/db/schema'
import { createRateLimiter, judgeForm, type BotVerdict } from '@/server/domain/bot-check'
import { jobNames } from '@/server/jobs/names'
import { businessTypes, monthlyRevenueLabel, type AssessmentRequest } from '@/shared/assessment'
import { pipelineSteps, type ContactRequest, type SubmissionResponse } from '@/shared/automation'
import { followUpTaskCount } from '@/shared/scoring-model'
import type { PipelineContext } from './pipeline/context'
import { jobsAfterAnalysis, type RunJobData } from './pipeline/plan'
import { scheduleAssessmentReport } from './assessment-report/records'
import { createRun, upsertLead, type RunRow } from './pipeline/records'
import { analysisLog, localAnalysis } from './pipeline/steps/analyse'
import { logSteps, type StepLog } from './pipeline/steps/step-log'

/**
 * Where a contact submission and an assessment go (DESIGN "The lead-response pipeline", steps
 * 1-3): bots are stopped quietly; a real submission is stored in one transaction with its lead
 * (one per e-mail address) and the job that starts the pipeline; only then is it answered.
 */

export type SubmissionMeta = { ip: string }
export type Automation = SubmissionResponse['automation']
export type IntakeResult = { stored: boolean; id: string; automation: Automation }
export type LeadIntake = ReturnType<typeof createLeadIntake>

export function createLeadIntake(context: PipelineContext) {
  const { config } = context
  const limiter = createRateLimiter({ max: config.publicFormRateLimit, windowMs: 60_000 })
  const anyRealProvider = () => (['llm', 'crm', 'mail', 'make'] as const).some((key) => !['local', 'not-configured'].includes(context.providers.status(key)))

  const automationFor = (initial: Pick<LeadAnalysis, 'score' | 'priority'>, newLead: boolean): Automation => ({
    leadScore: initial.score,
    priority: initial.priority,
    tasksCreated: newLead ? followUpTaskCount : 0,
    emailsSent: newLead ? 1 : 0,
    realAutomation: anyRealProvider(),
    openaiStatus: context.providers.status('llm'),
    notionStatus: context.providers.status('crm'),
    makeComStatus: context.providers.status('make'),
  })

  function checkForBots(fields: { website?: string; formStartedAt?: number }, meta: SubmissionMeta): BotVerdict {
    // Every request counts towards the per-IP limit, the stopped ones too.
    if (!limiter.take(meta.ip, context.now().getTime())) return { bot: true, reason: 'rate-limit' }
    return judgeForm(fields, context.now().getTime(), config.automation.minFormFillMs)
  }

  async function submit(
    facts: LeadFacts,
    fields: { website?: string; formStartedAt?: number },
    meta: SubmissionMeta,
    store: (tx: Executor, leadId: string) => Promise<string>,
    captureMessage: string,
    /** More work committed with the submission (the assessment's report); returns its log entries. */
    alsoSchedule?: (tx: Executor, run: RunRow) => Promise<StepLog[]>,
  ): Promise<IntakeResult> {
    // The local rules are instant: their analysis is the first score, and with no language model
    // configured it is the analysis itself, stored with the submission (no analysis job).
    const local = localAnalysis(facts)
    const verdict = checkForBots(fields, meta)
    if (verdict.bot) {
      // Looks like any other answer; nothing is stored or sent.
      context.log.info({ reason: verdict.reason, ip: meta.ip, source: facts.source }, 'public form: bot stopped quietly')
      return { stored: false, id: randomUUID(), automation: automationFor(local, true) }
    }
    const analysedNow = context.providers.live.llm.kind === 'local'
    const { submissionId, lead } = await context.foreground.run(async () => {
      const committed = await context.db.transaction(async (tx) => {
        const lead = await upsertLead(tx, facts, local)
        const submissionId = await store(tx, lead.id)
        const run = await createRun(tx, { leadId: lead.id, source: facts.source, submissionId, mode: 'live', facts, analysis: analysedNow ? local : null })
        const scheduled = alsoSchedule ? await alsoSchedule(tx, run) : []
        const capture: StepLog = {
          step: pipelineSteps.capture,
          status: 'success',
          message: captureMessage,
          details: {
            source: facts.source,
            submissionId,
            ...(facts.source === 'assessment' ? { assessmentId: submissionId } : {}),
            repeatSubmission: !lead.inserted,
            businessType: facts.businessType,
            primaryPainPoint: facts.primaryPainPoint,
            monthlyRevenue: facts.monthlyRevenue,
          },
        }
        await logSteps(tx, run, [...(analysedNow ? [capture, analysisLog(local)] : [capture]), ...scheduled])
        const data: RunJobData = { runId: run.id }
        await context.queue.enqueueMany(analysedNow ? jobsAfterAnalysis(run.id) : [{ name: jobNames.analyseLead, data }], { tx })
        return { submissionId, lead }
      })
      // Committed: wake the worker rather than wait for its next poll.
      context.queue.notify(analysedNow ? jobNames.firstAnswer : jobNames.analyseLead)
      return committed
    })
    return { stored: true, id: submissionId, automation: automationFor(local, lead.inserted) }
  }

  return {
    submitContact(request: ContactRequest, meta: SubmissionMeta) {
      const { website, formStartedAt, ...input } = request
      const facts: LeadFacts = { source: 'contact', ...input, phone: input.phone || null }
      const needs = input.automationNeeds.length > 80 ? `${input.automationNeeds.slice(0, 79)}…` : input.automationNeeds
      return submit(
        facts,
        { website, formStartedAt },
        meta,
        async (tx, leadId) => {
          const [row] = await tx
            .insert(contactSubmissions)
            .values({ ...input, phone: input.phone || null, leadId })
            .returning({ id: contactSubmissions.id })
          return row!.id
        },
        `Contact form received: "${needs}"`,
      )
    },

    submitAssessment(request: AssessmentRequest, meta: SubmissionMeta) {
      const { website, formStartedAt, ...input } = request
      const facts: LeadFacts = { source: 'assessment', ...input, phone: input.phone || null }
      const industry = businessTypes.find((type) => type.value === input.businessType)?.label ?? input.businessType
      return submit(
        facts,
        { website, formStartedAt },
        meta,
        async (tx, leadId) => {
          const [row] = await tx
            .insert(assessments)
            .values({ ...input, phone: input.phone || null, leadId })
            .returning({ id: assessments.id })
          return row!.id
        },
        `Free assessment from a ${industry} business, revenue ${monthlyRevenueLabel(input.monthlyRevenue)}`,
        // The promised report (SPEC §2 thank-you page): its row and its first delayed job.
        async (tx, run) => [await scheduleAssessmentReport(tx, context, run)],
      )
    },
  }
}
