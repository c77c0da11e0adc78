import type { Page } from 'playwright-core'
import { appPaths, notFoundPage, paths, type AppPath } from '@/shared/paths'
import { openPage, viewports } from './support/browser'
import { describe, expect, it } from './support/fixtures'
import { renderWholePage, saveScreenshot } from './support/page-checks'

/**
 * Every page a visitor can open, at a phone's, a tablet's and a desktop's width: nothing scrolls
 * sideways, and the page ends where its footer ends. No empty scrollable band below the footer
 * (content positioned outside its scroll box stretches the document), and on a page shorter than
 * the window no bare band below the content: the footer reaches the window's bottom edge. Each
 * state leaves a full-page screenshot in test-results/screenshots when the run saves them
 * (`npm run test:screenshots`).
 */

/** The operator's pages sit behind sign-in: their own tests cover them. */
const operatorPages: readonly AppPath[] = [paths.admin, paths.workflows]
const visitorPages = appPaths.filter((page) => !operatorPages.includes(page))

/** What a page shows once it has settled, beyond its first render. */
const settle: Partial<Record<string, (page: Page) => Promise<void>>> = {
  [paths.automation.path]: (page) => page.getByRole('list', { name: 'Automation features' }).waitFor(),
  // SPEC §2: the logs page after a run, with its summary and every entry listed.
  [paths.automationLogs.path]: async (page) => {
    await page.getByRole('button', { name: 'Run Full Test with Live Logs' }).click()
    await page.getByRole('region', { name: 'Log entries' }).locator('ol > li').first().waitFor()
    await page.getByRole('heading', { name: 'Test results' }).waitFor()
  },
}

const unknownPath = '/no-such-page'

type Layout = {
  viewportWidth: number
  viewportHeight: number
  scrollWidth: number
  scrollHeight: number
  /** The last footer's bottom edge, from the top of the document. */
  footerBottom: number | null
  /** What lies at the bottom-left corner of the window once scrolled to the end. */
  bottomElement: string
  bottomIsFooter: boolean
}

async function measure(page: Page): Promise<Layout> {
  // Instant: the site scrolls smoothly, and the measure must see the end, not a frame of the way there.
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  return page.evaluate(() => {
    const root = document.documentElement
    const footers = document.querySelectorAll('footer')
    const footer = footers[footers.length - 1]
    const bottom = document.elementFromPoint(2, window.innerHeight - 2)
    return {
      viewportWidth: window.innerWidth,
      viewportHeight: window.innerHeight,
      scrollWidth: root.scrollWidth,
      scrollHeight: root.scrollHeight,
      footerBottom: footer ? footer.getBoundingClientRect().bottom + window.scrollY : null,
      bottomElement: bottom ? `<${bottom.tagName.toLowerCase()} class="${bottom.getAttribute('class') ?? ''}">` : 'nothing',
      bottomIsFooter: Boolean(footer && bottom && footer.contains(bottom)),
    }
  })
}

async function expectFullLayoutAtEveryWidth(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready)
  await renderWholePage(page)
  for (const [label, viewport] of Object.entries(viewports)) {
    await page.setViewportSize(viewport)
    const layout = await measure(page)
    const where = `${name} at ${viewport.width}px`
    expect(layout.viewportWidth, where).toBe(viewport.width)
    expect(layout.scrollWidth, `horizontal scroll on ${where}`).toBeLessThanOrEqual(viewport.width)
    expect(layout.footerBottom, `a footer on ${where}`).not.toBeNull()
    // The document ends where the footer ends: no scrollable space below it on a long page, no
    // bare band below it on a short one (the document is never shorter than the window).
    expect(Math.abs(layout.scrollHeight - layout.footerBottom!), `empty space below the footer on ${where}`).toBeLessThanOrEqual(1)
    expect(layout.bottomIsFooter, `the window's bottom edge on ${where} shows ${layout.bottomElement}, not the footer`).toBe(true)
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await saveScreenshot(page, `layout-${name}-${label}-${viewport.width}`)
  }
}

const screenshotName = (pathname: string) => (pathname === '/' ? 'home' : pathname.slice(1).replaceAll('/', '-'))

describe('layout at 375, 768 and 1280 px', () => {
  for (const { path: pathname } of visitorPages) {
    it(`${pathname}: no sideways scroll, no empty band`, async ({ page, url }) => {
      await openPage(page, url(pathname), { waitUntil: 'networkidle' })
      await settle[pathname]?.(page)
      await expectFullLayoutAtEveryWidth(page, screenshotName(pathname))
    })
  }

  it('the 404 page: no sideways scroll, no empty band', async ({ page, url }) => {
    await openPage(page, url(unknownPath), { waitUntil: 'networkidle' })
    await page.getByRole('heading', { name: notFoundPage.title }).waitFor()
    await expectFullLayoutAtEveryWidth(page, 'not-found')
  })
})
