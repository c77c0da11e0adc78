import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { AxeBuilder } from '@axe-core/playwright'
import type { Browser, Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { viewports, openPage } from './browser'

export const screenshotDir = path.resolve('test-results/screenshots')

/**
 * Whether this run leaves its screenshots in `screenshotDir` for people to look at:
 * `npm run test:screenshots` (E2E_SCREENSHOTS=1). `npm test` and CI take none: nobody looks at
 * them there, and encoding some 180 full-page PNGs took about a sixth of the time of the files
 * that take the most (home and layout-widths).
 * What goes with each picture (no sideways scroll at that width, the state it shows) is checked
 * either way.
 */
export const savingScreenshots = process.env.E2E_SCREENSHOTS === '1'

/** Saves a picture of `target` (a page, whole by default, or one part of it) as `<name>.png`, when this run saves them. */
export async function saveScreenshot(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}) {
  if (!savingScreenshots) return
  await mkdir(screenshotDir, { recursive: true })
  const file = path.join(screenshotDir, `${name}.png`)
  if ('goto' in target) await target.screenshot({ path: file, fullPage: options.fullPage ?? true, animations: 'disabled' })
  else await target.screenshot({ path: file, animations: 'disabled' })
}

/**
 * Rules to run besides the tags' ones. `label-content-name-mismatch` (WCAG 2.5.3 Label in Name: a
 * control's accessible name contains its visible text, so "click Add to Leads" said to speech
 * input reaches the button) is experimental in axe 4.x, so off unless enabled by name (issue 25).
 */
export const extraAxeRules = ['label-content-name-mismatch'] as const

/**
 * axe-core's WCAG 2.x A and AA rules, plus its best practices and `extraAxeRules`; no violation
 * passes. `within` limits the check to the part of a page that changed since a whole-page check
 * (axe on a long page costs seconds).
 */
export async function expectNoAxeViolations(page: Page, within?: string) {
  expect(await axeViolations(page, within)).toEqual([])
}

/** What those checks find on the page as it stands: one line per violated rule, `id: help (where)`. */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  await transitionsSettled(page)
  // options() first: it replaces the options, withTags() then adds the tags to them.
  const builder = new AxeBuilder({ page })
    .options({ rules: Object.fromEntries(extraAxeRules.map((rule) => [rule, { enabled: true }])) })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
  const results = await (within ? builder.include(within) : builder).analyze()
  // The extra rules really ran (an experimental rule left out would pass silently).
  const ran = new Set([...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map((result) => result.id))
  expect(extraAxeRules.filter((rule) => !ran.has(rule))).toEqual([])
  return results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)
}

/**
 * Waits, for up to a second, until no finite CSS transition or animation is running (a button's
 * colour fading after a click, a dialog fading in): axe reads colours as they are at that moment,
 * and a contrast measured halfway through a fade is not the page's. Endless ones (a spinner, a
 * pulse) are left out, and a page that keeps moving (a running demo's progress) is checked as is.
 */
async function transitionsSettled(page: Page) {
  await page
    .waitForFunction(
      () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 1_000, polling: 50 },
    )
    .catch((error: unknown) => {
      if (!(error instanceof Error && error.name === 'TimeoutError')) throw error
    })
}

type ViewportLabel = keyof typeof viewports

/**
 * Lays out the parts of a long page that wait until they near the screen (`render-when-near`,
 * decision 051), so a full-page screenshot shows them and a sideways overflow inside them shows.
 * Set through the CSSOM, which the pages' CSP allows, unlike a style element.
 */
export async function renderWholePage(page: Page) {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible'
    }
  })
}

/**
 * Resizes an open page to each width in turn (phone, tablet, desktop unless told): none may scroll
 * sideways, and each leaves a full-page screenshot when the run saves them. Resizing the page a
 * test already brought to a state is as good a check of the layout as loading it again at each
 * width, at a fraction of the cost: a fresh page costs a new renderer and a new hydration.
 */
export async function expectFitsEveryWidth(page: Page, name: string, options: { widths?: readonly ViewportLabel[]; fullPage?: boolean } = {}) {
  const { widths = ['phone', 'tablet', 'desktop'], fullPage = true } = options
  await renderWholePage(page)
  for (const label of widths) {
    const viewport = viewports[label]
    await page.setViewportSize(viewport)
    // Two frames: the resize's layout, then anything that reacts to it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, `horizontal scroll on ${name} at ${viewport.width}px`).toBeLessThanOrEqual(0)
    await saveScreenshot(page, `${name}-${label}-${viewport.width}`, { fullPage })
  }
}

/** The page as it stands passes both checks: no axe violation, and no sideways scroll at any width. */
export async function expectAccessibleAtEveryWidth(page: Page, name: string, options?: Parameters<typeof expectFitsEveryWidth>[2]) {
  await expectNoAxeViolations(page)
  await expectFitsEveryWidth(page, name, options)
}

/** Opens `url` once it has settled (fonts and images in), then checks it (and shoots it, when asked) at every width. */
export async function expectPageFitsEveryWidth(browser: Browser, url: string, name: string) {
  const context = await browser.newContext({ viewport: viewports.desktop })
  try {
    const page = await context.newPage()
    await openPage(page, url, { waitUntil: 'networkidle' })
    await expectFitsEveryWidth(page, name)
  } finally {
    await context.close()
  }
}

/** Collects console errors and CSP violations a page reports. */
export function watchConsole(page: Page) {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy/i.test(message.text())) problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return problems
}
