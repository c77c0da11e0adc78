import type { Page } from 'playwright-core'
import { blogCategories, featuredPost, posts } from '@/shared/content/blog-posts'
import { viewports, openPage } from './support/browser'
import { describe, expect, it } from './support/fixtures'
import { expectNoAxeViolations } from './support/page-checks'

async function openBlog(page: Page, url: (path: string) => string) {
  await openPage(page, url('/blog'))
  await page.getByRole('heading', { level: 1 }).waitFor()
}

const filters = (page: Page) => page.getByRole('group', { name: 'Filter articles by category' }).getByRole('button')
const filter = (page: Page, name: string) => page.getByRole('group', { name: 'Filter articles by category' }).getByRole('button', { name, exact: true })
const cardTitles = (page: Page) => page.locator('[data-slot=post-grid] h3').allTextContents()

/** Where a section's top sits: 80px down (the theme's 5rem scroll margin), clear of the 64px header. */
async function expectSectionAtTop(page: Page, id: string) {
  // The section arrives with the home page's code and the landing settles after fonts load.
  await expect
    .poll(() => page.evaluate((sectionId) => Math.round(document.getElementById(sectionId)?.getBoundingClientRect().top ?? -1), id), { timeout: 5000 })
    .toSatisfy((top: number) => Math.abs(top - 80) <= 2)
}

describe('blog', () => {
  it('shows the featured article, the seven filters, five cards and the call to action', async ({ page, server, url, consoleProblems: problems }) => {
    await openBlog(page, url)
    expect(await page.title()).toContain('Blog')
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)
    expect(await page.getByRole('heading', { name: featuredPost.title }).isVisible()).toBe(true)
    expect(await filters(page).allTextContents()).toEqual([...blogCategories])
    expect(await filter(page, 'All').getAttribute('aria-pressed')).toBe('true')
    expect(await cardTitles(page)).toEqual(posts.map((post) => post.title))
    for (const post of posts) {
      const card = page.locator('article', { has: page.getByRole('heading', { name: post.title }) })
      const text = await card.textContent()
      expect(text).toContain(post.category)
      expect(text).toContain(post.readTime)
      // A drawn picture (an SVG icon), not an emoji: emoji are empty boxes where no emoji font is installed.
      expect(text).not.toMatch(/\p{Extended_Pictographic}/u)
      const picture = card.locator(`[data-slot=post-illustration][data-subject=${post.image}] svg.lucide`)
      expect((await picture.boundingBox())?.width).toBeGreaterThanOrEqual(32)
      for (const tag of post.tags) expect(text).toContain(`#${tag}`)
    }
    // Card clicks do nothing: the cards hold no links.
    expect(await page.locator('[data-slot=post-grid] a').count()).toBe(0)
    await page.getByRole('heading', { name: posts[0]!.title }).click()
    expect(page.url()).toBe(`${server.baseUrl}/blog`)
    expect(problems).toEqual([])
  })

  it('filters the cards by category', async ({ page, url }) => {
    await openBlog(page, url)
    for (const category of blogCategories.slice(1)) {
      await filter(page, category).click()
      expect(await filter(page, category).getAttribute('aria-pressed')).toBe('true')
      expect(await filter(page, 'All').getAttribute('aria-pressed')).toBe('false')
      const expected = posts.filter((post) => post.category === category).map((post) => post.title)
      if (expected.length > 0) {
        await expect.poll(() => cardTitles(page)).toEqual(expected)
      } else {
        await expect.poll(() => page.locator('[data-slot=post-empty]').isVisible()).toBe(true)
        expect(await page.locator('[data-slot=post-empty]').textContent()).toContain(`No ${category} articles yet`)
      }
    }
    await filter(page, 'Guide').click()
    await expect.poll(() => cardTitles(page)).toEqual(['Facebook, Google or LinkedIn? A Contractor\'s Guide to Paid Ads'])
    expect(await page.locator('[aria-live=polite]').textContent()).toBe('Showing 1 article in Guide.')
    await filter(page, 'All').click()
    await expect.poll(() => cardTitles(page)).toEqual(posts.map((post) => post.title))
    // The featured article stays whatever the filter.
    expect(await page.getByRole('heading', { name: featuredPost.title }).isVisible()).toBe(true)
  })

  it('shows an empty state for a category without articles, with a way back', async ({ page, url }) => {
    await openBlog(page, url)
    await filter(page, 'Strategy').click()
    const empty = page.locator('[data-slot=post-empty]')
    await empty.waitFor()
    expect(await page.locator('[data-slot=post-grid]').count()).toBe(0)
    await expectNoAxeViolations(page)
    await empty.getByRole('button', { name: 'Show all articles' }).click()
    await expect.poll(() => cardTitles(page)).toEqual(posts.map((post) => post.title))
    expect(await filter(page, 'All').getAttribute('aria-pressed')).toBe('true')
  })

  it('lands on the contact section from "Book a free consultation"', async ({ page, server, url }) => {
    await openBlog(page, url)
    const link = page.getByRole('link', { name: 'Book a free consultation' })
    expect(await link.getAttribute('href')).toBe('/#contact')
    await link.click()
    await page.waitForURL(`${server.baseUrl}/#contact`)
    await expectSectionAtTop(page, 'contact')
  })

  it('lands on the ROI calculator from "Calculate your ROI"', async ({ page, server, url }) => {
    await openBlog(page, url)
    // From the bottom of the page, where the call to action sits.
    await page.getByRole('link', { name: 'Calculate your ROI' }).scrollIntoViewIfNeeded()
    expect(await page.getByRole('link', { name: 'Calculate your ROI' }).getAttribute('href')).toBe('/#calculator')
    await page.getByRole('link', { name: 'Calculate your ROI' }).click()
    await page.waitForURL(`${server.baseUrl}/#calculator`)
    await expectSectionAtTop(page, 'calculator')
    expect(await page.locator('#calculator').getByLabel('Leads per month').isVisible()).toBe(true)
  })

  it('lands on both from a phone too', async ({ page, server, url }) => {
    await page.setViewportSize(viewports.phone)
    for (const [name, id] of [
      ['Book a free consultation', 'contact'],
      ['Calculate your ROI', 'calculator'],
    ] as const) {
      await openBlog(page, url)
      await page.getByRole('link', { name }).click()
      await page.waitForURL(`${server.baseUrl}/#${id}`)
      await expectSectionAtTop(page, id)
    }
  })

  it('has no accessibility violations', async ({ page, url }) => {
    await openBlog(page, url)
    await expectNoAxeViolations(page)
    await filter(page, 'Finance').click()
    await expectNoAxeViolations(page)
  })
})
