import { describe, expect, it } from 'vitest'
import { consentPhoneProblem, smsConsent } from './sms-consent'

describe('consent to texts on the forms', () => {
  it('asks for a number to text only when the box is ticked and the phone is empty', () => {
    expect(consentPhoneProblem(true, '')).toBe('Enter a mobile number we can text, or untick "Text me about my request"')
    expect(consentPhoneProblem(true, '   ')).toBe(smsConsent.phoneProblem)
    expect(consentPhoneProblem(true, undefined)).toBe(smsConsent.phoneProblem)
    expect(consentPhoneProblem(true, '(859) 555-0187')).toBeUndefined()
    expect(consentPhoneProblem(false, '')).toBeUndefined()
    expect(consentPhoneProblem(undefined, '')).toBeUndefined()
  })
})
