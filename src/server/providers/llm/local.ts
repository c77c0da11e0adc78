import { topOpportunities } from '@/server/domain/assessment-report'
import { analyseLocally } from '@/server/domain/local-analysis'
import { ruleWording } from '@/server/domain/research/analysis'
import { succeeded, type LlmProvider } from '../types'

/** The local twin: deterministic rules instead of a model (DESIGN "Every external service has a local twin"). */
export const localModelName = 'local rules'

export function createLocalLlm(): LlmProvider {
  return {
    kind: 'local',
    model: localModelName,
    async analyseLead(facts) {
      const read = analyseLocally(facts)
      return succeeded({ factors: read.factors, summary: read.summary, opportunities: read.opportunities })
    },
    async draftReportOpportunities(answers) {
      // The rules score the whole catalogue themselves; their top 3, in their own words.
      return succeeded(topOpportunities(answers).map(({ key, title, why }) => ({ key, title, why })))
    },
    async analyseResearchCompany(facts) {
      // The research industry's profile (domain/research/industries.ts), in its own words.
      return succeeded(ruleWording(facts))
    },
    async test() {
      return succeeded({ model: localModelName, latencyMs: 0 })
    },
  }
}
