import type { FactorInput } from '@/shared/scoring'
import examples from './examples.json'

/** A sample lead for the page: who it is, what they asked, and the value of each scoring factor. */
type ExampleLead = { key: string; expectedScore: number; who: string; request: string; factors: FactorInput }

/**
 * SPEC §9's three examples (95 High, 72 Medium, 43 Low) as leads with factor values; the page
 * scores them with the server's own function, and a unit test holds them to SPEC's numbers.
 */
export const exampleLeads: readonly ExampleLead[] = examples
