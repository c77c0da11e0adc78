import { describe, expect, it } from 'vitest'
import { defaultWeeklyHours } from '../booking/weekly-hours'
import { replyTaskDue } from './reply-task'

const due = (receivedAt: string, daysOff: string[] = []) =>
  replyTaskDue({ receivedAt: new Date(receivedAt), weeklyHours: defaultWeeklyHours, daysOff, timeZone: 'America/New_York' }).toISOString()

describe("the 'Reply to {name}' task's due time", () => {
  it('is two hours later during business hours', () => {
    // Tuesday 10:00 in New York (15:00 UTC).
    expect(due('2026-11-24T15:00:00Z')).toBe('2026-11-24T17:00:00.000Z')
  })

  it('carries what is left of the two hours over to the next working morning', () => {
    // Tuesday 16:30 New York: 30 minutes that day, 90 the next from 09:00.
    expect(due('2026-11-24T21:30:00Z')).toBe('2026-11-25T15:30:00.000Z')
  })

  it('skips the weekend and days off', () => {
    // Friday 20:00 New York; Monday 30 Nov is a day off: due Tuesday 11:00.
    expect(due('2026-11-28T01:00:00Z', ['2026-11-30'])).toBe('2026-12-01T16:00:00.000Z')
  })

  it('counts from the opening hour for a reply that arrives at night', () => {
    expect(due('2026-11-25T06:00:00Z')).toBe('2026-11-25T16:00:00.000Z')
  })
})
