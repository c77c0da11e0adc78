import type { Page } from 'playwright-core'
import { appPaths } from '@/shared/paths'
import { openPage, viewports } from './support/browser'
import { holdRequests } from './support/held-scripts'
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

  it('/demo/restaurant: a tap on an island whose code is still on its way acts once, when the code has come (decision 052)', async ({ newPage, url }) => {
    // A phone on its side: the tabs are more than a screen below the first one, so the page is
    // live without them. Their code is held back; the rest of the page's code comes as usual.
    const page = await newPage({ viewport: { width: viewports.phone.height, height: viewports.phone.width } })
    const islandFile = await codeFileOf(page, url('/demo/restaurant'), 'restaurant-operations')
    const release = await holdRequests(page, (address) => address.pathname === islandFile)
    await openPage(page, url('/demo/restaurant'))
    const state = async () => (await islandStates(page)).find((island) => island.name === 'restaurant-operations')!.hydrated
    const ordersTab = page.getByRole('tab', { name: 'Orders' })
    await ordersTab.scrollIntoViewIfNeeded()
    await ordersTab.click()
    expect(await state()).toBe(false)
    expect(await ordersTab.getAttribute('aria-selected')).toBe('false')
    release()
    await expect.poll(() => ordersTab.getAttribute('aria-selected')).toBe('true')
    await page.waitForTimeout(300)
    expect(await ordersTab.getAttribute('aria-selected')).toBe('true')
    expect(await state()).toBe(true)
  })
})

/**
 * The file of a page's code that holds the island `name`: the one its entry (the first file the
 * page lists in <meta name="app-code">) imports for it (`"name": () => import("./file.js")`).
 */
async function codeFileOf(page: Page, pageUrl: string, name: string): Promise<string> {
  const html = await (await page.request.get(pageUrl)).text()
  const entry = /<meta name="app-code" content="([^" ]+)/.exec(html)![1]!
  const code = await (await page.request.get(new URL(entry, pageUrl).toString())).text()
  const imported = new RegExp(`["'\`]?${name}["'\`]?:\\(\\)=>.*?import\\(["'\`]\\./([^"'\`]+)["'\`]\\)`).exec(code)?.[1]
  if (!imported) throw new Error(`${entry} imports no code for the island ${name}`)
  return new URL(imported, new URL(entry, pageUrl)).pathname
}
