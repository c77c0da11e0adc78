import { describe, expect, it } from 'vitest'
import { formTokenMaxAgeMs, readFormToken, signFormToken } from './form-token'

const secret = 'a-test-secret-of-enough-length-0123456789'
const now = 1_800_000_000_000

describe('form tokens', () => {
  it('reads back the time a token was issued', () => {
    const token = signFormToken(secret, now - 5_000, 'nonce-1')
    expect(readFormToken(token, secret, now)).toEqual({ kind: 'valid', issuedAt: now - 5_000 })
  })

  it('tells a missing token from a forged one', () => {
    expect(readFormToken(undefined, secret, now)).toEqual({ kind: 'missing' })
    expect(readFormToken('', secret, now)).toEqual({ kind: 'missing' })
    expect(readFormToken('not-a-token', secret, now)).toEqual({ kind: 'invalid' })
    expect(readFormToken(signFormToken('another-secret-of-enough-length-000', now, 'n'), secret, now)).toEqual({ kind: 'invalid' })
  })

  it('cannot be moved back in time: changing the time breaks the signature', () => {
    const [version, , nonce, mac] = signFormToken(secret, now - 1_000, 'nonce-2').split('.')
    expect(readFormToken([version, now - 60_000, nonce, mac].join('.'), secret, now)).toEqual({ kind: 'invalid' })
  })

  it('refuses tokens from the future (beyond a minute of clock skew) and older than a week', () => {
    expect(readFormToken(signFormToken(secret, now + 30_000, 'n'), secret, now).kind).toBe('valid')
    expect(readFormToken(signFormToken(secret, now + 120_000, 'n'), secret, now)).toEqual({ kind: 'invalid' })
    expect(readFormToken(signFormToken(secret, now - formTokenMaxAgeMs - 1, 'n'), secret, now)).toEqual({ kind: 'invalid' })
  })
})
