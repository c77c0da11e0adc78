import { describe, expect, it } from 'vitest'
import { defaultQuietHours, parseQuietHours, textSendTime } from './quiet-hours'

const newYork = 'America/New_York'
const at = (iso: string) => new Date(iso)

describe('quiet hours for automated texts', () => {
  it('sends at once between 08:00 and 21:00 in the lead’s zone', () => {
    // 14:00 in New York (EST, UTC-5).
    expect(textSendTime({ due: at('2027-01-12T19:00:00Z'), timeZone: newYork })).toEqual(at('2027-01-12T19:00:00Z'))
    expect(textSendTime({ due: at('2027-01-12T13:00:00Z'), timeZone: newYork })).toEqual(at('2027-01-12T13:00:00Z'))
  })

  it('holds a text due at night until 08:00, the same morning or the next', () => {
    // 23:30 on the 12th in New York → 08:00 on the 13th.
    expect(textSendTime({ due: at('2027-01-13T04:30:00Z'), timeZone: newYork })).toEqual(at('2027-01-13T13:00:00Z'))
    // 05:00 on the 13th → 08:00 that day.
    expect(textSendTime({ due: at('2027-01-13T10:00:00Z'), timeZone: newYork })).toEqual(at('2027-01-13T13:00:00Z'))
    // 21:00 exactly is quiet.
    expect(textSendTime({ due: at('2027-01-13T02:00:00Z'), timeZone: newYork })).toEqual(at('2027-01-13T13:00:00Z'))
  })

  it('reads the lead’s own zone, not the server’s', () => {
    // 06:00 in Los Angeles is 09:00 in New York: quiet for the lead in Los Angeles.
    expect(textSendTime({ due: at('2027-01-12T14:00:00Z'), timeZone: 'America/Los_Angeles' })).toEqual(at('2027-01-12T16:00:00Z'))
  })

  it('keeps 08:00 local across daylight saving, spring and autumn', () => {
    // 01:30 EST on 14 March 2027, the night the clocks go forward: 08:00 EDT is 12:00 UTC.
    expect(textSendTime({ due: at('2027-03-14T06:30:00Z'), timeZone: newYork })).toEqual(at('2027-03-14T12:00:00Z'))
    // 22:00 EDT on 6 November 2027; the clocks go back that night: 08:00 EST on the 7th is 13:00 UTC.
    expect(textSendTime({ due: at('2027-11-07T02:00:00Z'), timeZone: newYork })).toEqual(at('2027-11-07T13:00:00Z'))
  })

  it('answers an inquiry made in the last five minutes at once, whatever the hour', () => {
    const night = at('2027-01-13T04:30:00Z')
    expect(textSendTime({ due: night, timeZone: newYork, inquiredAt: at('2027-01-13T04:26:00Z') })).toEqual(night)
    expect(textSendTime({ due: night, timeZone: newYork, inquiredAt: at('2027-01-13T04:24:00Z') })).toEqual(at('2027-01-13T13:00:00Z'))
  })

  it('reads SMS_QUIET_HOURS, spanning midnight or not', () => {
    expect(parseQuietHours('21:00-08:00')).toEqual(defaultQuietHours)
    expect(parseQuietHours(' 20:30 - 09:15 ')).toEqual({ start: 20 * 60 + 30, end: 9 * 60 + 15 })
    const lunch = parseQuietHours('12:00-13:00')!
    expect(textSendTime({ due: at('2027-01-12T17:30:00Z'), timeZone: newYork, quiet: lunch })).toEqual(at('2027-01-12T18:00:00Z'))
    expect(textSendTime({ due: at('2027-01-12T19:30:00Z'), timeZone: newYork, quiet: lunch })).toEqual(at('2027-01-12T19:30:00Z'))
    for (const bad of ['', '21-08', '25:00-08:00', '21:00-21:00', '9:00-17:00']) expect(parseQuietHours(bad)).toBeUndefined()
  })
})
