import { describe, expect, it } from 'vitest'
import { countTextSegments, describeTextSegments } from './text-segments'

describe('the text segment counter', () => {
  it('counts plain text as GSM-7, 160 in one segment', () => {
    expect(countTextSegments('')).toMatchObject({ encoding: 'GSM-7', units: 0, segments: 1, capacity: 160 })
    expect(countTextSegments('a'.repeat(160))).toMatchObject({ encoding: 'GSM-7', units: 160, segments: 1, capacity: 160 })
  })

  it('counts 153 a segment once a GSM-7 text needs more than one', () => {
    expect(countTextSegments('a'.repeat(161))).toMatchObject({ segments: 2, capacity: 306 })
    expect(countTextSegments('a'.repeat(306))).toMatchObject({ segments: 2 })
    expect(countTextSegments('a'.repeat(307))).toMatchObject({ segments: 3, capacity: 459 })
  })

  it('counts the extension characters twice', () => {
    expect(countTextSegments('{€}')).toMatchObject({ encoding: 'GSM-7', units: 6 })
    expect(countTextSegments('€'.repeat(80))).toMatchObject({ units: 160, segments: 1 })
    expect(countTextSegments('€'.repeat(81))).toMatchObject({ units: 162, segments: 2 })
  })

  it('sends the whole text as UCS-2 for one character outside the alphabet: 70, then 67 a segment', () => {
    const curly = countTextSegments(`Don’t worry${'a'.repeat(59)}`)
    expect(curly).toMatchObject({ encoding: 'UCS-2', units: 70, segments: 1, capacity: 70, nonGsmCharacters: ['’'] })
    expect(countTextSegments(`${'a'.repeat(70)}’`)).toMatchObject({ units: 71, segments: 2, capacity: 134 })
    // An emoji is two UTF-16 units.
    expect(countTextSegments('See you 🙂')).toMatchObject({ encoding: 'UCS-2', units: 10, nonGsmCharacters: ['🙂'] })
  })

  it('says the count, the segments and what made it UCS-2', () => {
    expect(describeTextSegments(countTextSegments('Hello'))).toBe('5/160 · 1 segment')
    expect(describeTextSegments(countTextSegments('a'.repeat(200)))).toBe('200/306 · 2 segments')
    expect(describeTextSegments(countTextSegments('Café ☕'))).toBe('6/70 · 1 segment · 70 per segment because of ☕')
  })
})
