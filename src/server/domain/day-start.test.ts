import { describe, expect, it } from 'vitest'
import { localDateTime, startOfDay } from './day-start'

const at = (iso: string) => new Date(iso)

describe('startOfDay: the last local midnight', () => {
  it('is midnight UTC in UTC', () => {
    expect(startOfDay(at('2026-03-02T15:30:00Z'), 'UTC').toISOString()).toBe('2026-03-02T00:00:00.000Z')
    expect(startOfDay(at('2026-03-02T00:00:00Z'), 'UTC').toISOString()).toBe('2026-03-02T00:00:00.000Z')
    expect(startOfDay(at('2026-03-01T23:59:59.999Z'), 'UTC').toISOString()).toBe('2026-03-01T00:00:00.000Z')
  })

  it('follows the zone on an ordinary day in New York (EST, UTC-5)', () => {
    expect(startOfDay(at('2026-01-15T18:00:00Z'), 'America/New_York').toISOString()).toBe('2026-01-15T05:00:00.000Z')
    // 00:30 UTC is still the evening before in New York.
    expect(startOfDay(at('2026-01-16T00:30:00Z'), 'America/New_York').toISOString()).toBe('2026-01-15T05:00:00.000Z')
  })

  it('is 23 hours back at the end of the spring-forward day in New York', () => {
    // 2026-03-08: 02:00 EST jumps to 03:00 EDT; the day began at 00:00 EST.
    expect(startOfDay(at('2026-03-08T12:00:00Z'), 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z')
    expect(startOfDay(at('2026-03-09T03:59:00Z'), 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z')
    // The next day begins at midnight EDT.
    expect(startOfDay(at('2026-03-09T04:00:00Z'), 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z')
  })

  it('is 25 hours back at the end of the fall-back day in New York', () => {
    // 2026-11-01: 02:00 EDT falls back to 01:00 EST; the day began at 00:00 EDT.
    expect(startOfDay(at('2026-11-01T05:30:00Z'), 'America/New_York').toISOString()).toBe('2026-11-01T04:00:00.000Z')
    expect(startOfDay(at('2026-11-01T06:30:00Z'), 'America/New_York').toISOString()).toBe('2026-11-01T04:00:00.000Z')
    expect(startOfDay(at('2026-11-02T04:59:59Z'), 'America/New_York').toISOString()).toBe('2026-11-01T04:00:00.000Z')
    expect(startOfDay(at('2026-11-02T05:00:00Z'), 'America/New_York').toISOString()).toBe('2026-11-02T05:00:00.000Z')
  })

  it('works fourteen hours ahead of UTC (Pacific/Kiritimati)', () => {
    // 09:00 UTC on 1 March is 23:00 on 1 March there; midnight was 10:00 UTC the day before.
    expect(startOfDay(at('2026-03-01T09:00:00Z'), 'Pacific/Kiritimati').toISOString()).toBe('2026-02-28T10:00:00.000Z')
    expect(startOfDay(at('2026-03-01T10:00:00Z'), 'Pacific/Kiritimati').toISOString()).toBe('2026-03-01T10:00:00.000Z')
  })

  it('begins the day at the transition where spring-forward skips midnight (America/Santiago)', () => {
    // 2024-09-08: 00:00 -04 jumps to 01:00 -03, at 04:00 UTC.
    expect(startOfDay(at('2024-09-08T15:00:00Z'), 'America/Santiago').toISOString()).toBe('2024-09-08T04:00:00.000Z')
    expect(startOfDay(at('2024-09-08T03:59:00Z'), 'America/Santiago').toISOString()).toBe('2024-09-07T04:00:00.000Z')
  })

  it('works in a zone with a half-hour offset (Asia/Kolkata, UTC+5:30)', () => {
    expect(startOfDay(at('2026-03-02T12:00:00Z'), 'Asia/Kolkata').toISOString()).toBe('2026-03-01T18:30:00.000Z')
  })
})

describe('localDateTime', () => {
  it('gives 17:00 in New York in winter and in summer', () => {
    expect(localDateTime('2026-01-15', { hour: 17, minute: 0 }, 'America/New_York').toISOString()).toBe('2026-01-15T22:00:00.000Z')
    expect(localDateTime('2026-07-15', { hour: 17, minute: 0 }, 'America/New_York').toISOString()).toBe('2026-07-15T21:00:00.000Z')
  })

  it('takes the first of a repeated time and the jump for a skipped one', () => {
    expect(localDateTime('2026-11-01', { hour: 1, minute: 30 }, 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z')
    expect(localDateTime('2026-03-08', { hour: 2, minute: 30 }, 'America/New_York').toISOString()).toBe('2026-03-08T07:00:00.000Z')
  })

  it('refuses what is not a calendar date', () => {
    expect(() => localDateTime('2026-1-5', { hour: 17, minute: 0 }, 'UTC')).toThrow(RangeError)
  })
})
