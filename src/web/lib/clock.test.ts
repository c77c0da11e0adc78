import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMachineRunner, systemClock, type TimedMachine } from './clock'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

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
    vi.advanceTimersByTime(5000)
    expect(runner.getState().remaining).toBe(3)
    expect(vi.getTimerCount()).toBe(0)
    runner.resume()
    vi.advanceTimersByTime(1000)
    expect(runner.getState().remaining).toBe(2)
  })

  it('ticks after the delay the state asks for, and stops when it asks for none', () => {
    const runner = createMachineRunner(countdown, { remaining: 0 }, systemClock)
    runner.resume()
    runner.send({ type: 'start', from: 2 })
    vi.advanceTimersByTime(999)
    expect(runner.getState().remaining).toBe(2)
    vi.advanceTimersByTime(1)
    expect(runner.getState().remaining).toBe(1)
    vi.advanceTimersByTime(1000)
    expect(runner.getState().remaining).toBe(0)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('notifies subscribers on each change and not after unsubscribing', () => {
    const runner = createMachineRunner(countdown, { remaining: 0 }, systemClock)
    const listener = vi.fn()
    const unsubscribe = runner.subscribe(listener)
    runner.resume()
    runner.send({ type: 'start', from: 2 })
    vi.advanceTimersByTime(1000)
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
    vi.advanceTimersByTime(1000)
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('does not restart the pending tick on an event that changes nothing', () => {
    const runner = createMachineRunner(countdown, { remaining: 0 }, systemClock)
    runner.resume()
    runner.send({ type: 'start', from: 2 })
    vi.advanceTimersByTime(600)
    runner.send({ type: 'noop' })
    vi.advanceTimersByTime(400)
    expect(runner.getState().remaining).toBe(1)
  })

  it('restarts the pending tick when an event changes the state', () => {
    const runner = createMachineRunner(countdown, { remaining: 0 }, systemClock)
    runner.resume()
    runner.send({ type: 'start', from: 5 })
    vi.advanceTimersByTime(600)
    runner.send({ type: 'start', from: 5 })
    vi.advanceTimersByTime(600)
    expect(runner.getState().remaining).toBe(5)
    vi.advanceTimersByTime(400)
    expect(runner.getState().remaining).toBe(4)
    expect(vi.getTimerCount()).toBe(1)
  })

  it('clears its timer on pause (unmount) and keeps the state', () => {
    const runner = createMachineRunner(countdown, { remaining: 0 }, systemClock)
    const listener = vi.fn()
    runner.subscribe(listener)
    runner.resume()
    runner.send({ type: 'start', from: 3 })
    runner.pause()
    expect(vi.getTimerCount()).toBe(0)
    vi.advanceTimersByTime(10_000)
    expect(runner.getState().remaining).toBe(3)
    expect(listener).toHaveBeenCalledTimes(1)
    runner.resume()
    vi.advanceTimersByTime(1000)
    expect(runner.getState().remaining).toBe(2)
  })
})

describe('createMachineRunner on a busy main thread', () => {
  /** A clock whose callbacks we fire by hand, as late as we like. */
  function manualClock() {
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
    return {
      clock,
      pending,
      fireAt(time: number) {
        now = time
        pending.shift()!.callback()
      },
    }
  }

  it('shortens the next wait by however late the last tick fired, keeping to the schedule', () => {
    const { clock, pending, fireAt } = manualClock()
    const runner = createMachineRunner(countdown, { remaining: 0 }, clock)
    runner.resume()
    runner.send({ type: 'start', from: 3 })
    expect(pending[0]!.delay).toBe(1000)
    fireAt(1250) // due at 1000, fired 250 ms late
    expect(runner.getState().remaining).toBe(2)
    expect(pending[0]!.delay).toBe(750) // next due at 2000
    fireAt(2600) // 600 ms late
    expect(pending[0]!.delay).toBe(400) // next due at 3000
  })

  it('catches up at once when a tick is later than a whole step', () => {
    const { clock, pending, fireAt } = manualClock()
    const runner = createMachineRunner(countdown, { remaining: 0 }, clock)
    runner.resume()
    runner.send({ type: 'start', from: 3 })
    fireAt(2500)
    expect(pending[0]!.delay).toBe(0)
  })

  it('measures a user event from the moment it happens', () => {
    const { clock, pending, fireAt } = manualClock()
    const runner = createMachineRunner(countdown, { remaining: 0 }, clock)
    runner.resume()
    runner.send({ type: 'start', from: 3 })
    fireAt(1400)
    runner.send({ type: 'start', from: 3 })
    expect(pending.at(-1)!.delay).toBe(1000)
  })
})
