import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { replies } from '@/shared/content/chat-replies'
import { replyDelayMs, scheduleReply, type Clock } from './reply-scheduler'

describe('reply scheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('answers after exactly 1 second (SPEC §9)', () => {
    expect(replyDelayMs).toBe(1000)
    const deliver = vi.fn()
    scheduleReply('How much does it cost?', deliver)
    vi.advanceTimersByTime(500)
    expect(deliver).not.toHaveBeenCalled()
    vi.advanceTimersByTime(499)
    expect(deliver).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(deliver).toHaveBeenCalledExactlyOnceWith({ type: 'bot', text: replies.pricing })
  })

  it('can be cancelled before the reply arrives', () => {
    const deliver = vi.fn()
    const cancel = scheduleReply('hello', deliver)
    cancel()
    vi.advanceTimersByTime(5000)
    expect(deliver).not.toHaveBeenCalled()
  })

  it('uses the clock it is given', () => {
    const timers: { callback: () => void; ms: number }[] = []
    const clock: Clock = { setTimeout: (callback, ms) => timers.push({ callback, ms }), clearTimeout: () => {} }
    const deliver = vi.fn()
    scheduleReply('Is it safe?', deliver, clock)
    expect(timers).toHaveLength(1)
    expect(timers[0]!.ms).toBe(1000)
    timers[0]!.callback()
    expect(deliver).toHaveBeenCalledWith({ type: 'bot', text: replies.security })
  })
})
