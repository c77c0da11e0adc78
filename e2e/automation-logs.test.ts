import type { Page } from 'playwright-core'
import { openPage } from './support/browser'
import { holdRequests } from './support/held-scripts'
import { describe, expect, it } from './support/fixtures'
import { expectAccessibleAtEveryWidth, expectNoAxeViolations } from './support/page-checks'

const pagePath = '/automation/logs'
const runButton = (page: Page) => page.getByRole('button', { name: 'Run Full Test with Live Logs' })
const entries = (page: Page) => page.getByRole('region', { name: 'Log entries' }).locator('ol > li')

describe('automation live logs', () => {
  it('starts IDLE with no logs, goes LIVE while the test runs, then lists the summary and every entry', async ({ page, url, consoleProblems: problems }) => {
    await openPage(page, url(pagePath))
    await expect.poll(() => page.title()).toContain('Automation Live Logs')
    expect(await page.getByTestId('live-badge').textContent()).toBe('IDLE')
    expect(await page.getByText('No automation logs yet.').isVisible()).toBe(true)
    expect(await page.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/automation')

    const release = await holdRequests(page, '**/api/automation/test-with-logs')
    const response = page.waitForResponse('**/api/automation/test-with-logs')
    await runButton(page).click()
    await expect.poll(() => page.getByTestId('live-badge').textContent()).toBe('LIVE')
    expect(await runButton(page).isDisabled()).toBe(true)
    release()
    const body = (await (await response).json()) as {
      mode: string
      testResults: { leadScore: number; priority: string; tasksCreated: number; emailsScheduled: number; emailGenerated: boolean }
      logs: { step: string; message: string; details: Record<string, unknown> | null; leadName: string | null }[]
    }
    await expect.poll(() => page.getByTestId('live-badge').textContent()).toBe('IDLE')

    const summary = page.locator('[data-tone=success]').filter({ has: page.getByRole('heading', { name: 'Test results' }) })
    const text = await summary.textContent()
    expect(text).toContain(`Lead score${body.testResults.leadScore}/100`)
    expect(text).toContain(`Priority${body.testResults.priority}`)
    expect(text).toContain(`Email generated${body.testResults.emailGenerated ? 'Yes' : 'No'}`)
    expect(text).toContain(`Tasks created${body.testResults.tasksCreated}`)
    expect(text).toContain(`Emails scheduled${body.testResults.emailsScheduled}`)
    if (body.mode === 'sandbox') expect(text).toContain('Sandbox mode.')

    expect(body.logs.length).toBeGreaterThan(0)
    await expect.poll(() => entries(page).count()).toBe(body.logs.length)
    expect(await entries(page).locator('h3').allTextContents()).toEqual(body.logs.map((entry) => entry.step))
    const first = entries(page).first()
    expect(await first.textContent()).toContain(body.logs[0]!.message)
    expect(await first.locator('time').getAttribute('datetime')).toBeTruthy()
    expect(await first.getByRole('img').getAttribute('aria-label')).toMatch(/^(Success|Warning|Error|Processing)$/)
    const named = body.logs.findIndex((entry) => entry.leadName)
    if (named >= 0) expect(await entries(page).nth(named).textContent()).toContain(body.logs[named]!.leadName)
    expect(problems).toEqual([])
  })

  it('expands and collapses an entry’s details', async ({ page, url }) => {
    await page.route('**/api/automation/test-with-logs', (route) =>
      route.fulfill({
        json: {
          success: true,
          mode: 'sandbox',
          testResults: { leadScore: 88, priority: 'High', emailGenerated: true, tasksCreated: 5, emailsScheduled: 2, processingTime: 812 },
          logs: [
            {
              id: 'a',
              step: 'AI Lead Analysis',
              status: 'success',
              message: 'Lead scored 88/100',
              details: { leadScore: 88, model: 'local' },
              timestamp: '2025-03-10T14:05:09.000Z',
              leadName: 'Maria Lopez',
              businessName: 'Bella Vista Bistro',
            },
            { id: 'b', step: 'Notion Sync', status: 'warning', message: 'Notion not configured: kept locally', details: null, timestamp: '2025-03-10T14:05:10.000Z', leadName: null, businessName: null },
            { id: 'c', step: 'Make Webhook', status: 'error', message: 'Webhook refused', details: { status: 500 }, timestamp: '2025-03-10T14:05:11.000Z', leadName: null, businessName: null },
            { id: 'd', step: 'Follow-ups', status: 'processing', message: 'Scheduling follow-ups', details: null, timestamp: '2025-03-10T14:05:12.000Z', leadName: null, businessName: null },
          ],
        },
      }),
    )
    await openPage(page, url(pagePath))
    await runButton(page).click()
    await expect.poll(() => entries(page).count()).toBe(4)
    expect(await entries(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-status')))).toEqual(['success', 'warning', 'error', 'processing'])
    expect(await entries(page).nth(0).textContent()).toContain('Maria Lopez · Bella Vista Bistro')
    // Only entries with details get a disclosure button.
    expect(await entries(page).nth(1).getByRole('button').count()).toBe(0)

    const toggle = entries(page).nth(0).getByRole('button', { name: /details for AI Lead Analysis/ })
    expect(await toggle.textContent()).toContain('Show details')
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    const details = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
    expect(await details.isVisible()).toBe(false)
    await toggle.click()
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    expect(await toggle.textContent()).toContain('Hide details')
    expect(await details.isVisible()).toBe(true)
    expect(await details.textContent()).toContain('Lead score88')
    await expectNoAxeViolations(page)
    await toggle.click()
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await details.isVisible()).toBe(false)
  })

  it("shows 'Test Failed' / 'Test failed' when the run fails", async ({ page, url }) => {
    await page.route('**/api/automation/test-with-logs', (route) => route.fulfill({ status: 500, body: '{"error":"Internal Server Error"}' }))
    await openPage(page, url(pagePath))
    await runButton(page).click()
    const panel = page.locator('[data-tone=failure]')
    await panel.waitFor()
    expect(await panel.getByRole('heading').textContent()).toBe('Test Failed')
    expect(await panel.textContent()).toContain('Test failed')
    expect(await page.getByTestId('live-badge').textContent()).toBe('IDLE')
    expect(await page.getByText('No automation logs yet.').isVisible()).toBe(true)
  })

  it('has no accessibility violations and fits every width', async ({ page, url }) => {
    await openPage(page, url(pagePath))
    await page.getByRole('heading', { level: 1 }).waitFor()
    await expectAccessibleAtEveryWidth(page, 'automation-logs')
    // After a run, with the first entry's details open.
    await runButton(page).click()
    const first = entries(page).first()
    await first.waitFor()
    if ((await first.getByRole('button').count()) > 0) await first.getByRole('button').click()
    await expectAccessibleAtEveryWidth(page, 'automation-logs-run')
  })
})
