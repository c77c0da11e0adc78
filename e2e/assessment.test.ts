import type { Page } from 'playwright-core'
import { assessments } from '@/server/db/schema'
import { paths } from '@/shared/paths'
import { assessmentRequiredMessages } from '../tests/support/fixtures'
import { openPage } from './support/browser'
import { describe, expect, it, test } from './support/fixtures'
import { fillAssessmentForm } from './support/forms'
import { expectNoAxeViolations } from './support/page-checks'
import { holdPageScripts, holdRequests } from './support/held-scripts'

/** The calls GA's gtag received in this test, on every page it opened (the form goes to the thank-you page with a page load). */
let gtagCalls: unknown[][] = []
/** The session-storage writes of this test's pages, in order. */
let sessionWrites: [string, string][] = []

test.beforeEach(async ({ server, context }) => {
  await server.database.reset()
  gtagCalls = []
  sessionWrites = []
  await context.exposeFunction('__recordGtag', (...args: unknown[]) => void gtagCalls.push(args))
  await context.exposeFunction('__recordSessionWrite', (key: string, value: string) => void sessionWrites.push([key, value]))
  await context.addInitScript(() => {
    const record = window as unknown as { __recordGtag(...args: unknown[]): void; __recordSessionWrite(key: string, value: string): void }
    Object.assign(window, { gtag: (...args: unknown[]) => record.__recordGtag(...args) })
    // The thank-you page removes the marker as soon as it shows: record what was written.
    const setItem = Storage.prototype.setItem
    Storage.prototype.setItem = function (key: string, value: string) {
      if (this === window.sessionStorage) record.__recordSessionWrite(key, value)
      return setItem.call(this, key, value)
    }
  })
})

// The two free-text answers share one message: each distinct message once.
const { biggestGoal: _sameAsCurrentMarketing, ...messages } = assessmentRequiredMessages

const submitButton = (page: Page) => page.getByRole('button', { name: 'Get My Free AI Business Assessment' })

