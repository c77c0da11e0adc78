import { ScoringGroups } from './scoring-groups'
import { ScoringHero } from './scoring-hero'
import { AfterScoring, PriorityAndExamples } from './scoring-outcomes'

/** SPEC §2 /lead-scoring: a static explanation, generated from the model the server scores with. */
export function LeadScoringPage() {
  return (
    <>
      <ScoringHero />
      <div className="container space-y-16 py-12 sm:py-16">
        <ScoringGroups />
        <PriorityAndExamples />
        <AfterScoring />
      </div>
    </>
  )
}
