import { expect, vi } from 'vitest'
import type { TimedMachine } from '@/web/lib/clock'
import { mountMachine, stateAfter } from '@/web/lib/clock-test-support'

/** The client demo's panels: each runs from Start to the end, and Reset puts it back as it was. */
type StartResetMachine<State> = TimedMachine<State, { type: 'start' } | { type: 'reset' }> & { initialState: State }

/** Reset `ms` after Start: back to the initial state at once, with no timer left to move it on. */
export function expectResetAfter<State>(machine: StartResetMachine<State>, ms: number): void {
  const runner = mountMachine(machine, machine.initialState, { type: 'start' })
  vi.advanceTimersByTime(ms)
  runner.send({ type: 'reset' })
  expect(runner.getState()).toBe(machine.initialState)
  expect(vi.getTimerCount()).toBe(0)
  expect(stateAfter(runner, 20_000)).toBe(machine.initialState)
}