describe('free assessment in the browser', () => {
  it('shows every message on an empty submit, clears each as it is fixed, and lands on the thank-you page', async ({ page, server, consoleProblems: problems }) => {
    await openPage(page, `${server.baseUrl}/assessment`)
    await expect.poll(() => page.title()).toContain('Free AI Business Assessment')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Get Your Free AI Business Assessment')
    for (const benefit of ['2-Minute Assessment', 'Personalized Strategy', 'Free Implementation Plan']) {
      expect(await page.getByRole('heading', { name: benefit }).isVisible()).toBe(true)
    }

    // Prerendered, then hydrated: one set of head tags, no hydration errors.
    expect(await page.locator('head title').count()).toBe(1)
    expect(await page.locator('head meta[name="description"]').count()).toBe(1)

    await submitButton(page).click()
    for (const message of Object.values(messages)) {
      await expect.poll(() => page.getByText(message, { exact: true }).first().isVisible()).toBe(true)
    }
    // Both free-text questions share SPEC's message.
    expect(await page.getByText(messages.currentMarketing, { exact: true }).count()).toBe(2)
    // Each message is tied to its field for screen readers.
    expect(await page.getByLabel('Business Name *').getAttribute('aria-invalid')).toBe('true')

    await page.getByLabel('Business Name *').fill('Summit Roofing Co.')
    await expect.poll(() => page.getByText(messages.businessName).count()).toBe(0)
    await page.getByLabel('Email *').fill('dana@')
    await expect.poll(() => page.getByText(messages.email).count()).toBe(1)
    await fillAssessmentForm(page)
    for (const message of Object.values(messages)) {
      await expect.poll(() => page.getByText(message, { exact: true }).count()).toBe(0)
    }

    await submitButton(page).click()
    await page.waitForURL(`${server.baseUrl}/assessment/thank-you`)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Thank You! Assessment Received')

    const [stored] = await server.database.db.select().from(assessments)
    expect(stored).toMatchObject({ businessName: 'Summit Roofing Co.', email: 'dana@summitroofing.com', phone: null })
    // The thank-you page read the marker once and removed it.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('assessmentId'))).toBeNull()
    expect(gtagCalls).toContainEqual(['event', 'assessment_complete', expect.objectContaining({ event_category: 'form', event_label: 'ai_business_assessment' })])
    expect(problems).toEqual([])
  })

  it("keeps what was typed and sent before the page's code arrived, once, with no field in a URL", async ({ page, server }) => {
    // The prerendered form shows at once; hold the page's code back while the visitor types and sends.
    const { release, urls } = await holdPageScripts(page)
    await page.goto(`${server.baseUrl}/assessment`, { waitUntil: 'commit' })
    await fillAssessmentForm(page)
    await submitButton(page).click()
    expect(page.url()).toBe(`${server.baseUrl}/assessment`)
    release()
    await page.waitForURL(`${server.baseUrl}/assessment/thank-you`, { timeout: 20_000 })
    const stored = await server.database.db.select().from(assessments)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ businessName: 'Summit Roofing Co.', businessType: 'roofing', biggestGoal: 'Book 10 more inspections a month' })
    expect(urls.filter((address) => /summit|dana|inspections/i.test(decodeURIComponent(address.replaceAll('+', ' '))))).toEqual([])
  })

  it('works without JavaScript: the form posts to the server, lands on the thank-you page, and a mistake is named', { timeout: 60_000 }, async ({ newPage, server }) => {
    const page = await newPage({ javaScriptEnabled: false })
    const urls: string[] = []
    page.on('request', (request) => urls.push(request.url()))
    await page.goto(`${server.baseUrl}/assessment`)
    // A mistake: the server names the field with the form's message, and stores nothing.
    await fillAssessmentForm(page)
    await page.getByLabel('Business Name *').fill('')
    await submitButton(page).click()
    await page.getByRole('heading', { name: 'Please check your assessment' }).waitFor()
    expect(await page.locator('li').allTextContents()).toEqual(['Business Name: Business name is required'])
    expect(await server.database.db.select().from(assessments)).toEqual([])

    await page.goBack()
    await page.getByLabel('Business Name *').fill('Summit Roofing Co.')
    await submitButton(page).click()
    await page.waitForURL(`${server.baseUrl}/assessment/thank-you`)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Thank You! Assessment Received')
    const stored = await server.database.db.select().from(assessments)
    // Answered by the pipeline (the page's token came as a cookie), not held for review.
    expect(stored).toMatchObject([{ businessName: 'Summit Roofing Co.', quarantineReason: null, leadId: expect.any(String) }])
    expect(urls.filter((address) => /summit|dana|inspections/i.test(decodeURIComponent(address.replaceAll('+', ' '))))).toEqual([])
  })

  it('stores the returned id in session storage before navigating', async ({ page, server }) => {
    await openPage(page, `${server.baseUrl}/assessment`)
    await fillAssessmentForm(page)
    await submitButton(page).click()
    await page.waitForURL('**/assessment/thank-you')
    // The id the API returned is the stored assessment's (the response is gone with the page it answered).
    const stored = await server.database.db.select().from(assessments)
    expect(stored).toHaveLength(1)
    expect(sessionWrites).toEqual([['assessmentId', stored[0]!.id]])
  })

  it('disables the button while sending, and on failure shows the error toast and keeps the form', async ({ page, server }) => {
    const release = await holdRequests(page, '**/api/assessment', { status: 500, contentType: 'application/json', body: '{"error":"Internal Server Error"}' })
    await openPage(page, `${server.baseUrl}/assessment`)
    await fillAssessmentForm(page)
    await submitButton(page).click()

    const processing = page.getByRole('button', { name: 'Processing Your Assessment...' })
    await expect.poll(() => processing.isVisible()).toBe(true)
    expect(await processing.isDisabled()).toBe(true)
    release()

    const toast = page.locator('[data-slot=toast]')
    await expect.poll(() => toast.isVisible()).toBe(true)
    expect(await toast.locator('[data-slot=toast-title]').textContent()).toBe('Error')
    expect(await toast.locator('[data-slot=toast-description]').textContent()).toBe('Something went wrong. Please try again.')
    expect(await toast.getAttribute('class')).toContain('destructive')
    expect(page.url()).toBe(`${server.baseUrl}/assessment`)
    expect(await page.getByLabel('Business Name *').inputValue()).toBe('Summit Roofing Co.')
    expect(await page.getByLabel('Business Type *').inputValue()).toBe('roofing')
    expect(await submitButton(page).isEnabled()).toBe(true)
  })

  it("opens the booking page in a new tab from 'Schedule Your Call Now'", async ({ context, page, server }) => {
    await openPage(page, `${server.baseUrl}/assessment/thank-you`)
    const link = page.getByRole('link', { name: /Schedule Your Call Now/ })
    expect(await link.getAttribute('target')).toBe('_blank')
    const [popup] = await Promise.all([context.waitForEvent('page'), link.click()])
    await popup.waitForLoadState()
    expect(popup.url()).toBe(`${server.baseUrl}${paths.book.path}`)
    expect(page.url()).toBe(`${server.baseUrl}/assessment/thank-you`)
    await page.getByRole('link', { name: 'Return to Homepage' }).click()
    await page.waitForURL(`${server.baseUrl}/`)
  })

  it('has no accessibility violations on either page', async ({ page, server }) => {
    await openPage(page, `${server.baseUrl}/assessment`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    await expectNoAxeViolations(page)
    await submitButton(page).click()
    await page.getByText(messages.businessName).waitFor()
    await expectNoAxeViolations(page)
    await openPage(page, `${server.baseUrl}/assessment/thank-you`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    await expectNoAxeViolations(page)
  })
})

describe('unknown paths', () => {
  it('answers a direct request with HTTP 404 and the 404 page', async ({ page, server }) => {
    const response = await openPage(page, `${server.baseUrl}/no/such/page`)
    expect(response?.status()).toBe(404)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('404 Page Not Found')
    expect(await page.getByText('Did you forget to add the page to the router?').isVisible()).toBe(true)
    await expectNoAxeViolations(page)
  })

  it('shows the same page on in-app navigation', async ({ page, server }) => {
    // The app's router runs on the owner's pages (a public page loaded as a page has islands, no router).
    await openPage(page, `${server.baseUrl}${paths.admin.path}`)
    await page.evaluate(() => {
      window.history.pushState({}, '', '/still/missing')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('404 Page Not Found')
  })
})
