import { describe, expect, it } from 'vitest'
import { countSegments, fitsOneGsmSegment, toGsmPunctuation } from './sms-segments'

describe('SMS segments', () => {
  it('counts a plain text as GSM-7: 160 in one segment, 153 a segment past that', () => {
    expect(countSegments('a'.repeat(160))).toMatchObject({ encoding: 'GSM-7', units: 160, segments: 1 })
    expect(countSegments('a'.repeat(161))).toMatchObject({ encoding: 'GSM-7', units: 161, segments: 2 })
    expect(countSegments('a'.repeat(306))).toMatchObject({ segments: 2 })
    expect(countSegments('a'.repeat(307))).toMatchObject({ segments: 3 })
    expect(countSegments('')).toMatchObject({ units: 0, segments: 1 })
  })

  it('counts the extension table’s characters twice', () => {
    expect(countSegments('€{}[]~\\|^')).toMatchObject({ encoding: 'GSM-7', units: 18 })
    expect(countSegments(`${'a'.repeat(158)}€`)).toMatchObject({ units: 160, segments: 1 })
    expect(countSegments(`${'a'.repeat(159)}€`)).toMatchObject({ units: 161, segments: 2 })
  })

  it('sends the whole text as UCS-2 for one character outside the alphabet: 70, then 67 a segment', () => {
    const emoji = countSegments(`${'a'.repeat(60)} 😀`)
    expect(emoji).toMatchObject({ encoding: 'UCS-2', units: 63, segments: 1, nonGsmCharacters: ['😀'] })
    const curly = countSegments(`We’re on it: ${'a'.repeat(100)}`)
    expect(curly).toMatchObject({ encoding: 'UCS-2', segments: 2, nonGsmCharacters: ['’'] })
    expect(countSegments('é'.repeat(70) + 'ê')).toMatchObject({ encoding: 'UCS-2', units: 71, segments: 2 })
    expect(countSegments('ê'.repeat(134))).toMatchObject({ segments: 2 })
    expect(countSegments('ê'.repeat(135))).toMatchObject({ segments: 3 })
  })

  it('keeps GSM-7 for the alphabet’s own accented letters and Greek capitals, and not for others', () => {
    expect(countSegments('Ñandú').nonGsmCharacters).toEqual(['ú'])
    expect(countSegments('Ça va? Ñoño, Ærø, ΔΩ, §1, ¿Qué? ¡Sì! àèù')).toMatchObject({ encoding: 'GSM-7', nonGsmCharacters: [] })
  })

  it('puts typed punctuation in GSM-7’s terms, and says what fits one segment', () => {
    const text = toGsmPunctuation('Hi Sam \u2014 we\u2019re \u201Cready\u201D\u2026')
    expect(text).toBe('Hi Sam - we\'re "ready"...')
    expect(fitsOneGsmSegment(text)).toBe(true)
    expect(fitsOneGsmSegment('Hi 😀')).toBe(false)
    expect(fitsOneGsmSegment('a'.repeat(161))).toBe(false)
  })
})
