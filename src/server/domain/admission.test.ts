import { describe, expect, it } from 'vitest'
import { drainPerSecond, judgeAdmission, type AdmissionPolicy } from './admission'

const hour = 3_600_000
const policy: AdmissionPolicy = { maxWaitMs: 3_000, minDrainPerSecond: 20, maxRetryAfterSeconds: 60 }

describe('admission of a new lead', () => {
  it('takes a lead when nothing is queued', () => {
    expect(judgeAdmission({ backlog: 0, admittedSinceCount: 0, drainPerSecond: 0, oldestWaitMs: 0, reachableForMs: hour }, policy)).toEqual({ admit: true, predictedWaitMs: 0 })
  })

  it('predicts the wait from what is queued ahead and the measured drain', () => {
    expect(judgeAdmission({ backlog: 150, admittedSinceCount: 50, drainPerSecond: 100, oldestWaitMs: 0, reachableForMs: hour }, policy)).toEqual({ admit: true, predictedWaitMs: 2_000 })
  })

  it('takes a lead whose predicted wait is exactly the budget', () => {
    expect(judgeAdmission({ backlog: 300, admittedSinceCount: 0, drainPerSecond: 100, oldestWaitMs: 0, reachableForMs: hour }, policy).admit).toBe(true)
  })

  it('refuses past the budget, asking to come back once the queue ahead is answered', () => {
    expect(judgeAdmission({ backlog: 301, admittedSinceCount: 0, drainPerSecond: 100, oldestWaitMs: 0, reachableForMs: hour }, policy)).toEqual({ admit: false, predictedWaitMs: 3_010, retryAfterSeconds: 4 })
  })

  it('counts the leads this instance took since the last count', () => {
    expect(judgeAdmission({ backlog: 250, admittedSinceCount: 60, drainPerSecond: 100, oldestWaitMs: 0, reachableForMs: hour }, policy).admit).toBe(false)
  })

  it('assumes the minimum drain when less was measured (after a quiet spell)', () => {
    expect(judgeAdmission({ backlog: 60, admittedSinceCount: 0, drainPerSecond: 0, oldestWaitMs: 0, reachableForMs: hour }, policy)).toEqual({ admit: true, predictedWaitMs: 3_000 })
    expect(judgeAdmission({ backlog: 61, admittedSinceCount: 0, drainPerSecond: 2, oldestWaitMs: 0, reachableForMs: hour }, policy)).toMatchObject({ admit: false, retryAfterSeconds: 4 })
  })

  it('refuses when the oldest lead waiting has already waited past the budget, whatever the drain predicts', () => {
    expect(judgeAdmission({ backlog: 10, admittedSinceCount: 0, drainPerSecond: 0, oldestWaitMs: 11_500, reachableForMs: hour }, policy)).toEqual({ admit: false, predictedWaitMs: 11_500, retryAfterSeconds: 12 })
    expect(judgeAdmission({ backlog: 10, admittedSinceCount: 0, drainPerSecond: 0, oldestWaitMs: 2_000, reachableForMs: hour }, policy).admit).toBe(true)
  })

  it('counts only the waiting since the database was last reachable: an outage or a restart is not the pace', () => {
    // The oldest lead waited out a 15 s outage; back 500 ms ago, 10 leads drain at the assumed pace.
    expect(judgeAdmission({ backlog: 10, admittedSinceCount: 0, drainPerSecond: 0, oldestWaitMs: 16_000, reachableForMs: 500 }, policy)).toEqual({ admit: true, predictedWaitMs: 500 })
    // Reachable for 5 s and still not drained: that is the pace now.
    expect(judgeAdmission({ backlog: 10, admittedSinceCount: 0, drainPerSecond: 0, oldestWaitMs: 16_000, reachableForMs: 5_000 }, policy)).toMatchObject({ admit: false, predictedWaitMs: 5_000 })
  })

  it('asks for at least one second and at most the longest Retry-After', () => {
    expect(judgeAdmission({ backlog: 2, admittedSinceCount: 0, drainPerSecond: 1_000, oldestWaitMs: 0, reachableForMs: hour }, { ...policy, maxWaitMs: 1 })).toMatchObject({ admit: false, retryAfterSeconds: 1 })
    expect(judgeAdmission({ backlog: 100_000, admittedSinceCount: 0, drainPerSecond: 10, oldestWaitMs: 0, reachableForMs: hour }, policy)).toMatchObject({ admit: false, retryAfterSeconds: 60 })
  })

  it('takes every lead when admission is off (a budget of 0)', () => {
    expect(judgeAdmission({ backlog: 100_000, admittedSinceCount: 0, drainPerSecond: 0, oldestWaitMs: 0, reachableForMs: hour }, { ...policy, maxWaitMs: 0 }).admit).toBe(true)
  })
})

describe('the drain a lead is judged by', () => {
  const window = { windowMs: 3_000, minSpanMs: 500 }

  it('is the first answers started in the window over the window when they span all of it', () => {
    expect(drainPerSecond({ count: 300, oldestAgoMs: 2_990 }, window)).toBeCloseTo(300 / 2.99)
    // Clamped to the window: a row just older than it (a clock's rounding) does not stretch it.
    expect(drainPerSecond({ count: 300, oldestAgoMs: 3_200 }, window)).toBe(100)
  })

  it('is measured over the time they span at the start of a burst after a quiet spell', () => {
    // 90 started in the burst's first 600 ms: 150 a second, not the 30 the window would say.
    expect(drainPerSecond({ count: 90, oldestAgoMs: 600 }, window)).toBe(150)
  })

  it('counts a span shorter than the minimum as the minimum', () => {
    expect(drainPerSecond({ count: 5, oldestAgoMs: 20 }, window)).toBe(10)
  })

  it('is 0 when nothing started', () => {
    expect(drainPerSecond({ count: 0, oldestAgoMs: 0 }, window)).toBe(0)
  })
})
