import type { Page } from 'playwright-core'
import { paths } from '@/shared/paths'
import { site } from '@/shared/site'
import { viewports, openPage } from './support/browser'
import { describe, expect, it, type NewPage, type Url } from './support/fixtures'
import { expectNoAxeViolations, watchConsole } from './support/page-checks'

async function openHome(newPage: NewPage, url: Url, viewport: { width: number; height: number } = viewports.desktop, hash = ''): Promise<Page> {
  const page = await newPage({ viewport })
  await openPage(page, url(`/${hash}`))
  await page.getByRole('heading', { level: 1 }).waitFor()
  return page
}

/** Where a section's top sits in the viewport, and where the sticky header ends. */
function sectionTop(page: Page, id: string) {
  return page.evaluate((sectionId) => {
    const header = document.querySelector('header')!.getBoundingClientRect()
    const top = document.getElementById(sectionId)!.getBoundingClientRect().top
    return { top: Math.round(top), headerBottom: Math.round(header.bottom) }
  }, id)
}

/** The theme's scroll-margin-top (5rem) puts a section 80px down, just below the 64px header. */
async function expectSectionAtTop(page: Page, id: string) {
  await expect
    .poll(async () => {
      const { top } = await sectionTop(page, id)
      return Math.abs(top - 80) <= 2
    }, { timeout: 5000 })
    .toBe(true)
  const { top, headerBottom } = await sectionTop(page, id)
  expect(top).toBeGreaterThanOrEqual(headerBottom)
}

const sectionOrder = ['top', 'services', 'automation-examples', 'results', 'why-switching', 'process', 'about', 'testimonials', 'faq', 'contact']

