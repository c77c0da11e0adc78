import { describe, expect, it } from 'vitest'
import { typedChanges } from './typed-values'

describe('adopting what was typed before the code ran', () => {
  it('keeps only the fields the form has, where the text differs from its state', () => {
    const current = { fullName: '', email: '', phone: '555' }
    expect(typedChanges({ fullName: 'Maria Lopez', email: '', phone: '555', website: 'https://spam.example' }, current)).toEqual({ fullName: 'Maria Lopez' })
    expect(typedChanges({}, current)).toEqual({})
  })

  it('never takes a name from the prototype', () => {
    expect(typedChanges({ toString: 'x', constructor: 'y' }, { fullName: '' })).toEqual({})
  })
})
