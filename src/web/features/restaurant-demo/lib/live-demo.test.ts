import { describe, expect, it, vi } from 'vitest'
import { tick } from '@/web/lib/clock'
import { expectChangeExactlyAfter, expectNoTimerAfterUnmount, fakeTimersInEachTest, mountMachine } from '@/web/lib/clock-test-support'
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
  fakeTimersInEachTest()

  it('re-enables the button exactly 3000 ms after the click', () => {
    const runner = mountMachine(liveDemoMachine, idleLiveDemo, { type: 'start' })
    expectChangeExactlyAfter(runner, 3000, (state) => state.status, { from: 'running', to: 'finished' })
    expect(vi.getTimerCount()).toBe(0)
  })

  it('clears its timer on unmount', () => {
    expectNoTimerAfterUnmount(mountMachine(liveDemoMachine, idleLiveDemo, { type: 'start' }))
  })
})
