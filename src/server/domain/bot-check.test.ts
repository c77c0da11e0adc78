import { describe, expect, it } from 'vitest'
import { createRateLimiter, judgeForm } from './bot-check'

describe('judgeForm', () => {
  const now = 1_000_000
  it('passes an empty honeypot and a form shown long enough ago', () => {
    expect(judgeForm({ website: '', formStartedAt: now - 3_000 }, now, 3_000)).toEqual({ bot: false })
  })
  it('stops a filled honeypot, whatever the timing', () => {
    expect(judgeForm({ website: 'http://x', formStartedAt: now - 60_000 }, now, 3_000)).toEqual({ bot: true, reason: 'honeypot' })
    expect(judgeForm({ website: '   ' }, now, 3_000)).toEqual({ bot: false })
  })
  it('stops a form sent sooner than the minimum', () => {
    expect(judgeForm({ formStartedAt: now - 2_999 }, now, 3_000)).toEqual({ bot: true, reason: 'too-fast' })
    expect(judgeForm({ formStartedAt: now }, now, 3_000)).toEqual({ bot: true, reason: 'too-fast' })
  })
  it('does not judge a browser clock ahead of the server’s, nor a missing time', () => {
    expect(judgeForm({ formStartedAt: now + 60_000 }, now, 3_000)).toEqual({ bot: false })
    expect(judgeForm({}, now, 3_000)).toEqual({ bot: false })
  })
})

describe('createRateLimiter', () => {
  it('allows max requests per key and window, then refuses until the window passes', () => {
    const limiter = createRateLimiter({ max: 2, windowMs: 60_000 })
    expect([limiter.take('a', 0), limiter.take('a', 1), limiter.take('a', 2)]).toEqual([true, true, false])
    expect(limiter.take('b', 3)).toBe(true)
    expect(limiter.take('a', 60_000)).toBe(true)
  })
  it('stays bounded in memory', () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000, maxKeys: 3 })
    for (let i = 0; i < 10; i++) expect(limiter.take(`ip${i}`, i)).toBe(true)
  })
})
