import { describe, expect, it } from 'vitest'
import { outreachTemplates } from '../data/templates'
import { SMS_LIMIT, smsLength } from './sms'

describe('SMS character count', () => {
  it('counts against 160', () => {
    expect(SMS_LIMIT).toBe(160)
    expect(smsLength('Hello')).toEqual({ count: 5, limit: 160, remaining: 155, fits: true })
    expect(smsLength('x'.repeat(161))).toMatchObject({ count: 161, remaining: -1, fits: false })
    expect(smsLength('x'.repeat(160)).fits).toBe(true)
  })

  it('counts an emoji once, as the phone shows it', () => {
    expect(smsLength('👍').count).toBe(1)
  })

  it('keeps our SMS template within one message', () => {
    const sms = outreachTemplates.find(({ id }) => id === 'sms')!
    expect(smsLength(sms.body).fits).toBe(true)
  })
})
