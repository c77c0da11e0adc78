import { eq } from 'drizzle-orm'
import { bookings } from '@/server/db/schema'
import { slotTakenMessage } from '@/shared/booking'
import { openPage, viewports } from './support/browser'
import { describe, expect, it, test } from './support/fixtures'
import { bookThroughApi, chooseTime, clockLabel, fillBookingDetails, freeSlots, lastOpenTime, submitBooking, timePill, visitor } from './support/booking'
import { expectFitsEveryWidth, expectNoAxeViolations } from './support/page-checks'
import { holdPageScripts } from './support/held-scripts'

/**
 * Issue 22 items 3 and 9: booking the free call at /book, as a visitor sees it, with and without
 * JavaScript, in the visitor's own time zone, when the time is taken meanwhile, and before the
 * page's code has arrived. Each test starts from an empty database (no call booked).
 */

test.beforeEach(async ({ server }) => {
  await server.database.reset()
})

const ownerZone = 'America/New_York'
const callPage = /\/booking\/[A-Za-z0-9_-]{20,}$/

/** Nothing a visitor typed ever lands in an address. */
const personalInUrls = (urls: string[]) => urls.filter((address) => /dana|whitaker|summitroofing|after hours/i.test(decodeURIComponent(address.replaceAll('+', ' '))))

describe('booking a call without JavaScript', () => {
  it('shows the days and times in the HTML, names a missing field, and books the chosen time', { timeout: 150_000 }, async ({ newPage, server, url }) => {
    const page = await newPage({ javaScriptEnabled: false })
    const urls: string[] = []
    page.on('request', (request) => urls.push(request.url()))
    const response = await page.goto(url('/book'))
    expect(response?.headers()['cache-control']).toBe('no-store')

    // The server rendered the times: days as native disclosures, one open, times as radios, in our zone.
    expect(await page.locator('details[name="booking-day"]').count()).toBeGreaterThan(1)
    expect(await page.locator('details[name="booking-day"][open]').count()).toBe(1)
    expect(await page.locator('details[open] input[type="radio"][name="start"]').count()).toBeGreaterThan(0)
    expect(await page.locator('#booking-time-zone-shown').textContent()).toBe('Eastern Time (New York)')
    // Without code there is no zone select: a line of its height names the zone instead.
    expect(await page.locator('#booking-time-zone').count()).toBe(0)

    // A second day opens natively, and closes the first.
    const secondDay = page.locator('details[name="booking-day"]').nth(1)
    await secondDay.locator('summary').click()
    expect(await secondDay.getAttribute('open')).not.toBeNull()
    expect(await page.locator('details[name="booking-day"][open]').count()).toBe(1)

    const start = await lastOpenTime(page)
    expect(await timePill(page, start).textContent()).toBe(clockLabel(start, ownerZone))
    await chooseTime(page, start)
    await fillBookingDetails(page, { name: visitor.name, notes: visitor.notes })
    await submitBooking(page).click()

    // The server names the field; nothing is booked.
    await page.getByRole('heading', { level: 1, name: 'Please check your booking' }).waitFor()
    expect(await page.locator('li').allTextContents()).toEqual([expect.stringMatching(/^Email: /)])
    expect(await server.database.db.select().from(bookings)).toEqual([])

    // Back on the form, as the page says, the rest is still there.
    await page.goBack()
    await page.locator('details[name="booking-day"]').first().waitFor()
    await fillBookingDetails(page, { name: visitor.name, email: visitor.email, notes: visitor.notes })
    if ((await page.locator('input[name="start"]:checked').count()) === 0) await chooseTime(page, start)
    await submitBooking(page).click()

    await page.waitForURL(callPage)
    await page.getByRole('heading', { level: 1, name: 'Your call is booked' }).waitFor()
    const [stored] = await server.database.db.select().from(bookings)
    expect(stored).toMatchObject({ name: visitor.name, email: visitor.email, notes: visitor.notes, status: 'confirmed', startAt: new Date(start) })
    expect(page.url()).toContain(stored!.manageToken)
    expect(personalInUrls(urls)).toEqual([])
  })
})

