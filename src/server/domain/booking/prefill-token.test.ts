import { describe, expect, it } from 'vitest'
import { readPrefillToken, signPrefillToken } from './prefill-token'

const secret = 'a-test-secret-of-enough-length-0123456789'
const leadId = '3f1c8a52-54c1-4f4e-9d55-1f3a2b4c5d6e'
const now = Date.parse('2027-03-01T12:00:00Z')

describe('the booking link token', () => {
  it('names the lead until it expires, and then no longer', () => {
    const token = signPrefillToken(secret, leadId, now + 1000)
    expect(readPrefillToken(token, secret, now)).toBe(leadId)
    expect(readPrefillToken(token, secret, now + 1001)).toBeNull()
  })

  it('carries nothing personal: only the lead id, an expiry and a signature', () => {
    expect(signPrefillToken(secret, leadId, now)).toMatch(/^p1\.[0-9a-f-]{36}\.\d+\.[\w-]{43}$/)
  })

  it('refuses a token signed with another secret, for another lead or with a moved expiry', () => {
    const token = signPrefillToken(secret, leadId, now + 1000)
    expect(readPrefillToken(token, `${secret}x`, now)).toBeNull()
    const [version, , expires, sig] = token.split('.')
    expect(readPrefillToken([version, '00000000-0000-4000-8000-000000000000', expires, sig].join('.'), secret, now)).toBeNull()
    expect(readPrefillToken([version, leadId, String(now + 10_000_000), sig].join('.'), secret, now)).toBeNull()
    expect(readPrefillToken('garbage', secret, now)).toBeNull()
    expect(readPrefillToken(undefined, secret, now)).toBeNull()
  })
})
