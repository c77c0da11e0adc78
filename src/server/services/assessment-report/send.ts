import type { ComposedEmail } from '@/server/domain/compose-email'
import { composeAnalysisEmail, composeStrategyEmail } from '@/server/domain/compose-report-email'
import { bookingLinkFor } from '@/server/services/booking/links'
import { pipelineSteps, type PipelineStep } from '@/shared/automation'
import { providersFor, type Attempt, type PipelineContext } from '@/server/services/pipeline/context'
import { ensureEmail, type Delivery, type OutboxKind } from '@/server/services/pipeline/outbox'
import { deliverAndLog, logStep } from '@/server/services/pipeline/steps/step-log'
import { unsubscribeUrl } from '@/server/services/pipeline/unsubscribe-link'
import { generateReport } from './generate'
import { cancelReport, loadReport, reportUrl, scheduleStrategyReport, type GeneratedReport, type LoadedReport } from './records'

/**
 * The assessment report's two jobs (docs/decisions/016). Each is idempotent: the report is
 * generated once, each e-mail has its outbox key (`assessment-analysis:<assessment>`,
 * `assessment-report:<assessment>`) and is claimed before it is sent, so a retried job sends
 * nothing twice. A lead who has unsubscribed gets neither, and the report is marked cancelled.
 */

export type ReportStepOutcome = Delivery['outcome'] | 'unsubscribed' | 'missing'

async function stopIfUnsubscribed(context: PipelineContext, loaded: LoadedReport, step: PipelineStep, what: string): Promise<boolean> {
  const { report, run } = loaded
  if (!run.lead.unsubscribedAt && report.status !== 'cancelled') return false
  await cancelReport(context.db, report.id)
  await logStep(context.db, run, step, 'success', `The lead has unsubscribed: ${what}`, { reportId: report.id })
  return true
}

/** One of the report's two e-mails: its step, its outbox kind, and how it is worded. */
type ReportEmail = {
  step: PipelineStep
  kind: Extract<OutboxKind, 'assessment-analysis' | 'assessment-report'>
  /** How the log names it. */
  label: string
  /** What the log says is not sent when the lead has unsubscribed. */
  notSent: string
  compose: (loaded: LoadedReport, generated: GeneratedReport, bookingUrl: string) => ComposedEmail
  /** What follows once the e-mail went out (or was kept in the outbox). */
  afterSending?: (loaded: LoadedReport) => Promise<unknown>
}

/**
 * Generates the report (once), writes its e-mail to the lead under its key `<kind>:<assessment>`
 * (or finds it) and sends it; logs what happened.
 */
async function sendReportEmail(context: PipelineContext, reportId: string, attempt: Attempt, reportEmail: ReportEmail): Promise<ReportStepOutcome> {
  const { step, kind, label } = reportEmail
  const loaded = await loadReport(context.db, reportId)
  if (!loaded) return 'missing'
  if (await stopIfUnsubscribed(context, loaded, step, reportEmail.notSent)) return 'unsubscribed'
  const { run, report } = loaded
  const email = reportEmail.compose(loaded, await generateReport(context, loaded, attempt), await bookingLinkFor(context, loaded.run.leadId))
  const { mail } = providersFor(context, run.mode)
  const draft = { ...email, idempotencyKey: `${kind}:${report.assessmentId}`, kind, to: run.lead.email, leadId: run.leadId, runId: run.id }
  const { row } = await ensureEmail(context.db, draft, context.config.providers.mailFrom)
  const details = { reportId: report.id, outboxId: row.id, subject: row.subject, to: row.to, messageId: row.messageId }
  const delivery = await deliverAndLog(context, { run, step, attempt, details }, mail, row.id, {
    sent: `${label} e-mail sent: "${row.subject}"`,
    notSent: (note) => `${label} e-mail composed: "${row.subject}" (${note})`,
    failed: `${label} e-mail not sent; it stays in the outbox, marked failed`,
  })
  await reportEmail.afterSending?.(loaded)
  return delivery.outcome
}

/**
 * Due `reportDelaysSeconds.analysis` after the submission: generates the report, e-mails the AI
 * analysis (the top 3 opportunities), then schedules the strategy report.
 */
export function sendAnalysisReport(context: PipelineContext, reportId: string, attempt: Attempt): Promise<ReportStepOutcome> {
  return sendReportEmail(context, reportId, attempt, {
    step: pipelineSteps.reportAnalysis,
    kind: 'assessment-analysis',
    label: 'AI analysis',
    notSent: 'no AI analysis e-mail and no strategy report sent',
    compose: ({ answers, run }, generated, bookingUrl) =>
      composeAnalysisEmail({
        answers,
        opportunities: generated.analysis,
        generatedBy: generated.generatedBy,
        unsubscribeUrl: unsubscribeUrl(context.config, run.lead.unsubscribeToken),
        bookingUrl,
      }),
    // Only now: the strategy report never arrives before the analysis it builds on.
    afterSending: ({ report }) => scheduleStrategyReport(context, report),
  })
}

/** Due `reportDelaysSeconds.strategy` after the submission: e-mails the custom strategy report. */
export function sendStrategyReport(context: PipelineContext, reportId: string, attempt: Attempt): Promise<ReportStepOutcome> {
  return sendReportEmail(context, reportId, attempt, {
    step: pipelineSteps.reportStrategy,
    kind: 'assessment-report',
    label: 'Strategy report',
    notSent: 'no strategy report e-mail sent',
    compose: ({ answers, run, report }, generated, bookingUrl) =>
      composeStrategyEmail({
        answers,
        report: generated.strategy,
        reportUrl: reportUrl(context.config, report.token),
        unsubscribeUrl: unsubscribeUrl(context.config, run.lead.unsubscribeToken),
        bookingUrl,
      }),
  })
}
