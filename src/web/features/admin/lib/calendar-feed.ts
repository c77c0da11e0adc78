import type { BookingSettingsResponse } from '@/shared/booking'
import { formatCount } from '@/web/lib/format'
import { formatDateTime } from './format'

export type CalendarFeedNotice = {
  title: string
  /** not-configured: a hint; ok: working; failing: an alert. */
  tone: 'info' | 'success' | 'danger'
  /** Sentences that say what the slots are made from now; each true for the state. */
  lines: string[]
}

const busyPeriods = (count: number) => `${formatCount(count)} busy period${count === 1 ? '' : 's'}`

/**
 * The calendar feed card (issue 22): whether the owner's own calendar is read, and, when it
 * cannot be, since when and why, and that the slots still come from the bookings made here.
 * `formatTime` is injected so tests need no time zone.
 */
export function describeCalendarFeed(
  { calendar, externalSchedulerUrl }: Pick<BookingSettingsResponse, 'calendar' | 'externalSchedulerUrl'>,
  formatTime: (iso: string) => string = formatDateTime,
): CalendarFeedNotice {
  const external = externalSchedulerUrl
    ? [`Booking links go to your external scheduler (${externalSchedulerUrl}) instead of this site's booking page.`]
    : []
  switch (calendar.state) {
    case 'not-configured':
      return {
        title: 'Calendar not connected',
        tone: 'info',
        lines: [
          'Set OWNER_CALENDAR_ICS_URL to the private iCal address of your Google, Outlook or Apple calendar: busy times there are removed from the slots.',
          ...external,
        ],
      }
    case 'ok': {
      const read = calendar.lastReadAt ? `Last read ${formatTime(calendar.lastReadAt)}` : 'Not read yet'
      const busy = calendar.busyPeriods === null ? '' : `, ${busyPeriods(calendar.busyPeriods)}`
      return {
        title: 'Calendar connected',
        tone: 'success',
        lines: [`${read}${busy}. Busy times there are removed from the slots.`, ...external],
      }
    }
    case 'failing': {
      const since = calendar.failingSince ? ` since ${formatTime(calendar.failingSince)}` : ''
      // The error's own full stop would double the sentence's.
      const why = calendar.lastError ? `: ${calendar.lastError.trim().replace(/\.+$/, '')}` : ''
      return {
        title: 'Calendar could not be read',
        tone: 'danger',
        lines: [`Your calendar could not be read${since}${why}. Slots still come from the bookings made here.`, ...external],
      }
    }
  }
}
