import { describe, expect, it } from 'vitest'
import { googleConversionsCsv } from './google-conversions'

describe('the Google Ads offline conversions feed', () => {
  it('is Google’s template: the time zone, the header, one row per conversion in that zone', () => {
    const csv = googleConversionsCsv(
      [
        { gclid: 'EAIaIQobChMI-1', kind: 'booked', at: new Date('2026-11-27T19:30:00Z'), value: null },
        { gclid: 'EAIaIQobChMI-1', kind: 'won', at: new Date('2026-11-28T15:05:09Z'), value: 1500 },
      ],
      'America/New_York',
    )
    expect(csv).toBe(
      [
        'Parameters:TimeZone=America/New_York',
        'Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency',
        'EAIaIQobChMI-1,Booked call,2026-11-27 14:30:00,,',
        'EAIaIQobChMI-1,Won customer,2026-11-28 10:05:09,1500,USD',
        '',
      ].join('\r\n'),
    )
  })

  it('has only its two header lines with nothing to report', () => {
    expect(googleConversionsCsv([], 'UTC').split('\r\n')).toEqual(['Parameters:TimeZone=UTC', 'Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency', ''])
  })
})
