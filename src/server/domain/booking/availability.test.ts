import { describe, expect, it } from 'vitest'
import type { WeeklyHours } from '@/shared/booking'
import { addDays, dayStartUtc, freeSlots, nearbySlots, ownerDay, slotVerdict, type AvailabilityRules, type Interval, type SlotRulesInput } from './availability'
import { defaultWeeklyHours, parseWeeklyHours } from './weekly-hours'

const newYork = 'America/New_York'
const at = (iso: string) => new Date(iso)
const call = (start: string, minutes = 30): Interval => ({ start: at(start), end: new Date(at(start).getTime() + minutes * 60_000) })
const startsOf = (slots: Interval[]) => slots.map((slot) => slot.start.toISOString())

function hours(text: string): WeeklyHours {
  const parsed = parseWeeklyHours(text)
  if (!parsed.ok) throw new Error(parsed.error)
  return parsed.hours
}

/** The environment's defaults (issue 22): 15-minute buffer, 4 hours' notice, 6 a day, 21 days ahead. */
const defaults: AvailabilityRules = { weeklyHours: defaultWeeklyHours, bufferMinutes: 15, minNoticeHours: 4, maxPerDay: 6, horizonDays: 21, daysOff: [] }

// Friday 8 January 2027, 07:00 in New York (EST, UTC-5): the week of 11 January is ahead.
const fridayMorning = at('2027-01-08T12:00:00Z')

type Overrides = Partial<Omit<SlotRulesInput, 'rules'>> & { rules?: Partial<AvailabilityRules> }

function input(overrides: Overrides = {}): SlotRulesInput {
  return {
    timeZone: newYork,
    callMinutes: 30,
    now: fridayMorning,
    bookings: [],
    busy: [],
    ...overrides,
    rules: { ...defaults, ...overrides.rules },
  }
}

const slotsOn = (day: string, overrides: Overrides = {}) => startsOf(freeSlots({ ...input(overrides), from: day, days: 1 }))
const verdict = (slot: Interval, overrides: Overrides = {}) => slotVerdict({ ...input(overrides), slot })

describe('freeSlots on an ordinary week (America/New_York, EST)', () => {
  const week = freeSlots({ ...input(), from: '2027-01-11', days: 7 })

  it('offers every half hour from 09:00 to 16:30 local, Monday to Friday', () => {
    expect(week).toHaveLength(5 * 16)
    expect(startsOf(week).slice(0, 3)).toEqual(['2027-01-11T14:00:00.000Z', '2027-01-11T14:30:00.000Z', '2027-01-11T15:00:00.000Z'])
    // The last call of Monday ends at 17:00 local: 22:00Z.
    expect(week[15]).toEqual(call('2027-01-11T21:30:00Z'))
    expect(week.at(-1)).toEqual(call('2027-01-15T21:30:00Z'))
  })

  it('offers nothing at the weekend', () => {
    expect(week.filter((slot) => ownerDay(slot.start, newYork) >= '2027-01-16')).toEqual([])
  })

  it('lists the slots soonest first, each 30 minutes long', () => {
    for (let index = 0; index < week.length; index++) {
      expect(week[index]!.end.getTime() - week[index]!.start.getTime()).toBe(30 * 60_000)
      if (index > 0) expect(week[index]!.start.getTime()).toBeGreaterThan(week[index - 1]!.start.getTime())
    }
  })

  it('lays the grid from the start of each range of a split day', () => {
    const rules = { weeklyHours: hours('mon 09:15-10:30,13:00-14:00') }
    expect(slotsOn('2027-01-11', { rules })).toEqual([
      '2027-01-11T14:15:00.000Z',
      '2027-01-11T14:45:00.000Z',
      '2027-01-11T18:00:00.000Z',
      '2027-01-11T18:30:00.000Z',
    ])
  })
})

