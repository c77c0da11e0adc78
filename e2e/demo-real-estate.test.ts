import type { Page } from 'playwright-core'
import { openPage } from './support/browser'
import { describe, expect, it, type Url } from './support/fixtures'
import { fillFields } from './support/forms'
import { expectNoAxeViolations, saveScreenshot } from './support/page-checks'

const pagePath = '/demo/real-estate'
/** The page arrives prerendered: wait for hydration (scripts loaded and run) before using it. */
const open = (page: Page, url: Url) => openPage(page, url(pagePath), { waitUntil: 'networkidle' })
const stepStatuses = (page: Page) => page.locator('ol[aria-label="Workflow steps"] > li').evaluateAll((items) => items.map((item) => item.getAttribute('data-status')))

describe('real estate demo', () => {
  it('shows the claims and adds a submitted inquiry to Active Leads without validation', async ({ page, url, consoleProblems: problems }) => {
    await open(page, url)
    await expect.poll(() => page.title()).toContain('Real Estate Automation Demo')
    for (const claim of ['25 hours', 'Under 30 s', '85%', '$50k+']) {
      expect(await page.getByText(claim, { exact: true }).isVisible()).toBe(true)
    }
    const leads = page.getByRole('list', { name: 'Active leads' }).locator(':scope > li')
    expect(await leads.count()).toBe(3)
    // SPEC §4: new leads wear the destructive style, offers the default one.
    expect(await leads.nth(0).getByText('New', { exact: true }).getAttribute('class')).toContain('bg-destructive')
    expect(await leads.nth(2).getByText('Offer', { exact: true }).getAttribute('class')).toContain('bg-primary')

    await fillFields(page, {
      'Full name': 'Dana Whitaker',
      Email: 'not-an-email',
      Phone: '(859) 555-0101',
      'Property type': { option: 'Condo' },
      Budget: { option: '$400k - $600k' },
    })
    await page.getByRole('button', { name: 'Submit Inquiry' }).click()

    await expect.poll(() => leads.count()).toBe(4)
    const newest = leads.first()
    expect(await newest.textContent()).toContain('Dana Whitaker')
    expect(await newest.textContent()).toContain('Condo · $400k - $600k')
    expect(await newest.getByText('New', { exact: true }).isVisible()).toBe(true)
    expect(await page.getByLabel('Full name').inputValue()).toBe('')
    expect(await page.getByRole('status').first().textContent()).toContain('Thanks, Dana Whitaker!')

    // Even an empty inquiry goes through: SPEC shows no validation.
    await page.getByRole('button', { name: 'Submit Inquiry' }).click()
    await expect.poll(() => leads.count()).toBe(5)
    expect(problems).toEqual([])
  })

  it('lists listings with their status and the marketing automations', async ({ page, url }) => {
    await open(page, url)
    await page.getByRole('tab', { name: 'Property Marketing' }).click()
    expect(await page.getByRole('heading', { name: 'Active Listings' }).isVisible()).toBe(true)
    expect(await page.getByRole('heading', { name: 'Marketing Automation' }).isVisible()).toBe(true)
    const listings = page.getByRole('list', { name: 'Listings' })
    for (const status of ['Active', 'Pending', 'Sold']) {
      expect(await listings.getByText(status, { exact: true }).isVisible()).toBe(true)
    }
  })

  it('advances the live workflow one step every 2 s and ends with Automation Complete!', async ({ page, url }) => {
    await open(page, url)
    await page.getByRole('tab', { name: 'Live Automation' }).click()
    await expect.poll(() => stepStatuses(page)).toEqual(['in-progress', 'pending', 'pending', 'pending', 'pending', 'pending'])
    const steps = page.locator('ol[aria-label="Workflow steps"] > li')
    expect(await steps.nth(0).textContent()).toContain('Processing...')
    expect(await steps.nth(1).textContent()).toContain('Waiting')

    // Timed inside the page, so a slow test machine cannot stretch the measurement.
    const moves = await page.evaluate(
      () =>
        new Promise<{ index: number; at: number }[]>((resolve) => {
          const list = document.querySelector('ol[aria-label="Workflow steps"]')!
          const current = () => [...list.children].findIndex((item) => item.getAttribute('data-status') === 'in-progress')
          const seen: { index: number; at: number }[] = []
          let last = current()
          // Stamped when the page changes the step (a mutation), not when a poll notices it.
          const observer = new MutationObserver(() => {
            const now = current()
            if (now === last) return
            seen.push({ index: (last = now), at: performance.now() })
            if (now === -1) finish()
          })
          const finish = () => {
            observer.disconnect()
            resolve(seen)
          }
          observer.observe(list, { subtree: true, attributes: true, attributeFilter: ['data-status'] })
          setTimeout(finish, 20_000)
        }),
    )
    // Steps 2 to 6 start in turn, then the last completes: each 2 s after the one before (a timer
    // that fires late on a busy machine shortens the next gap, hence the margin below).
    expect(moves.map(({ index }) => index)).toEqual([1, 2, 3, 4, 5, -1])
    for (let index = 1; index < moves.length; index += 1) {
      const gap = moves[index]!.at - moves[index - 1]!.at
      expect(gap).toBeGreaterThan(1500)
      expect(gap).toBeLessThan(2600)
    }

    await page.getByRole('heading', { name: 'Automation Complete!' }).waitFor()
    expect(await stepStatuses(page)).toEqual(Array(6).fill('completed'))
    expect(await steps.nth(0).textContent()).toContain('Complete')
    expect(await page.getByText(/^Lead processed in under 2 minutes/).isVisible()).toBe(true)
    await saveScreenshot(page, 'demo-real-estate-automation-desktop-1280')
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Replay workflow' }).click()
    await expect.poll(() => stepStatuses(page)).toEqual(['in-progress', 'pending', 'pending', 'pending', 'pending', 'pending'])
  })

  it('has no accessibility violations on the first two tabs', async ({ page, url }) => {
    await open(page, url)
    await page.getByRole('heading', { level: 1 }).waitFor()
    await expectNoAxeViolations(page)
    await page.getByRole('tab', { name: 'Property Marketing' }).click()
    await page.getByRole('heading', { name: 'Active Listings' }).waitFor()
    await expectNoAxeViolations(page)
  })
})
