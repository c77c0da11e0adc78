import { randomUUID } from 'node:crypto'
import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm'
import type { AppDatabase, Executor } from '@/server/db/client'
import type { LeadAnalysis, LeadFacts } from '@/server/db/documents'
import { adLeads, assessments, automationLogs, automationRuns, contactSubmissions } from '@/server/db/schema'
import { adAttribution, answersText, type AdLead } from '@/server/domain/ads/ad-leads'
import { judgeSubmission, type QuarantineReason, type SubmissionVerdict } from '@/server/domain/bot-check'
import { jobNames } from '@/server/jobs/names'
import { assessmentSchema, businessTypes, monthlyRevenueLabel, type AssessmentRequest } from '@/shared/assessment'
import { pipelineSteps } from '@/shared/automation'
import { type ContactRequest, type FormBotFields, type SubmissionResponse } from '@/shared/public-form'
import { followUpTaskCount } from '@/shared/scoring-model'
import type { Attribution } from '@/shared/attribution'
import type { PipelineContext } from './pipeline/context'
import { jobsAfterAnalysis, textsOn, wakePromptWorkers, type RunJobData } from './pipeline/plan'
import { scheduleAssessmentReport } from './assessment-report/records'
import { leadUpsert, type RunRow } from './pipeline/records'
import { analysisLog, localAnalysis } from './pipeline/steps/analyse'
import { countRequest, countWithin, dropOldWindowsNowAndThen, isPastClientLimit, type CountedRequest } from './rate-limits'
import { createAdmission } from './pipeline/admission'
import { isUuid } from './back-office/query-parts'
import { logRows, logSteps, type StepLog } from './pipeline/steps/step-log'
import { consentFromForm, recordSmsConsent, type SmsConsentInput } from './texts/consent'
import { paths } from '@/shared/paths'

/**
 * Where a contact submission and an assessment go (DESIGN "The lead-response pipeline", steps
 * 1-3). Every valid submission is stored before it is answered (docs/decisions/027): one that
 * passes the bot checks in one transaction with its lead (one per e-mail address) and the job
 * that starts the pipeline; one that does not, quarantined, for the owner to review, with no
 * lead, no AI call and no e-mail, until the owner releases it; its answer says it waits for a
 * person, never which check held it (docs/decisions/030). Past a generous per-client limit the
 * answer is an honest 429, and nothing is stored.
 */

export type SubmissionMeta = {
  ip: string
  /** Taken by the site assistant in a conversation, not typed into a form. */
  via?: 'assistant'
  /** That conversation, as the visitor saw it: it goes with the lead to the owner. */
  transcript?: string
  /** The page the form was on, for the consent to texts (the Referer's path, else the form's own page). */
  page?: string
}
export type Automation = SubmissionResponse['automation']
export type IntakeResult =
  | { stored: true; quarantined: QuarantineReason | null; id: string; automation: Automation }
  /**
   * Nothing stored. 'too-many': past the per-client limit (429). 'busy': the first answers are
   * queued past their budget, so this one could not be answered in time (503; decision 048).
   */
  | { stored: false; refused: 'too-many' | 'busy'; retryAfterSeconds: number }

/** Past this many submissions a minute from one client, a 429 (answered ones: config.publicFormRateLimit). */
export const acceptedSubmissionsPerMinute = 60
export type LeadIntake = ReturnType<typeof createLeadIntake>

/** A release found the submission already answered (released by another tap, or never held). */
class NotHeld extends Error {}

