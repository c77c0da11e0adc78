import { describe, expect, it } from 'vitest'
import { scoreLead, scoreRange, withScoringDefaults, type FactorInput } from './scoring'
import { scoringFactors } from './scoring-model'

const allAt = (end: 'min' | 'max'): FactorInput => Object.fromEntries(scoringFactors.map((factor) => [factor.key, factor[end]]))

/** SPEC §9's three examples, with concrete factor values. */
const examples = {
  high: {
    // An HVAC company, $250k+, 20 years old, phones ringing off the hook, "losing jobs this month".
    input: { industry: 15, size: 10, age: 5, manualTasks: 20, timeSpent: 15, techStack: 8, detail: 10, contactInfo: 8, urgency: 4, aiAnalysis: 9, industryMatch: 5, growth: 3 },
    score: 95,
    priority: 'High',
  },
  medium: {
    input: { industry: 13, size: 7, age: 3, manualTasks: 16, timeSpent: 10, techStack: 5, detail: 9, contactInfo: 7, urgency: 3, aiAnalysis: 7, industryMatch: 3, growth: 2 },
    score: 72,
    priority: 'Medium',
  },
  low: {
    input: { industry: 6, size: 4, age: 2, manualTasks: 12, timeSpent: 6, techStack: 3, detail: 5, contactInfo: 3, urgency: 2, aiAnalysis: 5, industryMatch: 2, growth: 1 },
    score: 43,
    priority: 'Low',
  },
} as const

describe('scoreLead (SPEC §9)', () => {
  it.each(Object.entries(examples))('scores the %s example %#', (_name, example) => {
    const result = scoreLead(example.input)
    expect(result.score).toBe(example.score)
    expect(result.priority).toBe(example.priority)
  })

  it('weights the groups 25/35/25/15 and shows each group’s points', () => {
    const { breakdown } = scoreLead(examples.high.input)
    expect(breakdown.groups.map((group) => [group.key, group.weight])).toEqual([
      ['businessInformation', 25],
      ['automationOpportunity', 35],
      ['leadQuality', 25],
      ['aiEnhancement', 15],
    ])
    // Full marks in the first two groups; 22 of 25 in lead quality (urgency 4 of 7); AI 17 of 20.
    expect(breakdown.groups.map((group) => group.points)).toEqual([25, 35, 22, 12.8])
    expect(breakdown.groups[2]!.factors.find((factor) => factor.key === 'urgency')).toMatchObject({ value: 4, min: 2, max: 7 })
  })

  it('gives 100 High when every factor is at its maximum', () => {
    const result = scoreLead(allAt('max'))
    expect(result).toMatchObject({ score: 100, priority: 'High' })
    expect(result.breakdown.groups.map((group) => group.points)).toEqual([25, 35, 25, 15])
  })

  it('gives 39 Low when every factor is at its minimum: the floor of the factor ranges', () => {
    expect(scoreLead(allAt('min'))).toMatchObject({ score: 39, priority: 'Low' })
    expect(scoreRange).toEqual({ min: 39, max: 100 })
  })

  it('counts missing, null and non-numeric factors as their minimum, and says so', () => {
    const result = scoreLead({ industry: null, size: undefined, age: Number.NaN, manualTasks: Number.POSITIVE_INFINITY })
    expect(result.score).toBe(39)
    expect(result.factors).toMatchObject({ industry: 5, size: 3, age: 2, manualTasks: 10 })
    const industry = result.breakdown.groups[0]!.factors[0]!
    expect(industry).toMatchObject({ key: 'industry', value: 5, missing: true, clamped: false })
  })

  it('scores an empty input as the minimum rather than failing', () => {
    expect(scoreLead({}).score).toBe(scoreRange.min)
  })

  it('clamps each factor to its range and marks it clamped', () => {
    const result = scoreLead({ ...allAt('max'), industry: 99, urgency: -4 })
    expect(result.factors.industry).toBe(15)
    expect(result.factors.urgency).toBe(2)
    const factors = result.breakdown.groups.flatMap((group) => group.factors)
    expect(factors.find((factor) => factor.key === 'industry')).toMatchObject({ clamped: true, missing: false })
    expect(factors.find((factor) => factor.key === 'urgency')).toMatchObject({ clamped: true })
    expect(factors.find((factor) => factor.key === 'growth')).toMatchObject({ clamped: false })
    // Only urgency lost points: 5 of 25 in lead quality → 25 × 20/25 = 20.
    expect(result.score).toBe(95)
    expect(scoreLead({ ...allAt('max'), industry: 1000 }).score).toBe(100)
  })

  it('accepts fractional factor values', () => {
    expect(scoreLead({ ...allAt('min'), manualTasks: 15.5 }).score).toBe(43)
  })

  it('puts 80 in High, 79 and 50 in Medium, 49 in Low', () => {
    const atScore = (target: number) => {
      // Raise manual tasks, then time spent, from the minimum until the score reaches the target.
      for (let extra = 0; extra <= 200; extra++) {
        const input = { ...allAt('min'), ...spread(extra / 4) }
        const result = scoreLead(input)
        if (result.score === target) return result
      }
      throw new Error(`no input scores ${target}`)
    }
    const spread = (amount: number): FactorInput => {
      const input: FactorInput = {}
      let left = amount
      for (const factor of scoringFactors) {
        const add = Math.min(left, factor.max - factor.min)
        input[factor.key] = factor.min + add
        left -= add
      }
      return input
    }
    expect(atScore(80).priority).toBe('High')
    expect(atScore(79).priority).toBe('Medium')
    expect(atScore(50).priority).toBe('Medium')
    expect(atScore(49).priority).toBe('Low')
  })
})

describe('withScoringDefaults (SPEC §9 defaults when a response lacks values)', () => {
  it('fills score 85, priority High, 5 tasks and 1 email', () => {
    expect(withScoringDefaults({})).toEqual({ leadScore: 85, priority: 'High', tasksCreated: 5, emailsSent: 1 })
  })

  it('keeps the values it has and derives the priority from a known score', () => {
    expect(withScoringDefaults({ leadScore: 43, tasksCreated: 0, emailsSent: 0 })).toEqual({
      leadScore: 43,
      priority: 'Low',
      tasksCreated: 0,
      emailsSent: 0,
    })
  })
})
