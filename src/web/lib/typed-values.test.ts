import { describe, expect, it } from 'vitest'
import { typedChanges } from './typed-values'

describe('adopting what was typed before the code ran', () => {
  it('keeps only the fields the form has, where the text differs from its state', () => {
    const current = { fullName: '', email: '', phone: '555' }
    expect(typedChanges({ fullName: 'Maria Lopez', email: '', phone: '555', website: 'https://spam.example' }, current)).toEqual({ fullName: 'Maria Lopez' })
    expect(typedChanges({}, current)).toEqual({})
  })

  it('adopts a box ticked before the code ran, and only where the state holds a box', () => {
    const current = { phone: '', smsConsent: false }
    expect(typedChanges({ phone: '', smsConsent: true }, current)).toEqual({ smsConsent: true })
    expect(typedChanges({ phone: '', smsConsent: false }, current)).toEqual({})
    // A text field and a box of the same name never take each other's kind of value.
    expect(typedChanges({ phone: true, smsConsent: 'on' }, current)).toEqual({})
  })

  it('never takes a name from the prototype', () => {
    expect(typedChanges({ toString: 'x', constructor: 'y' }, { fullName: '' })).toEqual({})
  })
})
