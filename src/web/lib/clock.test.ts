import { describe, expect, it, vi } from 'vitest'
import { createMachineRunner, holdRunner, systemClock, type TimedMachine } from './clock'
import { expectChangeExactlyAfter, fakeTimersInEachTest, mountMachine, stateAfter } from './clock-test-support'

fakeTimersInEachTest()

type CountdownState = { remaining: number }
type CountdownEvent = { type: 'start'; from: number } | { type: 'noop' }

// Counts down one step a second; idle at zero.
const countdown: TimedMachine<CountdownState, CountdownEvent> = {
  reduce(state, event) {
    if (event.type === 'start') return { remaining: event.from }
    if (event.type === 'noop') return state
    return { remaining: state.remaining - 1 }
  },
  delayFor: (state) => (state.remaining > 0 ? 1000 : null),
}
const remaining = (state: CountdownState) => state.remaining

describe('systemClock', () => {
  it('uses the timers installed at call time, so fake timers drive it', () => {
    const calls: string[] = []
    systemClock.setTimeout(() => calls.push('timeout'), 500)
    const interval = systemClock.setInterval(() => calls.push('interval'), 200)
    vi.advanceTimersByTime(499)
    expect(calls).toEqual(['interval', 'interval'])
    vi.advanceTimersByTime(1)
    expect(calls).toEqual(['interval', 'interval', 'timeout'])
    systemClock.clearInterval(interval)
    vi.advanceTimersByTime(1000)
    expect(calls).toHaveLength(3)
  })

  it('cancels a timeout', () => {
    const callback = vi.fn()
    const handle = systemClock.setTimeout(callback, 100)
    systemClock.clearTimeout(handle)
    vi.advanceTimersByTime(200)
    expect(callback).not.toHaveBeenCalled()
  })

  it('reads the current time', () => {
    vi.setSystemTime(new Date('2025-03-10T12:00:00Z'))
    expect(systemClock.now()).toBe(Date.parse('2025-03-10T12:00:00Z'))
  })
})

describe('createMachineRunner', () => {
  it('starts paused: nothing is scheduled until resume', () => {
    const runner = createMachineRunner(countdown, { remaining: 3 }, systemClock)
    expect(stateAfter(runner, 5000).remaining).toBe(3)
    expect(vi.getTimerCount()).toBe(0)
    runner.resume()
    expect(stateAfter(runner, 1000).remaining).toBe(2)
  })

  it('ticks after the delay the state asks for, and stops when it asks for none', () => {
    const runner = mountMachine(countdown, { remaining: 0 }, { type: 'start', from: 2 })
    expectChangeExactlyAfter(runner, 1000, remaining, { from: 2, to: 1 })
    expect(stateAfter(runner, 1000).remaining).toBe(0)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('notifies subscribers on each change and not after unsubscribing', () => {
    const runner = mountMachine(countdown, { remaining: 0 })
    const listener = vi.fn()
    const unsubscribe = runner.subscribe(listener)
    runner.send({ type: 'start', from: 2 })
    vi.advanceTimersByTime(1000)
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
    vi.advanceTimersByTime(1000)
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('does not restart the pending tick on an event that changes nothing', () => {
    const runner = mountMachine(countdown, { remaining: 0 }, { type: 'start', from: 2 })
    vi.advanceTimersByTime(600)
    runner.send({ type: 'noop' })
    expect(stateAfter(runner, 400).remaining).toBe(1)
  })

  it('restarts the pending tick when an event changes the state', () => {
    const runner = mountMachine(countdown, { remaining: 0 }, { type: 'start', from: 5 })
    vi.advanceTimersByTime(600)
    runner.send({ type: 'start', from: 5 })
    expectChangeExactlyAfter(runner, 1000, remaining, { from: 5, to: 4 })
    expect(vi.getTimerCount()).toBe(1)
  })

  it('clears its timer on pause (unmount) and keeps the state', () => {
    const runner = mountMachine(countdown, { remaining: 0 })
    const listener = vi.fn()
    runner.subscribe(listener)
    runner.send({ type: 'start', from: 3 })
    runner.pause()
    expect(vi.getTimerCount()).toBe(0)
    expect(stateAfter(runner, 10_000).remaining).toBe(3)
    expect(listener).toHaveBeenCalledTimes(1)
    runner.resume()
    expect(stateAfter(runner, 1000).remaining).toBe(2)
  })
})

describe('holdRunner', () => {
  it('runs the timer while any holder remains and pauses when the last lets go', () => {
    const runner = createMachineRunner(countdown, { remaining: 0 }, systemClock)
    const first = holdRunner(runner)
    const second = holdRunner(runner)
    runner.send({ type: 'start', from: 5 })
    vi.advanceTimersByTime(1000)
    expect(runner.getState().remaining).toBe(4)
    first()
    first() // a second release of the same hold changes nothing
    vi.advanceTimersByTime(1000)
    expect(runner.getState().remaining).toBe(3)
    second()
    vi.advanceTimersByTime(3000)
    expect(runner.getState().remaining).toBe(3)
    const again = holdRunner(runner)
    vi.advanceTimersByTime(1000)
    expect(runner.getState().remaining).toBe(2)
    again()
  })
})

describe('createMachineRunner on a busy main thread', () => {
  /** The countdown started from 3 on a clock whose callbacks we fire by hand, as late as we like. */
  function countdownOnManualClock() {
    let now = 0
    const pending: { callback: () => void; delay: number }[] = []
    const clock = {
      now: () => now,
      setTimeout: (callback: () => void, delay: number) => {
        pending.push({ callback, delay })
        return pending.length as unknown as ReturnType<typeof setTimeout>
      },
      clearTimeout: () => {},
      setInterval: () => 0 as unknown as ReturnType<typeof setTimeout>,
      clearInterval: () => {},
    }
    const runner = createMachineRunner(countdown, { remaining: 0 }, clock)
    runner.resume()
    runner.send({ type: 'start', from: 3 })
    return {
      runner,
      pending,
      fireAt(time: number) {
        now = time
        pending.shift()!.callback()
      },
    }
  }

  it('shortens the next wait by however late the last tick fired, keeping to the schedule', () => {
    const { runner, pending, fireAt } = countdownOnManualClock()
    expect(pending[0]!.delay).toBe(1000)
    fireAt(1250) // due at 1000, fired 250 ms late
    expect(runner.getState().remaining).toBe(2)
    expect(pending[0]!.delay).toBe(750) // next due at 2000
    fireAt(2600) // 600 ms late
    expect(pending[0]!.delay).toBe(400) // next due at 3000
  })

  it('catches up at once when a tick is later than a whole step', () => {
    const { pending, fireAt } = countdownOnManualClock()
    fireAt(2500)
    expect(pending[0]!.delay).toBe(0)
  })

  it('measures a user event from the moment it happens', () => {
    const { runner, pending, fireAt } = countdownOnManualClock()
    fireAt(1400)
    runner.send({ type: 'start', from: 3 })
    expect(pending.at(-1)!.delay).toBe(1000)
  })
})