describe('home page', () => {
  it('shows every section in SPEC order, with one h1 and the claims of SPEC §1', async ({ newPage, server }) => {
    const page = await newPage()
    const problems = watchConsole(page)
    await openPage(page, `${server.baseUrl}/`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await page.title()).toContain(site.name)
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Every lead answered in seconds/)

    const order = await page.evaluate((ids) => {
      const elements = ids.map((id) => document.getElementById(id))
      return elements.every((element, index) => index === 0 || (elements[index - 1]!.compareDocumentPosition(element!) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0)
    }, sectionOrder)
    expect(order).toBe(true)
    // The footer and then the chat toggle follow the sections.
    expect(await page.locator('footer').count()).toBe(1)
    expect(
      await page.evaluate(() => Boolean(document.querySelector('main')!.compareDocumentPosition(document.querySelector('footer')!) & Node.DOCUMENT_POSITION_FOLLOWING)),
    ).toBe(true)
    expect(await page.getByRole('button', { name: 'Chat with us' }).isVisible()).toBe(true)

    const text = (await page.locator('main').textContent()) ?? ''
    for (const vertical of ['Roofing', 'HVAC', 'Plumbing', 'Electrical', 'Landscaping & trees', 'Fencing', 'Pest control', 'Windows & doors', 'Real estate agents', 'Restaurants']) {
      expect(text).toContain(vertical)
    }
    for (const service of ['Paid social ads', 'Search & professional-network ads', 'AI lead response system', '24/7 AI caller', 'Instant lead response', 'Automated appointment booking', 'Follow-up emails']) {
      expect(text).toContain(service)
    }
    for (const claim of ['$500-2000', '2-3 months', '1-2 weeks', '2-3 days', 'up to a month', '30-day satisfaction guarantee', '30-minute', 'under 2 minutes', 'within 24 hours']) {
      expect(text).toContain(claim)
    }
    // The four steps with their durations.
    const steps = await page.locator('#process ol > li').allTextContents()
    expect(steps).toHaveLength(4)
    for (const [index, [title, duration]] of [
      ['Free consultation', '30 min'],
      ['Custom setup', '1-2 weeks'],
      ['Testing & training', '2-3 days'],
      ['Launch & support', 'Ongoing'],
    ].entries()) {
      expect(steps[index]).toContain(title)
      expect(steps[index]).toContain(duration)
    }
    expect(await page.locator('#about').textContent()).toContain(site.founder.name)
    expect(await page.locator('#about').textContent()).toContain(site.founder.title)
    expect(problems).toEqual([])
  })

  it('links hero and contact to the assessment, and the solution cards to the demos', async ({ newPage, server, url }) => {
    const page = await openHome(newPage, url)
    expect(await page.locator('#top').getByRole('link', { name: 'Get your free assessment' }).getAttribute('href')).toBe(paths.assessment.path)
    expect(await page.locator('#contact').getByRole('link', { name: 'Start my free assessment' }).getAttribute('href')).toBe(paths.assessment.path)
    const solutions = page.locator('#automation-examples')
    for (const [name, path] of [
      ['Try the real-estate demo', paths.realEstateDemo.path],
      ['Try the restaurant demo', paths.restaurantDemo.path],
      [/Lead response, live/, paths.automationDemo.path],
      [/A restaurant week, run by AI/, paths.clientDemo.path],
    ] as const) {
      expect(await solutions.getByRole('link', { name }).getAttribute('href')).toBe(path)
    }
    expect(await page.locator('#contact').getByRole('link', { name: site.phone }).getAttribute('href')).toBe(site.phoneHref)

    await page.locator('#top').getByRole('link', { name: 'Get your free assessment' }).click()
    await page.waitForURL(`${server.baseUrl}${paths.assessment.path}`)
  })

  it('scrolls each nav link to its section, just below the sticky header', async ({ newPage, server, url }) => {
    const page = await openHome(newPage, url)
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const [name, id] of [
      ['Services', 'services'],
      ['Solutions', 'automation-examples'],
      ['About', 'about'],
    ] as const) {
      await nav.getByRole('link', { name }).click()
      await expectSectionAtTop(page, id)
      expect(page.url()).toBe(`${server.baseUrl}/#${id}`)
    }
    await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).first().click()
    await expectSectionAtTop(page, 'contact')
    // The header stayed on screen the whole way.
    expect(await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().top)).toBe(0)
  })

  it('shows Blog in the desktop nav, and no menu button', async ({ newPage, server, url }) => {
    const page = await openHome(newPage, url, viewports.desktop)
    const blog = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' })
    expect(await blog.isVisible()).toBe(true)
    expect(await blog.getAttribute('href')).toBe(paths.blog.path)
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false)
    await blog.click()
    await page.waitForURL(`${server.baseUrl}${paths.blog.path}`)
  })

  it('toggles the mobile menu, which omits Blog and closes after a choice', async ({ newPage, url }) => {
    const page = await openHome(newPage, url, viewports.phone)
    const toggle = page.getByRole('button', { name: 'Menu' })
    expect(await page.getByRole('banner').getByRole('link', { name: 'Blog' }).isVisible()).toBe(false)
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
    expect(await menu.isVisible()).toBe(false)

    await toggle.click()
    // The browser opens the popover; its toggle event, a moment later, updates aria-expanded.
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true')
    expect(await menu.isVisible()).toBe(true)
    expect(await menu.getByRole('link').allTextContents()).toEqual(['Services', 'Solutions', 'About', 'Get Started'])
    expect(await menu.getByRole('link', { name: 'Blog' }).count()).toBe(0)

    await toggle.click()
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await menu.isVisible()).toBe(false)

    for (const [name, id] of [
      ['Solutions', 'automation-examples'],
      ['About', 'about'],
      ['Get Started', 'contact'],
    ] as const) {
      await toggle.click()
      await menu.getByRole('link', { name }).click()
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false')
      expect(await menu.isVisible()).toBe(false)
      await expectSectionAtTop(page, id)
    }

    // Escape closes it too, and hands focus back to the button.
    await toggle.click()
    await page.keyboard.press('Escape')
    expect(await menu.isVisible()).toBe(false)
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true)
  })

  it('keeps one FAQ answer open at a time, and closes it on a second click', async ({ newPage, url }) => {
    const page = await openHome(newPage, url)
    const faq = page.locator('#faq')
    const question = (text: string) => faq.locator('summary', { hasText: text })
    const isOpen = (text: string) => question(text).evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open)
    const first = question('How much does it cost?')
    const second = question('How long does setup take?')
    const firstAnswer = faq.getByText(/Setup is a one-time \$500-2000/)
    const secondAnswer = faq.getByText(/Most businesses are live in 1-2 weeks/)
    const openAnswers = () => faq.locator('details[open]').count()
    expect(await isOpen('How much does it cost?')).toBe(false)
    expect(await firstAnswer.isVisible()).toBe(false)

    await first.click()
    expect(await isOpen('How much does it cost?')).toBe(true)
    expect(await firstAnswer.isVisible()).toBe(true)

    await second.click()
    expect(await isOpen('How long does setup take?')).toBe(true)
    expect(await isOpen('How much does it cost?')).toBe(false)
    expect(await firstAnswer.isVisible()).toBe(false)
    expect(await secondAnswer.isVisible()).toBe(true)
    expect(await openAnswers()).toBe(1)

    await second.click()
    expect(await isOpen('How long does setup take?')).toBe(false)
    expect(await secondAnswer.isVisible()).toBe(false)
    expect(await openAnswers()).toBe(0)

    // Keyboard works the same way.
    await first.focus()
    await page.keyboard.press('Enter')
    expect(await isOpen('How much does it cost?')).toBe(true)
  })

  it('updates the ROI calculator as its inputs change', async ({ newPage, url }) => {
    const page = await openHome(newPage, url, viewports.desktop, '#calculator')
    const calculator = page.locator('#calculator')
    const monthly = calculator.locator('[data-slot=roi-monthly]')
    const yearly = calculator.locator('[data-slot=roi-yearly]')
    // Defaults: 40 leads, $1,500 jobs, 20% close rate, same-day replies.
    expect(await monthly.textContent()).toBe('+$6,000')
    expect(await yearly.textContent()).toBe('$72,000')

    await calculator.getByLabel('Leads per month').fill('80')
    await expect.poll(() => monthly.textContent()).toBe('+$12,000')
    await calculator.getByLabel('Average job value').fill('3000')
    await expect.poll(() => monthly.textContent()).toBe('+$24,000')
    await calculator.getByLabel('Current close rate').fill('10')
    await expect.poll(() => monthly.textContent()).toBe('+$12,000')
    await calculator.getByLabel('How fast you reply today').selectOption('next-day')
    await expect.poll(() => monthly.textContent()).toBe('+$19,200')
    await expect.poll(() => yearly.textContent()).toBe('$230,400')
    // An empty or negative amount is named under its field, not silently taken as 0.
    await calculator.getByLabel('Leads per month').fill('')
    await expect.poll(() => monthly.textContent()).toBe('+$0')
    await calculator.getByText('Leads per month: enter a number').waitFor()
    expect(await calculator.getByLabel('Leads per month').getAttribute('aria-invalid')).toBe('true')
    await calculator.getByLabel('Average job value').fill('-5')
    await calculator.getByText('Average job value cannot be negative').waitFor()
    await calculator.getByLabel('Leads per month').fill('80')
    await calculator.getByLabel('Average job value').fill('3000')
    await expect.poll(() => calculator.getByText('enter a number').count()).toBe(0)
    expect(await calculator.getByLabel('Leads per month').getAttribute('aria-invalid')).toBeNull()
  })

  it('lands on /#calculator and /#contact when opened directly', async ({ newPage, server, url }) => {
    const page = await openHome(newPage, url, viewports.desktop, '#calculator')
    await expectSectionAtTop(page, 'calculator')
    await openPage(page, `${server.baseUrl}/#contact`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    await expectSectionAtTop(page, 'contact')
  })

  it('has no accessibility violations, with the mobile menu or an FAQ answer open', async ({ newPage, url }) => {
    const page = await openHome(newPage, url)
    await expectNoAxeViolations(page)
    await page.locator('#faq summary', { hasText: 'How much does it cost?' }).click()
    await expectNoAxeViolations(page, '#faq')

    await page.setViewportSize(viewports.phone)
    await page.getByRole('button', { name: 'Menu' }).click()
    await expectNoAxeViolations(page, 'header')
  })
})
