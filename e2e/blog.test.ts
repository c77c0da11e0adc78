import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { blogCategories, featuredPost, posts } from '@/web/features/blog/data/posts'
import { launchBrowser, viewports, openPage } from './support/browser'
import { expectNoAxeViolations, saveScreenshots, watchConsole } from './support/page-checks'
import { startTestServer, type TestServer } from './support/test-server'

let server: TestServer
let browser: Browser
let context: BrowserContext
let page: Page

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startTestServer(), launchBrowser()])
})
afterAll(async () => {
  await browser?.close()
  await server?.close()
})
beforeEach(async () => {
  context = await browser.newContext({ viewport: viewports.desktop })
  page = await context.newPage()
})
afterEach(async () => {
  await context?.close()
})

async function openBlog() {
  await openPage(page, `${server.baseUrl}/blog`)
  await page.getByRole('heading', { level: 1 }).waitFor()
}

const filters = () => page.getByRole('group', { name: 'Filter articles by category' }).getByRole('button')
const filter = (name: string) => page.getByRole('group', { name: 'Filter articles by category' }).getByRole('button', { name, exact: true })
const cardTitles = () => page.locator('[data-slot=post-grid] h3').allTextContents()

/** Where a section's top sits: 80px down (the theme's 5rem scroll margin), clear of the 64px header. */
async function expectSectionAtTop(id: string) {
  // The section arrives with the home page's code and the landing settles after fonts load.
  await expect
    .poll(() => page.evaluate((sectionId) => Math.round(document.getElementById(sectionId)?.getBoundingClientRect().top ?? -1), id), { timeout: 5000 })
    .toSatisfy((top: number) => Math.abs(top - 80) <= 2)
}

describe('blog', () => {
  it('shows the featured article, the seven filters, five cards and the call to action', async () => {
    const problems = watchConsole(page)
    await openBlog()
    expect(await page.title()).toContain('Blog')
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)
    expect(await page.getByRole('heading', { name: featuredPost.title }).isVisible()).toBe(true)
    expect(await filters().allTextContents()).toEqual([...blogCategories])
    expect(await filter('All').getAttribute('aria-pressed')).toBe('true')
    expect(await cardTitles()).toEqual(posts.map((post) => post.title))
    for (const post of posts) {
      const card = page.locator('article', { has: page.getByRole('heading', { name: post.title }) })
      const text = await card.textContent()
      expect(text).toContain(post.category)
      expect(text).toContain(post.readTime)
      expect(text).toContain(post.image)
      for (const tag of post.tags) expect(text).toContain(`#${tag}`)
    }
    // Card clicks do nothing: the cards hold no links.
    expect(await page.locator('[data-slot=post-grid] a').count()).toBe(0)
    await page.getByRole('heading', { name: posts[0]!.title }).click()
    expect(page.url()).toBe(`${server.baseUrl}/blog`)
    expect(problems).toEqual([])
  })

  it('filters the cards by category', async () => {
    await openBlog()
    for (const category of blogCategories.slice(1)) {
      await filter(category).click()
      expect(await filter(category).getAttribute('aria-pressed')).toBe('true')
      expect(await filter('All').getAttribute('aria-pressed')).toBe('false')
      const expected = posts.filter((post) => post.category === category).map((post) => post.title)
      if (expected.length > 0) {
        await expect.poll(cardTitles).toEqual(expected)
      } else {
        await expect.poll(() => page.locator('[data-slot=post-empty]').isVisible()).toBe(true)
        expect(await page.locator('[data-slot=post-empty]').textContent()).toContain(`No ${category} articles yet`)
      }
    }
    await filter('Guide').click()
    await expect.poll(cardTitles).toEqual(['Facebook, Google or LinkedIn? A Contractor\'s Guide to Paid Ads'])
    expect(await page.locator('[aria-live=polite]').textContent()).toBe('Showing 1 article in Guide.')
    await filter('All').click()
    await expect.poll(cardTitles).toEqual(posts.map((post) => post.title))
    // The featured article stays whatever the filter.
    expect(await page.getByRole('heading', { name: featuredPost.title }).isVisible()).toBe(true)
  })

  it('shows an empty state for a category without articles, with a way back', async () => {
    await openBlog()
    await filter('Strategy').click()
    const empty = page.locator('[data-slot=post-empty]')
    await empty.waitFor()
    expect(await page.locator('[data-slot=post-grid]').count()).toBe(0)
    await expectNoAxeViolations(page)
    await empty.getByRole('button', { name: 'Show all articles' }).click()
    await expect.poll(cardTitles).toEqual(posts.map((post) => post.title))
    expect(await filter('All').getAttribute('aria-pressed')).toBe('true')
  })

  it('lands on the contact section from "Book a free consultation"', async () => {
    await openBlog()
    const link = page.getByRole('link', { name: 'Book a free consultation' })
    expect(await link.getAttribute('href')).toBe('/#contact')
    await link.click()
    await page.waitForURL(`${server.baseUrl}/#contact`)
    await expectSectionAtTop('contact')
  })

  it('lands on the ROI calculator from "Calculate your ROI"', async () => {
    await openBlog()
    // From the bottom of the page, where the call to action sits.
    await page.getByRole('link', { name: 'Calculate your ROI' }).scrollIntoViewIfNeeded()
    expect(await page.getByRole('link', { name: 'Calculate your ROI' }).getAttribute('href')).toBe('/#calculator')
    await page.getByRole('link', { name: 'Calculate your ROI' }).click()
    await page.waitForURL(`${server.baseUrl}/#calculator`)
    await expectSectionAtTop('calculator')
    expect(await page.locator('#calculator').getByLabel('Leads per month').isVisible()).toBe(true)
  })

  it('lands on both from a phone too', async () => {
    await page.setViewportSize(viewports.phone)
    for (const [name, id] of [
      ['Book a free consultation', 'contact'],
      ['Calculate your ROI', 'calculator'],
    ] as const) {
      await openBlog()
      await page.getByRole('link', { name }).click()
      await page.waitForURL(`${server.baseUrl}/#${id}`)
      await expectSectionAtTop(id)
    }
  })

  it('has no accessibility violations', async () => {
    await openBlog()
    await expectNoAxeViolations(page)
    await filter('Finance').click()
    await expectNoAxeViolations(page)
  })

  it('saves screenshots at phone, tablet and desktop widths without horizontal scroll', async () => {
    await saveScreenshots(browser, `${server.baseUrl}/blog`, 'blog')
  })
})
