import { describe, expect, it } from 'vitest'
import { e164Of, readPhone } from './phone'

describe('phone numbers for texts', () => {
  it.each([
    ['(859) 555-0123', '+18595550123'],
    ['859.555.0123', '+18595550123'],
    ['859 555 0123', '+18595550123'],
    ['+1 859-555-0123', '+18595550123'],
    ['1 (859) 555 0123', '+18595550123'],
    ['+44 7911 123456', '+447911123456'],
  ])('makes %j E.164 (%s) and textable', (typed, e164) => {
    expect(readPhone(typed)).toMatchObject({ textable: true, e164 })
  })

  it('reads a number without a country code in the region given', () => {
    expect(readPhone('07911 123456', 'GB')).toMatchObject({ textable: true, e164: '+447911123456' })
  })

  it.each(['', '   ', 'call me', '123', '555-0123', '(859) 555-01234567', '+1 000 000 0000'])('refuses %j as not a number', (typed) => {
    expect(readPhone(typed).textable).toBe(false)
  })

  it('never texts a number that cannot be a mobile: toll-free, a landline abroad', () => {
    expect(readPhone('(800) 555-0199')).toMatchObject({ textable: false, reason: 'not-mobile', e164: '+18005550199' })
    expect(readPhone('+44 20 7946 0018')).toMatchObject({ textable: false, reason: 'not-mobile' })
  })

  it('gives the E.164 form of any valid number, for matching a caller to a lead', () => {
    expect(e164Of('(800) 555-0199')).toBe('+18005550199')
    expect(e164Of('(859) 555-0123')).toBe('+18595550123')
    expect(e164Of('nope')).toBeUndefined()
  })
})
