import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMachineRunner, systemClock, tick } from '@/web/lib/clock'
import { COPIED_LABEL_MS, copyButtonLabel, copyMachine, idleCopyState } from './copy-state'

describe('Copy button label (pure)', () => {
  it("reads 'Copied!' on the copied template only, for 2 s", () => {
    expect(COPIED_LABEL_MS).toBe(2000)
    const copied = copyMachine.reduce(idleCopyState, { type: 'copied', templateId: 'sms' })
    expect(copyButtonLabel(copied, 'sms')).toBe('Copied!')
    expect(copyButtonLabel(copied, 'email')).toBe('Copy')
    expect(copyMachine.delayFor(copied)).toBe(2000)
    const reverted = copyMachine.reduce(copied, tick)
    expect(copyButtonLabel(reverted, 'sms')).toBe('Copy')
    expect(copyMachine.delayFor(reverted)).toBeNull()
  })

  it('says so when the clipboard refuses', () => {
    const failed = copyMachine.reduce(idleCopyState, { type: 'failed', templateId: 'email' })
    expect(copyButtonLabel(failed, 'email')).toBe('Copy failed')
  })

  it('treats a second copy as a new change, so the 2 s start again', () => {
    const first = copyMachine.reduce(idleCopyState, { type: 'copied', templateId: 'sms' })
    const second = copyMachine.reduce(first, { type: 'copied', templateId: 'sms' })
    expect(second).not.toBe(first)
    expect(second.sequence).toBe(first.sequence + 1)
  })
})

describe('Copy button label on a clock', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it("shows 'Copied!' for exactly 2000 ms", () => {
    const runner = createMachineRunner(copyMachine, idleCopyState, systemClock)
    runner.resume()
    runner.send({ type: 'copied', templateId: 'email' })
    vi.advanceTimersByTime(1999)
    expect(copyButtonLabel(runner.getState(), 'email')).toBe('Copied!')
    vi.advanceTimersByTime(1)
    expect(copyButtonLabel(runner.getState(), 'email')).toBe('Copy')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('restarts the 2 s when copied again', () => {
    const runner = createMachineRunner(copyMachine, idleCopyState, systemClock)
    runner.resume()
    runner.send({ type: 'copied', templateId: 'email' })
    vi.advanceTimersByTime(1500)
    runner.send({ type: 'copied', templateId: 'sms' })
    vi.advanceTimersByTime(1500)
    expect(copyButtonLabel(runner.getState(), 'sms')).toBe('Copied!')
    expect(copyButtonLabel(runner.getState(), 'email')).toBe('Copy')
    vi.advanceTimersByTime(500)
    expect(copyButtonLabel(runner.getState(), 'sms')).toBe('Copy')
  })

  it('leaves no timer after unmount', () => {
    const runner = createMachineRunner(copyMachine, idleCopyState, systemClock)
    runner.resume()
    runner.send({ type: 'copied', templateId: 'email' })
    runner.pause()
    expect(vi.getTimerCount()).toBe(0)
  })
})
