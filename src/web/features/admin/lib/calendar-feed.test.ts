import { describe, expect, it } from 'vitest'
import type { CalendarFeedState } from '@/shared/booking'
import { describeCalendarFeed } from './calendar-feed'

const time = (iso: string) => `<${iso}>`
const feed = (calendar: Partial<CalendarFeedState>, externalSchedulerUrl: string | null = null) =>
  describeCalendarFeed(
    { calendar: { state: 'ok', lastReadAt: null, failingSince: null, lastError: null, busyPeriods: null, ...calendar }, externalSchedulerUrl },
    time,
  )

describe('the calendar feed card', () => {
  it('tells the owner how to connect a calendar when none is set', () => {
    const notice = feed({ state: 'not-configured' })
    expect(notice.tone).toBe('info')
    expect(notice.lines).toEqual([
      'Set OWNER_CALENDAR_ICS_URL to the private iCal address of your Google, Outlook or Apple calendar: busy times there are removed from the slots.',
    ])
  })

  it('says when the calendar was last read and how many busy periods it had', () => {
    const notice = feed({ state: 'ok', lastReadAt: '2027-03-16T14:00:00.000Z', busyPeriods: 12 })
    expect(notice.tone).toBe('success')
    expect(notice.lines[0]).toBe('Last read <2027-03-16T14:00:00.000Z>, 12 busy periods. Busy times there are removed from the slots.')
    expect(feed({ state: 'ok', lastReadAt: '2027-03-16T14:00:00.000Z', busyPeriods: 1 }).lines[0]).toContain(', 1 busy period.')
  })

  it('raises an alert when the feed fails, with since when, why, and where the slots come from', () => {
    const notice = feed({ state: 'failing', failingSince: '2027-03-15T08:00:00.000Z', lastError: 'Timed out after 5000 ms.' })
    expect(notice.tone).toBe('danger')
    expect(notice.lines).toEqual([
      'Your calendar could not be read since <2027-03-15T08:00:00.000Z>: Timed out after 5000 ms. Slots still come from the bookings made here.',
    ])
  })

  it('says booking links go to the external scheduler when one is set', () => {
    const notice = feed({ state: 'not-configured' }, 'https://cal.com/bluegrass-ai/30min')
    expect(notice.lines.at(-1)).toBe(
      "Booking links go to your external scheduler (https://cal.com/bluegrass-ai/30min) instead of this site's booking page.",
    )
  })
})