describe('booking a call with JavaScript', () => {
  it("shows the times in the visitor's zone, keeps the chosen time when the zone changes, and lands on the call's page", { timeout: 90_000 }, async ({ newPage, server, url }) => {
    const page = await newPage({ timezoneId: 'Europe/London' })
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(error.message))
    await openPage(page, url('/book'))

    // Rendered again in the visitor's zone, with a select to switch and ours named.
    const zoneSelect = page.getByLabel('Times are shown in')
    await expect.poll(() => zoneSelect.inputValue()).toBe('Europe/London')
    expect(await page.locator('#booking-zone-note').textContent()).toContain('Our time zone is Eastern Time (New York).')
    const start = await lastOpenTime(page)
    expect(await timePill(page, start).textContent()).toBe(clockLabel(start, 'Europe/London'))
    expect(clockLabel(start, 'Europe/London')).not.toBe(clockLabel(start, ownerZone))

    await chooseTime(page, start)
    await fillBookingDetails(page)
    // The select starts with the visitor's zone and ours; focusing it (before its list opens)
    // puts in the common zones, then every zone the browser knows.
    expect(await zoneSelect.locator('option').count()).toBe(2)
    await zoneSelect.focus()
    expect(await zoneSelect.locator('option[value="Africa/Nairobi"]').count()).toBe(1)
    await zoneSelect.selectOption('America/Los_Angeles')
    // The same instant, chosen still, now labelled in the new zone; what was typed is kept.
    await expect.poll(() => timePill(page, start).textContent()).toBe(clockLabel(start, 'America/Los_Angeles'))
    expect(await page.locator('input[name="start"]:checked').getAttribute('value')).toBe(start)
    expect(await page.getByLabel('Your name').inputValue()).toBe(visitor.name)
    expect(await page.getByLabel('What would you like to discuss?').inputValue()).toBe(visitor.notes)

    await submitBooking(page).click()
    await page.waitForURL(callPage)
    await page.getByRole('heading', { level: 1, name: 'Your call is booked' }).waitFor()
    // The call's page names the time in the visitor's zone, and ours beside it.
    const [stored] = await server.database.db.select().from(bookings)
    expect(stored).toMatchObject({ name: visitor.name, email: visitor.email, timeZone: 'America/Los_Angeles', startAt: new Date(start), status: 'confirmed' })
    expect(problems).toEqual([])
  })

  it('says when the time was just taken, offers others, keeps what was typed, and books another', { timeout: 120_000 }, async ({ page, server, url }) => {
    await openPage(page, url('/book'))
    const slots = await freeSlots(url)
    // A time a few slots in: clear of the minimum notice, and shown on the page.
    const wanted = slots[Math.min(5, slots.length - 1)]!.start
    await chooseTime(page, wanted)
    await fillBookingDetails(page)
    await bookThroughApi(url, wanted)

    await submitBooking(page).click()
    const formError = page.locator('#booking-form-error')
    await expect.poll(() => formError.textContent()).toBe(slotTakenMessage)
    expect(await formError.getAttribute('role')).toBe('alert')
    // Focus on the message, the taken time gone, others offered, nothing chosen, nothing lost.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('booking-form-error')
    expect(await page.locator(`input[name="start"][value="${wanted}"]`).count()).toBe(0)
    expect(await page.locator('input[name="start"]').count()).toBeGreaterThan(0)
    expect(await page.locator('input[name="start"]:checked').count()).toBe(0)
    expect(await page.getByLabel('Your name').inputValue()).toBe(visitor.name)
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(visitor.email)
    expect(await page.getByLabel('What would you like to discuss?').inputValue()).toBe(visitor.notes)
    await expectNoAxeViolations(page, 'form')

    const other = await lastOpenTime(page)
    await chooseTime(page, other)
    await submitBooking(page).click()
    await page.waitForURL(callPage)
    await page.getByRole('heading', { level: 1, name: 'Your call is booked' }).waitFor()
    const mine = await server.database.db.select().from(bookings).where(eq(bookings.email, visitor.email))
    expect(mine).toMatchObject([{ startAt: new Date(other), status: 'confirmed' }])
  })

  it('names a missing field in place and moves focus to it', { timeout: 90_000 }, async ({ page, server, url }) => {
    await openPage(page, url('/book'))
    await chooseTime(page, await lastOpenTime(page))
    await fillBookingDetails(page, { name: visitor.name })
    await submitBooking(page).click()
    const email = page.getByLabel('Email', { exact: true })
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('booking-email')
    expect(await page.locator('#booking-email-error').isVisible()).toBe(true)
    expect(await page.getByLabel('Your name').inputValue()).toBe(visitor.name)
    expect(await server.database.db.select().from(bookings)).toEqual([])
    await expectNoAxeViolations(page, 'form')
  })
})

