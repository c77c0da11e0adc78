import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { insightsApi, insightsSchema } from '@/shared/insights'
import { describe, expect, it, test } from './support/fixtures'
import { signIn } from './support/operator'
import { expectFitsEveryWidth, expectNoAxeViolations } from './support/page-checks'
import type { TestServer } from './support/test-server'
import { addInsightLead } from '../tests/support/insight-leads'

/**
 * Issue 24 item 3: the Insights tab in the browser, over leads made an hour ago: the tables say
 * what GET /api/insights says, a table's CSV holds the same rows, a custom range is checked, and
 * the tab reads at a phone's width with nothing for axe to report.
 */

test.beforeEach(async ({ server }) => {
  await server.database.reset()
})

type Seed = { channel?: [string, string, string]; answeredAfterSeconds?: number; wonFor?: number; booked?: boolean }

/** A lead made an hour ago, booked 5 minutes later and won 5 after that, as asked. */
function addLead(server: TestServer, { channel, answeredAfterSeconds, wonFor, booked }: Seed) {
  const createdAt = new Date(Date.now() - 60 * 60 * 1000)
  const later = (minutes: number) => new Date(createdAt.getTime() + minutes * 60 * 1000)
  return addInsightLead(server.database.db, {
    createdAt,
    score: 85,
    status: wonFor ? 'Won' : 'New',
    dealValue: wonFor ?? null,
    channel,
    answeredAfterSeconds,
    events: [...(booked ? [{ type: 'booked' as const, at: later(5) }] : []), ...(wonFor ? [{ type: 'status-changed' as const, at: later(10), to: 'Won' }] : [])],
  })
}

/** A figure's table, as the rows of text a reader gets. */
const tableRows = (page: Page, title: string) =>
  page
    .getByRole('region', { name: `${title}, table` })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '')))

describe('the Insights tab', () => {
  it('shows the API’s figures as tables and CSV, checks a custom range, and reads at every width', { timeout: 240_000 }, async ({ page, server, url }) => {
    await addLead(server, { channel: ['google', 'cpc', 'roofers'], answeredAfterSeconds: 8, booked: true, wonFor: 1500 })
    await addLead(server, { channel: ['facebook', 'paid-social', 'spring'], answeredAfterSeconds: 95 })
    await addLead(server, {})

    await signIn(page, url)
    await page.getByRole('tab', { name: 'Insights' }).click()
    await page.getByRole('region', { name: 'Funnel, table' }).waitFor()

    // The same figures as the API for the range the tab shows (last 30 days, the default).
    const shown = (await page.getByText(/^\d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}, in /).textContent())!
    const [from, to] = shown.match(/\d{4}-\d{2}-\d{2}/g)!
    const response = await page.request.get(url(`${insightsApi}?from=${from}&to=${to}`))
    const insights = insightsSchema.parse(await response.json())
    expect(insights.funnel.map((stage) => stage.count)).toEqual([0, 3, 1, 1, 1, 1])
    expect(await tableRows(page, 'Funnel')).toEqual(
      insights.funnel.map((stage) => [stage.stage, String(stage.count), stage.rateFromPrevious === null ? '—' : `${stage.rateFromPrevious}%`]),
    )
    expect(await tableRows(page, 'By source / medium / campaign')).toEqual([
      ['(direct) / (none) / (not set)', '1', '0', '0', '0'],
      ['facebook / paid-social / spring', '1', '0', '0', '0'],
      ['google / cpc / roofers', '1', '1', '1', '1500'],
    ])

    expect(insights.byWeek.reduce((sum, week) => sum + week.wonRevenue, 0)).toBe(1500)
    expect(await tableRows(page, 'Won revenue by week')).toEqual(insights.byWeek.map((week) => [week.week, String(week.wonRevenue)]))
    expect(await tableRows(page, 'Calls booked by week')).toEqual(insights.byWeek.map((week) => [week.week, String(week.bookings)]))

    // The table's CSV: the same rows.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV of Funnel' }).click()])
    expect(download.suggestedFilename()).toBe(`funnel-${from}-${to}.csv`)
    const csv = await readFile((await download.path())!, 'utf8')
    expect(csv.trim().split(/\r?\n/)).toEqual(['Stage,Count,From the stage before', 'submissions,0,—', 'leads,3,—', 'answered within 60 s,1,33.3%', 'replied or booked,1,100%', 'proposal,1,100%', 'won,1,100%'])

    await expectNoAxeViolations(page)
    await expectFitsEveryWidth(page, 'admin-insights', { widths: ['phone', 'desktop'] })

    // A custom range that ends before it starts is refused, by name, before any request.
    await page.getByLabel('Range').selectOption('custom')
    await page.getByLabel('From', { exact: true }).fill('2027-03-10')
    await page.getByLabel('To', { exact: true }).fill('2027-03-01')
    await page.getByRole('alert').filter({ hasText: 'Choose a start date on or before the end date.' }).waitFor()
  })
})
