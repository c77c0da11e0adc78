import type { ComposedEmail } from '@/server/domain/compose-email'
import { composeAnalysisEmail, composeStrategyEmail } from '@/server/domain/compose-report-email'
import { pipelineSteps, type PipelineStep } from '@/shared/automation'
import { providersFor, type Attempt, type PipelineContext } from '@/server/services/pipeline/context'
import { ensureEmail, type Delivery } from '@/server/services/pipeline/outbox'
import { deliverAndLog, logStep } from '@/server/services/pipeline/steps/step-log'
import { unsubscribeUrl } from '@/server/services/pipeline/unsubscribe-link'
import { generateReport } from './generate'
import { cancelReport, loadReport, reportUrl, scheduleStrategyReport, type LoadedReport } from './records'

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

/**
 * Writes the report's e-mail of `kind` to the lead under its key `<kind>:<assessment>` (or finds
 * it) and sends it; logs what happened, naming it by `label`.
 */
async function sendReportEmail(
  context: PipelineContext,
  loaded: LoadedReport,
  at: { step: PipelineStep; attempt: Attempt },
  kind: 'assessment-analysis' | 'assessment-report',
  label: string,
  email: ComposedEmail,
) {
  const { run, report } = loaded
  const { step, attempt } = at
  const { mail } = providersFor(context, run.mode)
  const draft = { ...email, idempotencyKey: `${kind}:${report.assessmentId}`, kind, to: run.lead.email, leadId: run.leadId, runId: run.id }
  const { row } = await ensureEmail(context.db, draft, context.config.providers.mailFrom)
  const details = { reportId: loaded.report.id, outboxId: row.id, subject: row.subject, to: row.to, messageId: row.messageId }
  const delivery = await deliverAndLog(context, { run, step, attempt, details }, mail, row.id, {
    sent: `${label} e-mail sent: "${row.subject}"`,
    notSent: (note) => `${label} e-mail composed: "${row.subject}" (${note})`,
    failed: `${label} e-mail not sent; it stays in the outbox, marked failed`,
  })
  return delivery.outcome
}

/**
 * Due `reportDelaysSeconds.analysis` after the submission: generates the report, e-mails the AI
 * analysis (the top 3 opportunities), then schedules the strategy report.
 */
export async function sendAnalysisReport(context: PipelineContext, reportId: string, attempt: Attempt): Promise<ReportStepOutcome> {
  const step = pipelineSteps.reportAnalysis
  const loaded = await loadReport(context.db, reportId)
  if (!loaded) return 'missing'
  if (await stopIfUnsubscribed(context, loaded, step, 'no AI analysis e-mail and no strategy report sent')) return 'unsubscribed'
  const { report, run, answers } = loaded
  const generated = await generateReport(context, loaded, attempt)
  const email = composeAnalysisEmail({
    answers,
    opportunities: generated.analysis,
    generatedBy: generated.generatedBy,
    unsubscribeUrl: unsubscribeUrl(context.config, run.lead.unsubscribeToken),
  })
  const outcome = await sendReportEmail(context, loaded, { step, attempt }, 'assessment-analysis', 'AI analysis', email)
  // Only now: the strategy report never arrives before the analysis it builds on.
  await scheduleStrategyReport(context, report)
  return outcome
}

/** Due `reportDelaysSeconds.strategy` after the submission: e-mails the custom strategy report. */
export async function sendStrategyReport(context: PipelineContext, reportId: string, attempt: Attempt): Promise<ReportStepOutcome> {
  const step = pipelineSteps.reportStrategy
  const loaded = await loadReport(context.db, reportId)
  if (!loaded) return 'missing'
  if (await stopIfUnsubscribed(context, loaded, step, 'no strategy report e-mail sent')) return 'unsubscribed'
  const { report, run, answers } = loaded
  const generated = await generateReport(context, loaded, attempt)
  const email = composeStrategyEmail({
    answers,
    report: generated.strategy,
    reportUrl: reportUrl(context.config, report.token),
    unsubscribeUrl: unsubscribeUrl(context.config, run.lead.unsubscribeToken),
  })
  return sendReportEmail(context, loaded, { step, attempt }, 'assessment-report', 'Strategy report', email)
}
