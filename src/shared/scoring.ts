import {
  priorityFor,
  scoringDefaults,
  scoringFactors,
  scoringGroups,
  type Priority,
  type ScoringFactorKey,
  type ScoringGroupKey,
} from './scoring-model'

/**
 * SPEC §9 lead scoring as a pure function of twelve factor values (scoring-model.ts gives their
 * ranges and the group weights 25/35/25/15):
 *
 *   group points = weight × (sum of the group's factor values ÷ sum of their maxima)
 *   score        = the four groups' points added up, rounded to a whole number (0-100)
 *
 * A value outside its factor's range is clamped to it; a missing or non-numeric value counts as
 * the factor's minimum (no evidence earns only the floor). So every lead scores between 39 (all
 * minima) and 100 (all maxima). Priority: High ≥ 80, Medium ≥ 50, Low below.
 */

export type FactorValues = Record<ScoringFactorKey, number>
/** What a caller may hand in: any factor may be missing, null or out of range. */
export type FactorInput = Partial<Record<ScoringFactorKey, number | null | undefined>>

export type FactorScore = {
  key: ScoringFactorKey
  label: string
  /** The value used: clamped to [min, max]; the minimum when missing. */
  value: number
  min: number
  max: number
  /** The input was outside the range. */
  clamped: boolean
  /** The input was missing or not a finite number. */
  missing: boolean
}

export type GroupScore = {
  key: ScoringGroupKey
  label: string
  weight: number
  /** This group's share of the score, to one decimal (at most `weight`). */
  points: number
  factors: FactorScore[]
}

export type ScoreBreakdown = { groups: GroupScore[] }

export type ScoreResult = {
  score: number
  priority: Priority
  factors: FactorValues
  breakdown: ScoreBreakdown
}

const roundTo = (value: number, decimals: number) => {
  const scale = 10 ** decimals
  return Math.round(value * scale) / scale
}

export function scoreLead(input: FactorInput): ScoreResult {
  let total = 0
  const factors = {} as FactorValues
  const groups: GroupScore[] = scoringGroups.map((group) => {
    const scored = group.factors.map((factor): FactorScore => {
      const raw = input[factor.key]
      const missing = typeof raw !== 'number' || !Number.isFinite(raw)
      const value = missing ? factor.min : Math.min(factor.max, Math.max(factor.min, raw))
      factors[factor.key] = value
      return {
        key: factor.key,
        label: factor.label,
        value,
        min: factor.min,
        max: factor.max,
        clamped: !missing && value !== raw,
        missing,
      }
    })
    const sum = scored.reduce((acc, factor) => acc + factor.value, 0)
    const maxSum = scored.reduce((acc, factor) => acc + factor.max, 0)
    const points = (group.weight * sum) / maxSum
    total += points
    return { key: group.key, label: group.label, weight: group.weight, points: roundTo(points, 1), factors: scored }
  })
  // Guard against floating-point drift past the ends of the scale.
  const score = Math.min(100, Math.max(0, Math.round(roundTo(total, 6))))
  return { score, priority: priorityFor(score), factors, breakdown: { groups } }
}

/** The lowest and highest score any lead can get. */
export const scoreRange = {
  min: scoreLead({}).score,
  max: scoreLead(Object.fromEntries(scoringFactors.map((factor) => [factor.key, factor.max]))).score,
} as const

export type AutomationSummaryInput = {
  leadScore?: number | null
  priority?: Priority | null
  tasksCreated?: number | null
  emailsSent?: number | null
}

/**
 * SPEC §9 "defaults when response lacks values": score 85, priority High, 5 tasks, 1 email.
 * A priority is derived from the score when only the score is known.
 */
export function withScoringDefaults(input: AutomationSummaryInput) {
  const known = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value)
  const leadScore = known(input.leadScore) ? Math.round(Math.min(100, Math.max(0, input.leadScore))) : scoringDefaults.score
  return {
    leadScore,
    priority: input.priority ?? (known(input.leadScore) ? priorityFor(leadScore) : scoringDefaults.priority),
    tasksCreated: known(input.tasksCreated) ? input.tasksCreated : scoringDefaults.tasksCreated,
    emailsSent: known(input.emailsSent) ? input.emailsSent : scoringDefaults.emailsSent,
  }
}