/** How one kind of submission is stored, described and followed up (contact, assessment). */
type SubmissionKind = {
  /** Writes a held submission's row, with its reason and no lead; returns its id. */
  hold: (reason: QuarantineReason) => Promise<string>
  /** The intake statement's part that writes the row under `id` with its lead (`leadId`: SQL that reads it), returning its id. */
  insert: (db: Executor, id: string, leadId: SQL) => SQL
  /** The part that gives a held row its lead and clears its reason, returning its id: no row if it is not held (any more). */
  release: (db: Executor, id: string, leadId: SQL) => SQL
  /** The capture step's message. */
  captureMessage: string
  /** Where the visitor came from (stored with the row; the first touch goes to a new lead). */
  attribution?: Attribution | null
  /**
   * Consent to texts given with it (services/texts/consent.ts), stored with the lead. A held
   * submission's consent is not kept: once released it is answered by e-mail only.
   */
  consent?: SmsConsentInput | null
  /** More work committed with the submission (the assessment's report); returns its log entries. */
  alsoSchedule?: (tx: Executor, run: Pick<RunRow, 'id' | 'leadId' | 'submissionId'>) => Promise<StepLog[]>
}

/**
 * How a submission joins its lead in the intake: its row's id, its part of the statement (a new
 * row, or a held one released), and a claim that must hold with it (an ad lead's), false when
 * there is nothing to start.
 */
type Attach = { submissionId: string; part: (db: Executor, leadId: SQL) => SQL; claim?: (tx: Executor, leadId: string) => Promise<boolean> }

