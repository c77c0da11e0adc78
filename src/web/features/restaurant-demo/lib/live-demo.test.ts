import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMachineRunner, systemClock, tick } from '@/web/lib/clock'
import { idleLiveDemo, LIVE_DEMO_MS, liveDemoMachine } from './live-demo'

describe('Start Live Demo (pure)', () => {
  it('runs for 3 s once started, then finishes', () => {
    expect(LIVE_DEMO_MS).toBe(3000)
    const running = liveDemoMachine.reduce(idleLiveDemo, { type: 'start' })
    expect(running.status).toBe('running')
    expect(liveDemoMachine.delayFor(running)).toBe(3000)
    const finished = liveDemoMachine.reduce(running, tick)
    expect(finished.status).toBe('finished')
    expect(liveDemoMachine.delayFor(finished)).toBeNull()
  })

  it('ignores a second start while running, and can run again when finished', () => {
    const running = { status: 'running' } as const
    expect(liveDemoMachine.reduce(running, { type: 'start' })).toBe(running)
    expect(liveDemoMachine.reduce({ status: 'finished' }, { type: 'start' }).status).toBe('running')
  })
})

describe('Start Live Demo on a clock', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('re-enables the button exactly 3000 ms after the click', () => {
    const runner = createMachineRunner(liveDemoMachine, idleLiveDemo, systemClock)
    runner.resume()
    runner.send({ type: 'start' })
    vi.advanceTimersByTime(2999)
    expect(runner.getState().status).toBe('running')
    vi.advanceTimersByTime(1)
    expect(runner.getState().status).toBe('finished')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('clears its timer on unmount', () => {
    const runner = createMachineRunner(liveDemoMachine, idleLiveDemo, systemClock)
    runner.resume()
    runner.send({ type: 'start' })
    runner.pause()
    expect(vi.getTimerCount()).toBe(0)
  })
})
