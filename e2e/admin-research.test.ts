import type { Page } from 'playwright-core'
import { researchApi, researchListResponseSchema } from '@/shared/research'
import { startOverpassFake, type OverpassFake } from '../tests/fakes/overpass-fake'
import { describe, expect, test, type Url } from './support/fixtures'
import { fillFields } from './support/forms'
import { signIn } from './support/operator'
import { expectAccessibleAtEveryWidth, expectNoAxeViolations } from './support/page-checks'
import { startTestServer } from './support/test-server'

/**
 * The back office's research tab (issue 10 item 2, SPEC §2 'Lexington Research'): a real run
 * against a fake Overpass on 127.0.0.1, the stat cards against the server's own figures, the
 * company actions (Add to Leads into the CRM, Send Email through a draft, Schedule Call), the
 * manual entry, and a failing source.
 */
const it = test
  // eslint-disable-next-line no-empty-pattern
  .extend('overpass', { scope: 'file' }, async ({}, { onCleanup }): Promise<OverpassFake> => {
    const overpass = await startOverpassFake()
    onCleanup(() => overpass.close())
    return overpass
  })
it.override('server', { scope: 'file' }, async ({ overpass }, { onCleanup }) => {
  const server = await startTestServer({ config: { research: { overpassUrl: overpass.url, sourceTimeoutMs: 2_000 } } })
  onCleanup(() => server.close())
  return server
})

const toastTitle = (target: Page) => target.locator('[data-slot=toast] [data-slot=toast-title]')
const toastText = (target: Page) => target.locator('[data-slot=toast]')
const companyList = (target: Page) => target.getByRole('list', { name: 'Researched companies' })
const stat = (target: Page, key: string) => target.locator(`[data-stat="${key}"] p`).first()

async function openResearch(target: Page, url: Url) {
  await signIn(target, url)
  await target.getByRole('tab', { name: 'Lexington Research' }).click()
  await target.getByRole('heading', { name: 'Automated Business Research' }).waitFor()
}

/** What the server says the tab should show for these filters (the figures, not a copy of the formula). */
async function serverList(target: Page, url: Url, query: Record<string, string>) {
  const response = await target.request.get(url(`${researchApi.companies}?${new URLSearchParams(query)}`))
  expect(response.status()).toBe(200)
  return researchListResponseSchema.parse(await response.json())
}

/**
 * Chromium logs each 4xx a fetch gets as a console error: the session check before sign-in
 * answers 401 by design; nothing else may appear.
 */
const unexpected = (problems: string[]) => problems.filter((problem) => !/Failed to load resource: the server responded with a status of 401\b/.test(problem))

