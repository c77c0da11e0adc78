import type { Page } from 'playwright-core'
import { contactSubmissions } from '@/server/db/schema'
import { busySubmissionMessage } from '@/shared/form-refusals'
import { scoringGroups } from '@/shared/scoring-model'
import { openPage } from './support/browser'
import { describe, expect, it, test, type Url } from './support/fixtures'
import { expectFitsEveryWidth, expectNoAxeViolations, saveScreenshot } from './support/page-checks'

test.beforeEach(async ({ server }) => {
  await server.database.reset()
})

const pagePath = '/client-form-demo'
const submitButton = (target: Page) => target.getByRole('button', { name: 'Submit & Start Automation' })
const fillSample = (target: Page) => target.getByRole('button', { name: 'Fill Sample Restaurant Data' }).click()
const progress = (target: Page) => target.getByTestId('form-demo-progress').textContent()
const stepStatuses = (target: Page) =>
  target.getByRole('list', { name: 'Pipeline steps' }).locator(':scope > li').evaluateAll((items) => items.map((item) => item.getAttribute('data-status')))
const requiredAlert = 'Please fill in all required fields.'

async function open(target: Page, url: Url) {
  await openPage(target, url(pagePath))
}

describe('client form demo', () => {
  it('is prerendered with the form and the pipeline', async ({ url }) => {
    const html = await (await fetch(url(pagePath))).text()
    for (const text of ['Fill Sample Restaurant Data', 'Submit &amp; Start Automation', 'Form Submission', 'Workflow &amp; Owner Alert', 'Scoring Algorithm']) {
      expect(html).toContain(text)
    }
  })

  it("shows 'Please fill in all required fields.' for any empty required field, without sending", async ({ page, url, consoleProblems: problems }) => {
    let posts = 0
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/contact')) posts++
    })
    await open(page, url)
    await expect.poll(() => page.title()).toContain('Client Form Demo')
    expect(await page.getByLabel('Email *').getAttribute('type')).toBe('email')

    await submitButton(page).click()
    const alert = page.getByRole('alert').filter({ hasText: requiredAlert })
    await alert.waitFor()
    expect(await page.getByLabel('Full Name *').getAttribute('aria-invalid')).toBe('true')
    await expectNoAxeViolations(page)

    // Each required field on its own; the phone is optional.
    for (const label of ['Full Name *', 'Business Name *', 'Email *', 'What would you like to automate? *']) {
      await fillSample(page)
      await page.getByLabel(label).fill('')
      await submitButton(page).click()
      await alert.waitFor()
      expect(await page.getByLabel(label).getAttribute('aria-invalid')).toBe('true')
    }
    expect(posts).toBe(0)
    expect(await stepStatuses(page)).toEqual(Array(6).fill('pending'))
    expect(problems).toEqual([])
  })

  it('fills the sample restaurant, submits, runs the progress to 100 % and shows the results from the server', async ({ page, server, url, consoleProblems: problems }) => {
    await open(page, url)
    await fillSample(page)
    expect(await page.getByLabel('Business Name *').inputValue()).toBe('Bella Vista Bistro')
    expect(await page.getByLabel('Full Name *').inputValue()).not.toBe('')
    expect(await page.getByLabel('Email *').inputValue()).toContain('@')
    expect(await page.getByLabel('What would you like to automate? *').inputValue()).not.toBe('')

    // A person takes more than the server's minimum time on the form (bot check).
    await page.waitForTimeout(3_000)
    const seen = new Set<string>()
    const request = page.waitForRequest('**/api/contact')
    const response = page.waitForResponse('**/api/contact')
    await submitButton(page).click()
    const sent = (await request).postDataJSON() as Record<string, unknown>
    expect(sent).toMatchObject({ businessName: 'Bella Vista Bistro', fullName: 'Maria Lopez', website: '' })
    expect(sent.formToken).toEqual(expect.stringMatching(/^v1\./))
    const body = (await (await response).json()) as { automation: { leadScore: number; priority: string; tasksCreated: number; emailsSent: number; emailStatus?: string } }

    await expect
      .poll(
        async () => {
          const value = (await progress(page)) ?? ''
          seen.add(value)
          return value
        },
        { timeout: 15_000, interval: 100 },
      )
      .toBe('100%')
    // Several of SPEC's stops were seen on the way (16, 33, 50, 67, 84 %), and nothing else.
    const stops = [...seen].filter((value) => value !== '0%' && value !== '100%')
    expect(stops.length).toBeGreaterThanOrEqual(3)
    for (const stop of stops) expect(['16%', '33%', '50%', '67%', '84%']).toContain(stop)
    expect(await stepStatuses(page)).toEqual(Array(6).fill('complete'))

    const results = page.getByTestId('form-results')
    await results.waitFor()
    const text = await results.textContent()
    expect(text).toContain(`Lead score${body.automation.leadScore}/100`)
    expect(text).toContain(`Tasks created${body.automation.tasksCreated}`)
    // Said for the mode it ran in: without a mail server the reply is written, not sent.
    const emailLabel = body.automation.emailStatus === 'local' ? 'Emails written, not sent (no mail server)' : 'Emails sent'
    expect(text).toContain(`${emailLabel}${body.automation.emailsSent}`)
    expect(await page.getByText(`SMTP · send personal reply · ${body.automation.emailStatus}`).isVisible()).toBe(true)
    expect(text).toContain(body.automation.priority)
    expect(await page.getByRole('heading', { name: 'Automation Complete!' }).isVisible()).toBe(true)
    const stored = await server.database.db.select().from(contactSubmissions)
    expect(stored).toMatchObject([{ businessName: 'Bella Vista Bistro', fullName: 'Maria Lopez', phone: '(859) 555-0187' }])
    // The API call lines and process details of each step are shown.
    expect(await page.getByText('POST /api/contact').isVisible()).toBe(true)
    expect(await page.getByRole('list', { name: 'AI Lead Analysis details' }).isVisible()).toBe(true)
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Try Again' }).click()
    expect(await progress(page)).toBe('0%')
    expect(await page.getByLabel('Business Name *').inputValue()).toBe('')
    expect(problems).toEqual([])
  })

  it('uses the default results (85, High, 5 tasks, 1 email) when the response lacks them', async ({ page, url }) => {
    await page.route('**/api/contact', (route) => route.fulfill({ status: 201, json: { success: true } }))
    await open(page, url)
    await fillSample(page)
    await submitButton(page).click()
    const results = page.getByTestId('form-results')
    await results.waitFor({ timeout: 15_000 })
    const text = await results.textContent()
    expect(text).toContain('Lead score85/100')
    expect(text).toContain('Tasks created5')
    expect(text).toContain('Emails sent1')
    expect(text).toContain('High')
  })

  it('takes the fallback path when the submission fails', async ({ page, url }) => {
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, body: '{"error":"Internal Server Error"}' }))
    await open(page, url)
    await fillSample(page)
    await submitButton(page).click()
    const fallback = page.getByRole('status').filter({ hasText: 'Fallback path' })
    await fallback.waitFor()
    for (const line of ['Fallback systems activated', 'Form still submitted', 'Manual follow-up will start']) {
      expect(await fallback.getByText(line, { exact: true }).isVisible()).toBe(true)
    }
    expect(await progress(page)).toBe('100%')
    expect((await stepStatuses(page)).filter((status) => status === 'fallback')).toHaveLength(1)
    expect(await page.getByTestId('form-results').count()).toBe(0)
    expect(await submitButton(page).isEnabled()).toBe(true)
    await expectNoAxeViolations(page)
    await page.evaluate(() => window.scrollTo(0, 0))
    await saveScreenshot(page, 'automation-client-form-demo-fallback-desktop-1280')
  })

  it('says nothing was stored when the server is too busy to take the lead (503), and keeps the form', async ({ page, url }) => {
    await page.route('**/api/contact', (route) => route.fulfill({ status: 503, headers: { 'retry-after': '4' }, json: { error: busySubmissionMessage } }))
    await open(page, url)
    await fillSample(page)
    await submitButton(page).click()
    const note = page.getByRole('status').filter({ hasText: busySubmissionMessage })
    await note.waitFor()
    expect(await note.getByText(busySubmissionMessage).isVisible()).toBe(true)
    // Not the fallback path: that one says the form was still submitted.
    expect(await page.getByText('Form still submitted').count()).toBe(0)
    expect(await progress(page)).toBe('0%')
    expect(await page.getByLabel('Full Name *').inputValue()).not.toBe('')
  })

  it('shows the scoring algorithm in its tab', async ({ page, url }) => {
    await open(page, url)
    await page.getByRole('tab', { name: 'Scoring Algorithm' }).click()
    const panel = page.getByRole('tabpanel', { name: 'Scoring Algorithm' })
    for (const group of scoringGroups) {
      const section = panel.getByRole('region', { name: group.label })
      expect(await section.getByText(`${group.weight}%`).isVisible()).toBe(true)
      for (const factor of group.factors) {
        expect(await section.getByRole('row', { name: factor.label }).getByRole('cell').textContent()).toBe(`${factor.min}-${factor.max} pts`)
      }
    }
    await expectNoAxeViolations(page)
    await page.evaluate(() => window.scrollTo(0, 0))
    await saveScreenshot(page, 'automation-client-form-demo-scoring-desktop-1280')
  })

  it('fits every width, before and after a run', async ({ page, url }) => {
    await open(page, url)
    await expectFitsEveryWidth(page, 'automation-client-form-demo')
    await fillSample(page)
    await submitButton(page).click()
    await page.getByTestId('form-results').waitFor({ timeout: 15_000 })
    await page.evaluate(() => window.scrollTo(0, 0))
    await expectFitsEveryWidth(page, 'automation-client-form-demo-complete')
  })
})
