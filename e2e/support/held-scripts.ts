import type { Page } from 'playwright-core'

/**
 * Holds back every script of the page's code (boot.ts, inline in every page, still runs) until
 * `release()`, as a slow phone connection would: the prerendered page shows and
 * takes taps and typing with no code behind it. Records every request URL, to check that no
 * field value ever lands in one.
 */
export async function holdPageScripts(page: Page) {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return { release, urls }
}
