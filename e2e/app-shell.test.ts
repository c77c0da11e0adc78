import { openPage } from './support/browser'
import { describe, expect, it } from './support/fixtures'
import { expectAccessibleAtEveryWidth } from './support/page-checks'

/**
 * After a deploy, an open tab asks for code files that no longer exist. The page reloads once to
 * fetch the new build; if the code still cannot be had, it says so and offers to try again,
 * rather than leaving a blank or dead page. (The app's pages: the back office, here. A public
 * page is complete as the server's HTML and loads only its islands, decision 049.)
 */
describe('app shell when a page’s code cannot be loaded', () => {
  it('reloads once, then shows a way to try again, which works once the code is back', async ({ page, url }) => {
    let blocked = true
    let pageLoads = 0
    page.on('request', (request) => {
      if (request.resourceType() === 'document') pageLoads += 1
    })
    // The back office's own chunk, as if the deploy had replaced it.
    await page.route(/\/assets\/admin-[^/]+\.js$/, (route) => (blocked ? route.fulfill({ status: 404, body: 'Not Found' }) : route.continue()))

    await page.goto(url('/admin'))
    const alert = page.getByRole('alert').filter({ hasText: 'This page could not be shown' })
    await alert.waitFor()
    expect(pageLoads).toBe(2)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('This page could not be shown')
    await expectAccessibleAtEveryWidth(page, 'app-shell-error', { widths: ['phone', 'desktop'] })

    blocked = false
    await page.getByRole('button', { name: 'Try again' }).click()
    await page.getByRole('heading', { level: 1, name: 'Admin Access' }).waitFor()
    expect(await alert.count()).toBe(0)
  })

  it('loads a page whose code arrives normally without any reload', async ({ page, url }) => {
    let pageLoads = 0
    page.on('request', (request) => {
      if (request.resourceType() === 'document') pageLoads += 1
    })
    await openPage(page, url('/admin'))
    expect(pageLoads).toBe(1)
    expect(await page.evaluate(() => sessionStorage.getItem('bluegrass:reloaded-for-code'))).toBeNull()
  })
})
