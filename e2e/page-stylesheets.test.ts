import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { inject } from 'vitest'
import { notFoundPageFile } from '@/server/plugins/web-files'
import { appPaths } from '@/shared/paths'
import { openPage, viewports } from './support/browser'
import { describe, expect, it } from './support/fixtures'
import { effectShown, tapCases } from './support/tap-cases'

/**
 * Decision 050: each public page inlines only the rules it can use (scripts/page-css.ts). Proven
 * here on the page itself: no rule of the site's whole stylesheet that the page's own left out
 * matches any element of it, on the page as it arrives and after its tap case has changed its
 * state (an open chat, a running demo, a form's errors). A rule is tried without its pseudo-
 * elements and its user-action states (`:hover`, `:focus` …) and whatever the viewport, so a rule
 * that would style an element on some screen or at some touch counts too.
 */

/** The selectors of the whole stylesheet's rules that the page's own stylesheet lacks and that match an element now. */
function rulesLeftOutThatMatch(page: Page, wholeStylesheet: string): Promise<string[]> {
  return page.evaluate((css) => {
    const selectorsOf = (rules: CSSRuleList, into: Set<string>) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) into.add(rule.selectorText)
        if ('cssRules' in rule && rule.cssRules) selectorsOf(rule.cssRules as CSSRuleList, into)
      }
      return into
    }
    const whole = new CSSStyleSheet()
    whole.replaceSync(css)
    const own = new Set<string>()
    for (const sheet of document.styleSheets) selectorsOf(sheet.cssRules, own)
    const matching: string[] = []
    for (const selector of selectorsOf(whole.cssRules, new Set())) {
      if (own.has(selector)) continue
      const anyState = selector
        .replace(/::?(before|after|placeholder|marker|selection|file-selector-button|backdrop|-webkit-[\w-]+|-moz-[\w-]+)/g, '')
        .replace(/:(hover|focus-visible|focus-within|focus|active|visited|target)\b/g, '')
      try {
        const element = document.querySelector(anyState || '*')
        if (element) matching.push(`${selector} matches <${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`)
      } catch {
        // A selector this browser cannot read (a vendor's): it styles nothing here either.
      }
    }
    return matching
  }, wholeStylesheet)
}

const publicPaths = appPaths.filter((page) => page.visibility === 'public').map((page) => page.path)

describe("each page's own stylesheet", () => {
  for (const pagePath of publicPaths) {
    it(`${pagePath}: leaves out no rule that matches an element of the page, before or after its tap`, async ({ newPage, url }) => {
      const webRoot = inject('webRoot')
      // The whole stylesheet as the pages that run the app inline it (the 404 page).
      const wholeStylesheet = /<style>([\s\S]+?)<\/style>/.exec(await readFile(path.join(webRoot, notFoundPageFile), 'utf8'))![1]!
      const tapCase = tapCases.find((each) => each.path === pagePath)
      const page = await newPage({ viewport: viewports[tapCase?.viewport ?? 'phone'] })
      await openPage(page, url(pagePath))
      const ownStylesheet = await page.evaluate(() => document.querySelector('style')?.textContent ?? '')
      expect(ownStylesheet.length).toBeGreaterThan(0)
      expect(ownStylesheet.length).toBeLessThan(wholeStylesheet.length)
      expect(await rulesLeftOutThatMatch(page, wholeStylesheet)).toEqual([])
      if (tapCase) {
        await tapCase.control(page).click()
        await expect.poll(() => effectShown(page, tapCase)).toBe(true)
        await page.waitForTimeout(300)
        expect(await rulesLeftOutThatMatch(page, wholeStylesheet)).toEqual([])
      }
    })
  }
})
