import { describe, expect, it } from './support/fixtures'
import { axeViolations, extraAxeRules } from './support/page-checks'

/**
 * The shared accessibility checks themselves (e2e/support/page-checks.ts), which every public and
 * back-office page's tests run: they include axe's experimental Label in Name rule (issue 25).
 */
const pageWith = (button: string) =>
  `<!doctype html><html lang="en"><head><title>Researched companies</title></head><body><main><h1>Researched companies</h1>${button}</main></body></html>`

describe('the shared accessibility checks', () => {
  it('includes the Label in Name rule', () => {
    expect(extraAxeRules).toContain('label-content-name-mismatch')
  })

  it('refuses a control whose accessible name leaves out its visible text (WCAG 2.5.3), and passes one that begins with it', async ({ page }) => {
    await page.setContent(pageWith('<button type="button" aria-label="Add Fake Paddock Grill to leads">Add to Leads</button>'))
    expect(await axeViolations(page)).toEqual([expect.stringMatching(/^label-content-name-mismatch: /)])
    await page.setContent(pageWith('<button type="button" aria-label="Add to Leads: Fake Paddock Grill">Add to Leads</button>'))
    expect(await axeViolations(page)).toEqual([])
  })
})
