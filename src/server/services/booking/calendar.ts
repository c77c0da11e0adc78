import type { FastifyBaseLogger } from 'fastify'
import type { Interval } from '@/server/domain/booking/availability'
import { busyFromICalendar } from '@/server/domain/booking/calendar-feed'
import type { CalendarFeedState } from '@/shared/booking'

/**
 * The owner's real calendar (issue 22 item 2): the private iCal address that Google Calendar,
 * Outlook and Apple Calendar publish (OWNER_CALENDAR_ICS_URL), read with a timeout, parsed and
 * expanded (domain/booking/calendar-feed.ts), and kept for `refreshSeconds`. A request for
 * slots does not wait on the feed while its copy is recent: a copy up to twice that old is
 * served while a fresh one is fetched. When the feed cannot be read the slots come from the bookings alone (a failed
 * read is tried again after `refreshSeconds`), and the state says since when it fails.
 */

export type CalendarFeed = {
  /** Busy intervals overlapping `window`; empty when the feed is not set or cannot be read. */
  busy(window: { from: Date; to: Date }): Promise<Interval[]>
  state(): CalendarFeedState
}

/** Feeds larger than this are refused: a calendar of years of events is a few megabytes at most. */
const maxFeedBytes = 10 * 1024 * 1024

type Read = { busy: Interval[]; window: { from: Date; to: Date }; at: number }

export function createCalendarFeed(options: {
  url: string | undefined
  timeoutMs: number
  refreshSeconds: number
  ownerTimeZone: string
  /** How far ahead a read covers: the booking horizon and a margin. */
  horizonDays: () => Promise<number>
  now: () => Date
  log: FastifyBaseLogger
  fetch?: typeof fetch
}): CalendarFeed {
  const { url } = options
  const doFetch = options.fetch ?? fetch
  let lastRead: Read | undefined
  let lastReadAt: Date | null = null
  let failingSince: Date | null = null
  let lastError: string | null = null
  let lastFailureAt = 0
  let inFlight: Promise<void> | undefined

  async function read(): Promise<void> {
    const now = options.now()
    const from = new Date(now.getTime() - 24 * 3600_000)
    const to = new Date(now.getTime() + ((await options.horizonDays()) + 2) * 24 * 3600_000)
    try {
      const response = await doFetch(url!, { signal: AbortSignal.timeout(options.timeoutMs), headers: { accept: 'text/calendar, */*' }, redirect: 'follow' })
      if (!response.ok) throw new Error(`the calendar answered ${response.status}`)
      const length = Number(response.headers.get('content-length') ?? 0)
      if (length > maxFeedBytes) throw new Error('the calendar feed is larger than 10 MB')
      const text = await response.text()
      if (text.length > maxFeedBytes) throw new Error('the calendar feed is larger than 10 MB')
      const parsed = busyFromICalendar(text, { from, to }, options.ownerTimeZone)
      if (!parsed.ok) throw new Error(`the calendar feed could not be read: ${parsed.error}`)
      lastRead = { busy: parsed.busy, window: { from, to }, at: now.getTime() }
      lastReadAt = now
      failingSince = null
      lastError = null
    } catch (error) {
      const message = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${options.timeoutMs / 1000} s` : error instanceof Error ? error.message : String(error)
      lastFailureAt = now.getTime()
      failingSince ??= now
      lastError = message.slice(0, 300)
      // A copy from before the failure would be stale: slots come from the bookings alone.
      lastRead = undefined
      options.log.warn({ error: lastError }, 'the owner calendar feed could not be read; slots come from the bookings alone')
    }
  }

  function refresh(): Promise<void> {
    inFlight ??= read().finally(() => {
      inFlight = undefined
    })
    return inFlight
  }

  return {
    async busy(window) {
      if (!url) return []
      const now = options.now().getTime()
      const age = lastRead && lastRead.window.to >= window.to ? now - lastRead.at : Number.POSITIVE_INFINITY
      const refreshMs = options.refreshSeconds * 1000
      if (age >= refreshMs && now - lastFailureAt >= refreshMs) {
        // A copy up to twice the refresh interval old is served at once while a fresh one is
        // fetched; with none as recent (never read, or the last read failed) this request waits
        // for the read, within its timeout.
        if (age < 2 * refreshMs) void refresh()
        else await refresh()
      }
      const busy = lastRead?.busy ?? []
      return busy.filter((interval) => interval.start < window.to && interval.end > window.from)
    },
    state() {
      if (!url) return { state: 'not-configured', lastReadAt: null, failingSince: null, lastError: null, busyPeriods: null }
      return {
        state: failingSince ? 'failing' : 'ok',
        lastReadAt: lastReadAt?.toISOString() ?? null,
        failingSince: failingSince?.toISOString() ?? null,
        lastError,
        busyPeriods: lastRead ? lastRead.busy.length : null,
      }
    },
  }
}
