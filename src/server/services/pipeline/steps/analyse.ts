import type { LeadAnalysis, LeadFacts } from '@/server/db/documents'
import { analyseLocally } from '@/server/domain/local-analysis'
import { pipelineSteps } from '@/shared/automation'
import { scoreLead, type FactorInput } from '@/shared/scoring'
import { providersFor, type Attempt, type PipelineContext } from '../context'
import type { RunWithLead } from '../records'
import { handleProviderFailure, type StepLog } from './step-log'

/** Only the factors the model gave as numbers; the rules fill in the others. */
function givenFactors(factors: FactorInput): FactorInput {
  return Object.fromEntries(Object.entries(factors).filter(([, value]) => typeof value === 'number' && Number.isFinite(value)))
}

/**
 * SPEC §9 analysis: the language model reads the lead (when configured) and its factor values
 * are scored by the pure scoring function; the local rules supply any factor it left out. When
 * the model keeps failing, the last attempt scores with the rules alone, so the lead is still
 * answered. Returns the analysis without storing it (plan.ts commitAnalysis does, with the jobs that follow).
 */
export async function analyseLead(context: PipelineContext, run: RunWithLead, attempt: Attempt): Promise<LeadAnalysis> {
  if (run.analysis) return run.analysis
  const { llm } = providersFor(context, run.mode)
  const local = analyseLocally(run.facts)

  if (llm.kind !== 'local') {
    const read = await llm.analyseLead(run.facts)
    if (read.ok) {
      const scored = scoreLead({ ...local.factors, ...givenFactors(read.value.factors) })
      return {
        scoredBy: 'openai',
        model: llm.model,
        factors: scored.factors,
        score: scored.score,
        priority: scored.priority,
        breakdown: scored.breakdown,
        summary: read.value.summary ?? local.summary,
        opportunities: read.value.opportunities?.length ? read.value.opportunities : local.opportunities,
      }
    }
    await handleProviderFailure(context, run, pipelineSteps.analysis, 'OpenAI', read.failure, attempt, {
      status: 'warning',
      message: 'Scored with the local rules instead',
    })
  }

  return localAnalysis(run.facts)
}

/** The analysis by the local rules alone: pure and instant, so the intake can do it at once. */
export function localAnalysis(facts: LeadFacts): LeadAnalysis {
  const local = analyseLocally(facts)
  const scored = scoreLead(local.factors)
  return {
    scoredBy: 'local',
    factors: scored.factors,
    score: scored.score,
    priority: scored.priority,
    breakdown: scored.breakdown,
    summary: local.summary,
    opportunities: local.opportunities,
  }
}

/** The log entry of the analysis step. */
export function analysisLog(analysis: LeadAnalysis): StepLog {
  const by = analysis.scoredBy === 'openai' ? `OpenAI ${analysis.model ?? ''}`.trim() : 'local rules'
  return {
    step: pipelineSteps.analysis,
    status: 'success',
    message: `Scored ${analysis.score}/100, ${analysis.priority} priority (${by})`,
    details: {
      score: analysis.score,
      priority: analysis.priority,
      scoredBy: analysis.scoredBy,
      summary: analysis.summary,
      opportunities: analysis.opportunities,
      breakdown: analysis.breakdown.groups.map((group) => ({ group: group.label, points: group.points, of: group.weight })),
    },
  }
}
