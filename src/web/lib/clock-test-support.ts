import { afterEach, beforeEach, expect, vi } from 'vitest'
import { createMachineRunner, systemClock, tick, type MachineRunner, type TimedMachine } from './clock'

/**
 * Test support for the demo state machines: a demo runs here as its component runs it (a
 * runner on `systemClock`, resumed on mount), with vitest's fake timers standing in for time.
 */

/** Fake timers in each test of the calling `describe` block, so `systemClock` runs on vitest's clock. */
export function fakeTimersInEachTest(): void {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })
}

/** A mounted runner on the system clock that has been sent `events` in order, as a visitor would. */
export function mountMachine<State, Event>(machine: TimedMachine<State, Event>, initialState: State, ...events: Event[]): MachineRunner<State, Event> {
  const runner = createMachineRunner(machine, initialState, systemClock)
  runner.resume()
  for (const event of events) runner.send(event)
  return runner
}

/** Lets `ms` of fake time pass and returns the runner's state then. */
export function stateAfter<State, Event>(runner: MachineRunner<State, Event>, ms: number): State {
  vi.advanceTimersByTime(ms)
  return runner.getState()
}

/** What `read` sees changes from `before` to `after` exactly `ms` from now, not a millisecond sooner. */
export function expectChangeExactlyAfter<State, Event>(
  runner: MachineRunner<State, Event>,
  ms: number,
  read: (state: State) => unknown,
  change: { from: unknown; to: unknown },
): void {
  expect(read(stateAfter(runner, ms - 1))).toEqual(change.from)
  expect(read(stateAfter(runner, 1))).toEqual(change.to)
}

/** Unmounts the runner (pauses it) and checks that no timer outlives it. */
export function expectNoTimerAfterUnmount<State, Event>(runner: MachineRunner<State, Event>): void {
  runner.pause()
  expect(vi.getTimerCount()).toBe(0)
}

/** The state after `count` ticks from `state`, with no clock: how the tests step a demo forward. */
export function tickTimes<State, Event>(machine: TimedMachine<State, Event>, state: State, count: number): State {
  let next = state
  for (let index = 0; index < count; index += 1) next = machine.reduce(next, tick)
  return next
}
