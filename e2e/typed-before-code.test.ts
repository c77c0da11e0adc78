import type { Page } from 'playwright-core'
import { contactSubmissions } from '@/server/db/schema'
import { needsJavaScript } from '@/server/plugins/web'
import { pageHydrated } from './support/browser'
import { chooseTime, clockLabel, fillBookingDetails, lastOpenTime, timePill, visitor } from './support/booking'
import { describe, expect, it } from './support/fixtures'
import { holdPageScripts } from './support/held-scripts'

/**
 * Issue 16 item 2 and issue 11 item 1, on the forms that had no adoption: whatever a visitor
 * types or submits while the page's code is still loading counts once it is live, and a form
 * sent too early never becomes a GET that puts its fields in the URL.
 */

async function openHeld(page: Page, url: string) {
  const scripts = await holdPageScripts(page)
  await page.goto(url, { waitUntil: 'commit' })
  return scripts
}

describe('typed before the code arrived', () => {
  it("/book: the time chosen and the details typed before the code arrived are kept when the times are shown again in the visitor's zone", { timeout: 60_000 }, async ({ newPage, url }) => {
    const page = await newPage({ timezoneId: 'Europe/London' })
    const { release } = await openHeld(page, url('/book'))
    const start = await lastOpenTime(page)
    await chooseTime(page, start)
    await fillBookingDetails(page)
    release()
    await pageHydrated(page)
    // Rendered again in London time: the same instant still chosen, every field as typed.
    await expect.poll(() => timePill(page, start).textContent()).toBe(clockLabel(start, 'Europe/London'))
    expect(await page.locator('input[name="start"]:checked').getAttribute('value')).toBe(start)
    expect(await page.getByLabel('Your name').inputValue()).toBe(visitor.name)
    expect(await page.getByLabel('Email').inputValue()).toBe(visitor.email)
    expect(await page.getByLabel('What would you like to discuss?').inputValue()).toBe(visitor.notes)
  })

  it('/client-form-demo: the typed fields are sent, the early submit is sent once the page is live, nothing lands in a URL', { timeout: 60_000 }, async ({ page, server, url }) => {
    await server.database.reset()
    const { release, urls } = await openHeld(page, url('/client-form-demo'))
    await page.getByLabel('Full Name *').fill('Typed Early')
    await page.getByLabel('Business Name *').fill('Early Bird Bakery')
    await page.getByLabel('Email *').fill('early.bird@example.com')
    await page.getByLabel('What would you like to automate? *').fill('Answer catering inquiries at night')
    // Sent before any code has run: held, not a native GET.
    await page.getByRole('button', { name: 'Submit & Start Automation' }).click()
    expect(page.url()).toBe(url('/client-form-demo'))
    const posted = page.waitForRequest((request) => request.url().endsWith('/api/contact') && request.method() === 'POST', { timeout: 20_000 })
    release()
    await pageHydrated(page)
    const body = (await posted).postDataJSON() as Record<string, string>
    expect(body).toMatchObject({ fullName: 'Typed Early', businessName: 'Early Bird Bakery', email: 'early.bird@example.com', automationNeeds: 'Answer catering inquiries at night' })
    await page.getByTestId('form-results').waitFor({ timeout: 20_000 })
    expect(await page.getByText('Please fill in all required fields.').count()).toBe(0)
    const stored = await server.database.db.select().from(contactSubmissions)
    expect(stored.map((row) => row.email)).toEqual(['early.bird@example.com'])
    expect(urls.filter((address) => /early\.bird|Early Bird|Typed Early|catering/i.test(decodeURIComponent(address.replaceAll('+', ' '))))).toEqual([])
  })

  it('/demo/real-estate: the lead is greeted by the name typed before the code arrived', async ({ page, url }) => {
    const { release, urls } = await openHeld(page, url('/demo/real-estate'))
    await page.getByLabel('Name').first().fill('Jane Early')
    await page.getByRole('button', { name: 'Submit Inquiry' }).click()
    release()
    await pageHydrated(page)
    await page.getByText('Thanks, Jane Early!').waitFor({ timeout: 10_000 })
    expect(urls.filter((address) => /Jane/.test(decodeURIComponent(address)))).toEqual([])
  })

  it('/demo/restaurant: a number typed before the code arrived counts in the ROI results', async ({ page, url }) => {
    const { release } = await openHeld(page, url('/demo/restaurant'))
    await page.getByLabel('Monthly cost without AI').fill('6000')
    release()
    await pageHydrated(page)
    await expect.poll(() => page.locator('dt', { hasText: 'Monthly savings' }).locator('..').locator('dd').textContent()).toBe('$3,803/month')
  })

  it('/client-form-demo without JavaScript: the form says the demo needs it, and nothing lands in a URL', async ({ newPage, server, url }) => {
    await server.database.reset()
    const page = await newPage({ javaScriptEnabled: false })
    const urls: string[] = []
    page.on('request', (request) => urls.push(request.url()))
    await page.goto(url('/client-form-demo'))
    await page.getByLabel('Full Name *').fill('No Script')
    await page.getByLabel('Email *').fill('no.script@example.com')
    const answer = page.waitForResponse((response) => response.request().method() === 'POST')
    await page.getByRole('button', { name: 'Submit & Start Automation' }).click()
    expect((await answer).status()).toBe(405)
    await page.getByRole('heading', { name: needsJavaScript.title }).waitFor()
    expect(await page.getByRole('link', { name: needsJavaScript.link }).getAttribute('href')).toBe('/assessment')
    expect(await server.database.db.select().from(contactSubmissions)).toEqual([])
    expect(urls.filter((address) => /no\.script|No Script/i.test(decodeURIComponent(address.replaceAll('+', ' '))))).toEqual([])
  })
})
