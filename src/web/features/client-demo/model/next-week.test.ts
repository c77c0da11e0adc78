import { describe, expect, it, vi } from 'vitest'
import { tick } from '@/web/lib/clock'
import { expectChangeExactlyAfter, fakeTimersInEachTest, mountMachine, stateAfter, tickTimes } from '@/web/lib/clock-test-support'
import { nextWeekPlan } from '../data/next-week-plan'
import { createNextWeekMachine, EFFICIENCY_GAIN_CAP, itemDelay, NEXT_WEEK_DONE_LINE, planItemStatus, type NextWeekState } from './next-week'
import { expectResetAfter } from './test-support'

const machine = createNextWeekMachine(nextWeekPlan)
const itemCount = nextWeekPlan.reduce((sum, phase) => sum + phase.items.length, 0)

const ticks = (state: NextWeekState, count: number) => tickTimes(machine, state, count)

describe('Next Week AI generation (pure)', () => {
  it('has four phases of 8000, 6000, 5000 and 4000 ms', () => {
    expect(nextWeekPlan.map(({ durationMs }) => durationMs)).toEqual([8000, 6000, 5000, 4000])
  })

  it('is busy from Start AI Generation until the end, and ignores a second start', () => {
    expect(machine.initialState.busy).toBe(false)
    const started = machine.reduce(machine.initialState, { type: 'start' })
    expect(started.busy).toBe(true)
    expect(started.phaseIndex).toBe(0)
    expect(started.log[0]!.text).toBe('Phase 1 of 4: Staff schedule')
    expect(machine.reduce(started, { type: 'start' })).toBe(started)
  })

  it("splits each phase's 25% equally over its items", () => {
    let state = machine.reduce(machine.initialState, { type: 'start' })
    state = machine.reduce(state, tick)
    expect(state.progress).toBe(6.25) // 25% / 4 staff items
    state = ticks(state, 3)
    expect(state.progress).toBe(25)
    expect(state.phaseIndex).toBe(1)
    state = machine.reduce(state, tick)
    expect(state.progress).toBe(33.33) // + 25% / 3 supplier items
    state = ticks(state, 2)
    expect(state.progress).toBe(50)
    state = ticks(state, 4)
    expect(state.progress).toBe(75)
    state = machine.reduce(state, tick)
    expect(state.progress).toBe(87.5)
  })

  it('gains 3.2 efficiency per step, capped at 98.5', () => {
    let state = machine.reduce(machine.initialState, { type: 'start' })
    const start = state.counters.efficiencyGain
    state = machine.reduce(state, tick)
    expect(state.counters.efficiencyGain).toBe(start + 3.2)
    state = machine.reduce(state, tick)
    expect(state.counters.efficiencyGain).toBe(Math.round((start + 6.4) * 10) / 10)
    state = ticks(state, itemCount - 2)
    expect(state.counters.efficiencyGain).toBe(EFFICIENCY_GAIN_CAP)
    expect(EFFICIENCY_GAIN_CAP).toBe(98.5)
  })

  it("ends at 100%, not busy, with 'AI automation complete - next week optimized!'", () => {
    const done = ticks(machine.reduce(machine.initialState, { type: 'start' }), itemCount)
    expect(done.busy).toBe(false)
    expect(done.complete).toBe(true)
    expect(done.progress).toBe(100)
    expect(done.log[0]!.text).toBe(NEXT_WEEK_DONE_LINE)
    expect(machine.delayFor(done)).toBeNull()
    expect(done.counters.laborCostOptimized).toBe(1240 + 980 + 650 + 1130)
    expect(done.counters.supplierDealsFound).toBe(3)
    expect(done.counters.bookingsGenerated).toBe(6 + 4 + 8 + 5 + 2 + 3)
    expect(planItemStatus(done, 0, 0)).toBe('done')
    expect(planItemStatus(done, 3, 1)).toBe('done')
  })

  it('shows one item working at a time', () => {
    const state = ticks(machine.reduce(machine.initialState, { type: 'start' }), 5) // phase 2, item 2
    expect(planItemStatus(state, 0, 3)).toBe('done')
    expect(planItemStatus(state, 1, 0)).toBe('done')
    expect(planItemStatus(state, 1, 1)).toBe('working')
    expect(planItemStatus(state, 1, 2)).toBe('waiting')
    expect(planItemStatus(state, 2, 0)).toBe('waiting')
  })

  it('Reset returns to idle', () => {
    const running = ticks(machine.reduce(machine.initialState, { type: 'start' }), 3)
    expect(machine.reduce(running, { type: 'reset' })).toBe(machine.initialState)
  })
})

describe('Next Week AI generation on a clock', () => {
  fakeTimersInEachTest()

  it('takes 8000, 6000, 5000 and 4000 ms per phase, item by item', () => {
    expect(nextWeekPlan.map(itemDelay)).toEqual([2000, 2000, 1250, 2000])
    const runner = mountMachine(machine, machine.initialState, { type: 'start' })
    expectChangeExactlyAfter(runner, 2000, (state) => state.progress, { from: 0, to: 6.25 })
    expect(stateAfter(runner, 6000)).toMatchObject({ phaseIndex: 1, progress: 25 })
    expect(stateAfter(runner, 6000)).toMatchObject({ phaseIndex: 2, progress: 50 })
    expect(stateAfter(runner, 5000)).toMatchObject({ phaseIndex: 3, progress: 75 })
    expect(stateAfter(runner, 3999).busy).toBe(true)
    expect(stateAfter(runner, 1)).toMatchObject({ busy: false, complete: true, progress: 100 })
    expect(runner.getState().log[0]!.text).toBe(NEXT_WEEK_DONE_LINE)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('Reset mid-generation clears the pending timer', () => {
    expectResetAfter(machine, 9000)
    expect(machine.initialState.busy).toBe(false)
  })
})
