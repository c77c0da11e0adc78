import { createHash } from 'node:crypto'
import zlib from 'node:zlib'
import type { BrowserContext, Page } from 'playwright-core'
import { appPaths, paths } from '@/shared/paths'
import { site } from '@/shared/site'
import { openPage } from './support/browser'
import { describe, expect, it, test } from './support/fixtures'
import { watchConsole } from './support/page-checks'

const publicPages = appPaths.filter((page) => page.visibility === 'public')
const privatePages = appPaths.filter((page) => page.visibility === 'private')

describe('prerendered public pages', () => {
  it.for(publicPages.map((page) => [page.path, page] as const))('%s arrives as complete HTML with its own head tags', async ([pathname, page], { server }) => {
    const response = await fetch(`${server.baseUrl}${pathname}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    const title = pathname === '/' ? `${site.name} | ${page.title}` : `${page.title} | ${site.name}`
    expect(html).toContain(`<title>${title.replaceAll('&', '&amp;')}</title>`)
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html).toContain(`<meta name="description" content="${page.description.replaceAll('&', '&amp;')}"`)
    expect(html).toContain(`<link rel="canonical" href="${new URL(pathname, site.url).toString()}"`)
    expect(html).toContain('<meta property="og:title"')
    expect(html).toContain(`<meta property="og:url" content="${new URL(pathname, site.url).toString()}"`)
    // The page's content is in the HTML itself, not only built by JavaScript.
    expect(html).toMatch(/<div id="root"><.+<h1/s)
    // One inline script, the boot (decision 012), admitted by the page's CSP by its hash alone.
    const inlineScripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!)
    expect(inlineScripts).toHaveLength(1)
    // (A page may carry data for its code as JSON, which is never run: the booking form's view.)
    expect(html.match(/<script(?! type="application\/json")[^>]*>/g)).toEqual(['<script>'])
    const scriptSrc = /script-src ([^;]+)/.exec(response.headers.get('content-security-policy') ?? '')![1]!.split(' ')
    expect(scriptSrc).toEqual(["'self'", `'sha256-${createHash('sha256').update(inlineScripts[0]!).digest('base64')}'`])
  })

  describe('in a browser', () => {
    // One page without scripts and one with, each going from page to page as a visitor would:
    // a full navigation starts every page's code afresh.
    let withoutScript: BrowserContext
    let withScript: BrowserContext
    let staticPage: Page
    let livePage: Page
    let problems: string[]
    test.beforeAll(async ({ browser }) => {
      withoutScript = await browser.newContext({ javaScriptEnabled: false })
      withScript = await browser.newContext()
      ;[staticPage, livePage] = await Promise.all([withoutScript.newPage(), withScript.newPage()])
      problems = watchConsole(livePage)
    })
    test.afterAll(async () => {
      await Promise.all([withoutScript?.close(), withScript?.close()])
    })

    it.for(publicPages.map((entry) => [entry.path] as const))('%s reads without JavaScript and hydrates without errors', async ([pathname], { server }) => {
      await staticPage.goto(`${server.baseUrl}${pathname}`)
      expect(await staticPage.locator('h1').count()).toBe(1)
      const staticText = (await staticPage.locator('h1').textContent())?.trim()

      problems.length = 0
      await openPage(livePage, `${server.baseUrl}${pathname}`, { waitUntil: 'networkidle' })
      expect((await livePage.locator('h1').textContent())?.trim()).toBe(staticText)
      expect(problems).toEqual([])
    })
  })
})

describe('private pages', () => {
  let context: BrowserContext
  let page: Page
  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext()
    page = await context.newPage()
  })
  test.afterAll(async () => {
    await context?.close()
  })

  it.for(privatePages.map((entry) => [entry.path] as const))('%s is not prerendered and tells crawlers to stay away', async ([pathname], { server }) => {
    const html = await (await fetch(`${server.baseUrl}${pathname}`)).text()
    expect(html).toContain('<div id="root"></div>')
    await openPage(page, `${server.baseUrl}${pathname}`, { waitUntil: 'networkidle' })
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex')
  })
})

describe('crawlers and prefetching', () => {
  it('serves a sitemap of the public pages', async ({ server }) => {
    const response = await fetch(`${server.baseUrl}/sitemap.xml`)
    expect(response.headers.get('content-type')).toContain('application/xml')
    const xml = await response.text()
    for (const page of publicPages) expect(xml).toContain(`<loc>${new URL(page.path, site.url).toString()}</loc>`)
    for (const page of privatePages) expect(xml).not.toContain(`<loc>${new URL(page.path, site.url).toString()}</loc>`)
  })

  it('serves robots.txt keeping crawlers out of /admin, /workflows and /automation', async ({ server }) => {
    const robots = await (await fetch(`${server.baseUrl}/robots.txt`)).text()
    for (const prefix of ['/admin', '/workflows', '/automation']) expect(robots).toContain(`Disallow: ${prefix}\n`)
  })

  it('prefetches the /blog and /admin code when the browser is idle after load', async ({ page, server }) => {
    await openPage(page, `${server.baseUrl}${paths.assessment.path}`, { waitUntil: 'load' })
    const chunks = (await page.locator('meta[name="prefetch-chunks"]').getAttribute('content'))!.split(' ')
    expect(chunks).toHaveLength(2)
    expect(chunks[0]).toMatch(/\/assets\/islands-blog-.+\.js$/)
    expect(chunks[1]).toMatch(/\/assets\/admin-.+\.js$/)
    await expect.poll(() => page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((link) => link.getAttribute('href'))), { timeout: 10_000 }).toEqual(chunks)
  })

  it('requests the page\'s code only after the first contentful paint, then hydrates', async ({ page, server }) => {
    await openPage(page, `${server.baseUrl}${paths.assessment.path}`)
    const html = await (await fetch(`${server.baseUrl}${paths.assessment.path}`)).text()
    const [entry, ...pageChunks] = html.match(/<meta name="app-code" content="([^"]+)"/)![1]!.split(' ')
    expect(entry).toMatch(/^\/assets\/islands-assessment-.+\.js$/)
    expect(pageChunks).toContainEqual(expect.stringMatching(/^\/assets\/assessment-form-.+\.js$/))
    // The HTML itself carries only the boot script, inline at the end of <head>: no app entry, no preloads.
    expect(html.match(/<script[^>]*>/g)).toEqual(['<script>'])
    expect(html).toMatch(/<script>\(function\(\)\{[\s\S]+?\}\)\(\);?<\/script>\s*<\/head>/)
    expect(html).not.toMatch(/<link[^>]*modulepreload/)
    const timings = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/(islands-assessment|assessment-form)-.+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }))
    expect(timings.scripts).toHaveLength(2)
    for (const start of timings.scripts) expect(start).toBeGreaterThanOrEqual(timings.paint)
  })

  it('loads only the home page\'s islands, after the first paint and with no visitor action, and prefetches /blog and /admin at idle', async ({ page, server }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto(`${server.baseUrl}/`, { waitUntil: 'load' })
    const [entry] = (await page.locator('meta[name="app-code"]').getAttribute('content'))!.split(' ')
    expect(entry).toMatch(/^\/assets\/islands-home-.+\.js$/)
    // Live without a scroll, a move or a tap: the islands hydrate once the code has arrived.
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' })
    expect(await page.locator('html[data-visitor-interacted]').count()).toBe(0)
    expect(scripts).toContain(entry)
    // Not the whole app: no router, no route list.
    const app = (await (await fetch(`${server.baseUrl}/admin`)).text()).match(/<script type="module"[^>]* src="([^"]+)"/)![1]!
    expect(app).toMatch(/^\/assets\/index-.+\.js$/)
    expect(scripts).not.toContain(app)
    const timings = await page.evaluate(
      (first) => ({ paint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime, entry: performance.getEntriesByName(new URL(first, location.href).href)[0]!.startTime }),
      entry!,
    )
    expect(timings.entry).toBeGreaterThanOrEqual(timings.paint)

    const prefetched = (await page.locator('meta[name="prefetch-chunks"]').getAttribute('content'))!.split(' ')
    await expect.poll(() => page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((link) => link.getAttribute('href'))), { timeout: 10_000 }).toEqual(prefetched)
  })

  it('compresses pages and assets', async ({ server }) => {
    const page = await fetch(`${server.baseUrl}/`, { headers: { 'accept-encoding': 'br' } })
    expect(page.headers.get('content-encoding')).toBe('br')
    expect(page.headers.get('vary')).toContain('accept-encoding')
    // The same page in each encoding (compressed once at start, plugins/page-compression.ts), and
    // the booking page, made for each visitor, compressed per response.
    for (const pagePath of ['/', '/blog', paths.book.path]) {
      const plain = await (await fetch(`${server.baseUrl}${pagePath}`, { headers: { 'accept-encoding': 'identity' } })).text()
      for (const encoding of ['br', 'gzip']) {
        const encoded = await fetch(`${server.baseUrl}${pagePath}`, { headers: { 'accept-encoding': encoding } })
        expect(encoded.headers.get('content-encoding'), `${pagePath} ${encoding}`).toBe(encoding)
        const text = await encoded.text()
        // The booking page carries its visitor's own form token: the rest is the same.
        if (pagePath === paths.book.path) expect(text.length).toBeGreaterThan(plain.length / 2)
        else {
          expect(text).toBe(plain)
          // Compressed once at brotli's best level: smaller than the per-response level makes it.
          const perResponse = zlib.brotliCompressSync(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }).length
          if (encoding === 'br') {
            const length = encoded.headers.get('content-length')
            expect(length, pagePath).toMatch(/^\d+$/)
            expect(Number(length), pagePath).toBeLessThan(perResponse)
          }
        }
      }
    }
    const html = await (await fetch(`${server.baseUrl}/`)).text()
    const script = html.match(/<meta name="app-code" content="([^" ]+)/)![1]!
    const asset = await fetch(`${server.baseUrl}${script}`, { headers: { 'accept-encoding': 'gzip' } })
    expect(asset.headers.get('content-encoding')).toBe('gzip')
    expect(asset.headers.get('cache-control')).toContain('immutable')
  })
})
