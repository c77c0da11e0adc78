import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loadConfig, type BookingConfig } from '@/server/config'
import { signPrefillToken } from '@/server/domain/booking/prefill-token'
import { pageFileFor } from '@/server/plugins/web-files'
import { bookingAdminApi, bookingApi, type SlotsResponse } from '@/shared/booking'
import { bookingFormMarker, bookingViewScriptId } from '@/shared/booking-form'
import { icalFeed, startICalFeedFake, type ICalFeedFake } from '../fakes/ical-feed-fake'
import { humanFormFields, testFormTokenSecret, validContact } from '../support/fixtures'
import { operatorHeaders } from '../support/operator'
import { waitForIdleQueue } from '../support/pipeline'
import { buildTestApp, useTestApp } from '../support/test-app'
import { leads } from '@/server/db/schema'

/**
 * The /book page as the server fills it in (issue 22 item 3) and the owner's calendar feed (item
 * 2): slots in the page's HTML, the form filled in from a signed link, an external scheduler
 * instead; busy time from the feed, and what happens when it cannot be read.
 */

/** Monday 8 March 2027, 07:00 in New York. */
const clock = new Date('2027-03-08T12:00:00Z')
let feed: ICalFeedFake
let webRoot: string

/** A stand-in for the build: the /book page with the marker where the form's body goes. */
async function writeWebRoot() {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'bluegrass-book-page-'))
  const page = `<!doctype html><html><head><title>Book</title></head><body><div id="root"><form method="post" action="/book"><div>${bookingFormMarker}</div></form></div></body></html>`
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>')
  await mkdir(path.dirname(path.join(webRoot, pageFileFor('/book'))), { recursive: true })
  await writeFile(path.join(webRoot, pageFileFor('/book')), page)
}

const booking = (overrides: Partial<BookingConfig> = {}): BookingConfig => ({ ...loadConfig({ NODE_ENV: 'test' }).booking, ...overrides })

beforeAll(async () => {
  feed = await startICalFeedFake()
  await writeWebRoot()
})
afterAll(async () => {
  await feed?.close()
  if (webRoot) await rm(webRoot, { recursive: true, force: true })
})
const harness = useTestApp(() => ({
  now: () => clock,
  web: 'static',
  webRoot,
  config: { booking: booking({ calendarUrl: feed.url, calendarTimeoutMs: 1_000, calendarRefreshSeconds: 0 }) },
}))
beforeEach(() => {
  feed.fail(null)
  // Tuesday 9 March, 10:00-11:30 EST: a meeting in the owner's own calendar.
  feed.body = icalFeed({ start: new Date('2027-03-09T15:00:00Z'), end: new Date('2027-03-09T16:30:00Z'), summary: 'Dentist' })
})

const slotStarts = async (query = '?from=2027-03-09&days=1') =>
  (await harness.app.inject({ method: 'GET', url: `${bookingApi.slots}${query}` })).json<SlotsResponse>().slots.map((slot) => slot.start)

