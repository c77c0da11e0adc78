import type { Page } from 'playwright-core'
import { appPaths } from '@/shared/paths'
import { openPage, viewports } from './support/browser'
import { describe, expect, it } from './support/fixtures'
import { watchConsole } from './support/page-checks'

/**
 * Issue 35 item 2 (decision 049): a public page loaded as a page hydrates only its islands, each
 * when the visitor can use it, never the whole page as one root.
 */

/** Each island of the page (in order) and whether React has taken it over (a root's mark). */
function islandStates(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-island]')].map((island) => ({
      name: island.dataset.island!,
      when: island.dataset.hydrate!,
      hydrated: Object.keys(island).some((key) => key.startsWith('__reactContainer$')),
    })),
  )
}

const rootIsReact = (page: Page) => page.evaluate(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer$')))

describe('islands', () => {
  for (const { path } of appPaths.filter((each) => each.visibility === 'public')) {
    it(`${path}: the page is the server's HTML around its islands, and nothing fails at hydration`, async ({ newPage, url }) => {
      const page = await newPage({ viewport: viewports.phone })
      const problems = watchConsole(page)
      await openPage(page, url(path))
      expect(await rootIsReact(page)).toBe(false)
      // What shows on the first screen is live once the page is.
      for (const island of await islandStates(page)) {
        const box = await page.locator(`[data-island="${island.name}"] > *`).first().boundingBox().catch(() => null)
        const onFirstScreen = box === null || box.y < viewports.phone.height * 2
        if (island.when === 'visible' && onFirstScreen) expect(island, `${island.name} is on the first screen`).toMatchObject({ hydrated: true })
      }
      await page.waitForTimeout(200)
      expect(problems).toEqual([])
    })
  }

  it('/: the calculator far down hydrates as it comes near, the menu at the first touch, and the first tap acts', async ({ newPage, url }) => {
    const page = await newPage({ viewport: viewports.phone })
    await openPage(page, url('/'))
    const state = async (name: string) => (await islandStates(page)).find((island) => island.name === name)!.hydrated
    expect(await state('roi-calculator')).toBe(false)
    expect(await state('home-nav')).toBe(false)
    expect(await state('chat')).toBe(true)

    await page.locator('[data-island="roi-calculator"] > *').first().scrollIntoViewIfNeeded()
    await expect.poll(() => state('roi-calculator')).toBe(true)

    // The menu opens natively; the touch hydrates the nav, which then mirrors its state.
    await page.evaluate(() => window.scrollTo(0, 0))
    const menuButton = page.getByRole('button', { name: /menu/i })
    await menuButton.click()
    await expect.poll(() => state('home-nav')).toBe(true)
    await expect.poll(() => menuButton.getAttribute('aria-expanded')).toBe('true')
  })

  it('/assessment: a form sent while its island still sleeps is held, then checked by the live form, never posted as it is', async ({ newPage, url }) => {
    const page = await newPage({ viewport: viewports.phone })
    await openPage(page, url('/assessment'))
    expect((await islandStates(page)).find((island) => island.name === 'assessment-form')).toMatchObject({ when: 'touch', hydrated: false })
    // React does not hydrate for a submit: without the hold the browser would post the empty form.
    await page.evaluate(() => document.querySelector('form')!.requestSubmit())
    await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0)
    expect(page.url()).toBe(url('/assessment'))
  })
})
