import { describe, expect, it } from 'vitest'
import { formatCallMoment, formatCallRange, formatClockTime, formatDayHeading, formatIsoDate, groupByOwnerDay, ownerDay } from './booking-time'

const newYork = 'America/New_York'
const call = (id: string, start: string) => ({ id, start, end: new Date(new Date(start).getTime() + 30 * 60_000).toISOString() })

describe("a call's day in the owner's time zone", () => {
  it('is the owner-local date, not the UTC one', () => {
    // 02:30 UTC on the 17th is 22:30 on the 16th in New York (EDT, UTC−4).
    expect(ownerDay('2027-03-17T02:30:00.000Z', newYork)).toBe('2027-03-16')
    expect(ownerDay('2027-03-17T02:30:00.000Z', 'Europe/Oslo')).toBe('2027-03-17')
  })

  it('follows the daylight-saving change (2027-03-14 in the US)', () => {
    // 04:30 UTC: 23:30 EST on the 13th; the day after, 04:30 UTC is 00:30 EDT on the 15th.
    expect(ownerDay('2027-03-14T04:30:00.000Z', newYork)).toBe('2027-03-13')
    expect(ownerDay('2027-03-15T04:30:00.000Z', newYork)).toBe('2027-03-15')
  })

  it('names the day in full', () => {
    expect(formatDayHeading('2027-03-16T14:00:00.000Z', newYork)).toBe('Tuesday, March 16, 2027')
  })
})

describe("a call's time", () => {
  it('is a range in the owner zone, written with plain spaces', () => {
    expect(formatCallRange('2027-03-16T14:00:00.000Z', '2027-03-16T14:30:00.000Z', newYork)).toBe('10:00 – 10:30 AM')
    expect(formatCallRange('2027-03-16T16:45:00.000Z', '2027-03-16T17:15:00.000Z', newYork)).toBe('12:45 – 1:15 PM')
  })

  it("names the zone when asked, as daylight saving has it that day", () => {
    expect(formatCallRange('2027-03-16T14:00:00.000Z', '2027-03-16T14:30:00.000Z', newYork, { zoneName: true })).toBe('10:00 – 10:30 AM EDT')
    expect(formatCallRange('2027-03-12T15:00:00.000Z', '2027-03-12T15:30:00.000Z', newYork, { zoneName: true })).toBe('10:00 – 10:30 AM EST')
  })

  it('gives the moment a toast or a question names, and a slot alone', () => {
    expect(formatCallMoment('2027-03-16T14:00:00.000Z', newYork)).toBe('Tue, Mar 16, 10:00 AM')
    expect(formatClockTime('2027-03-16T18:30:00.000Z', newYork)).toBe('2:30 PM')
  })

  it('leaves a time it cannot read as it came', () => {
    expect(formatCallMoment('not a time', newYork)).toBe('not a time')
    expect(formatCallRange('x', 'y', newYork)).toBe('x – y')
  })
})

describe('calls grouped by day', () => {
  it('groups by the owner-local day, days and calls in the order given', () => {
    const calls = [
      call('a', '2027-03-16T14:00:00.000Z'),
      call('b', '2027-03-17T01:00:00.000Z'), // 21:00 on the 16th in New York
      call('c', '2027-03-17T14:00:00.000Z'),
    ]
    const groups = groupByOwnerDay(calls, newYork)
    expect(groups.map((group) => [group.day, group.items.map((item) => item.id)])).toEqual([
      ['2027-03-16', ['a', 'b']],
      ['2027-03-17', ['c']],
    ])
    expect(groups[0]!.label).toBe('Tuesday, March 16, 2027')
  })

  it('keeps the latest day first for past calls', () => {
    const past = [call('late', '2027-03-10T15:00:00.000Z'), call('early', '2027-03-09T15:00:00.000Z')]
    expect(groupByOwnerDay(past, newYork).map((group) => group.day)).toEqual(['2027-03-10', '2027-03-09'])
  })

  it('has no groups for no calls', () => {
    expect(groupByOwnerDay([], newYork)).toEqual([])
  })
})

describe('a day off', () => {
  it('reads as the calendar date it is, with its weekday', () => {
    expect(formatIsoDate('2027-12-25')).toBe('Sat, Dec 25, 2027')
    expect(formatIsoDate('2027-1-5')).toBe('2027-1-5')
  })
})