export function createLeadIntake(context: PipelineContext) {
  const { config } = context
  const anyRealProvider = () => (['llm', 'crm', 'mail', 'make'] as const).some((key) => !['local', 'not-configured'].includes(context.providers.status(key)))

  /**
   * The answer's figures. A held (quarantined) submission starts nothing until the owner
   * releases it: no tasks, no e-mail; the answer says it waits for a person, never which check
   * held it (docs/decisions/030).
   */
  const automationFor = (initial: Pick<LeadAnalysis, 'score' | 'priority'>, outcome: 'new-lead' | 'repeat' | 'held'): Automation => ({
    leadScore: initial.score,
    priority: initial.priority,
    tasksCreated: outcome === 'new-lead' ? followUpTaskCount : 0,
    emailsSent: outcome === 'new-lead' ? 1 : 0,
    heldForReview: outcome === 'held',
    realAutomation: anyRealProvider(),
    openaiStatus: context.providers.status('llm'),
    notionStatus: context.providers.status('crm'),
    makeComStatus: context.providers.status('make'),
    emailStatus: context.providers.status('mail'),
  })

  const { formTokens } = context
  // Shared by the visitor forms (contact, assessment, the site assistant): their leads queue for
  // the same first answer. Ad platforms' leads and the owner's releases are never refused here:
  // they are stored already (decision 048).
  const admission = createAdmission({ db: context.db, config: config.admission })

  const submissionLimits = {
    answeredPerMinute: config.publicFormRateLimit,
    acceptedPerMinute: Math.max(acceptedSubmissionsPerMinute, config.publicFormRateLimit),
    minFillMs: config.automation.minFormFillMs,
  }
  const perClientKey = (meta: SubmissionMeta) => `form:${meta.ip}`

  async function checkSubmission({ website, formToken }: FormBotFields, meta: SubmissionMeta): Promise<SubmissionVerdict> {
    // Every submission counts towards the client's minute, the quarantined ones too.
    const now = context.now()
    const { count, secondsLeftInWindow } = await countRequest(context.db, perClientKey(meta), now)
    return judgeSubmission({ website, formToken: await formTokens.read(formToken) }, now.getTime(), count, secondsLeftInWindow, submissionLimits)
  }

  /**
   * The checks that need no count (the honeypot, the token and its age), judged as if the request
   * were its client's first this minute: only a lead they would answer is worth storing with its
   * count in one statement (decision 061).
   */
  async function passesChecksBeforeCount({ website, formToken }: FormBotFields, now: Date): Promise<boolean> {
    return judgeSubmission({ website, formToken: await formTokens.read(formToken) }, now.getTime(), 1, 60, submissionLimits).kind === 'answer'
  }

  /**
   * The lead, the submission's row (written, or released), the run, its log entries and its first
   * jobs, in one statement (DESIGN steps 2-3; docs/decisions/059): PostgreSQL runs it all or
   * nothing, as it ran the transaction of eight round trips it replaces. Work that goes with it
   * (a release, an ad lead's claim, consent to texts, the assessment's report) makes it a
   * transaction with that work; a form's lead alone is the one statement.
   */
  async function startPipeline(
    facts: LeadFacts,
    local: LeadAnalysis,
    kind: SubmissionKind,
    attach: Attach,
    { released = false, attribution, counted }: { released?: boolean; attribution?: Attribution | null; counted?: CountedRequest } = {},
  ) {
    const analysedNow = context.providers.live.llm.kind === 'local'
    const { submissionId } = attach
    const run = { id: randomUUID(), source: facts.source, submissionId, mode: 'live' as const, facts, analysis: analysedNow ? local : null }
    const consent = released ? null : kind.consent
    const capture: StepLog = {
      step: pipelineSteps.capture,
      status: 'success',
      message: released ? `${kind.captureMessage} (released by the owner after review)` : kind.captureMessage,
      details: {
        source: facts.source,
        submissionId,
        ...(facts.source === 'assessment' ? { assessmentId: submissionId } : {}),
        releasedAfterReview: released,
        businessType: facts.businessType,
        primaryPainPoint: facts.primaryPainPoint,
        monthlyRevenue: facts.monthlyRevenue,
      },
    }
    const jobs = analysedNow ? jobsAfterAnalysis(run.id, { textsOn: textsOn(context, 'live') }) : [{ name: jobNames.analyseLead, data: { runId: run.id } satisfies RunJobData }]

    const write = (db: Executor) =>
      context.queue.enqueueWithin(jobs, async (insertJobs) => {
        const leadId = sql`(select id from intake_lead)`
        // Whether the lead is new is known only inside the statement: the capture entry reads it there.
        const entries = logRows({ ...run, leadId }, analysedNow ? [capture, analysisLog(local)] : [capture])
        const captureDetails = sql`${JSON.stringify(entries[0]!.details)}::jsonb || jsonb_build_object('repeatSubmission', not (select inserted from intake_lead))`
        // The client's request counted in the same statement, which fails past its limit.
        const count = counted ? countWithin(db, counted) : undefined
        const statement = sql`
          with ${count ? sql`intake_count as (${count.count}),` : sql``} intake_lead as (${leadUpsert(facts, local, { attribution })}),
            intake_submission as (${attach.part(db, leadId)}),
            intake_run as (${db.insert(automationRuns).values({ ...run, leadId }).getSQL()}),
            intake_log as (${db.insert(automationLogs).values(entries.map((entry, index) => (index === 0 ? { ...entry, details: captureDetails } : entry))).getSQL()}),
            intake_jobs as (${insertJobs})
          select ${count ? sql`${count.guard(sql.raw('intake_count'))} as "withinLimit",` : sql``} (select id from intake_lead) as "leadId", (select inserted from intake_lead) as "inserted", exists (select 1 from intake_submission) as "attached"`
        const result = (await db.execute(statement)) as unknown as { rows: { leadId: string; inserted: boolean; attached: boolean }[] }
        return result.rows[0]!
      })

    return context.foreground.run(async () => {
      const alone = !released && !attach.claim && !consent && !kind.alsoSchedule
      const written = alone
        ? await write(context.db)
        : await context.db.transaction(async (tx) => {
            const intake = await write(tx)
            // Nothing to release, or the ad lead answered already: roll back the lead the statement may have made.
            if (!intake.attached || (attach.claim && !(await attach.claim(tx, intake.leadId)))) throw new NotHeld()
            if (consent) await recordSmsConsent(tx, intake.leadId, consent)
            if (kind.alsoSchedule) await logSteps(tx, { ...run, leadId: intake.leadId }, await kind.alsoSchedule(tx, { ...run, leadId: intake.leadId }))
            return intake
          })
      // Committed: wake the workers rather than wait for their next poll.
      wakePromptWorkers(context, jobs)
      return { submissionId, lead: { id: written.leadId, inserted: written.inserted } }
    })
  }

  async function submit(facts: LeadFacts, fields: FormBotFields, meta: SubmissionMeta, kind: SubmissionKind): Promise<IntakeResult> {
    // The local rules are instant: their analysis is the first score, and with no language model
    // configured it is the analysis itself, stored with the submission (no analysis job).
    const local = localAnalysis(facts)
    // First, before anything is written (the per-client count too): a lead that could not be
    // answered in time is refused, and nothing of it is stored (decision 048).
    const admitted = await admission.check()
    if (!admitted.admit) {
      context.log.info({ source: facts.source, predictedWaitMs: Math.round(admitted.predictedWaitMs), ...admitted.figures }, 'public form: first answers queued past their budget, refused before storing')
      context.metrics.submissions.inc({ source: facts.source, outcome: 'busy' })
      // The queue may be another instance's, left when it stopped: this one fetches it now rather
      // than at its next poll (a refusal commits nothing, so nothing else wakes it).
      context.queue.notify(jobNames.firstAnswer)
      return { stored: false, refused: 'busy', retryAfterSeconds: admitted.retryAfterSeconds }
    }
    // The common case, a lead the checks pass, is stored with its count in one statement; past the
    // client's limit that statement writes nothing, and the lead is counted and judged on its own.
    const now = context.now()
    if (await passesChecksBeforeCount(fields, now)) {
      try {
        const stored = await store(facts, local, kind, { key: perClientKey(meta), now, allowed: submissionLimits.answeredPerMinute })
        await dropOldWindowsNowAndThen(context.db, now)
        return stored
      } catch (error) {
        if (!isPastClientLimit(error)) throw error
      }
    }
    const verdict = await checkSubmission(fields, meta)
    if (verdict.kind === 'reject') {
      context.log.info({ ip: meta.ip, source: facts.source }, 'public form: too many submissions from one client, refused')
      context.metrics.submissions.inc({ source: facts.source, outcome: 'refused' })
      return { stored: false, refused: 'too-many', retryAfterSeconds: verdict.retryAfterSeconds }
    }
    if (verdict.kind === 'quarantine') {
      // Stored for the owner, nothing else done until the owner releases it.
      const id = await kind.hold(verdict.reason)
      context.log.info({ reason: verdict.reason, ip: meta.ip, source: facts.source, submissionId: id }, 'public form: submission quarantined')
      context.metrics.submissions.inc({ source: facts.source, outcome: 'quarantined' })
      return { stored: true, quarantined: verdict.reason, id, automation: automationFor(local, 'held') }
    }
    return store(facts, local, kind)
  }

  /** A lead the checks passed, into the pipeline; `counted`: its request is counted with it. */
  async function store(facts: LeadFacts, local: LeadAnalysis, kind: SubmissionKind, counted?: CountedRequest): Promise<IntakeResult> {
    const id = randomUUID()
    const { submissionId, lead } = await startPipeline(
      facts,
      local,
      kind,
      { submissionId: id, part: (db, leadId) => kind.insert(db, id, leadId) },
      { attribution: kind.attribution, ...(counted ? { counted } : {}) },
    )
    context.metrics.submissions.inc({ source: facts.source, outcome: 'stored' })
    return { stored: true, quarantined: null, id: submissionId, automation: automationFor(local, lead.inserted ? 'new-lead' : 'repeat') }
  }

  /** The owner releases a held submission: it is answered as if it had passed the checks. */
  async function release(facts: LeadFacts, id: string, kind: SubmissionKind): Promise<'released' | 'not-held'> {
    try {
      await startPipeline(facts, localAnalysis(facts), kind, { submissionId: id, part: (db, leadId) => kind.release(db, id, leadId) }, { released: true, attribution: kind.attribution })
    } catch (error) {
      if (error instanceof NotHeld) return 'not-held'
      throw error
    }
    context.log.info({ source: facts.source, submissionId: id }, 'public form: held submission released by the owner')
    context.metrics.submissions.inc({ source: facts.source, outcome: 'released' })
    return 'released'
  }

  const contactKind = (input: FormInput<ContactRequest>, via?: SubmissionMeta['via']): SubmissionKind => {
    const needs = input.automationNeeds.length > 80 ? `${input.automationNeeds.slice(0, 79)}…` : input.automationNeeds
    return {
      ...formRow(context.db, contactSubmissions, { ...input, phone: input.phone || null, attribution: input.attribution ?? null }),
      attribution: input.attribution,
      captureMessage: via === 'assistant' ? `The site assistant took the visitor's details: "${needs}"` : `Contact form received: "${needs}"`,
    }
  }

  const assessmentKind = (input: FormInput<AssessmentRequest>): SubmissionKind => {
    const industry = businessTypes.find((type) => type.value === input.businessType)?.label ?? input.businessType
    return {
      ...formRow(context.db, assessments, { ...input, phone: input.phone || null, attribution: input.attribution ?? null }),
      attribution: input.attribution,
      captureMessage: `Free assessment from a ${industry} business, revenue ${monthlyRevenueLabel(input.monthlyRevenue)}`,
      // The promised report (SPEC §2 thank-you page): its row and its first delayed job.
      alsoSchedule: async (tx, run) => [await scheduleAssessmentReport(tx, context, run)],
    }
  }

  return {
    /** The bot checks and rate limit every public form shares (the booking form too). */
    checkSubmission,
    formTokens,
    /** A token for a form a visitor has just begun (GET /api/form-token). */
    issueFormToken: async () => ({ token: await formTokens.issue(), readyInMs: config.automation.minFormFillMs }),

    submitContact(request: ContactRequest, meta: SubmissionMeta) {
      const { website, formToken, attribution, smsConsent, timeZone, ...input } = request
      const facts: LeadFacts = { source: 'contact', ...input, phone: input.phone || null, ...(meta.transcript ? { chatTranscript: meta.transcript } : {}) }
      const consent = consentFromForm({ smsConsent, phone: input.phone, timeZone }, { page: meta.page ?? '/', clientAddress: meta.ip })
      return submit(facts, { website, formToken }, meta, { ...contactKind({ ...input, attribution }, meta.via), consent })
    },

    submitAssessment(request: AssessmentRequest, meta: SubmissionMeta) {
      const { website, formToken, attribution, smsConsent, timeZone, ...input } = request
      const consent = consentFromForm({ smsConsent, phone: input.phone, timeZone }, { page: meta.page ?? paths.assessment.path, clientAddress: meta.ip })
      return submit({ source: 'assessment', ...input, phone: input.phone || null }, { website, formToken }, meta, { ...assessmentKind({ ...input, attribution }), consent })
    },

    /**
     * A lead from an ad platform's lead form (issue 33), read from its `ad_leads` row: answered
     * as a contact submission is (its row, the lead, the run, the first answer), attributed to
     * the ad. The platform's signature or key was its check: no form token, no bot checks. The
     * row is claimed in the same transaction, so a lead is answered once however often its job
     * runs. The form's consent is not consent to texts: answered by e-mail only.
     */
    async submitAdLead(adLeadId: string, lead: AdLead): Promise<'answered' | 'already-answered'> {
      if (!lead.email) throw new Error('an ad lead without an e-mail address cannot enter the pipeline')
      const platform = lead.source === 'google' ? 'Google Ads' : lead.source === 'instagram' ? 'Instagram' : 'Facebook'
      const needs = answersText(lead.answers) || `Filled in a lead form on ${platform}`
      const input = { fullName: lead.fullName || lead.email, businessName: lead.businessName, email: lead.email, automationNeeds: needs }
      const attribution = adAttribution(lead, context.now())
      const kind: SubmissionKind = {
        ...formRow(context.db, contactSubmissions, { ...input, phone: lead.phone, attribution }),
        attribution,
        captureMessage: `Lead form on ${platform}${lead.campaignName ? ` (campaign "${lead.campaignName}")` : ''}: "${needs.split('\n')[0]}"`,
      }
      const facts: LeadFacts = { source: 'contact', ...input, phone: lead.phone }
      try {
        const submissionId = randomUUID()
        const claim = async (tx: Executor, leadId: string) => {
          const claimed = await tx
            .update(adLeads)
            .set({ status: 'answered', leadId, submissionId, lastError: null, updatedAt: context.now() })
            .where(and(eq(adLeads.id, adLeadId), eq(adLeads.status, 'received')))
            .returning({ id: adLeads.id })
          return claimed.length === 1
        }
        await startPipeline(facts, localAnalysis(facts), kind, { submissionId, part: (db, leadId) => kind.insert(db, submissionId, leadId), claim }, { attribution })
      } catch (error) {
        if (error instanceof NotHeld) return 'already-answered'
        throw error
      }
      context.metrics.submissions.inc({ source: 'contact', outcome: 'stored' })
      return 'answered'
    },

    /** Releases a held contact submission (the back office's Release); 'missing' if there is none. */
    async releaseContact(id: string): Promise<'released' | 'not-held' | 'missing'> {
      const [row] = isUuid(id) ? await context.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id)) : []
      if (!row) return 'missing'
      if (!row.quarantineReason) return 'not-held'
      const input = { fullName: row.fullName, businessName: row.businessName, email: row.email, phone: row.phone ?? '', automationNeeds: row.automationNeeds }
      return release({ source: 'contact', ...input, phone: row.phone }, id, contactKind({ ...input, attribution: row.attribution ?? undefined }))
    },

    /** Releases a held assessment (the back office's Release); 'missing' if there is none. */
    async releaseAssessment(id: string): Promise<'released' | 'not-held' | 'missing'> {
      const [row] = isUuid(id) ? await context.db.select().from(assessments).where(eq(assessments.id, id)) : []
      if (!row) return 'missing'
      if (!row.quarantineReason) return 'not-held'
      // The row was checked by the same schema when it was stored.
      const input = assessmentSchema.parse({
        businessName: row.businessName,
        fullName: row.fullName,
        email: row.email,
        phone: row.phone ?? '',
        businessType: row.businessType,
        primaryPainPoint: row.primaryPainPoint,
        monthlyRevenue: row.monthlyRevenue,
        currentMarketing: row.currentMarketing,
        biggestGoal: row.biggestGoal,
      })
      return release({ source: 'assessment', ...input, phone: row.phone }, id, assessmentKind({ ...input, attribution: row.attribution ?? undefined }))
    },
  }
}

