import { describe, expect, it, vi } from 'vitest'
import { tick } from '@/web/lib/clock'
import { expectChangeExactlyAfter, expectNoTimerAfterUnmount, fakeTimersInEachTest, mountMachine, tickTimes } from '@/web/lib/clock-test-support'
import { customerMessages } from '../data/customer-messages'
import { liveStages } from '../data/live-stages'
import { ACCURACY_CAP, EFFICIENCY_RATE_CAP, presetServiceCounters } from './counters'
import { COMPLETION_LINE, createLiveDemoMachine, PROGRESS_TICK_MS, responseThreshold, stageStatus, START_LINE, type LiveDemoState } from './live-demo'
import { expectResetAfter } from './test-support'

const machine = createLiveDemoMachine(liveStages, customerMessages)
const started = () => machine.reduce(machine.initialState, { type: 'start' })


function runToEnd(state: LiveDemoState) {
  let next = state
  while (next.status === 'running') next = machine.reduce(next, tick)
  return next
}

describe('live automation demo (pure)', () => {
  it('runs the four SPEC stages with their durations', () => {
    expect(liveStages.map(({ title }) => title)).toEqual(['Staff scheduling', 'Inventory', 'Appointment booking', 'Customer communication'])
    expect(liveStages.map(({ durationMs }) => durationMs)).toEqual([4000, 3500, 3000, 2500])
    expect(PROGRESS_TICK_MS).toBe(150)
  })

  it('waits for Start Demo: nothing runs and the customer-service counters show the preset', () => {
    const idle = machine.initialState
    expect(idle.status).toBe('idle')
    expect(machine.delayFor(idle)).toBeNull()
    expect(idle.service).toEqual({ totalTasksAutomated: 12, timeSaved: 180, costSavings: 2450, accuracyRate: 98.7 })
    expect([0, 1, 2, 3].map((index) => stageStatus(idle, index))).toEqual(['pending', 'pending', 'pending', 'pending'])
  })

  it('starts the first stage and ticks every 150 ms', () => {
    const state = started()
    expect(state.status).toBe('running')
    expect(state.stageIndex).toBe(0)
    expect(machine.delayFor(state)).toBe(150)
    expect(stageStatus(state, 0)).toBe('running')
    expect(state.feed.map(({ text }) => text).reverse()).toEqual([START_LINE, 'Reading the next 7 days of bookings and the weather forecast'])
  })

  it('advances progress by elapsed time over the stage duration', () => {
    expect(tickTimes(machine, started(), 1).progress[0]).toBe(3) // 150 / 4000
    expect(tickTimes(machine, started(), 10).progress[0]).toBe(37) // 1500 / 4000
  })

  it('finishes a stage on the tick that reaches 100% and starts the next at once', () => {
    // 4000 ms at 150 ms a tick: 26 ticks reach 3900 ms (97%), the 27th reaches 100%.
    const before = tickTimes(machine, started(), 26)
    expect(before.stageIndex).toBe(0)
    expect(before.progress[0]).toBe(97)
    const after = machine.reduce(before, tick)
    expect(after.progress[0]).toBe(100)
    expect(after.stageIndex).toBe(1)
    expect(after.progress[1]).toBe(0)
    expect(stageStatus(after, 0)).toBe('done')
    expect(stageStatus(after, 1)).toBe('running')
    expect(after.feed[0]!.text).toBe("Checking stock against this week's forecast")
  })

  it('answers the six customer messages during the last stage, each worth 15 min and 125 NOK', () => {
    const lastStage = tickTimes(machine, started(), 27 + 24 + 20)
    expect(lastStage.stageIndex).toBe(3)
    expect(lastStage.respondedMessages).toBe(0)
    expect(lastStage.service).toEqual(presetServiceCounters)
    const oneAnswered = tickTimes(machine, lastStage, 3) // 450 / 2500 = 18% ≥ the first threshold (14%)
    expect(oneAnswered.respondedMessages).toBe(1)
    expect(oneAnswered.service).toEqual({ totalTasksAutomated: 13, timeSaved: 195, costSavings: 2575, accuracyRate: 98.9 })
    expect(oneAnswered.feed[0]!.text).toBe('Replied to Silje M. on Facebook')

    const done = runToEnd(lastStage)
    expect(done.respondedMessages).toBe(6)
    expect(done.service.timeSaved).toBe(180 + 6 * 15)
    expect(done.service.costSavings).toBe(2450 + 6 * 125)
    // 98.7 + 6 × 0.2 would be 99.9: accuracy stops at its cap.
    expect(done.service.accuracyRate).toBe(ACCURACY_CAP)
  })

  it('stops after the last stage with the completion line', () => {
    const done = runToEnd(started())
    expect(done.status).toBe('complete')
    expect(done.ticks).toBe(27 + 24 + 20 + 17)
    expect(done.totalElapsedMs).toBe(13_200)
    expect(done.progress).toEqual([100, 100, 100, 100])
    expect(done.feed[0]!.text).toBe(COMPLETION_LINE)
    expect(done.feed[0]!.kind).toBe('done')
    expect(machine.delayFor(done)).toBeNull()
    expect([0, 1, 2, 3].map((index) => stageStatus(done, index))).toEqual(['done', 'done', 'done', 'done'])
    expect(done.system.activeProcesses).toBe(0)
  })

  it('raises the efficiency rate each tick up to 99.8 and adds savings', () => {
    const first = tickTimes(machine, started(), 1)
    expect(first.system.efficiencyRate).toBe(92.5)
    expect(first.system.currentSavings).toBe(12)
    expect(first.system.activeProcesses).toBeGreaterThan(0)
    const done = runToEnd(started())
    expect(done.system.efficiencyRate).toBe(EFFICIENCY_RATE_CAP)
    expect(done.system.currentSavings).toBe(88 * 12)
  })

  it('writes every feed line of every stage exactly once', () => {
    const done = runToEnd(started())
    const texts = done.feed.map(({ text }) => text)
    for (const stage of liveStages) for (const line of stage.feed) expect(texts.filter((text) => text === line.text)).toHaveLength(1)
    expect(new Set(done.feed.map(({ id }) => id)).size).toBe(done.feed.length)
  })

  it('ignores Start while running, and restarts from scratch once complete', () => {
    const running = tickTimes(machine, started(), 5)
    expect(machine.reduce(running, { type: 'start' })).toBe(running)
    const restarted = machine.reduce(runToEnd(started()), { type: 'start' })
    expect(restarted.stageIndex).toBe(0)
    expect(restarted.progress).toEqual([0, 0, 0, 0])
    expect(restarted.service).toEqual(presetServiceCounters)
  })

  it('Reset clears everything back to the idle state', () => {
    expect(machine.reduce(tickTimes(machine, started(), 40), { type: 'reset' })).toBe(machine.initialState)
    expect(machine.reduce(runToEnd(started()), { type: 'reset' })).toBe(machine.initialState)
    expect(machine.reduce(machine.initialState, { type: 'reset' })).toBe(machine.initialState)
  })

  it('spreads the response thresholds across the stage', () => {
    expect([0, 1, 2, 3, 4, 5].map((index) => responseThreshold(index, 6))).toEqual([14, 29, 43, 57, 71, 86])
  })
})

