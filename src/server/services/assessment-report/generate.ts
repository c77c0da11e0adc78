import { opportunitiesFrom, opportunityCatalogue, strategyReport, topOpportunities } from '@/server/domain/assessment-report'
import { pipelineSteps } from '@/shared/automation'
import { site } from '@/shared/site'
import { providersFor, type Attempt, type PipelineContext } from '@/server/services/pipeline/context'
import { handleProviderFailure, logStep } from '@/server/services/pipeline/steps/step-log'
import { generatedOf, loadReport, storeGenerated, type GeneratedReport, type LoadedReport } from './records'

/**
 * The report, generated once (docs/decisions/016). With a language model configured, the model
 * chooses and words the top 3 opportunities from the catalogue; the rules choose them otherwise,
 * or when the model fails: at once when its answer is unusable (it was already asked twice), and
 * after the job's retries when it cannot be reached. The hours and dollars always come from the
 * formula (`savingsOf`), the prices from the site configuration.
 */
export async function generateReport(context: PipelineContext, loaded: LoadedReport, attempt: Attempt): Promise<GeneratedReport> {
  const existing = generatedOf(loaded.report)
  if (existing) return existing
  const { run, answers, report } = loaded
  const step = pipelineSteps.reportAnalysis
  const { llm } = providersFor(context, run.mode)

  let chosen: GeneratedReport['analysis'] | undefined
  if (llm.kind !== 'local') {
    const drafted = await llm.draftReportOpportunities(answers, opportunityCatalogue())
    if (drafted.ok) chosen = opportunitiesFrom(answers, drafted.value)
    else {
      const givingUp = { status: 'warning' as const, message: 'The local rules chose the report’s opportunities instead' }
      // An unusable answer was already asked for again by the provider: no point in a third try.
      const finalAttempt = drafted.failure.kind === 'malformed' ? { ...attempt, last: true } : attempt
      await handleProviderFailure(context, run, step, 'OpenAI', drafted.failure, finalAttempt, givingUp)
    }
  }
  const generatedBy = chosen ? 'openai' : 'local'
  const analysis = chosen ?? topOpportunities(answers)
  const generated: GeneratedReport = { generatedBy, analysis, strategy: strategyReport(answers, site.serviceOffers, analysis) }

  if (!(await storeGenerated(context.db, report.id, generated, context.now()))) {
    // Another attempt stored it first: that one is the report.
    const stored = await loadReport(context.db, report.id)
    return generatedOf(stored!.report)!
  }
  const by = generatedBy === 'openai' ? `OpenAI ${llm.model}` : 'the local rules'
  await logStep(
    context.db,
    run,
    step,
    'success',
    `Report generated, opportunities chosen by ${by}: ${analysis.map((opportunity) => opportunity.title).join('; ')}`,
    {
      reportId: report.id,
      generatedBy,
      opportunities: analysis.map((opportunity) => ({ key: opportunity.key, hoursPerWeek: opportunity.hoursPerWeek, dollarsPerMonth: opportunity.dollarsPerMonth })),
      totals: generated.strategy.totals,
    },
  )
  return generated
}
