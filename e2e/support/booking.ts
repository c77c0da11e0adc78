import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { bookingApi, bookingFieldLabels, type Slot } from '@/shared/booking'
import { humanFormFields } from '../../tests/support/fixtures'
import type { Url } from './fixtures'

/**
 * What the booking tests share. The test server runs on the real clock, so the free times are
 * the next weekdays' office hours in the owner's zone, whatever day the tests run: the tests take
 * them from the API or the page, never a fixed date, and pick one well clear of the minimum
 * notice (not the first time offered), so a test that takes a few seconds never chooses a time
 * that stops being offered meanwhile.
 */

/** The free times the API offers now (the same the page shows). */
export async function freeSlots(url: Url): Promise<Slot[]> {
  const response = await fetch(url(`${bookingApi.slots}?days=14`))
  expect(response.status).toBe(200)
  const { slots } = (await response.json()) as { slots: Slot[] }
  expect(slots.length, 'free times in the next 14 days').toBeGreaterThan(4)
  return slots
}

/** Books `start` through the API, as another visitor would; answers the call's page address. */
export async function bookThroughApi(url: Url, start: string, who: { name: string; email: string } = { name: 'Sam Earlybird', email: 'sam@earlybird.test' }) {
  const response = await fetch(url(bookingApi.book), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ start, ...who, timeZone: 'America/New_York', ...humanFormFields() }),
  })
  const body = await response.text()
  expect(response.status, body).toBe(201)
  return JSON.parse(body) as { id: string; manageUrl: string }
}

/** The visitor's details, typed into the form by their labels. */
export const visitor = { name: 'Dana Whitaker', email: 'dana@summitroofing.com', notes: 'We miss calls after hours' }

export async function fillBookingDetails(page: Page, details: Partial<typeof visitor> = visitor) {
  if (details.name !== undefined) await page.getByLabel(bookingFieldLabels.name).fill(details.name)
  if (details.email !== undefined) await page.getByLabel(bookingFieldLabels.email, { exact: true }).fill(details.email)
  if (details.notes !== undefined) await page.getByLabel(bookingFieldLabels.notes).fill(details.notes)
}

/** A time's pill (the radio is visually hidden inside its label): found by the slot's UTC start. */
export const timePill = (page: Page, start: string) => page.locator(`input[name="start"][value="${start}"] + label`)

/** Opens the day that holds `start` (days are native `<details>`, one open at a time) and chooses it. */
export async function chooseTime(page: Page, start: string) {
  const day = page.locator('details[name="booking-day"]', { has: page.locator(`input[name="start"][value="${start}"]`) })
  if ((await day.getAttribute('open')) === null) await day.locator('summary').click()
  await timePill(page, start).click()
  expect(await page.locator('input[name="start"]:checked').getAttribute('value')).toBe(start)
}

/** The last time of the day shown open: clear of the minimum notice whatever the hour. */
export async function lastOpenTime(page: Page): Promise<string> {
  const value = await page.locator('details[open] input[name="start"]').last().getAttribute('value')
  expect(value).toBeTruthy()
  return value!
}

export const submitBooking = (page: Page) => page.getByRole('button', { name: 'Book My Free Call' })

/** A time as the page labels it in a zone ("9:30 AM", with plain spaces as shared/booking-form.ts writes them). */
export const clockLabel = (start: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(start)).replace(/[\u2009\u202f\u00a0]/g, ' ')
