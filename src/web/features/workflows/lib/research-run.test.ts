import { describe, expect, it } from 'vitest'
import type { ResearchRun } from '@/shared/research'
import { automationPollInterval, runCounts, runJustEnded, runTimestamp } from './research-run'

function run(overrides: Partial<ResearchRun> = {}): ResearchRun {
  return {
    id: 'run-1',
    location: 'Lexington, Kentucky',
    industry: 'All',
    trigger: 'operator',
    status: 'queued',
    source: null,
    found: 0,
    added: 0,
    updated: 0,
    error: null,
    createdAt: '2026-03-16T11:00:00.000Z',
    startedAt: null,
    finishedAt: null,
    ...overrides,
  }
}

describe('the research run under way', () => {
  it('asks for the status every 2 s while a run is under way, and never otherwise', () => {
    expect(automationPollInterval({ lastRun: run({ status: 'running' }) })).toBe(2000)
    expect(automationPollInterval({ lastRun: run({ status: 'succeeded' }) })).toBe(false)
    expect(automationPollInterval({ lastRun: null })).toBe(false)
    expect(automationPollInterval(undefined)).toBe(false)
  })

  it('notices when the run it watched has ended', () => {
    expect(runJustEnded(run({ status: 'running' }), run({ status: 'succeeded' }))).toBe(true)
    expect(runJustEnded(run({ status: 'running' }), run({ status: 'failed' }))).toBe(true)
    expect(runJustEnded(run({ status: 'queued' }), run({ status: 'running' }))).toBe(false)
    expect(runJustEnded(run({ status: 'succeeded' }), run({ status: 'succeeded' }))).toBe(false)
    expect(runJustEnded(run({ status: 'running' }), run({ id: 'run-2', status: 'succeeded' }))).toBe(false)
    expect(runJustEnded(undefined, run())).toBe(false)
  })
})

describe('the last run in words', () => {
  it('lists what it found, added and updated', () => {
    expect(runCounts(run({ found: 12, added: 5, updated: 2 }))).toEqual([
      { label: 'Found', value: 12 },
      { label: 'Added', value: 5 },
      { label: 'Updated', value: 2 },
    ])
  })

  it('dates it by when it ended, else started, else was queued', () => {
    expect(runTimestamp(run())).toEqual({ label: 'Queued', value: '2026-03-16T11:00:00.000Z' })
    expect(runTimestamp(run({ startedAt: '2026-03-16T11:00:05.000Z' }))).toEqual({ label: 'Started', value: '2026-03-16T11:00:05.000Z' })
    expect(runTimestamp(run({ startedAt: '2026-03-16T11:00:05.000Z', finishedAt: '2026-03-16T11:02:00.000Z' }))).toEqual({
      label: 'Finished',
      value: '2026-03-16T11:02:00.000Z',
    })
  })
})
