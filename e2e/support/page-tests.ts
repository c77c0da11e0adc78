import type { Page } from 'playwright-core'
import { openPage } from './browser'
import { it } from './fixtures'
import { expectNoAxeViolations, saveScreenshots } from './page-checks'

/**
 * The two tests a demo page's file ends with: axe finds nothing on the page as it opens (once
 * hydrated), nor after `interact` has changed it; and the page fits phone, tablet and desktop
 * widths, each left as a screenshot named after `name`.
 */
export function itPassesThePageChecks(pagePath: string, name: string, interact: (page: Page) => Promise<unknown>) {
  it('has no accessibility violations', async ({ page, url }) => {
    await openPage(page, url(pagePath), { waitUntil: 'networkidle' })
    await page.getByRole('heading', { level: 1 }).waitFor()
    await expectNoAxeViolations(page)
    await interact(page)
    await expectNoAxeViolations(page)
  })

  it('saves screenshots at phone, tablet and desktop widths without horizontal scroll', async ({ browser, url }) => {
    await saveScreenshots(browser, url(pagePath), name)
  })
}
