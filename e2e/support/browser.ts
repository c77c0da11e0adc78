import { chromium, type Browser, type Page } from 'playwright-core'
import { interactiveAttribute } from '@/web/lib/page-markers'

/** Debian's Chromium (`apt-get install chromium`); the tests never download a browser. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // Every page of a test run comes from one loopback origin: one renderer process serves
      // them all. A new renderer per page costs about a second of CPU on a two-core machine,
      // the largest single cost of the browser tests.
      '--disable-features=IsolateOrigins,site-per-process',
      '--disable-site-isolation-trials',
      '--renderer-process-limit=1',
    ],
  })
}

export const viewports = {
  phone: { width: 375, height: 812 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 800 },
} as const

/**
 * Opens a page and waits until its own content is live (<html data-interactive>). Pages arrive
 * prerendered; a tap made earlier is replayed (lib/held-input.ts), but a test that acts on a
 * live page checks what it means to check.
 */
export async function openPage(page: Page, url: string, options?: Parameters<Page['goto']>[1]) {
  const response = await page.goto(url, options)
  await pageHydrated(page)
  return response
}

/**
 * The figures a page shows as `<div {attribute}="label"><dt>label</dt><dd>value</dd></div>` (a
 * stat card, a result tile), as label → value (the first `<dd>`; a second one is a note).
 */
export async function figuresBy(page: Page, attribute: string): Promise<Record<string, string | undefined>> {
  const figures = page.locator(`[${attribute}]`)
  // A tab's panel may still be on its way (its code loads at the click): wait for its figures.
  await figures.first().waitFor()
  return figures.evaluateAll((entries, name) => Object.fromEntries(entries.map((entry) => [entry.getAttribute(name), entry.querySelector('dd')?.textContent])), attribute)
}

/** Reloads a page and waits as openPage does. */
export async function reloadPage(page: Page) {
  await page.reload()
  await pageHydrated(page)
}

/** Waits until the page's code has hydrated it (the route list marks <html>). */
export function pageHydrated(page: Page) {
  return page.locator(`html[${interactiveAttribute}]`).waitFor({ state: 'attached' })
}