describe('freeSlots across the 2027 US daylight-saving changes', () => {
  // Every Sunday from midnight to 04:00, to see the night the clocks change.
  const sundayNight = { weeklyHours: hours('sun 00:00-04:00'), minNoticeHours: 0 }

  it('skips the hour that does not exist on Sunday 14 March 2027 (02:00 EST jumps to 03:00 EDT)', () => {
    const slots = freeSlots({ ...input({ now: at('2027-03-01T12:00:00Z'), rules: sundayNight }), from: '2027-03-14', days: 1 })
    expect(slots).toEqual([
      call('2027-03-14T05:00:00Z'), // 00:00 EST
      call('2027-03-14T05:30:00Z'), // 00:30 EST
      call('2027-03-14T06:00:00Z'), // 01:00 EST
      call('2027-03-14T06:30:00Z'), // 01:30 EST, ending at 03:00 EDT
      call('2027-03-14T07:00:00Z'), // 03:00 EDT
      call('2027-03-14T07:30:00Z'), // 03:30 EDT, ending at the range's end, 04:00 EDT
    ])
  })

  it('offers the repeated hour once, at its first occurrence, on Sunday 7 November 2027 (02:00 EDT falls back to 01:00 EST)', () => {
    const slots = freeSlots({ ...input({ now: at('2027-10-25T12:00:00Z'), rules: sundayNight }), from: '2027-11-07', days: 1 })
    expect(slots).toEqual([
      call('2027-11-07T04:00:00Z'), // 00:00 EDT
      call('2027-11-07T04:30:00Z'), // 00:30 EDT
      call('2027-11-07T05:00:00Z'), // 01:00 EDT (not 01:00 EST, 06:00Z)
      call('2027-11-07T05:30:00Z'), // 01:30 EDT
      call('2027-11-07T07:00:00Z'), // 02:00 EST
      call('2027-11-07T07:30:00Z'),
      call('2027-11-07T08:00:00Z'),
      call('2027-11-07T08:30:00Z'), // 03:30 EST
    ])
  })

  it('takes the first 01:00 and 01:30 for a range inside the repeated hour', () => {
    const rules = { weeklyHours: hours('sun 01:00-02:00'), minNoticeHours: 0 }
    expect(slotsOn('2027-11-07', { now: at('2027-10-25T12:00:00Z'), rules })).toEqual(['2027-11-07T05:00:00.000Z', '2027-11-07T05:30:00.000Z'])
  })

  it('keeps Saturday evening on standard time before the March change', () => {
    const rules = { weeklyHours: hours('sat 22:00-23:59'), minNoticeHours: 0 }
    expect(slotsOn('2027-03-13', { now: at('2027-03-01T12:00:00Z'), rules })).toEqual([
      '2027-03-14T03:00:00.000Z',
      '2027-03-14T03:30:00.000Z',
      '2027-03-14T04:00:00.000Z',
    ])
  })

  it('opens at 09:00 local on the Monday after each change: 13:00Z after March, 14:00Z after November', () => {
    expect(slotsOn('2027-03-15', { now: at('2027-03-08T12:00:00Z') })[0]).toBe('2027-03-15T13:00:00.000Z')
    expect(slotsOn('2027-03-12', { now: at('2027-03-08T12:00:00Z') })[0]).toBe('2027-03-12T14:00:00.000Z')
    expect(slotsOn('2027-11-08', { now: at('2027-11-01T12:00:00Z') })[0]).toBe('2027-11-08T14:00:00.000Z')
    expect(slotsOn('2027-11-05', { now: at('2027-11-01T12:00:00Z') })[0]).toBe('2027-11-05T13:00:00.000Z')
  })

  it('accepts at booking time exactly the calls it offers on those nights', () => {
    const rules = sundayNight
    const now = at('2027-03-01T12:00:00Z')
    expect(verdict(call('2027-03-14T07:00:00Z'), { now, rules })).toEqual({ free: true })
    // 06:00Z is 01:00 EST; 07:30Z is 03:30 EDT: both on the grid. 06:45Z is not.
    expect(verdict(call('2027-03-14T06:45:00Z'), { now, rules })).toEqual({ free: false, reason: 'not-offered' })
    // The second 01:00 of November (EST) is not offered.
    expect(verdict(call('2027-11-07T06:00:00Z'), { now: at('2027-10-25T12:00:00Z'), rules })).toEqual({ free: false, reason: 'not-offered' })
  })
})