describe("the form's code for sending, fetched once the visitor is in the form (decision 053)", () => {
  it('is not fetched at load, is fetched once the visitor is in the form, and when it cannot be, says nothing was booked and keeps what was typed', { timeout: 90_000 }, async ({ page, server, url }) => {
    const sendingCode = /\/assets\/form-requests-[^/]+\.js$/
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    // The network drops, or a deploy replaced the files, just for that code.
    await page.route(sendingCode, (route) => route.abort())
    await openPage(page, url('/book'))
    expect(requested.filter((address) => sendingCode.test(address))).toEqual([])
    await chooseTime(page, await lastOpenTime(page))
    await fillBookingDetails(page)
    // Asked for as the visitor moved into the form, before sending it.
    await expect.poll(() => requested.filter((address) => sendingCode.test(address)).length).toBeGreaterThan(0)
    await submitBooking(page).click()
    await expect.poll(() => page.locator('#booking-form-error').textContent()).toContain('We could not reach our server, so nothing was booked yet.')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('booking-form-error')
    expect(await page.getByLabel('Your name').inputValue()).toBe(visitor.name)
    expect(await page.locator('input[name="start"]:checked').count()).toBe(1)
    expect(await server.database.db.select().from(bookings)).toEqual([])
  })
})

describe('booking before the code is live', () => {
  it('books a form sent before the code arrived, once, with nothing typed in a URL', { timeout: 45_000 }, async ({ page, server, url }) => {
    const { release, urls } = await holdPageScripts(page)
    await page.goto(url('/book'), { waitUntil: 'commit' })
    const start = await lastOpenTime(page)
    await chooseTime(page, start)
    await fillBookingDetails(page)
    expect(await page.locator('html[data-interactive]').count()).toBe(0)
    await submitBooking(page).click()
    // The form posts natively (its token came with the page): no need to wait for the code.
    await page.waitForURL(callPage, { timeout: 20_000 })
    release()
    await page.getByRole('heading', { level: 1, name: 'Your call is booked' }).waitFor()
    const stored = await server.database.db.select().from(bookings)
    expect(stored).toMatchObject([{ name: visitor.name, email: visitor.email, notes: visitor.notes, startAt: new Date(start), status: 'confirmed' }])
    expect(personalInUrls(urls)).toEqual([])
  })
})

describe('the booking pages, checked', () => {
  it("has no accessibility violations on /book and on the call's page, and fits every width", { timeout: 240_000 }, async ({ browser, newPage, url }) => {
    // Before its code: the page as the server sends it (axe and the width checks run scripts of
    // their own, so the page's code is held back rather than JavaScript turned off).
    const bare = await newPage({ viewport: viewports.phone })
    await holdPageScripts(bare)
    await bare.goto(url('/book'), { waitUntil: 'domcontentloaded' })
    await bare.getByRole('heading', { level: 1 }).waitFor()
    expect(await bare.locator('html[data-interactive]').count()).toBe(0)
    await expectNoAxeViolations(bare)
    await expectFitsEveryWidth(bare, 'book-no-js', { widths: ['phone', 'desktop'] })

    const page = await newPage({ timezoneId: 'Europe/London' })
    await openPage(page, url('/book'), { waitUntil: 'networkidle' })
    await page.getByLabel('Times are shown in').waitFor()
    await expectNoAxeViolations(page)
    const start = await lastOpenTime(page)
    await chooseTime(page, start)
    await fillBookingDetails(page)
    await expectFitsEveryWidth(page, 'book', { widths: ['phone', 'desktop'] })

    const { manageUrl } = await bookThroughApi(url, start)
    const call = await browser.newContext({ viewport: viewports.desktop })
    try {
      const callTab = await call.newPage()
      await callTab.goto(url(manageUrl))
      await callTab.getByRole('heading', { level: 1, name: 'Your call is booked' }).waitFor()
      await expectNoAxeViolations(callTab)
      await expectFitsEveryWidth(callTab, 'booking-call', { widths: ['phone', 'desktop'] })
    } finally {
      await call.close()
    }
  })
})
