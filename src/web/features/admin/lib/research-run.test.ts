import { describe, expect, it } from 'vitest'
import type { ResearchRun } from '@/shared/research'
import { describeRun, researchCopy, runOutcomeToast } from './research-run'

const run = (overrides: Partial<ResearchRun>): ResearchRun => ({
  id: 'run-1',
  location: 'Lexington, Kentucky',
  industry: 'Restaurants',
  trigger: 'operator',
  status: 'succeeded',
  source: 'OpenStreetMap (Overpass)',
  found: 3,
  added: 2,
  updated: 1,
  error: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  startedAt: '2026-11-24T10:00:01.000Z',
  finishedAt: '2026-11-24T10:00:05.000Z',
  ...overrides,
})

describe('research run toasts (SPEC §8)', () => {
  it("says SPEC's 'New companies have been added' only when the run added some", () => {
    expect(runOutcomeToast(run({ added: 2 }))).toEqual({ title: 'Research Complete', description: researchCopy.completeDescription })
    const nothingNew = runOutcomeToast(run({ added: 0, found: 3, updated: 3 }))
    expect(nothingNew.title).toBe('Research Complete')
    expect(nothingNew.description).toBe('No new companies: the 3 businesses found were already researched (3 updates). Refreshing data...')
    expect(runOutcomeToast(run({ added: 0, found: 0, updated: 0, industry: 'All' })).description).toBe('No businesses in Lexington, Kentucky were found. Nothing was added.')
  })

  it('gives a failed run its reason, as a destructive Research Failed', () => {
    expect(runOutcomeToast(run({ status: 'failed', error: 'Overpass answered 500', added: 0 }))).toEqual({ title: 'Research Failed', description: 'Overpass answered 500', variant: 'destructive' })
  })

  it('describes the newest run in one line', () => {
    expect(describeRun(run({}))).toBe('Last research (Restaurants, Lexington, Kentucky, OpenStreetMap (Overpass)): 3 businesses found, 2 added, 1 updated.')
    expect(describeRun(run({ status: 'running', industry: 'All' }))).toBe('Researching All industries, Lexington, Kentucky with OpenStreetMap (Overpass)…')
  })
})