describe('the buffer between calls', () => {
  // Tuesday 12 January 2027, 10:00-10:30 EST.
  const tenOClock = call('2027-01-12T15:00:00Z')

  it('keeps 15 minutes either side of a booked call: 09:30 and 10:30 are gone, 09:00 and 11:00 are free', () => {
    const slots = slotsOn('2027-01-12', { bookings: [tenOClock] })
    expect(slots).toContain('2027-01-12T14:00:00.000Z')
    expect(slots).not.toContain('2027-01-12T14:30:00.000Z')
    expect(slots).not.toContain('2027-01-12T15:00:00.000Z')
    expect(slots).not.toContain('2027-01-12T15:30:00.000Z')
    expect(slots).toContain('2027-01-12T16:00:00.000Z')
    expect(verdict(call('2027-01-12T15:30:00Z'), { bookings: [tenOClock] })).toEqual({ free: false, reason: 'taken' })
    expect(verdict(call('2027-01-12T16:00:00Z'), { bookings: [tenOClock] })).toEqual({ free: true })
  })

  it('lets calls follow each other with no buffer', () => {
    const slots = slotsOn('2027-01-12', { bookings: [tenOClock], rules: { bufferMinutes: 0 } })
    expect(slots).toContain('2027-01-12T14:30:00.000Z')
    expect(slots).not.toContain('2027-01-12T15:00:00.000Z')
    expect(slots).toContain('2027-01-12T15:30:00.000Z')
  })

  it('counts a booking of any length', () => {
    // 10:00-11:15: with the buffer, free again from 11:30.
    const slots = slotsOn('2027-01-12', { bookings: [call('2027-01-12T15:00:00Z', 75)] })
    expect(slots).not.toContain('2027-01-12T16:00:00.000Z')
    expect(slots).toContain('2027-01-12T16:30:00.000Z')
  })
})

describe('the minimum notice', () => {
  // Tuesday 12 January 2027, 10:10 EST; four hours' notice: nothing before 14:10.
  const now = at('2027-01-12T15:10:00Z')

  it('offers nothing sooner than the notice', () => {
    expect(slotsOn('2027-01-12', { now })[0]).toBe('2027-01-12T19:30:00.000Z')
    expect(verdict(call('2027-01-12T19:00:00Z'), { now })).toEqual({ free: false, reason: 'too-soon' })
    expect(verdict(call('2027-01-12T19:30:00Z'), { now })).toEqual({ free: true })
  })

  it('offers a slot that starts exactly at the notice', () => {
    expect(slotsOn('2027-01-12', { now: at('2027-01-12T15:00:00Z') })[0]).toBe('2027-01-12T19:00:00.000Z')
  })

  it('never offers a past slot, whatever the notice', () => {
    expect(slotsOn('2027-01-12', { now, rules: { minNoticeHours: 0 } })[0]).toBe('2027-01-12T15:30:00.000Z')
    expect(verdict(call('2027-01-11T15:00:00Z'), { now, rules: { minNoticeHours: 0 } })).toEqual({ free: false, reason: 'too-soon' })
  })
})

describe('the daily maximum', () => {
  const rules = { maxPerDay: 2 }
  // Wednesday 13 January: 09:00 EST, and 21:00 EST, which is already Thursday in UTC.
  const bookings = [call('2027-01-13T14:00:00Z'), call('2027-01-14T02:00:00Z')]

  it("closes the owner's day once it holds the maximum, counted on the owner's calendar", () => {
    expect(slotsOn('2027-01-13', { rules, bookings })).toEqual([])
    expect(verdict(call('2027-01-13T20:00:00Z'), { rules, bookings })).toEqual({ free: false, reason: 'day-full' })
    expect(slotsOn('2027-01-14', { rules, bookings })).toHaveLength(16)
  })

  it('leaves the day open below the maximum', () => {
    expect(slotsOn('2027-01-13', { rules, bookings: bookings.slice(0, 1) })).toHaveLength(14)
  })
})

describe('the horizon', () => {
  // Monday 4 January 2027, 07:00 EST; seven days ahead: up to Monday 11 January.
  const now = at('2027-01-04T12:00:00Z')
  const rules = { horizonDays: 7 }

  it('offers days up to today plus the horizon, and none after', () => {
    const slots = freeSlots({ ...input({ now, rules }), from: '2027-01-04', days: 14 })
    expect(ownerDay(slots.at(-1)!.start, newYork)).toBe('2027-01-11')
    expect(verdict(call('2027-01-12T14:00:00Z'), { now, rules })).toEqual({ free: false, reason: 'beyond-horizon' })
  })
})