describe(`the /book page on ${process.env.TEST_DATABASE}`, () => {
  it('comes with its days and slots filled in by the server, and the same view for its code', async () => {
    const page = await harness.app.inject({ method: 'GET', url: '/book' })
    expect(page.statusCode).toBe(200)
    expect(page.body).not.toContain(bookingFormMarker)
    expect(page.body).toMatch(/<input type="radio" name="start" [^>]*value="2027-03-08T16:00:00.000Z"/)
    expect(page.body).toContain('name="formToken" value="v1.')
    expect(page.body).toContain(`<script type="application/json" id="${bookingViewScriptId}">`)
    const view = JSON.parse(/<script type="application\/json" id="booking-view">([^<]*)<\/script>/.exec(page.body)![1]!)
    expect(view).toMatchObject({ timeZone: 'America/New_York', ownerTimeZone: 'America/New_York', callMinutes: 30, values: {}, errors: {} })
    expect(view.slots[0]).toEqual({ start: '2027-03-08T16:00:00.000Z', end: '2027-03-08T16:30:00.000Z' })
  })

  it('fills in the form for a lead who comes from one of our e-mails, from a signed token only', async () => {
    expect((await harness.app.inject({ method: 'POST', url: '/api/contact', payload: { ...validContact(), ...humanFormFields(clock.getTime()) } })).statusCode).toBe(201)
    await waitForIdleQueue(harness.database)
    const [lead] = await harness.database.db.select().from(leads)
    const token = signPrefillToken(testFormTokenSecret, lead!.id, clock.getTime() + 3_600_000)
    const filled = await harness.app.inject({ method: 'GET', url: `/book?t=${encodeURIComponent(token)}` })
    expect(filled.body).toContain('value="Riley Morgan"')
    expect(filled.body).toContain('value="riley@morganhvac.com"')
    // Expired, or signed with another key: an empty form.
    for (const other of [signPrefillToken(testFormTokenSecret, lead!.id, clock.getTime() - 1), signPrefillToken('another-secret-of-enough-length-000', lead!.id, clock.getTime() + 3_600_000)]) {
      const empty = await harness.app.inject({ method: 'GET', url: `/book?t=${encodeURIComponent(other)}` })
      expect(empty.statusCode).toBe(200)
      expect(empty.body).not.toContain('riley@morganhvac.com')
    }
  })

  it('sends the visitor to the external scheduler when SCHEDULING_URL is set', async () => {
    const external = await buildTestApp(harness.database, { web: 'static', webRoot, config: { booking: booking({ schedulingUrl: 'https://cal.example.com/agency/30min' }) } })
    try {
      const page = await external.inject({ method: 'GET', url: '/book' })
      expect(page.statusCode).toBe(302)
      expect(page.headers.location).toBe('https://cal.example.com/agency/30min')
      const settings = await external.inject({ method: 'GET', url: bookingAdminApi.settings, headers: await operatorHeaders(external) })
      expect(settings.json().externalSchedulerUrl).toBe('https://cal.example.com/agency/30min')
    } finally {
      await external.close()
    }
  })
})

describe(`the owner's calendar feed on ${process.env.TEST_DATABASE}`, () => {
  it('removes the slots its busy time covers, with the buffer around it', async () => {
    const offered = await slotStarts()
    // 10:00-11:30 EST is 15:00-16:30Z; with 15 minutes' buffer 14:30 and 16:30 go too.
    for (const gone of ['2027-03-09T14:30:00.000Z', '2027-03-09T15:00:00.000Z', '2027-03-09T16:00:00.000Z', '2027-03-09T16:30:00.000Z']) expect(offered).not.toContain(gone)
    expect(offered).toContain('2027-03-09T14:00:00.000Z')
    expect(offered).toContain('2027-03-09T17:00:00.000Z')
    // A booking of a busy time is refused as taken.
    const refused = await harness.app.inject({ method: 'POST', url: bookingApi.book, payload: { start: '2027-03-09T15:00:00.000Z', name: 'Jamie Rivera', email: 'jamie@example.com', ...humanFormFields(clock.getTime()) } })
    expect(refused.statusCode).toBe(409)
  })

  it('expands a weekly meeting and leaves out its exception', async () => {
    feed.body = icalFeed({ start: new Date('2027-03-01T19:00:00Z'), end: new Date('2027-03-01T20:00:00Z'), rrule: 'FREQ=DAILY;COUNT=30', exdates: [new Date('2027-03-10T19:00:00Z')] })
    expect(await slotStarts()).not.toContain('2027-03-09T19:00:00.000Z')
    expect(await slotStarts('?from=2027-03-10&days=1')).toContain('2027-03-10T19:00:00.000Z')
  })

  it('still offers slots from the bookings when the feed cannot be read, and the back office says since when', async () => {
    feed.fail('500')
    const offered = await slotStarts()
    expect(offered).toContain('2027-03-09T15:00:00.000Z')
    const settings = (await harness.app.inject({ method: 'GET', url: bookingAdminApi.settings, headers: await operatorHeaders(harness.app) })).json()
    expect(settings.calendar).toMatchObject({ state: 'failing', failingSince: clock.toISOString(), lastError: 'the calendar answered 500' })

    feed.fail('hang')
    const started = Date.now()
    expect(await slotStarts()).toContain('2027-03-09T15:00:00.000Z')
    expect(Date.now() - started).toBeLessThan(5_000)

    feed.fail(null)
    expect(await slotStarts()).not.toContain('2027-03-09T15:00:00.000Z')
    const recovered = (await harness.app.inject({ method: 'GET', url: bookingAdminApi.settings, headers: await operatorHeaders(harness.app) })).json()
    expect(recovered.calendar).toMatchObject({ state: 'ok', failingSince: null, lastError: null, busyPeriods: 1 })
  })
})
