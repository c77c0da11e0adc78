import { describe, expect, it, vi } from 'vitest'
import { tick } from '@/web/lib/clock'
import { expectChangeExactlyAfter, expectNoTimerAfterUnmount, fakeTimersInEachTest, mountMachine, stateAfter } from '@/web/lib/clock-test-support'
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
  fakeTimersInEachTest()

  it("shows 'Copied!' for exactly 2000 ms", () => {
    const runner = mountMachine(copyMachine, idleCopyState, { type: 'copied', templateId: 'email' })
    expectChangeExactlyAfter(runner, 2000, (state) => copyButtonLabel(state, 'email'), { from: 'Copied!', to: 'Copy' })
    expect(vi.getTimerCount()).toBe(0)
  })

  it('restarts the 2 s when copied again', () => {
    const runner = mountMachine(copyMachine, idleCopyState, { type: 'copied', templateId: 'email' })
    vi.advanceTimersByTime(1500)
    runner.send({ type: 'copied', templateId: 'sms' })
    const later = stateAfter(runner, 1500)
    expect(copyButtonLabel(later, 'sms')).toBe('Copied!')
    expect(copyButtonLabel(later, 'email')).toBe('Copy')
    expect(copyButtonLabel(stateAfter(runner, 500), 'sms')).toBe('Copy')
  })

  it('leaves no timer after unmount', () => {
    expectNoTimerAfterUnmount(mountMachine(copyMachine, idleCopyState, { type: 'copied', templateId: 'email' }))
  })
})
