import { describe, expect, it } from 'vitest'
import { scoringGroups } from '@/shared/scoring-model'
import { factorPointRange, priorityBands, scoredExamples, totalFactorCount } from './scoring-summary'

describe('lead scoring explanation', () => {
  it('scores the SPEC examples 95 High, 72 Medium and 43 Low with the server function', () => {
    expect(scoredExamples().map(({ result }) => [result.score, result.priority])).toEqual([
      [95, 'High'],
      [72, 'Medium'],
      [43, 'Low'],
    ])
    for (const example of scoredExamples()) {
      expect(example.result.score).toBe(example.expectedScore)
      // Every factor value is inside its range: nothing was clamped or missing.
      const factors = example.result.breakdown.groups.flatMap((group) => group.factors)
      expect(factors.filter((factor) => factor.clamped || factor.missing)).toEqual([])
    }
  })

  it('derives the priority bands from the thresholds', () => {
    expect(priorityBands()).toEqual([
      { priority: 'High', from: 80, to: 100 },
      { priority: 'Medium', from: 50, to: 79 },
      { priority: 'Low', from: 0, to: 49 },
    ])
  })

  it('explains four groups weighted 25/35/25/15 with twelve factors', () => {
    expect(scoringGroups.map((group) => group.weight)).toEqual([25, 35, 25, 15])
    expect(scoringGroups.reduce((sum, group) => sum + group.weight, 0)).toBe(100)
    expect(totalFactorCount).toBe(12)
    expect(factorPointRange(scoringGroups[0])).toEqual({ min: 10, max: 30 })
    expect(factorPointRange(scoringGroups[1])).toEqual({ min: 18, max: 43 })
  })
})
