import { describe, expect, it } from 'vitest'
import { busyFromICalendar, maxOccurrences, type CalendarFeedReading } from './calendar-feed'

const newYork = 'America/New_York'
// March 2027: the US clocks go forward on Sunday 14 March (02:00 EST → 03:00 EDT).
const march = { from: new Date('2027-03-01T00:00:00Z'), to: new Date('2027-04-01T00:00:00Z') }

/** A feed as the calendar services write it: CRLF lines. */
const feed = (...blocks: string[][]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Calendar feed//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', ...blocks.flat(), 'END:VCALENDAR', ''].join('\r\n')

let uid = 0
const event = (...lines: string[]) => [
  'BEGIN:VEVENT',
  ...(lines.some((line) => line.startsWith('UID:')) ? [] : [`UID:event-${++uid}@test`]),
  'DTSTAMP:20270101T000000Z',
  ...lines,
  'END:VEVENT',
]

/** Google Calendar's definition of New York time. */
const googleNewYork = [
  'BEGIN:VTIMEZONE',
  'TZID:America/New_York',
  'X-LIC-LOCATION:America/New_York',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
]

/** Outlook's: a Windows zone name, with rules since 1601. */
const outlookEastern = [
  'BEGIN:VTIMEZONE',
  'TZID:Eastern Standard Time',
  'BEGIN:STANDARD',
  'DTSTART:16010101T020000',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=1SU;BYMONTH=11',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:16010101T020000',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=2SU;BYMONTH=3',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
]

function busyOf(reading: CalendarFeedReading): [string, string][] {
  if (!reading.ok) throw new Error(reading.error)
  return reading.busy.map((period) => [period.start.toISOString(), period.end.toISOString()])
}

const read = (ics: string, window = march, timeZone = newYork) => busyOf(busyFromICalendar(ics, window, timeZone))

describe('busyFromICalendar: a Google Calendar feed', () => {
  // Monday stand-up 10:00-11:00 New York time, weekly from 1 March 2027: 8 March is cancelled
  // (EXDATE), 22 March is moved to 14:00 (RECURRENCE-ID), 29 March is cancelled by an override.
  const standUp = feed(
    googleNewYork,
    event(
      'UID:stand-up@google.com',
      'DTSTART;TZID=America/New_York:20270301T100000',
      'DTEND;TZID=America/New_York:20270301T110000',
      'RRULE:FREQ=WEEKLY;BYDAY=MO',
      'EXDATE;TZID=America/New_York:20270308T100000',
      'SUMMARY:Stand-up',
    ),
    event(
      'UID:stand-up@google.com',
      'RECURRENCE-ID;TZID=America/New_York:20270322T100000',
      'DTSTART;TZID=America/New_York:20270322T140000',
      'DTEND;TZID=America/New_York:20270322T150000',
      'SUMMARY:Stand-up (moved)',
    ),
    event(
      'UID:stand-up@google.com',
      'RECURRENCE-ID;TZID=America/New_York:20270329T100000',
      'DTSTART;TZID=America/New_York:20270329T100000',
      'DTEND;TZID=America/New_York:20270329T110000',
      'STATUS:CANCELLED',
    ),
  )

  it('expands a weekly rule across the March change, less the EXDATE, with the moved and the cancelled occurrence', () => {
    expect(read(standUp)).toEqual([
      ['2027-03-01T15:00:00.000Z', '2027-03-01T16:00:00.000Z'], // 10:00 EST
      // 8 March: EXDATE.
      ['2027-03-15T14:00:00.000Z', '2027-03-15T15:00:00.000Z'], // 10:00 EDT, after the change
      ['2027-03-22T18:00:00.000Z', '2027-03-22T19:00:00.000Z'], // moved to 14:00 EDT
      // 29 March: cancelled by its override.
    ])
  })

  it('reads a single event with TZID on either side of the change', () => {
    const ics = feed(
      googleNewYork,
      event('DTSTART;TZID=America/New_York:20270312T090000', 'DTEND;TZID=America/New_York:20270312T093000'),
      event('DTSTART;TZID=America/New_York:20270316T090000', 'DTEND;TZID=America/New_York:20270316T093000'),
    )
    expect(read(ics)).toEqual([
      ['2027-03-12T14:00:00.000Z', '2027-03-12T14:30:00.000Z'],
      ['2027-03-16T13:00:00.000Z', '2027-03-16T13:30:00.000Z'],
    ])
  })

  it('adds RDATE occurrences and drops a date-valued EXDATE', () => {
    const ics = feed(
      googleNewYork,
      event(
        'DTSTART;TZID=America/New_York:20270302T160000',
        'DTEND;TZID=America/New_York:20270302T163000',
        'RRULE:FREQ=WEEKLY;COUNT=3',
        'RDATE;TZID=America/New_York:20270325T080000',
        'EXDATE;VALUE=DATE:20270309',
      ),
    )
    expect(read(ics)).toEqual([
      ['2027-03-02T21:00:00.000Z', '2027-03-02T21:30:00.000Z'],
      ['2027-03-16T20:00:00.000Z', '2027-03-16T20:30:00.000Z'],
      ['2027-03-25T12:00:00.000Z', '2027-03-25T12:30:00.000Z'],
    ])
  })

  it('finds an occurrence moved into the window from after it', () => {
    const ics = feed(
      event('UID:review@test', 'DTSTART:20270405T140000Z', 'DTEND:20270405T150000Z', 'RRULE:FREQ=WEEKLY'),
      event('UID:review@test', 'RECURRENCE-ID:20270412T140000Z', 'DTSTART:20270331T140000Z', 'DTEND:20270331T150000Z'),
    )
    expect(read(ics)).toEqual([['2027-03-31T14:00:00.000Z', '2027-03-31T15:00:00.000Z']])
  })

  it('keeps overrides to their own event: another event at the same time is untouched', () => {
    const ics = feed(
      event('UID:a@test', 'DTSTART:20270301T140000Z', 'DTEND:20270301T150000Z', 'RRULE:FREQ=DAILY;COUNT=2'),
      event('UID:b@test', 'DTSTART:20270301T140000Z', 'DTEND:20270301T143000Z', 'RRULE:FREQ=DAILY;COUNT=2'),
      event('UID:b@test', 'RECURRENCE-ID:20270302T140000Z', 'DTSTART:20270302T140000Z', 'DTEND:20270302T143000Z', 'STATUS:CANCELLED'),
    )
    expect(read(ics)).toEqual([
      ['2027-03-01T14:00:00.000Z', '2027-03-01T14:30:00.000Z'],
      ['2027-03-01T14:00:00.000Z', '2027-03-01T15:00:00.000Z'],
      ['2027-03-02T14:00:00.000Z', '2027-03-02T15:00:00.000Z'],
    ])
  })
})

describe('busyFromICalendar: an Outlook feed', () => {
  it('reads "Eastern Standard Time" from its VTIMEZONE, before and after the change', () => {
    const ics = feed(
      outlookEastern,
      event('DTSTART;TZID=Eastern Standard Time:20270310T130000', 'DTEND;TZID=Eastern Standard Time:20270310T140000', 'X-MICROSOFT-CDO-BUSYSTATUS:BUSY'),
      event('DTSTART;TZID=Eastern Standard Time:20270316T130000', 'DTEND;TZID=Eastern Standard Time:20270316T140000', 'X-MICROSOFT-CDO-BUSYSTATUS:OOF'),
    )
    expect(read(ics)).toEqual([
      ['2027-03-10T18:00:00.000Z', '2027-03-10T19:00:00.000Z'],
      ['2027-03-16T17:00:00.000Z', '2027-03-16T18:00:00.000Z'],
    ])
  })

  it('expands a weekly rule in that zone across the change', () => {
    const ics = feed(
      outlookEastern,
      event(
        'DTSTART;TZID=Eastern Standard Time:20270309T090000',
        'DTEND;TZID=Eastern Standard Time:20270309T100000',
        'RRULE:FREQ=WEEKLY;UNTIL=20270317T000000Z;INTERVAL=1;BYDAY=TU;WKST=SU',
      ),
    )
    expect(read(ics)).toEqual([
      ['2027-03-09T14:00:00.000Z', '2027-03-09T15:00:00.000Z'],
      ['2027-03-16T13:00:00.000Z', '2027-03-16T14:00:00.000Z'],
    ])
  })

  it('ignores an event Outlook shows as free', () => {
    expect(read(feed(event('DTSTART:20270310T130000Z', 'DTEND:20270310T140000Z', 'X-MICROSOFT-CDO-BUSYSTATUS:FREE')))).toEqual([])
  })
})

describe('busyFromICalendar: all-day events', () => {
  it("takes an all-day event as the whole day in the owner's time zone", () => {
    const ics = feed(event('DTSTART;VALUE=DATE:20270317', 'DTEND;VALUE=DATE:20270318', 'SUMMARY:Conference'))
    expect(read(ics)).toEqual([['2027-03-17T04:00:00.000Z', '2027-03-18T04:00:00.000Z']])
    expect(read(ics, march, 'Pacific/Auckland')).toEqual([['2027-03-16T11:00:00.000Z', '2027-03-17T11:00:00.000Z']])
  })

  it('spans every day of a multi-day event, and one day without DTEND', () => {
    const ics = feed(event('DTSTART;VALUE=DATE:20270313', 'DTEND;VALUE=DATE:20270316'), event('DTSTART;VALUE=DATE:20270320'))
    expect(read(ics)).toEqual([
      // 13 March 00:00 EST to 16 March 00:00 EDT: 71 hours, the clocks went forward.
      ['2027-03-13T05:00:00.000Z', '2027-03-16T04:00:00.000Z'],
      ['2027-03-20T04:00:00.000Z', '2027-03-21T04:00:00.000Z'],
    ])
  })

  it('expands a repeating all-day event', () => {
    const ics = feed(event('DTSTART;VALUE=DATE:20270101', 'DTEND;VALUE=DATE:20270102', 'RRULE:FREQ=MONTHLY;BYMONTHDAY=1'))
    expect(read(ics)).toEqual([['2027-03-01T05:00:00.000Z', '2027-03-02T05:00:00.000Z']])
  })
})

describe('busyFromICalendar: times', () => {
  it('reads UTC times as they are', () => {
    expect(read(feed(event('DTSTART:20270318T150000Z', 'DTEND:20270318T153000Z')))).toEqual([['2027-03-18T15:00:00.000Z', '2027-03-18T15:30:00.000Z']])
  })

  it("reads a floating time on the owner's clock", () => {
    expect(read(feed(event('DTSTART:20270319T090000', 'DTEND:20270319T100000')))).toEqual([['2027-03-19T13:00:00.000Z', '2027-03-19T14:00:00.000Z']])
  })

  it('reads a TZID without a VTIMEZONE as the IANA zone it names', () => {
    // London is still on GMT until 28 March 2027.
    const ics = feed(event('DTSTART;TZID=Europe/London:20270319T090000', 'DTEND;TZID=Europe/London:20270319T100000'))
    expect(read(ics)).toEqual([['2027-03-19T09:00:00.000Z', '2027-03-19T10:00:00.000Z']])
  })

  it('reads a DURATION, and takes an event with no length as taking no time', () => {
    const ics = feed(event('DTSTART:20270318T150000Z', 'DURATION:PT45M'), event('DTSTART:20270318T170000Z'))
    expect(read(ics)).toEqual([['2027-03-18T15:00:00.000Z', '2027-03-18T15:45:00.000Z']])
  })

  it('clips to the window, drops what lies outside it, and sorts', () => {
    const ics = feed(
      event('DTSTART:20270331T230000Z', 'DTEND:20270401T010000Z'),
      event('DTSTART:20270228T230000Z', 'DTEND:20270301T010000Z'),
      event('DTSTART:20270215T100000Z', 'DTEND:20270215T110000Z'),
      event('DTSTART:20270415T100000Z', 'DTEND:20270415T110000Z'),
    )
    expect(read(ics)).toEqual([
      ['2027-03-01T00:00:00.000Z', '2027-03-01T01:00:00.000Z'],
      ['2027-03-31T23:00:00.000Z', '2027-04-01T00:00:00.000Z'],
    ])
  })
})

describe('busyFromICalendar: what does not take time', () => {
  it('ignores a transparent event and a cancelled one', () => {
    const ics = feed(
      event('DTSTART:20270310T130000Z', 'DTEND:20270310T140000Z', 'TRANSP:TRANSPARENT', 'SUMMARY:Birthday'),
      event('DTSTART:20270311T130000Z', 'DTEND:20270311T140000Z', 'STATUS:CANCELLED'),
      event('DTSTART:20270312T130000Z', 'DTEND:20270312T140000Z', 'TRANSP:OPAQUE'),
    )
    expect(read(ics)).toEqual([['2027-03-12T13:00:00.000Z', '2027-03-12T14:00:00.000Z']])
  })

  it('reads a feed without events as no busy time', () => {
    expect(busyFromICalendar(feed(), march, newYork)).toEqual({ ok: true, busy: [], skipped: 0 })
  })
})

// The hostile feeds run ical.js to the budget's end: about a second on a busy two-core machine.
describe('busyFromICalendar: garbage and hostile feeds', () => {
  it.each([
    ['plain text', 'this is not a calendar'],
    ['a sign-in page', '<!doctype html><html><body>Sign in to continue</body></html>'],
    ['nothing', ''],
    ['a calendar cut off half way', 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nDTSTART:20270301T100000Z'],
    ['a contact card', 'BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Jordan Ellis\r\nEND:VCARD\r\n'],
    ['JSON', '{"items": []}'],
  ])('refuses %s with a short reason, without throwing', (_what, text) => {
    const reading = busyFromICalendar(text, march, newYork)
    expect(reading.ok).toBe(false)
    if (!reading.ok) expect(reading.error.length).toBeLessThanOrEqual(160)
  })

  it('leaves out an event it cannot read and reads the rest', () => {
    const ics = feed(event('SUMMARY:No start'), event('DTSTART:20270318T150000Z', 'DTEND:20270318T153000Z'))
    const reading = busyFromICalendar(ics, march, newYork)
    expect(reading).toMatchObject({ ok: true, skipped: 1 })
    expect(busyOf(reading)).toEqual([['2027-03-18T15:00:00.000Z', '2027-03-18T15:30:00.000Z']])
  })

  it('leaves out a rule that repeats every second', () => {
    const ics = feed(event('DTSTART:20270301T100000Z', 'DURATION:PT1S', 'RRULE:FREQ=SECONDLY'), event('DTSTART:20270318T150000Z', 'DTEND:20270318T153000Z'))
    const reading = busyFromICalendar(ics, march, newYork)
    expect(reading).toMatchObject({ ok: true, skipped: 1 })
    expect(busyOf(reading)).toEqual([['2027-03-18T15:00:00.000Z', '2027-03-18T15:30:00.000Z']])
  }, 15_000)

  it('refuses a feed with more events in the window than any person keeps', () => {
    // Three rules of 2,000 one-minute events each.
    const crowded = [1, 2, 3].map((day) => event(`DTSTART:2027030${day}T000000Z`, 'DURATION:PT1M', 'RRULE:FREQ=MINUTELY;COUNT=2000'))
    expect(busyFromICalendar(feed(...crowded), march, newYork)).toEqual({
      ok: false,
      error: `The feed holds more than ${maxOccurrences.toLocaleString('en-US')} events in the window`,
    })
  }, 15_000)

  it('gives up on a rule that can never match, which ical.js alone would search for ever', () => {
    // There is no 30 February; one such event is left out, the rest is read.
    const ics = feed(
      event('DTSTART:20270101T100000Z', 'DTEND:20270101T110000Z', 'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30'),
      event('DTSTART:20270318T150000Z', 'DTEND:20270318T153000Z'),
    )
    const reading = busyFromICalendar(ics, march, newYork)
    expect(reading).toMatchObject({ ok: true, skipped: 1 })
    expect(busyOf(reading)).toHaveLength(1)
  }, 15_000)

  it('refuses a feed made of such rules as a whole', () => {
    const impossible = Array.from({ length: 8 }, () => event('DTSTART:20270101T100000Z', 'DTEND:20270101T110000Z', 'RRULE:FREQ=HOURLY;BYMONTH=4;BYMONTHDAY=31'))
    const reading = busyFromICalendar(feed(...impossible), march, newYork)
    expect(reading.ok).toBe(false)
    if (!reading.ok) expect(reading.error).toContain('steps to expand')
  }, 15_000)
})

describe('busyFromICalendar: events that began years ago', () => {
  it('expands a daily event set up in 2015 without walking its years, on its own rhythm', () => {
    // Every third day from Thursday 1 January 2015.
    const ics = feed(event('DTSTART:20150101T120000Z', 'DTEND:20150101T121500Z', 'RRULE:FREQ=DAILY;INTERVAL=3', 'EXDATE:20270305T120000Z'))
    const starts = read(ics).map(([start]) => start)
    const daysSince2015 = (iso: string) => (Date.parse(iso) - Date.parse('2015-01-01T12:00:00Z')) / 86_400_000
    expect(starts[0]).toBe('2027-03-02T12:00:00.000Z')
    expect(starts).not.toContain('2027-03-05T12:00:00.000Z')
    // 2, 8, 11, ... 29 March.
    expect(starts).toHaveLength(9)
    for (const start of starts) expect(daysSince2015(start) % 3).toBe(0)
  })

  it('keeps an every-other-week rule on its weeks', () => {
    // Tuesdays and Thursdays every second week from Tuesday 5 January 2016, 10:00 New York time.
    const ics = feed(
      googleNewYork,
      event('DTSTART;TZID=America/New_York:20160105T100000', 'DTEND;TZID=America/New_York:20160105T110000', 'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH'),
    )
    const weeksSince2016 = (iso: string) => Math.floor((Date.parse(iso) - Date.parse('2016-01-05T00:00:00Z')) / (7 * 86_400_000))
    const starts = read(ics).map(([start]) => start)
    expect(starts.length).toBeGreaterThanOrEqual(4)
    for (const start of starts) expect(weeksSince2016(start) % 2).toBe(0)
    expect(starts[0]).toBe(new Date('2027-03-02T15:00:00Z').toISOString())
  })
})
