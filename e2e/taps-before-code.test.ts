import { pageHydrated, viewports } from './support/browser'
import { describe, expect, it } from './support/fixtures'
import { holdPageScripts } from './support/held-scripts'
import { effectShown, tapCases } from './support/tap-cases'

/**
 * Issue 11 items 1 and 6: a tap made while a prerendered page's code is still on its way is not
 * lost. Each page is opened with its scripts held back, its control is tapped on the bare HTML,
 * the scripts are released, and the tap's effect must appear once the page is live. Typed input
 * and forms are covered by typed-before-code.test.ts and assessment.test.ts.
 */

describe('taps before the code arrived', () => {
  // As this machine runs, and with the CPU 8× slower, as a cheap phone's is (issue 35 item 4).
  for (const [tapCase, cpuSlowdown] of tapCases.flatMap((each) => [[each, 1] as const, [each, 8] as const])) {
    it(`${tapCase.path}: ${tapCase.name}${cpuSlowdown > 1 ? `, CPU ${cpuSlowdown}× slower` : ''}`, { timeout: 60_000 }, async ({ newPage, url }) => {
      const page = await newPage({ viewport: viewports[tapCase.viewport] })
      if (cpuSlowdown > 1) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
      const { release, urls } = await holdPageScripts(page)
      await page.goto(url(tapCase.path), { waitUntil: 'commit' })
      await tapCase.control(page).click()
      // Tapped on bare HTML: no code has run yet, so only a native control shows its effect.
      expect(await page.locator('html[data-interactive]').count()).toBe(0)
      expect(await effectShown(page, tapCase)).toBe(tapCase.worksWithoutCode === true)
      release()
      await pageHydrated(page)
      await page.waitForFunction(tapCase.shows, tapCase.on, { timeout: 15_000, polling: 'raf' })
      // Once, not twice: the live page does not replay a tap the browser already acted on (a
      // second tap would close a menu or an answer again). A demo's run is not a toggle: its
      // button is disabled while it runs, and the run ends by itself after 3 s, which a slowed,
      // busy machine can reach before a second look.
      if (!tapCase.endsByItself) {
        await page.waitForTimeout(300)
        expect(await effectShown(page, tapCase)).toBe(true)
      }
      // Sent once the page was live, never as the browser's own GET with the fields in the URL.
      expect(urls.filter((address) => new URL(address).search.includes('='))).toEqual([])
    })
  }
})
