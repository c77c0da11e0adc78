import { describe, expect, it } from 'vitest'
import { weeklyHoursSchema, type WeeklyHours } from '@/shared/booking'
import { clockMinutes, defaultWeeklyHours, formatWeeklyHours, parseWeeklyHours, weeklyHoursExample } from './weekly-hours'

const closed: WeeklyHours = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] }
const nineToFive = [{ start: '09:00', end: '17:00' }]

function hoursOf(text: string): WeeklyHours {
  const parsed = parseWeeklyHours(text)
  if (!parsed.ok) throw new Error(parsed.error)
  return parsed.hours
}

function errorOf(text: string): string {
  const parsed = parseWeeklyHours(text)
  if (parsed.ok) throw new Error(`"${text}" was accepted`)
  return parsed.error
}

describe('parseWeeklyHours', () => {
  it('reads the example: weekdays nine to five and Saturday morning, the rest closed', () => {
    expect(hoursOf('mon-fri 09:00-17:00; sat 10:00-13:00')).toEqual({
      ...closed,
      mon: nineToFive,
      tue: nineToFive,
      wed: nineToFive,
      thu: nineToFive,
      fri: nineToFive,
      sat: [{ start: '10:00', end: '13:00' }],
    })
  })

  it('reads a list of days and a list of ranges, in any order', () => {
    const split = [
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ]
    expect(hoursOf('mon,wed 13:00-17:00,09:00-12:00')).toEqual({ ...closed, mon: split, wed: split })
  })

  it('mixes single days and ranges of days in one list', () => {
    expect(Object.entries(hoursOf('mon-tue,thu,sat-sun 08:00-10:00')).filter(([, ranges]) => ranges.length > 0).map(([day]) => day)).toEqual([
      'mon',
      'tue',
      'thu',
      'sat',
      'sun',
    ])
  })

  it('ignores case and extra spaces, and a trailing semicolon', () => {
    expect(hoursOf('  MON - Fri   9:00 - 17:00 ;  Sat 10:00-13:00 , 14:00-15:00; ')).toEqual({
      ...closed,
      mon: nineToFive,
      tue: nineToFive,
      wed: nineToFive,
      thu: nineToFive,
      fri: nineToFive,
      sat: [
        { start: '10:00', end: '13:00' },
        { start: '14:00', end: '15:00' },
      ],
    })
  })

  it('accepts whole day names', () => {
    expect(hoursOf('monday 09:00-10:00').mon).toEqual([{ start: '09:00', end: '10:00' }])
  })

  it('adds up the entries that name the same day', () => {
    expect(hoursOf('mon-fri 09:00-12:00; mon 13:00-17:00').mon).toEqual([
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ])
  })

  it('lets ranges touch', () => {
    expect(hoursOf('mon 09:00-12:00,12:00-13:00').mon).toHaveLength(2)
  })

  it('gives what the shared schema accepts', () => {
    expect(weeklyHoursSchema.safeParse(hoursOf(weeklyHoursExample)).success).toBe(true)
  })

  it.each([
    ['an unknown day', 'mon-fry 09:00-17:00', '"fry" is not a day'],
    ['a backwards range of days', 'fri-mon 09:00-17:00', '"fri-mon" runs backwards'],
    ['a bad time', 'mon 9am-17:00', '"9am" is not a time'],
    ['an hour past 23', 'mon 09:00-24:00', '"24:00" is not a time'],
    ['minutes past 59', 'mon 09:60-17:00', '"09:60" is not a time'],
    ['an end before the start', 'mon 17:00-09:00', '"17:00-09:00" must end after it starts'],
    ['an end equal to the start', 'mon 09:00-09:00', '"09:00-09:00" must end after it starts'],
    ['overlapping ranges', 'mon 09:00-12:00,11:00-13:00', 'mon has overlapping ranges 09:00-12:00 and 11:00-13:00'],
    ['overlapping ranges from two entries', 'mon-fri 09:00-17:00; wed 16:00-18:00', 'wed has overlapping ranges 09:00-17:00 and 16:00-18:00'],
    ['a range without an end', 'mon 09:00', '"09:00" is not a range of times'],
    ['days without ranges', 'mon-fri', '"mon-fri" is not "<days> <ranges>"'],
    ['nothing at all', '  ; ', 'no working hours are given'],
    ['more than six ranges a day', 'mon 01:00-02:00,03:00-04:00,05:00-06:00,07:00-08:00,09:00-10:00,11:00-12:00,13:00-14:00', 'At most 6 stretches a day'],
  ])('refuses %s, saying what is wrong and how it should look', (_what, text, problem) => {
    const error = errorOf(text)
    expect(error).toContain(problem)
    expect(error).toContain(`e.g. "${weeklyHoursExample}"`)
  })

  it('quotes a bad day as it was written', () => {
    expect(errorOf('Someday 09:00-17:00')).toContain('"Someday" is not a day: use mon, tue, wed, thu, fri, sat or sun')
  })
})

describe('defaultWeeklyHours', () => {
  it('is Monday to Friday, 09:00-17:00', () => {
    expect(defaultWeeklyHours).toEqual(hoursOf('mon-fri 09:00-17:00'))
    expect(formatWeeklyHours(defaultWeeklyHours)).toBe('mon-fri 09:00-17:00')
  })
})

describe('formatWeeklyHours', () => {
  it.each([
    'mon-fri 09:00-17:00',
    'mon-fri 09:00-17:00; sat 10:00-13:00',
    'mon,wed 09:00-12:00,13:00-17:00',
    'mon-wed,fri 09:00-17:00; thu 12:00-20:00',
    'sat-sun 10:00-14:00',
    'sun 00:00-04:00',
  ])('writes %s back as it reads', (text) => {
    expect(formatWeeklyHours(hoursOf(text))).toBe(text)
  })

  it('joins consecutive days with the same ranges and keeps ranges in order', () => {
    expect(
      formatWeeklyHours({
        ...closed,
        tue: [{ start: '13:00', end: '17:00' }, { start: '09:00', end: '12:00' }],
        wed: [{ start: '09:00', end: '12:00' }, { start: '13:00', end: '17:00' }],
        thu: [{ start: '09:00', end: '12:00' }, { start: '13:00', end: '17:00' }],
      }),
    ).toBe('tue-thu 09:00-12:00,13:00-17:00')
  })

  it('is empty when every day is closed', () => {
    expect(formatWeeklyHours(closed)).toBe('')
  })
})

describe('clockMinutes', () => {
  it('counts minutes since midnight', () => {
    expect(clockMinutes('00:00')).toBe(0)
    expect(clockMinutes('09:30')).toBe(570)
    expect(clockMinutes('23:59')).toBe(1439)
  })
})
