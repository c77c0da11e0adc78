import type { Page } from 'playwright-core'
import { openPage } from './browser'
import { it } from './fixtures'
import { expectNoAxeViolations } from './page-checks'

/**
 * The accessibility test a demo page's file ends with: axe finds nothing on the page as it opens
 * (once hydrated), nor after `interact` has changed it. How the page fits phone, tablet and
 * desktop widths as it opens is layout-widths.test.ts's, for every public page.
 */
export function itPassesThePageChecks(pagePath: string, interact: (page: Page) => Promise<unknown>) {
  it('has no accessibility violations', async ({ page, url }) => {
    await openPage(page, url(pagePath), { waitUntil: 'networkidle' })
    await page.getByRole('heading', { level: 1 }).waitFor()
    await expectNoAxeViolations(page)
    await interact(page)
    await expectNoAxeViolations(page)
  })
}