describe('days off', () => {
  const rules = { daysOff: ['2027-01-13'] }

  it('offers nothing on a day off', () => {
    expect(slotsOn('2027-01-13', { rules })).toEqual([])
    expect(slotsOn('2027-01-14', { rules })).toHaveLength(16)
    expect(verdict(call('2027-01-13T14:00:00Z'), { rules })).toEqual({ free: false, reason: 'day-off' })
  })
})

describe("the owner's busy calendar", () => {
  // Lunch, 12:00-13:00 EST on Tuesday 12 January.
  const busy = [{ start: at('2027-01-12T17:00:00Z'), end: at('2027-01-12T18:00:00Z') }]

  it('removes the slots that overlap busy time widened by the buffer', () => {
    const slots = slotsOn('2027-01-12', { busy })
    expect(slots).toContain('2027-01-12T16:00:00.000Z') // 11:00
    expect(slots).not.toContain('2027-01-12T16:30:00.000Z') // 11:30, ends 15 minutes before lunch
    expect(slots).not.toContain('2027-01-12T17:00:00.000Z')
    expect(slots).not.toContain('2027-01-12T18:00:00.000Z') // 13:00, starts as lunch ends
    expect(slots).toContain('2027-01-12T18:30:00.000Z') // 13:30
    expect(verdict(call('2027-01-12T17:30:00Z'), { busy })).toEqual({ free: false, reason: 'busy' })
  })

  it('closes a day that a busy all-day event covers', () => {
    const allDay = [{ start: dayStartUtc('2027-01-12', newYork), end: dayStartUtc('2027-01-13', newYork) }]
    expect(slotsOn('2027-01-12', { busy: allDay })).toEqual([])
    expect(slotsOn('2027-01-13', { busy: allDay })[0]).toBe('2027-01-13T14:00:00.000Z')
  })
})

describe('an owner far from UTC (Pacific/Auckland, NZDT = UTC+13 in January)', () => {
  const auckland = 'Pacific/Auckland'
  // Sunday 10 January 2027, 19:00 UTC: already Monday 11 January, 08:00 in Auckland.
  const now = at('2027-01-10T19:00:00Z')
  const here = (overrides: Overrides = {}) => input({ timeZone: auckland, now, ...overrides, rules: { minNoticeHours: 0, ...overrides.rules } })

  it("lays Monday's hours on the owner's Monday, which begins on Sunday in UTC", () => {
    const slots = freeSlots({ ...here(), from: '2027-01-11', days: 1 })
    expect(slots).toHaveLength(16)
    expect(slots[0]).toEqual(call('2027-01-10T20:00:00Z'))
    expect(slots.at(-1)).toEqual(call('2027-01-11T03:30:00Z'))
  })

  it("counts the horizon from the owner's today, not UTC's", () => {
    const slots = freeSlots({ ...here({ rules: { horizonDays: 1 } }), from: '2027-01-11', days: 5 })
    // Today (Monday) and tomorrow (Tuesday, 11 January 20:00Z onwards) in Auckland.
    expect(slots.map((slot) => ownerDay(slot.start, auckland))).toEqual([...Array(16).fill('2027-01-11'), ...Array(16).fill('2027-01-12')])
  })

  it("counts the daily maximum on the owner's day", () => {
    // 21:00Z on Sunday is 10:00 on Monday in Auckland.
    const bookings = [call('2027-01-10T21:00:00Z')]
    expect(freeSlots({ ...here({ bookings, rules: { maxPerDay: 1 } }), from: '2027-01-11', days: 1 })).toEqual([])
    expect(freeSlots({ ...here({ bookings, rules: { maxPerDay: 1 } }), from: '2027-01-12', days: 1 })).toHaveLength(16)
  })

  it('takes days off on the owner’s calendar', () => {
    expect(freeSlots({ ...here({ rules: { daysOff: ['2027-01-11'] } }), from: '2027-01-11', days: 1 })).toEqual([])
  })
})

describe('an owner on a half-hour offset (Asia/Kolkata, UTC+5:30)', () => {
  it('offers 09:00 local at 03:30Z', () => {
    const slots = freeSlots({ ...input({ timeZone: 'Asia/Kolkata', now: at('2027-01-08T00:00:00Z') }), from: '2027-01-11', days: 1 })
    expect(slots[0]).toEqual(call('2027-01-11T03:30:00Z'))
    expect(slots).toHaveLength(16)
  })
})

