import type { Page } from 'playwright-core'
import { figuresBy, openPage } from './support/browser'
import { describe, expect, it, test, type Url } from './support/fixtures'
import { itPassesThePageChecks } from './support/page-tests'

test.beforeEach(async ({ context, server }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl })
})

const pagePath = '/outreach/restaurant'
/** The page arrives prerendered: wait for hydration (scripts loaded and run) before using it. */
const open = (page: Page, url: Url) => openPage(page, url(pagePath), { waitUntil: 'networkidle' })

describe('restaurant outreach', () => {
  it("shows SPEC's prospect stats, the partner limit, the prospects and the 3-step follow-up", async ({ page, url, consoleProblems: problems }) => {
    await open(page, url)
    await expect.poll(() => page.title()).toContain('Restaurant Outreach Demo')
    expect(await figuresBy(page, 'data-stat')).toEqual({ 'Restaurant prospects': '247', 'Response rate': '34%', 'Demos booked': '12', 'Demo to client conversion': '28%' })
    expect(await page.getByText(/only 10 new restaurant partners a month/).isVisible()).toBe(true)

    const prospects = page.getByRole('list', { name: 'Prospects' })
    for (const label of ['Interested', 'Demo Scheduled', 'Contacted', 'New Lead', 'High priority', 'Medium priority', 'Low priority']) {
      expect(await prospects.getByText(label, { exact: true }).first().isVisible()).toBe(true)
    }
    for (const step of ['Day 1: Email', 'Day 3: SMS', 'Day 7: Cold call']) {
      expect(await page.getByRole('heading', { name: step }).isVisible()).toBe(true)
    }
    expect(problems).toEqual([])
  })

  it('offers Email, SMS, Cold Call and LinkedIn templates; the SMS shows its count against 160', async ({ page, url }) => {
    await open(page, url)
    const tabs = page.getByRole('tablist', { name: 'Template channel' }).getByRole('tab')
    expect(await tabs.allTextContents()).toEqual(['Email', 'SMS', 'Cold Call', 'LinkedIn'])
    expect(await page.getByText('Save $3,200/month with AI automation - [Restaurant Name]').isVisible()).toBe(true)
    await page.getByRole('tab', { name: 'SMS' }).click()
    const body = await page.locator('[role=tabpanel] pre').textContent()
    const count = await page.getByTestId('sms-count').textContent()
    expect(count).toMatch(new RegExp(`^${[...body!].length}/160 characters`))
    // Arrow keys move between the tabs (Radix).
    await page.getByRole('tab', { name: 'SMS' }).press('ArrowRight')
    await expect.poll(() => page.getByRole('tab', { name: 'Cold Call' }).getAttribute('aria-selected')).toBe('true')
  })

  it("copies the template to the clipboard and reads 'Copied!' for 2 s", async ({ page, url }) => {
    await open(page, url)
    await page.getByRole('tab', { name: 'LinkedIn' }).click()
    const expected = await page.locator('[role=tabpanel] pre').textContent()
    const button = page.locator('[role=tabpanel] button')
    // Timed inside the page, so a slow test machine cannot stretch the measurement.
    const shownFor = await button.evaluate(async (element: HTMLButtonElement) => {
      element.click()
      const until = async (done: () => boolean) => {
        while (!done()) await new Promise((resolve) => setTimeout(resolve, 10))
        return performance.now()
      }
      const copiedAt = await until(() => element.textContent?.startsWith('Copied!') ?? false)
      const revertedAt = await until(() => element.textContent?.startsWith('Copy ') ?? false)
      return revertedAt - copiedAt
    })
    expect(shownFor).toBeGreaterThan(1900)
    expect(shownFor).toBeLessThan(2600)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected)
    expect(await page.getByRole('status').filter({ hasText: 'LinkedIn' }).count()).toBe(0)
  })

  it('announces the copy to screen readers', async ({ page, url }) => {
    await open(page, url)
    await page.getByRole('tab', { name: 'SMS' }).click()
    await page.getByRole('button', { name: /^Copy/ }).click()
    await page.getByRole('button', { name: /^Copied!/ }).waitFor()
    expect(await page.getByRole('status').filter({ hasText: 'copied' }).textContent()).toBe('SMS template copied to the clipboard')
  })

  it('copies the e-mail with its subject line', async ({ page, url }) => {
    await open(page, url)
    await page.getByRole('button', { name: /^Copy/ }).click()
    await page.getByRole('button', { name: /^Copied!/ }).waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^Subject: Save \$3,200\/month with AI automation - \[Restaurant Name\]\n\nHi \[Owner Name\],/)
  })

  itPassesThePageChecks(pagePath, (page) => page.getByRole('tab', { name: 'SMS' }).click())
})
