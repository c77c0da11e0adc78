import { scoreLead } from '@/shared/scoring'
import { priorityThresholds, scoringGroups, type Priority } from '@/shared/scoring-model'
import { exampleLeads } from '../data/examples'

export type PriorityBand = { priority: Priority; from: number; to: number }

/** The score range of each priority, from the thresholds the server uses. */
export function priorityBands(): PriorityBand[] {
  return [
    { priority: 'High', from: priorityThresholds.High, to: 100 },
    { priority: 'Medium', from: priorityThresholds.Medium, to: priorityThresholds.High - 1 },
    { priority: 'Low', from: 0, to: priorityThresholds.Medium - 1 },
  ]
}

/** The points a group's factors can add up to. */
export function factorPointRange(group: (typeof scoringGroups)[number]) {
  return {
    min: group.factors.reduce((sum, factor) => sum + factor.min, 0),
    max: group.factors.reduce((sum, factor) => sum + factor.max, 0),
  }
}

export const totalFactorCount = scoringGroups.reduce((count, group) => count + group.factors.length, 0)

/** The examples, scored by the same function as every real lead. */
export function scoredExamples() {
  return exampleLeads.map((example) => ({ ...example, result: scoreLead(example.factors) }))
}
