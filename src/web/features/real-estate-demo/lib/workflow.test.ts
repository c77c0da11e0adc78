import { describe, expect, it, vi } from 'vitest'
import { tick } from '@/web/lib/clock'
import { expectChangeExactlyAfter, expectNoTimerAfterUnmount, fakeTimersInEachTest, mountMachine, stateAfter } from '@/web/lib/clock-test-support'
import { createWorkflowMachine, idleWorkflow, isWorkflowComplete, stepStatus, stepStatusLabel, WORKFLOW_STEP_MS } from './workflow'

const machine = createWorkflowMachine(3)

describe('real-estate workflow (pure)', () => {
  it('waits for start: every step shows Waiting', () => {
    expect([0, 1, 2].map((index) => stepStatus(idleWorkflow, index))).toEqual(['pending', 'pending', 'pending'])
    expect(machine.delayFor(idleWorkflow)).toBeNull()
  })

  it('on start the first step is processing and the next tick is due in 2 s', () => {
    const started = machine.reduce(idleWorkflow, { type: 'start' })
    expect(started).toEqual({ current: 0, running: true })
    expect(machine.delayFor(started)).toBe(2000)
    expect(WORKFLOW_STEP_MS).toBe(2000)
  })

  it('shows earlier steps Complete, the current Processing... and later ones Waiting', () => {
    const state = { current: 1, running: true }
    expect([0, 1, 2].map((index) => stepStatusLabel[stepStatus(state, index)])).toEqual(['Complete', 'Processing...', 'Waiting'])
  })

  it('advances one step per tick and stops after the last', () => {
    let state = machine.reduce(idleWorkflow, { type: 'start' })
    state = machine.reduce(state, tick)
    expect(state).toEqual({ current: 1, running: true })
    state = machine.reduce(state, tick)
    expect(state).toEqual({ current: 2, running: true })
    expect(isWorkflowComplete(state, 3)).toBe(false)
    state = machine.reduce(state, tick)
    expect(state).toEqual({ current: 3, running: false })
    expect(isWorkflowComplete(state, 3)).toBe(true)
    expect([0, 1, 2].map((index) => stepStatus(state, index))).toEqual(['completed', 'completed', 'completed'])
    expect(machine.delayFor(state)).toBeNull()
    expect(machine.reduce(state, tick)).toBe(state)
  })

  it('ignores start while running and replays from the first step once complete', () => {
    const running = { current: 1, running: true }
    expect(machine.reduce(running, { type: 'start' })).toBe(running)
    expect(machine.reduce({ current: 3, running: false }, { type: 'start' })).toEqual({ current: 0, running: true })
  })
})

describe('real-estate workflow on a clock', () => {
  fakeTimersInEachTest()

  it('advances exactly every 2000 ms until complete', () => {
    const runner = mountMachine(machine, idleWorkflow, { type: 'start' })
    expectChangeExactlyAfter(runner, 2000, (state) => state.current, { from: 0, to: 1 })
    expect(stateAfter(runner, 2000).current).toBe(2)
    expect(stateAfter(runner, 2000)).toEqual({ current: 3, running: false })
    expect(vi.getTimerCount()).toBe(0)
  })

  it('leaves no timer behind when the tab unmounts mid-run', () => {
    expectNoTimerAfterUnmount(mountMachine(machine, idleWorkflow, { type: 'start' }))
  })
})