describe('research tab', () => {
  it.beforeEach(async ({ server, overpass }) => {
    await server.database.reset()
    overpass.fail(null)
    overpass.delayMs = 0
  })

  it('runs a research, shows what it found with the server’s figures, and turns a company into a lead', { timeout: 120_000 }, async ({ page, url, overpass, consoleProblems: problems }) => {
    // A source that takes a moment, as Overpass does: the pending state lasts long enough to see.
    overpass.delayMs = 1_500
    await openResearch(page, url)
    await page.getByText('No research data available').waitFor()
    expect(await page.getByTestId('research-run-status').textContent()).toContain('No research has run yet')

    // Start Research: 'Researching...' while the run is pending, then SPEC's toast and the companies.
    await page.getByRole('button', { name: 'Start Research' }).click()
    await page.getByRole('button', { name: 'Researching...' }).waitFor()
    await expect.poll(() => toastTitle(page).textContent(), { timeout: 30_000 }).toBe('Research Complete')
    expect(await toastText(page).textContent()).toContain('New companies have been added to the database. Refreshing data...')
    await companyList(page).getByRole('heading', { name: 'Fake Paddock Grill' }).waitFor({ timeout: 10_000 })
    await page.getByRole('button', { name: 'Start Research' }).waitFor()
    expect(await page.getByTestId('research-run-status').textContent()).toMatch(/Last research \(All industries, Lexington, Kentucky, OpenStreetMap \(Overpass\)\): \d+ businesses found, \d+ added, 0 updated\./)

    // The header and the four cards say what the server computed for these filters.
    const list = await serverList(page, url, { location: 'Lexington, Kentucky', industry: 'All' })
    expect(list.total).toBeGreaterThan(3)
    expect(await page.getByTestId('total-potential-value').textContent()).toContain(`$${list.stats.totalPotentialValue.toLocaleString('en-US')}/mo`)
    expect(await stat(page, 'companiesResearched').textContent()).toBe(String(list.stats.companiesResearched))
    expect(await stat(page, 'highPriority').textContent()).toBe(String(list.stats.highPriority))
    expect(await stat(page, 'averageMonthlySavings').textContent()).toBe(`$${list.stats.averageMonthlySavings.toLocaleString('en-US')}/mo`)
    expect(await stat(page, 'industries').textContent()).toBe(String(list.stats.industries))
    expect(await companyList(page).locator(':scope > li').count()).toBe(Math.min(list.total, 12))

    // The industry filter and the search narrow the list on the server.
    await page.getByLabel('Industry').selectOption('Restaurants')
    await expect.poll(() => companyList(page).locator(':scope > li').count()).toBe((await serverList(page, url, { industry: 'Restaurants', location: 'Lexington, Kentucky' })).total)
    await page.getByLabel('Industry').selectOption('All')
    await page.getByLabel('Search research').fill('paddock')
    await expect.poll(() => companyList(page).locator(':scope > li').count()).toBe(1)

    // Add to Leads: a real CRM lead, said so, and the card shows it.
    const card = companyList(page).locator(':scope > li').first()
    await card.getByRole('button', { name: 'Add to Leads: Fake Paddock Grill' }).click()
    await expect.poll(() => toastTitle(page).textContent()).toBe('Added to Leads')
    expect(await toastText(page).textContent()).toContain('Added Fake Paddock Grill to leads.')
    await card.getByRole('button', { name: 'In Leads: Fake Paddock Grill' }).waitFor()
    await page.getByRole('tab', { name: 'Restaurant CRM' }).click()
    await page.getByRole('list', { name: 'Leads' }).getByText('Fake Paddock Grill').first().waitFor()

    // The detail dialog: every part, a Call task, and an e-mail draft to confirm.
    await page.getByRole('tab', { name: 'Lexington Research' }).click()
    await companyList(page).getByRole('button', { name: 'View Details: Fake Paddock Grill' }).click()
    const dialog = page.getByRole('dialog', { name: 'Fake Paddock Grill' })
    await dialog.waitFor()
    for (const part of ['Company', 'Contact', 'Pain points', 'Automation opportunities', 'Research notes', 'Recommended solution']) {
      await dialog.getByRole('heading', { name: part }).waitFor()
    }
    expect(await dialog.textContent()).toContain('owner@paddock-grill.test')
    await expectNoAxeViolations(page, '[role=dialog]')
    await dialog.getByRole('button', { name: 'Schedule Call' }).click()
    await expect.poll(() => toastTitle(page).textContent()).toBe('Call Scheduled')
    expect(await toastText(page).textContent()).toContain('Call task added for Fake Paddock Grill, due')

    await dialog.getByRole('button', { name: 'Send Email' }).click()
    const draft = page.getByRole('dialog', { name: 'Email Fake Paddock Grill' })
    await draft.waitFor()
    expect(await draft.getByLabel('To').inputValue()).toBe('owner@paddock-grill.test')
    expect(await draft.getByLabel('Subject').inputValue()).not.toBe('')
    await draft.getByLabel('Subject').fill('A quick idea for Fake Paddock Grill')
    await draft.getByRole('button', { name: 'Send' }).click()
    await expect.poll(() => toastTitle(page).textContent()).toMatch(/^Email (Queued|Not Sent)$/)
    expect(await toastText(page).textContent()).toContain('owner@paddock-grill.test')
    await draft.waitFor({ state: 'detached' })
    // (Escape would close the toast first: Radix stacks it above the dialog.)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'detached' })

    // Repeating the run adds nothing twice, and says so.
    await page.getByLabel('Search research').fill('')
    await page.getByRole('button', { name: 'Start Research' }).click()
    await expect.poll(() => toastText(page).textContent(), { timeout: 30_000 }).toContain('No new companies')
    expect((await serverList(page, url, { location: 'Lexington, Kentucky' })).total).toBe(list.total)

    await expectAccessibleAtEveryWidth(page, 'admin-research', { widths: ['phone', 'desktop'] })
    expect(unexpected(problems)).toEqual([])
  })

  it('adds a company with no e-mail on file through the Add Lead form filled in from the research, from the card and the detail dialog (decision 035)', { timeout: 120_000 }, async ({ page, url, consoleProblems: problems }) => {
    await openResearch(page, url)
    await page.getByRole('button', { name: 'Start Research' }).click()
    await expect.poll(() => toastTitle(page).textContent(), { timeout: 30_000 }).toBe('Research Complete')
    const [ledger] = (await serverList(page, url, { search: 'Fake Ledger' })).companies
    expect(ledger).toMatchObject({ contactEmail: null, leadId: null })

    // From the card: the dialog asks for the address, everything else filled in from the research.
    await page.getByLabel('Search research').fill('Fake Ledger')
    const card = companyList(page).locator(':scope > li').filter({ hasText: 'Fake Ledger Partners CPA' })
    await card.waitFor()
    await card.getByRole('button', { name: 'Add to Leads: Fake Ledger Partners CPA' }).click()
    const form = page.getByRole('dialog', { name: 'Add Lead' })
    await form.waitFor()
    expect(await form.textContent()).toContain('Fake Ledger Partners CPA has no e-mail address on file')
    expect(await form.getByLabel('Name *').inputValue()).toBe('Fake Ledger Partners CPA')
    expect(await form.getByLabel('Business *').inputValue()).toBe('Fake Ledger Partners CPA')
    expect(await form.getByLabel('Phone').inputValue()).toBe(ledger!.contactPhone)
    expect(await form.getByLabel('Source').inputValue()).toBe('Manual')
    expect(await form.getByLabel('Priority').inputValue()).toBe(ledger!.priority)
    expect(await form.getByLabel('Notes').inputValue()).toContain('From business research (OpenStreetMap (Overpass)')
    expect(await form.getByLabel('Email *').inputValue()).toBe('')
    await expect.poll(() => form.getByLabel('Email *').evaluate((field) => field === document.activeElement)).toBe(true)
    expect(await form.getByRole('button', { name: 'Add Lead' }).isDisabled()).toBe(true)
    await expectNoAxeViolations(page, '[role=dialog]')
    await form.getByLabel('Email *').fill('office@ledger-partners.test')
    await form.getByLabel('Source').selectOption('Cold Call')
    await form.getByRole('button', { name: 'Add Lead' }).click()
    await expect.poll(() => toastTitle(page).textContent()).toBe('Added to Leads')
    expect(await toastText(page).textContent()).toContain('Added Fake Ledger Partners CPA to leads.')
    await form.waitFor({ state: 'detached' })
    await card.getByRole('button', { name: 'In Leads: Fake Ledger Partners CPA' }).waitFor()
    expect((await serverList(page, url, { search: 'Fake Ledger' })).companies[0]).toMatchObject({ contactEmail: 'office@ledger-partners.test', status: 'Added to Leads' })

    // From the detail dialog: the same form over it; a bad address is named under its field.
    await page.getByLabel('Search research').fill('Fake Limestone')
    await companyList(page).getByRole('button', { name: 'View Details: Fake Limestone Coffee' }).click()
    const detail = page.getByRole('dialog', { name: 'Fake Limestone Coffee' })
    await detail.waitFor()
    await detail.getByRole('button', { name: 'Add to Leads' }).click()
    await form.waitFor()
    expect(await form.getByLabel('Notes').inputValue()).toMatch(/Website: \S*limestone-coffee\.test/)
    await form.getByLabel('Email *').fill('not an address')
    await form.getByRole('button', { name: 'Add Lead' }).click()
    await form.getByText('Valid email is required').waitFor()
    await form.getByLabel('Email *').fill('hello@limestone-coffee.test')
    await form.getByRole('button', { name: 'Add Lead' }).click()
    await expect.poll(() => toastTitle(page).textContent()).toBe('Added to Leads')
    await form.waitFor({ state: 'detached' })
    await detail.getByRole('button', { name: 'In Leads' }).waitFor()
    await detail.getByText('hello@limestone-coffee.test').waitFor()
    await detail.getByRole('button', { name: 'Close' }).click()

    await page.getByRole('tab', { name: 'Restaurant CRM' }).click()
    const leadList = page.getByRole('list', { name: 'Leads' })
    await leadList.getByText('Fake Ledger Partners CPA').first().waitFor()
    await leadList.getByText('Fake Limestone Coffee').first().waitFor()
    expect(unexpected(problems)).toEqual([])
  })

  it('adds a manual entry as SPEC §5 parses it, and says why a run failed', { timeout: 90_000 }, async ({ page, url, overpass }) => {
    await openResearch(page, url)
    await page.getByRole('button', { name: 'Add Manual Research' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Manual Research Entry' })
    await dialog.waitFor()
    await fillFields(dialog, {
      'Company name': 'Keeneland Table & Tap',
      Industry: 'Restaurants',
      Location: 'Lexington, Kentucky',
      'Potential savings ($/month)': '$1,500',
      'Pain points (one per line)': 'Reservations by phone only\n\n   \nNo online menu',
      Priority: { option: 'High' },
    })
    await dialog.getByRole('button', { name: 'Add Research' }).click()
    await expect.poll(() => toastTitle(page).textContent()).toBe('Research Added')
    expect(await toastText(page).textContent()).toContain('Company research has been added successfully.')
    await dialog.waitFor({ state: 'detached' })

    const card = companyList(page).locator(':scope > li').filter({ hasText: 'Keeneland Table & Tap' })
    await card.waitFor()
    expect(await card.textContent()).toContain('$1,500/mo')
    const stored = (await serverList(page, url, { search: 'Keeneland' })).companies[0]!
    expect(stored).toMatchObject({ potentialSavings: 1500, currentPainPoints: ['Reservations by phone only', 'No online menu'], status: 'Research Complete', priority: 'High', researchSource: 'Manual Entry' })

    // The dialog opens empty again; a bad e-mail is named under its field and nothing is added.
    await page.getByRole('button', { name: 'Add Manual Research' }).click()
    await dialog.waitFor()
    expect(await dialog.getByLabel('Company name').inputValue()).toBe('')
    await fillFields(dialog, { 'Company name': 'Broken Entry', 'Contact email': 'not-an-email' })
    await dialog.getByRole('button', { name: 'Add Research' }).click()
    await expect.poll(() => toastTitle(page).textContent()).toBe('Failed to Add Research')
    await dialog.getByText('Contact email must be a valid email address').waitFor()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'detached' })
    expect((await serverList(page, url, { search: 'Broken' })).total).toBe(0)

    // A places source that fails: 'Research Failed' with the reason; what was stored stays.
    overpass.fail('500')
    await page.getByRole('button', { name: 'Start Research' }).click()
    await expect.poll(() => toastTitle(page).textContent(), { timeout: 30_000 }).toBe('Research Failed')
    expect(await page.getByTestId('research-run-status').textContent()).toContain('Last research failed')
    expect((await serverList(page, url, { search: 'Keeneland' })).total).toBe(1)
  })
})
