import type { Page, Route } from 'playwright-core'

/**
 * Holds back every script of the page's code (boot.ts, inline in every page, still runs) until
 * `release()`, as a slow phone connection would: the prerendered page shows and
 * takes taps and typing with no code behind it. Records every request URL, to check that no
 * field value ever lands in one.
 */
export async function holdPageScripts(page: Page) {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  const release = await holdRequests(page, /\/assets\/[^/]+\.js$/)
  return { release, urls }
}

/**
 * Holds back the page's requests to `url` until the returned `release()`, then lets them through
 * to the server, or answers them with `answer`: to see what the page shows while it waits.
 */
export async function holdRequests(page: Page, url: Parameters<Page['route']>[0], answer?: Parameters<Route['fulfill']>[0]): Promise<() => void> {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (route) => {
    await held
    await (answer ? route.fulfill(answer) : route.continue())
  })
  return release
}
