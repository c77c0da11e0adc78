import type { Browser, BrowserContext, Page } from 'playwright-core'
import { test as base } from 'vitest'
import { launchBrowser, viewports } from './browser'
import { watchConsole } from './page-checks'
import { startTestServer } from './test-server'

export { describe, expect } from 'vitest'

export type ContextOptions = NonNullable<Parameters<Browser['newContext']>[0]>

/**
 * What every browser test file shares, set up only when a test (or a `test.beforeAll`/
 * `test.beforeEach` hook) asks for it by name:
 * - `server`: the whole app on a fresh database, once per file;
 * - `browser`: one Chromium, once per file;
 * - `url(path)`: an address on that server;
 * - `newPage(options?)`: a page in a new context (desktop viewport unless told), closed after the test;
 * - `page` / `context`: the test's own page at desktop width and its context;
 * - `consoleProblems`: the console errors and CSP violations `page` reports (see watchConsole).
 */
export const test = base
  // Vitest reads a fixture's dependencies from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  .extend('server', { scope: 'file' }, async ({}, { onCleanup }) => {
    const server = await startTestServer()
    onCleanup(() => server.close())
    return server
  })
  // eslint-disable-next-line no-empty-pattern
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await launchBrowser()
    onCleanup(() => browser.close())
    return browser
  })
  .extend('url', { scope: 'file' }, ({ server }) => (pathname = '/') => `${server.baseUrl}${pathname}`)
  .extend('newPage', async ({ browser }, { onCleanup }) => {
    const contexts: BrowserContext[] = []
    onCleanup(async () => {
      await Promise.all(contexts.map((context) => context.close()))
    })
    return async (options: ContextOptions = {}): Promise<Page> => {
      const context = await browser.newContext({ viewport: viewports.desktop, ...options })
      contexts.push(context)
      return context.newPage()
    }
  })
  .extend('page', ({ newPage }) => newPage())
  .extend('context', ({ page }) => page.context())
  .extend('consoleProblems', ({ page }) => watchConsole(page))

export { test as it }

/** The `url` fixture: an address on the test server. */
export type Url = (pathname?: string) => string

/** The `newPage` fixture: a page in a new context, closed after the test. */
export type NewPage = (options?: ContextOptions) => Promise<Page>
