import { describe, expect, it } from 'vitest'
import { judgeSubmission, type SubmissionLimits } from './bot-check'

const limits: SubmissionLimits = { answeredPerMinute: 10, acceptedPerMinute: 60, minFillMs: 3_000 }
const now = 1_000_000
const begunAt = (issuedAt: number) => ({ kind: 'valid', issuedAt }) as const
const human = { website: '', formToken: begunAt(now - 30_000) }

describe('judgeSubmission', () => {
  it('answers a person', () => {
    expect(judgeSubmission(human, now, 1, 40, limits)).toEqual({ kind: 'answer' })
    expect(judgeSubmission({ formToken: begunAt(now - 3_000) }, now, 10, 40, limits)).toEqual({ kind: 'answer' })
  })

  it('quarantines a filled honeypot, a missing or forged token, a form sent too fast, and the 11th submission of a minute', () => {
    expect(judgeSubmission({ ...human, website: 'http://spam.example' }, now, 1, 40, limits)).toEqual({ kind: 'quarantine', reason: 'honeypot' })
    expect(judgeSubmission({ website: '', formToken: { kind: 'missing' } }, now, 1, 40, limits)).toEqual({ kind: 'quarantine', reason: 'no-token' })
    expect(judgeSubmission({ website: '', formToken: { kind: 'invalid' } }, now, 1, 40, limits)).toEqual({ kind: 'quarantine', reason: 'no-token' })
    expect(judgeSubmission({ website: '', formToken: begunAt(now - 2_999) }, now, 1, 40, limits)).toEqual({ kind: 'quarantine', reason: 'too-fast' })
    expect(judgeSubmission(human, now, 11, 40, limits)).toEqual({ kind: 'quarantine', reason: 'rate-limit' })
  })

  it('refuses, with the time to wait, past the accepted limit, whatever the form says', () => {
    expect(judgeSubmission(human, now, 61, 17, limits)).toEqual({ kind: 'reject', retryAfterSeconds: 17 })
    expect(judgeSubmission({ website: 'x', formToken: { kind: 'missing' } }, now, 61, 0, limits)).toEqual({ kind: 'reject', retryAfterSeconds: 1 })
  })
})
