import { eq } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { bookings } from '@/server/db/schema'
import { bookingAdminApi } from '@/shared/booking'
import { describe, expect, it, test } from './support/fixtures'
import { bookThroughApi, freeSlots } from './support/booking'
import { signIn } from './support/operator'
import { expectFitsEveryWidth, expectNoAxeViolations } from './support/page-checks'

/**
 * Issue 22 item 7: the owner's Bookings tab in the back office, in the browser. A visitor's call
 * is booked through the API before each test (the test server runs on the real clock: the time is
 * one the API offers now, a few slots in).
 */

const caller = { name: 'Riley Morgan', email: 'riley@morganhvac.com' }
const ownerZone = 'America/New_York'

test.beforeEach(async ({ server }) => {
  await server.database.reset()
})

const toastTitled = (page: Page, title: string | RegExp) => page.locator('[data-slot=toast]').filter({ has: page.locator('[data-slot=toast-title]', { hasText: title }) })

async function openBookingsTab(page: Page) {
  await page.getByRole('tab', { name: 'Bookings' }).click()
  await page.getByRole('region', { name: 'Calls' }).waitFor()
}

/** A day (YYYY-MM-DD in our zone) of an instant. */
const ownerDay = (instant: string) => new Intl.DateTimeFormat('en-CA', { timeZone: ownerZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant))

describe('the Bookings tab', () => {
  it("lists a booked call, opens its lead, moves it, cancels it, and saves a day off", { timeout: 300_000 }, async ({ page, server, url }) => {
    const slots = await freeSlots(url)
    const booked = slots[Math.min(5, slots.length - 1)]!.start
    const { id } = await bookThroughApi(url, booked, caller)

    await signIn(page, url)
    await openBookingsTab(page)
    const row = page.locator(`li[data-booking-id="${id}"]`)
    await row.waitFor()
    expect(await row.textContent()).toContain(caller.name)
    expect(await row.textContent()).toContain(caller.email)
    await expectNoAxeViolations(page)
    await expectFitsEveryWidth(page, 'admin-bookings', { widths: ['phone', 'desktop'] })

    // The lead's detail shows its booking.
    await row.getByRole('button', { name: `Open lead: ${caller.name}` }).click()
    const leadDialog = page.getByRole('dialog', { name: caller.name })
    await leadDialog.getByText('Booked call').waitFor()
    expect(await leadDialog.locator(`[data-booking-id="${id}"]`).count()).toBe(1)
    await expectNoAxeViolations(page, '[role="dialog"]')
    await page.keyboard.press('Escape')
    await leadDialog.waitFor({ state: 'hidden' })

    // Moved on the lead's behalf, to the last free time of the day the dialog shows.
    await row.getByRole('button', { name: `Reschedule the call with ${caller.name}` }).click()
    const move = page.getByRole('dialog', { name: `Reschedule the call with ${caller.name}` })
    const times = move.locator('label:has(input[type="radio"])')
    await times.first().waitFor()
    await expectNoAxeViolations(page, '[role="dialog"]')
    const newStart = await times.last().locator('input').getAttribute('value')
    expect(newStart).not.toBe(booked)
    await times.last().click()
    await move.getByRole('button', { name: 'Move the call' }).click()
    await toastTitled(page, /^Call moved to /).waitFor()
    await move.waitFor({ state: 'hidden' })
    const [moved] = await server.database.db.select().from(bookings).where(eq(bookings.id, id))
    expect(moved).toMatchObject({ startAt: new Date(newStart!), status: 'confirmed', rescheduled: 1 })

    // Cancelled, after a question.
    await row.getByRole('button', { name: `Cancel the call with ${caller.name}` }).click()
    const cancel = page.getByRole('alertdialog', { name: 'Cancel this call?' })
    await cancel.waitFor()
    await expectNoAxeViolations(page, '[role="alertdialog"]')
    await cancel.getByRole('button', { name: 'Cancel the call' }).click()
    await toastTitled(page, 'Call cancelled').waitFor()
    const [cancelled] = await server.database.db.select().from(bookings).where(eq(bookings.id, id))
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelledBy: 'owner' })

    // A day off: added, saved (the toast says so), and no longer offered to visitors.
    const dayOff = ownerDay(slots.at(-1)!.start)
    const availability = page.getByRole('region', { name: 'Availability' })
    await availability.getByLabel('Date').fill(dayOff)
    await availability.getByRole('button', { name: 'Add day off' }).click()
    await availability.getByRole('list', { name: 'Days off' }).locator(`time[datetime="${dayOff}"]`).waitFor()
    await availability.getByRole('button', { name: 'Save' }).click()
    await toastTitled(page, 'Availability saved').waitFor()
    expect(await availability.locator('[data-availability-source]').getAttribute('data-availability-source')).toBe('custom')
    const stillOffered = (await freeSlots(url)).filter((slot) => ownerDay(slot.start) === dayOff)
    expect(stillOffered).toEqual([])
    await expectNoAxeViolations(page)
  })

  it('shows an empty state when there are no calls, and fits every width', { timeout: 150_000 }, async ({ page, url }) => {
    await signIn(page, url)
    await openBookingsTab(page)
    const calls = page.getByRole('region', { name: 'Calls' })
    // Loaded: the settings and the (empty) list.
    await page.getByRole('region', { name: 'Availability' }).getByRole('button', { name: 'Save' }).waitFor()
    await expect.poll(async () => (await calls.textContent())?.includes('Loading') ?? true).toBe(false)
    expect(await calls.locator('li[data-booking-id]').count()).toBe(0)
    await expectNoAxeViolations(page)
    await expectFitsEveryWidth(page, 'admin-bookings-empty', { widths: ['phone', 'desktop'] })
    // The operator's API answers the same.
    const response = await page.request.get(url(`${bookingAdminApi.bookings}?scope=upcoming`))
    expect(response.status()).toBe(200)
    expect((await response.json()).bookings).toEqual([])
  })
})
