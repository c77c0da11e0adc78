import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { AxeBuilder } from '@axe-core/playwright'
import type { Browser, Page } from 'playwright-core'
import { expect } from 'vitest'
import { viewports, openPage } from './browser'

export const screenshotDir = path.resolve('test-results/screenshots')

/** axe-core's WCAG 2.x A and AA rules, plus its best practices; no violation passes. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
  const summary = results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)
  expect(summary).toEqual([])
}

/** Saves full-page screenshots at phone, tablet and desktop widths for people to look at. */
export async function saveScreenshots(browser: Browser, url: string, name: string) {
  await mkdir(screenshotDir, { recursive: true })
  for (const [label, viewport] of Object.entries(viewports)) {
    const context = await browser.newContext({ viewport })
    const page = await context.newPage()
    await openPage(page, url, { waitUntil: 'networkidle' })
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, `horizontal scroll on ${name} at ${viewport.width}px`).toBeLessThanOrEqual(0)
    await page.screenshot({ path: path.join(screenshotDir, `${name}-${label}-${viewport.width}.png`), fullPage: true })
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
