import type { Executor } from '@/server/db/client'
import type { LeadAnalysis, LeadFacts } from '@/server/db/documents'
import { assessments, contactSubmissions } from '@/server/db/schema'
import { judgeSubmission, type QuarantineReason, type SubmissionVerdict } from '@/server/domain/bot-check'
import { jobNames } from '@/server/jobs/names'
import { businessTypes, monthlyRevenueLabel, type AssessmentRequest } from '@/shared/assessment'
import { pipelineSteps, type ContactRequest, type FormBotFields, type SubmissionResponse } from '@/shared/automation'
import { followUpTaskCount } from '@/shared/scoring-model'
import type { PipelineContext } from './pipeline/context'
import { jobsAfterAnalysis, type RunJobData } from './pipeline/plan'
import { scheduleAssessmentReport } from './assessment-report/records'
import { createRun, upsertLead, type RunRow } from './pipeline/records'
import { analysisLog, localAnalysis } from './pipeline/steps/analyse'
import { createFormTokens } from './form-tokens'
import { countRequest } from './rate-limits'
import { logSteps, type StepLog } from './pipeline/steps/step-log'

/**
 * Where a contact submission and an assessment go (DESIGN "The lead-response pipeline", steps
 * 1-3). Every valid submission is stored before it is answered (docs/decisions/027): one that
 * passes the bot checks in one transaction with its lead (one per e-mail address) and the job
 * that starts the pipeline; one that does not, quarantined, for the owner to review, with no
 * lead, no AI call and no e-mail. Both get the same answer. Past a generous per-client limit the
 * answer is an honest 429, and nothing is stored.
 */

export type SubmissionMeta = { ip: string }
export type Automation = SubmissionResponse['automation']
export type IntakeResult =
  | { stored: true; quarantined: QuarantineReason | null; id: string; automation: Automation }
  | { stored: false; retryAfterSeconds: number }

/** Past this many submissions a minute from one client, a 429 (answered ones: config.publicFormRateLimit). */
export const acceptedSubmissionsPerMinute = 60
export type LeadIntake = ReturnType<typeof createLeadIntake>

export function createLeadIntake(context: PipelineContext) {
  const { config } = context
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
    emailStatus: context.providers.status('mail'),
  })

  const formTokens = createFormTokens({ db: context.db, now: context.now, configuredSecret: config.formTokenSecret })

  async function checkSubmission({ website, formToken }: FormBotFields, meta: SubmissionMeta): Promise<SubmissionVerdict> {
    // Every submission counts towards the client's minute, the quarantined ones too.
    const now = context.now()
    const { count, secondsLeftInWindow } = await countRequest(context.db, `form:${meta.ip}`, now)
    return judgeSubmission({ website, formToken: await formTokens.read(formToken) }, now.getTime(), count, secondsLeftInWindow, {
      answeredPerMinute: config.publicFormRateLimit,
      acceptedPerMinute: Math.max(acceptedSubmissionsPerMinute, config.publicFormRateLimit),
      minFillMs: config.automation.minFormFillMs,
    })
  }

  async function submit(
    facts: LeadFacts,
    fields: FormBotFields,
    meta: SubmissionMeta,
    /** Writes the submission's row (quarantined: with its reason and no lead); returns its id. */
    store: (tx: Executor, leadId: string | null, quarantined: QuarantineReason | null) => Promise<string>,
    captureMessage: string,
    /** More work committed with the submission (the assessment's report); returns its log entries. */
    alsoSchedule?: (tx: Executor, run: RunRow) => Promise<StepLog[]>,
  ): Promise<IntakeResult> {
    // The local rules are instant: their analysis is the first score, and with no language model
    // configured it is the analysis itself, stored with the submission (no analysis job).
    const local = localAnalysis(facts)
    const verdict = await checkSubmission(fields, meta)
    if (verdict.kind === 'reject') {
      context.log.info({ ip: meta.ip, source: facts.source }, 'public form: too many submissions from one client, refused')
      context.metrics.submissions.inc({ source: facts.source, outcome: 'refused' })
      return { stored: false, retryAfterSeconds: verdict.retryAfterSeconds }
    }
    if (verdict.kind === 'quarantine') {
      // Stored for the owner, nothing else done; the answer looks like any other.
      const id = await store(context.db, null, verdict.reason)
      context.log.info({ reason: verdict.reason, ip: meta.ip, source: facts.source, submissionId: id }, 'public form: submission quarantined')
      context.metrics.submissions.inc({ source: facts.source, outcome: 'quarantined' })
      return { stored: true, quarantined: verdict.reason, id, automation: automationFor(local, true) }
    }
    const analysedNow = context.providers.live.llm.kind === 'local'
    const { submissionId, lead } = await context.foreground.run(async () => {
      const committed = await context.db.transaction(async (tx) => {
        const lead = await upsertLead(tx, facts, local)
        const submissionId = await store(tx, lead.id, null)
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
    context.metrics.submissions.inc({ source: facts.source, outcome: 'stored' })
    return { stored: true, quarantined: null, id: submissionId, automation: automationFor(local, lead.inserted) }
  }

  return {
    /** A token for a form a visitor has just begun (GET /api/form-token). */
    issueFormToken: () => formTokens.issue(),

    submitContact(request: ContactRequest, meta: SubmissionMeta) {
      const { website, formToken, ...input } = request
      const facts: LeadFacts = { source: 'contact', ...input, phone: input.phone || null }
      const needs = input.automationNeeds.length > 80 ? `${input.automationNeeds.slice(0, 79)}…` : input.automationNeeds
      return submit(
        facts,
        { website, formToken },
        meta,
        async (tx, leadId, quarantineReason) => {
          const [row] = await tx
            .insert(contactSubmissions)
            .values({ ...input, phone: input.phone || null, leadId, quarantineReason })
            .returning({ id: contactSubmissions.id })
          return row!.id
        },
        `Contact form received: "${needs}"`,
      )
    },

    submitAssessment(request: AssessmentRequest, meta: SubmissionMeta) {
      const { website, formToken, ...input } = request
      const facts: LeadFacts = { source: 'assessment', ...input, phone: input.phone || null }
      const industry = businessTypes.find((type) => type.value === input.businessType)?.label ?? input.businessType
      return submit(
        facts,
        { website, formToken },
        meta,
        async (tx, leadId, quarantineReason) => {
          const [row] = await tx
            .insert(assessments)
            .values({ ...input, phone: input.phone || null, leadId, quarantineReason })
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
