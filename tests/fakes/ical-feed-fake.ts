import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

/**
 * The owner's private iCalendar address (OWNER_CALENDAR_ICS_URL) as Google Calendar, Outlook and
 * Apple Calendar serve it: GET of a secret path answers the whole calendar as text/calendar, with
 * an ETag that a conditional GET (If-None-Match) turns into 304. On 127.0.0.1, recording each
 * request. Fails on demand: 500, a hang past any client timeout, a 200 whose body is not a
 * calendar (the sign-in page a revoked address leads to), or 404.
 *
 * http-fake.ts answers JSON only; a calendar needs its own content type, hence a server of its own.
 */

export type ICalFeedFaultMode = '500' | 'hang' | 'garbage' | '404'

export type ICalFeedRequest = { method: string; path: string; headers: http.IncomingHttpHeaders }

export type ICalFeedFake = {
  /** The feed's address: OWNER_CALENDAR_ICS_URL. */
  url: string
  requests: ICalFeedRequest[]
  /** What it serves; change freely (an empty calendar by default, or the one given at start). */
  body: string
  /** Each answer waits this long first (to test a timeout that is not a hang). */
  delayMs: number
  /** Every request fails with `mode` (the next `times` only, when given); null: answer again. */
  fail(mode: ICalFeedFaultMode | null, times?: number): void
  close(): Promise<void>
}

const feedPath = '/calendar/ical/owner%40bluegrassai.test/private-0123456789abcdef/basic.ics'

/** What a revoked or mistyped private address answers with: a page, not a calendar. */
const signInPage = '<!doctype html><html><head><title>Sign in - Google Accounts</title></head><body><form>Sign in</form></body></html>'

export async function startICalFeedFake(body: string = icalFeed()): Promise<ICalFeedFake> {
  let mode: ICalFeedFaultMode | null = null
  let remaining = 0
  const sockets = new Set<Socket>()
  const requests: ICalFeedRequest[] = []
  const state = { body, delayMs: 0 }

  const server = http.createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname
    requests.push({ method: req.method ?? 'GET', path, headers: req.headers })
    if (req.method !== 'GET' || path !== feedPath) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found')
      return
    }
    const fault = mode !== null && remaining > 0 ? mode : null
    if (fault) {
      remaining -= 1
      if (remaining <= 0) mode = null
    }
    if (fault === 'hang') return
    if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs))
    if (fault === '500') {
      res.writeHead(500, { 'content-type': 'text/html' }).end('<html><body>Server Error</body></html>')
    } else if (fault === '404') {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<html><body>Not Found</body></html>')
    } else if (fault === 'garbage') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(signInPage)
    } else {
      const etag = `"${createHash('sha256').update(state.body).digest('base64url').slice(0, 27)}"`
      if (req.headers['if-none-match'] === etag) res.writeHead(304, { etag }).end()
      else res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', etag, 'cache-control': 'no-cache, must-revalidate' }).end(state.body)
    }
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  // The settings a test changes are the state the server reads.
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}${feedPath}`,
    requests,
    fail(next: ICalFeedFaultMode | null, times?: number) {
      mode = next
      remaining = next === null ? 0 : (times ?? Infinity)
    },
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
  })
}

export type FeedEvent = {
  start: Date
  end: Date
  summary?: string
  uid?: string
  /** An RRULE value, e.g. 'FREQ=WEEKLY;COUNT=4'. */
  rrule?: string
  /** Occurrences left out (EXDATE). */
  exdates?: Date[]
  /** TRANSP:TRANSPARENT: shown as free. */
  free?: boolean
}

const utc = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')

let feedEvents = 0

/** A calendar in Google's shape with the given events, in UTC times. */
export function icalFeed(...events: FeedEvent[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:owner@bluegrassai.test',
    'X-WR-TIMEZONE:America/New_York',
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `DTSTART:${utc(event.start)}`,
      `DTEND:${utc(event.end)}`,
      ...(event.rrule ? [`RRULE:${event.rrule}`] : []),
      ...(event.exdates ?? []).map((date) => `EXDATE:${utc(date)}`),
      'DTSTAMP:20260101T000000Z',
      `UID:${event.uid ?? `fake-${++feedEvents}@google.com`}`,
      `SUMMARY:${event.summary ?? 'Busy'}`,
      `TRANSP:${event.free ? 'TRANSPARENT' : 'OPAQUE'}`,
      'STATUS:CONFIRMED',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ]
  return `${lines.join('\r\n')}\r\n`
}
