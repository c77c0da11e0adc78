import type { Page } from 'playwright-core'
import { openPage } from './support/browser'
import { holdRequests } from './support/held-scripts'
import { describe, expect, it } from './support/fixtures'
import { expectAccessibleAtEveryWidth } from './support/page-checks'

const pagePath = '/automation/demo'
const steps = (target: Page) => target.getByRole('list', { name: 'Pipeline steps' }).locator(':scope > li')
const stepStatuses = (target: Page) => steps(target).evaluateAll((items) => items.map((item) => item.getAttribute('data-status')))
const startButton = (target: Page) => target.getByRole('button', { name: 'Start Live Demo' })
const progressValue = (page: Page) => page.getByRole('progressbar', { name: 'Pipeline progress' }).getAttribute('aria-valuenow')

describe('lead response live demo', () => {
  it('is prerendered with the six steps, their expected durations and the Business Impact card', async ({ page, url, consoleProblems: problems }) => {
    const html = await (await fetch(url(pagePath))).text()
    for (const text of ['Start Live Demo', 'Lead Capture', 'AI Lead Analysis', 'Email Generation', 'CRM Integration', 'Task Automation', 'Admin Notification', 'Business Impact']) {
      expect(html).toContain(text)
    }
    await openPage(page, url(pagePath))
    await expect.poll(() => page.title()).toContain('Lead Response Live Demo')
    expect(await steps(page).locator('h3').allTextContents()).toEqual([
      '1. Lead Capture',
      '2. AI Lead Analysis',
      '3. Email Generation',
      '4. CRM Integration',
      '5. Task Automation',
      '6. Admin Notification',
    ])
    const expected = await steps(page).evaluateAll((items) => items.map((item) => item.textContent?.match(/Expected: (.+)$/)?.[1]))
    expect(expected).toEqual(['Under 1 s', '2-3 s', '1-2 s', '1-2 s', '2-3 s', 'Under 1 s'])
    expect(await stepStatuses(page)).toEqual(Array(6).fill('pending'))
    for (const claim of ['45+ min', '< 10 s', '+400%', '15-25 h']) {
      expect(await page.getByText(claim, { exact: true }).isVisible()).toBe(true)
    }
    expect(await page.getByRole('link', { name: 'Schedule Consultation' }).getAttribute('href')).toBe('/assessment')
    expect(await page.getByRole('link', { name: 'View Pricing' }).getAttribute('href')).toBe('/#calculator')
    expect(problems).toEqual([])
  })

  it('runs the pipeline one step at a time after the server answers, and shows the results', async ({ page, url, consoleProblems: problems }) => {
    await openPage(page, url(pagePath))
    const release = await holdRequests(page, '**/api/automation/test')
    const response = page.waitForResponse('**/api/automation/test')
    await startButton(page).click()
    // Waiting for the server: nothing advances yet.
    await expect.poll(() => startButton(page).isDisabled()).toBe(true)
    expect(await stepStatuses(page)).toEqual(Array(6).fill('pending'))
    release()
    const body = (await (await response).json()) as {
      mode: string
      testResults: { leadScore: number; priority: string; tasksCreated: number; emailsScheduled: number }
    }
    expect(body.mode).toBe('sandbox')

    // Exactly one step processes at a time, and the steps finish in order.
    const seen = new Set<string>()
    await expect
      .poll(
        async () => {
          const statuses = await stepStatuses(page)
          expect(statuses.filter((status) => status === 'processing').length).toBeLessThanOrEqual(1)
          const done = statuses.filter((status) => status === 'success').length
          expect(statuses.slice(0, done)).toEqual(Array(done).fill('success'))
          seen.add(statuses.join(','))
          return done
        },
        { timeout: 15_000, interval: 200 },
      )
      .toBe(6)
    expect(seen.size).toBeGreaterThanOrEqual(6)
    expect(await progressValue(page)).toBe('100')

    const results = page.getByTestId('demo-results')
    const text = await results.textContent()
    expect(text).toContain(`${body.testResults.leadScore}/100`)
    expect(text).toContain(`${body.testResults.priority} priority`)
    expect(text).toContain(`Lead score${body.testResults.leadScore}/100`)
    expect(text).toContain(`Tasks created${body.testResults.tasksCreated}`)
    expect(text).toContain(`Emails scheduled${body.testResults.emailsScheduled}`)
    expect(text).toMatch(/Total time\d+(\.\d)? m?s/)
    const logs = page.getByRole('region', { name: 'System log lines' })
    expect(await logs.textContent()).toContain('Pipeline complete')
    expect(await startButton(page).isEnabled()).toBe(true)
    expect(problems).toEqual([])
  })

  it('only logs a server error and resets the demo', async ({ page, url }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.route('**/api/automation/test', (route) => route.fulfill({ status: 500, body: '{"error":"Internal Server Error"}' }))
    await openPage(page, url(pagePath))
    await startButton(page).click()
    await expect.poll(() => errors.some((text) => text.includes('Live demo failed'))).toBe(true)
    await expect.poll(() => startButton(page).isEnabled()).toBe(true)
    expect(await stepStatuses(page)).toEqual(Array(6).fill('pending'))
    expect(await page.getByRole('alert').count()).toBe(0)
  })

  it('has no accessibility violations before or after a run, and fits every width', async ({ page, url }) => {
    await openPage(page, url(pagePath))
    await page.getByRole('heading', { level: 1 }).waitFor()
    await expectAccessibleAtEveryWidth(page, 'automation-demo')
    await startButton(page).click()
    await expect.poll(() => stepStatuses(page), { timeout: 15_000 }).toEqual(Array(6).fill('success'))
    await expectAccessibleAtEveryWidth(page, 'automation-demo-complete')
  })
})