describe('live automation demo on a clock', () => {
  fakeTimersInEachTest()

  const stageIndex = (state: LiveDemoState) => state.stageIndex

  it('moves to the next stage as each one reaches 100% (4000, 3500, 3000, 2500 ms in 150 ms ticks)', () => {
    const runner = mountMachine(machine, machine.initialState, { type: 'start' })
    expectChangeExactlyAfter(runner, 150, (state) => state.progress[0], { from: 0, to: 3 })
    // Stage 1 ends at 4050 ms: the first tick at or past 4000 ms.
    expectChangeExactlyAfter(runner, 4050 - 150, stageIndex, { from: 0, to: 1 })
    // Stage 2 needs 24 ticks (3600 ms ≥ 3500).
    expectChangeExactlyAfter(runner, 3600, stageIndex, { from: 1, to: 2 })
    // Stage 3: exactly 20 ticks.
    expectChangeExactlyAfter(runner, 3000, stageIndex, { from: 2, to: 3 })
    // Stage 4: 17 ticks (2550 ms ≥ 2500).
    expectChangeExactlyAfter(runner, 2550, (state) => state.status, { from: 'running', to: 'complete' })
    expect(runner.getState().feed[0]!.text).toBe(COMPLETION_LINE)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('Reset mid-run clears the timer and the state', () => {
    expectResetAfter(machine, 5000)
  })

  it('leaves no timer after unmount mid-run', () => {
    const runner = mountMachine(machine, machine.initialState, { type: 'start' })
    vi.advanceTimersByTime(1000)
    expectNoTimerAfterUnmount(runner)
  })
})