/** A form's fields and its attribution, without the bot checks. */
type FormInput<Request> = Omit<Request, keyof FormBotFields>

type FormTable = typeof contactSubmissions | typeof assessments
/** What a form's row holds besides its lead and its quarantine reason. */
type FormAnswers<Table extends FormTable> = Omit<Table['$inferInsert'], 'leadId' | 'quarantineReason'>

/** A submission's row in its form's table: how it is held, written with its lead, and released. */
function formRow(db: AppDatabase, table: typeof contactSubmissions, answers: FormAnswers<typeof contactSubmissions>): Pick<SubmissionKind, 'hold' | 'insert' | 'release'>
function formRow(db: AppDatabase, table: typeof assessments, answers: FormAnswers<typeof assessments>): Pick<SubmissionKind, 'hold' | 'insert' | 'release'>
function formRow(db: AppDatabase, table: FormTable, answers: FormAnswers<FormTable>): Pick<SubmissionKind, 'hold' | 'insert' | 'release'> {
  return {
    async hold(quarantineReason) {
      const [row] = await db
        .insert(table)
        .values({ ...answers, leadId: null, quarantineReason })
        .returning({ id: table.id })
      return row!.id
    },
    insert: (executor, id, leadId) =>
      executor
        .insert(table)
        .values({ ...answers, id, leadId, quarantineReason: null })
        .returning({ id: table.id })
        .getSQL(),
    release: (executor, id, leadId) =>
      executor
        .update(table)
        .set({ leadId, quarantineReason: null })
        .where(and(eq(table.id, id), isNotNull(table.quarantineReason)))
        .returning({ id: table.id })
        .getSQL(),
  }
}
