import { afterAll, beforeAll } from 'vitest'
import { openPage } from './support/browser'
import { describe, expect, it } from './support/fixtures'
import { startTestServer, type TestServer } from './support/test-server'

/**
 * Issue 36, as a new user met it: `npm start` with no configuration (the embedded database, no
 * FORM_TOKEN_SECRET), /automation, Test Full Automation. The button spun forever and the server
 * answered nothing more until restarted. Here the same press shows its result, and the site goes
 * on answering: another page loads, and /healthz says all is well.
 */

let server: TestServer
beforeAll(async () => {
  // The test servers sign forms with a fixed key; npm start makes one and keeps it in the database.
  server = await startTestServer({ config: { formTokenSecret: undefined } })
})
afterAll(() => server?.close())

describe('the full automation test on the default install (embedded database, nothing configured)', () => {
  it('shows its result, and then another page loads', { timeout: 120_000 }, async ({ page }) => {
    expect(server.database.kind).toBe('pglite')
    await openPage(page, `${server.baseUrl}/automation`)
    await page.getByRole('list', { name: 'Automation features' }).waitFor()
    const answered = page.waitForResponse('**/api/automation/test', { timeout: 15_000 })
    await page.getByRole('button', { name: 'Test Full Automation' }).click()
    expect((await answered).status()).toBe(200)
    const panel = page.locator('[data-tone=success]').filter({ has: page.getByRole('heading', { name: 'Full Automation Test Passed' }) })
    await panel.waitFor({ timeout: 15_000 })
    expect(await panel.textContent()).toContain('Sandbox mode.')

    const started = performance.now()
    const health = await fetch(`${server.baseUrl}/healthz`, { signal: AbortSignal.timeout(5_000) })
    expect(health.status).toBe(200)
    expect(performance.now() - started).toBeLessThan(1_000)

    await openPage(page, `${server.baseUrl}/blog`, { timeout: 15_000 })
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    // And the button again: the second run answers as the first.
    await openPage(page, `${server.baseUrl}/automation`)
    const again = page.waitForResponse('**/api/automation/test', { timeout: 15_000 })
    await page.getByRole('button', { name: 'Test Full Automation' }).click()
    expect((await again).status()).toBe(200)
  })
})