describe('slotVerdict', () => {
  it('accepts a free slot the grid offers', () => {
    expect(verdict(call('2027-01-12T14:00:00Z'))).toEqual({ free: true })
  })

  it.each([
    ['off the grid', call('2027-01-12T14:15:00Z')],
    ['of the wrong length', call('2027-01-12T14:00:00Z', 60)],
    ['outside the working hours', call('2027-01-12T22:00:00Z')],
    ['at the weekend', call('2027-01-16T14:00:00Z')],
    ['an invalid date', { start: new Date(Number.NaN), end: new Date(Number.NaN) }],
  ])('refuses a slot %s as not offered', (_what, slot) => {
    expect(verdict(slot)).toEqual({ free: false, reason: 'not-offered' })
  })

  it('agrees with freeSlots on every call of a crowded week', () => {
    const scenario = input({
      now: at('2027-01-11T15:10:00Z'),
      bookings: [call('2027-01-12T15:00:00Z'), call('2027-01-13T14:00:00Z'), call('2027-01-13T16:00:00Z', 90)],
      busy: [{ start: at('2027-01-14T17:00:00Z'), end: at('2027-01-14T18:10:00Z') }],
      rules: { maxPerDay: 2, daysOff: ['2027-01-15'], horizonDays: 3 },
    })
    const everyCall = freeSlots({ ...input({ now: at('2027-01-01T00:00:00Z') }), from: '2027-01-11', days: 7 })
    const free = new Set(startsOf(freeSlots({ ...scenario, from: '2027-01-11', days: 7 })))
    expect(free.size).toBeGreaterThan(0)
    for (const slot of everyCall) {
      expect(slotVerdict({ ...scenario, slot }).free, slot.start.toISOString()).toBe(free.has(slot.start.toISOString()))
    }
  })
})

describe('nearbySlots', () => {
  const slots = ['09:00', '09:30', '10:00', '11:30', '13:00', '14:00', '15:00', '16:00'].map((time) => call(`2027-01-12T${time}:00Z`))

  it('gives the slots closest to the wanted time, soonest first', () => {
    expect(startsOf(nearbySlots(slots, at('2027-01-12T11:00:00Z'), 3))).toEqual(['2027-01-12T09:30:00.000Z', '2027-01-12T10:00:00.000Z', '2027-01-12T11:30:00.000Z'])
  })

  it('gives six by default, and all when there are fewer', () => {
    expect(nearbySlots(slots, at('2027-01-12T11:00:00Z'))).toHaveLength(6)
    expect(nearbySlots(slots.slice(0, 2), at('2027-01-12T11:00:00Z'))).toHaveLength(2)
  })

  it('prefers the earlier of two equally close slots', () => {
    expect(startsOf(nearbySlots(slots, at('2027-01-12T14:30:00Z'), 1))).toEqual(['2027-01-12T14:00:00.000Z'])
  })
})

describe('owner days', () => {
  it("names the owner's calendar day of an instant", () => {
    expect(ownerDay(at('2027-01-12T03:00:00Z'), newYork)).toBe('2027-01-11')
    expect(ownerDay(at('2027-01-12T05:00:00Z'), newYork)).toBe('2027-01-12')
    expect(ownerDay(at('2027-01-11T11:00:00Z'), 'Pacific/Auckland')).toBe('2027-01-12')
  })

  it('adds calendar days across months, years and daylight-saving changes', () => {
    expect(addDays('2027-01-30', 3)).toBe('2027-02-02')
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01')
    expect(addDays('2027-03-13', 2)).toBe('2027-03-15')
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28')
  })

  it('starts a day at local midnight, 23 or 25 hours long on the change days', () => {
    expect(dayStartUtc('2027-03-14', newYork).toISOString()).toBe('2027-03-14T05:00:00.000Z')
    expect(dayStartUtc('2027-03-15', newYork).toISOString()).toBe('2027-03-15T04:00:00.000Z')
    expect(dayStartUtc('2027-11-07', newYork).toISOString()).toBe('2027-11-07T04:00:00.000Z')
    expect(dayStartUtc('2027-11-08', newYork).toISOString()).toBe('2027-11-08T05:00:00.000Z')
  })
})

describe('freeSlots input', () => {
  it('gives nothing for a date that does not exist', () => {
    expect(freeSlots({ ...input(), from: '2027-02-30', days: 3 })).toEqual([])
  })
})
