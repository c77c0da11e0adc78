import type { Page } from 'playwright-core'
import { adminApi } from '@/shared/admin'
import { statusPollMs } from '@/shared/automation'
import { testAdminPassword } from '../tests/support/operator'
import { openPage } from './support/browser'
import { holdRequests } from './support/held-scripts'
import { describe, expect, it, type Url } from './support/fixtures'
import { expectAccessibleAtEveryWidth, expectFitsEveryWidth, expectNoAxeViolations } from './support/page-checks'

const pagePath = '/automation'
const statusUrl = '**/api/automation/status'
const tiles = ['Lead Processing', 'Email Automation', 'Task Generation', 'Lead Scoring']

/**
 * Counts the status answers the page received. Finished requests only: under React's StrictMode
 * (development builds) the first mount's request is aborted and sent again.
 */
function countStatusRequests(target: Page) {
  let count = 0
  target.on('requestfinished', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/automation/status') count++
  })
  return () => count
}

async function openDashboard(page: Page, url: Url) {
  await openPage(page, url(pagePath))
  await page.getByRole('list', { name: 'Automation features' }).waitFor()
}

describe('automation dashboard', () => {
  it('shows a skeleton while the status loads, then LIVE and the four tiles from the real status', async ({ page, server, url, consoleProblems: problems }) => {
    const release = await holdRequests(page, statusUrl)
    await openPage(page, url(pagePath))
    await expect.poll(() => page.title()).toContain('Automation Dashboard')
    await page.getByTestId('dashboard-skeleton').waitFor()
    expect(await page.getByRole('status').filter({ hasText: 'Loading automation status' }).count()).toBe(1)
    release()

    const status = (await (await fetch(`${server.baseUrl}/api/automation/status`)).json()) as {
      status: string
      features: Record<string, boolean>
      details: Record<string, { state: string }>
    }
    const list = page.getByRole('list', { name: 'Automation features' })
    await list.waitFor()
    expect(await page.getByTestId('dashboard-skeleton').count()).toBe(0)
    expect(await page.getByTestId('live-badge').textContent()).toBe(status.status === 'active' ? 'LIVE' : 'OFFLINE')
    const items = list.locator(':scope > li')
    expect(await items.locator('h2').allTextContents()).toEqual(tiles)
    // The test server has no mail server: e-mail is local (stored, not sent), which is not "active".
    expect(status.details.emailAutomation!.state).toBe('local')
    expect(status.features.emailAutomation).toBe(false)
    const badges = await items.evaluateAll((nodes) => nodes.map((node) => node.querySelector('[data-slot=badge]')?.textContent))
    expect(badges).toEqual(['Active', 'Local', 'Active', 'Active'])
    const email = page.locator('[data-feature=emailAutomation]')
    expect(await email.getAttribute('data-state-tone')).toBe('info')
    expect(await email.textContent()).toContain('Stored, not sent: no mail server is configured, so e-mails stay in the outbox.')
    // Signed out: no counts, no error texts.
    expect(await page.getByTestId('emailAutomation-details').count()).toBe(0)
    expect(await page.getByTestId('leadProcessing-details').count()).toBe(0)
    // Which providers are configured, and which run on their local twin.
    for (const provider of ['llm', 'crm', 'mail', 'make']) {
      expect(await page.locator(`[data-provider=${provider}] [data-slot=provider-state]`).textContent()).toMatch(/^(Configured|Local twin|Not connected)$/)
    }
    // Issue 31: no Twilio account, so texts are off, and the dashboard says so.
    expect(await page.locator('[data-provider=sms] [data-slot=provider-state]').textContent()).toBe('Off')
    // Issue 23: no mailbox configured, so replies are not read, and the dashboard says so.
    expect(await page.locator('[data-provider=inbound] [data-slot=provider-state]').textContent()).toBe('Not configured')
    expect(await page.getByRole('link', { name: 'View Live Logs' }).getAttribute('href')).toBe('/automation/logs')
    expect(await page.getByRole('heading', { name: 'Live features' }).isVisible()).toBe(true)
    expect(await page.getByRole('heading', { name: 'How your automation works' }).isVisible()).toBe(true)
    // Every sentence true for a local e-mail: nothing claims it is sent.
    const main = (await page.locator('main').textContent()) ?? ''
    expect(main).not.toMatch(/sent within seconds|goes out at once|you get an e-mail about every new lead|answered and followed up/)
    expect(main).toContain('A personal e-mail reply written for every lead and kept in the outbox')
    expect(await page.getByRole('heading', { name: 'Your lead response system is almost complete' }).isVisible()).toBe(true)
    expect(main).toContain('no e-mail is sent until a mail server (SMTP_URL) is configured')
    expect(problems).toEqual([])
  })

  it('shows OFFLINE and Disabled tiles when the status says so', async ({ page, url }) => {
    await page.route(statusUrl, (route) =>
      route.fulfill({
        json: {
          status: 'inactive',
          features: { leadProcessing: true, emailAutomation: false, taskGeneration: false, leadScoring: true },
          providers: { llm: 'connected', crm: 'local', mail: 'local', make: 'not-configured' },
        },
      }),
    )
    await openDashboard(page, url)
    expect(await page.getByTestId('live-badge').textContent()).toBe('OFFLINE')
    const items = page.getByRole('list', { name: 'Automation features' }).locator(':scope > li')
    expect(await items.evaluateAll((nodes) => nodes.map((node) => node.querySelector('[data-slot=badge]')?.textContent))).toEqual([
      'Active',
      'Disabled',
      'Disabled',
      'Active',
    ])
    expect(await page.locator('[data-provider=llm] [data-slot=provider-state]').textContent()).toBe('Configured')
    expect(await page.locator('[data-provider=crm] [data-slot=provider-state]').textContent()).toBe('Local twin')
  })

  it('renders from any SPEC status: only status and features, nothing else', async ({ page, url, consoleProblems: problems }) => {
    await page.route(statusUrl, (route) =>
      route.fulfill({
        json: { status: 'active', features: { leadProcessing: true, emailAutomation: true, taskGeneration: true, leadScoring: true } },
      }),
    )
    await openDashboard(page, url)
    expect(await page.getByText('Connection Issue').count()).toBe(0)
    expect(await page.getByTestId('live-badge').textContent()).toBe('LIVE')
    const items = page.getByRole('list', { name: 'Automation features' }).locator(':scope > li')
    expect(await items.locator('h2').allTextContents()).toEqual(tiles)
    expect(await items.evaluateAll((nodes) => nodes.map((node) => node.querySelector('[data-slot=badge]')?.textContent))).toEqual([
      'Active',
      'Active',
      'Active',
      'Active',
    ])
    expect(await page.getByText('The server did not say which services are connected.').isVisible()).toBe(true)
    expect(await page.getByText('A personal e-mail reply written and sent within seconds').isVisible()).toBe(true)
    expect(await page.getByRole('heading', { name: 'Your lead response system is complete' }).isVisible()).toBe(true)
    // Nothing the payload did not say: no operator details, no provider names.
    expect(await page.locator('[data-testid$=-details], [data-provider]').count()).toBe(0)
    await expectAccessibleAtEveryWidth(page, 'automation-dashboard-spec-only', { widths: ['phone', 'desktop'] })
    expect(problems).toEqual([])
  })

  it('shows a failing e-mail in red, with the last error and the unsent count when the operator is signed in', async ({ context, page, server, url }) => {
    const signIn = await context.request.post(`${server.baseUrl}${adminApi.session}`, {
      data: { password: testAdminPassword },
      headers: { origin: server.baseUrl },
    })
    expect(signIn.status()).toBe(200)
    // The real operator view first: the counts appear only when signed in.
    await openDashboard(page, url)
    expect(await page.getByTestId('leadProcessing-details').textContent()).toMatch(/^\d+ pipeline runs? in the last 24 hours/)

    // Then a failing mail server, as the status would say it.
    const real = (await (await context.request.get(`${server.baseUrl}/api/automation/status`)).json()) as Record<string, any>
    await page.route(statusUrl, (route) =>
      route.fulfill({
        json: {
          ...real,
          features: { ...real.features, emailAutomation: false },
          details: {
            ...real.details,
            emailAutomation: { state: 'failing', lastError: 'connect ECONNREFUSED 127.0.0.1:2525', unsent: 3, evidence: { kind: 'send', at: new Date().toISOString() } },
          },
        },
      }),
    )
    await page.reload()
    await page.getByRole('list', { name: 'Automation features' }).waitFor()
    const email = page.locator('[data-feature=emailAutomation]')
    expect(await email.getAttribute('data-state-tone')).toBe('danger')
    expect(await email.locator('[data-slot=badge]').textContent()).toBe('Failing')
    const details = await page.getByTestId('emailAutomation-details').textContent()
    expect(details).toContain('Last error: connect ECONNREFUSED 127.0.0.1:2525')
    expect(details).toContain('3 unsent e-mails in the outbox.')
    expect(details).toContain('Last send failed: ')
    expect(await page.locator('[data-provider=mail] [data-slot=provider-state]').textContent()).toBe('Failing')
    const main = (await page.locator('main').textContent()) ?? ''
    expect(main).toContain('sending fails')
    expect(main).not.toMatch(/sent within seconds|goes out at once/)
    await expectNoAxeViolations(page)
  })

  it('shows each ad connection with its last event, and a failing one with Meta’s error, to the signed-in operator', async ({ context, page, server, url }) => {
    const signIn = await context.request.post(`${server.baseUrl}${adminApi.session}`, { data: { password: testAdminPassword }, headers: { origin: server.baseUrl } })
    expect(signIn.status()).toBe(200)
    const real = (await (await context.request.get(`${server.baseUrl}/api/automation/status`)).json()) as Record<string, any>
    // Nothing configured on the test server: each connection is off.
    expect(real.details.adConnections).toEqual({ metaLeads: { state: 'off' }, metaConversions: { state: 'off' }, googleLeads: { state: 'off' }, googleConversions: { state: 'off' } })
    const lastLead = '2027-03-08T15:04:00.000Z'
    const refusal = 'Conversions API 400 (code 190): Error validating access token: Session has expired on Friday, 05-Mar-27 09:00:00 PST.'
    await page.route(statusUrl, (route) =>
      route.fulfill({
        json: {
          ...real,
          details: {
            ...real.details,
            adConnections: {
              metaLeads: { state: 'on', lastEventAt: lastLead },
              metaConversions: { state: 'failing', lastEventAt: null, lastError: refusal },
              googleLeads: { state: 'on', lastEventAt: null },
              googleConversions: { state: 'off' },
            },
          },
        },
      }),
    )
    await openDashboard(page, url)
    const row = (key: string) => page.locator(`[data-provider=${key}]`)
    expect(await row('metaLeads').locator('[data-slot=provider-state]').textContent()).toBe('Connected')
    expect(await row('metaLeads').textContent()).toMatch(/^Meta lead adsConnectedLast lead: /)
    expect(await row('metaConversions').locator('[data-slot=provider-state]').textContent()).toBe('Failing')
    expect(await row('metaConversions').textContent()).toContain(refusal)
    expect(await row('googleLeads').textContent()).toContain('No lead yet')
    expect(await row('googleConversions').locator('[data-slot=provider-state]').textContent()).toBe('Off')
    await expectAccessibleAtEveryWidth(page, 'automation-dashboard-ad-connections', { widths: ['phone', 'desktop'] })
  })

  it("shows 'Connection Issue' when the status cannot load, and Refresh Page reloads", async ({ page, url }) => {
    await page.route(statusUrl, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }))
    await openPage(page, url(pagePath))
    const alert = page.getByRole('alert').filter({ hasText: 'Connection Issue' })
    await alert.waitFor()
    expect(await alert.textContent()).toContain('Unable to connect to automation services. Please refresh the page or try again.')
    expect(await page.getByTestId('live-badge').textContent()).toBe('OFFLINE')
    await expectNoAxeViolations(page)

    await page.unroute(statusUrl)
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Refresh Page' }).click()])
    await page.getByRole('list', { name: 'Automation features' }).waitFor()
    expect(await page.getByText('Connection Issue').count()).toBe(0)
  })

  it('polls the status every 30 s', async ({ page, url }) => {
    await page.clock.install()
    const requests = countStatusRequests(page)
    await openDashboard(page, url)
    expect(requests()).toBe(1)
    await page.clock.runFor(statusPollMs - 1000)
    expect(requests()).toBe(1)
    await page.clock.runFor(1000)
    await expect.poll(requests).toBe(2)
    await page.clock.runFor(statusPollMs)
    await expect.poll(requests).toBe(3)
  })

  it("shows the server's error text for each service test when signed out", async ({ page, url }) => {
    await openDashboard(page, url)
    const tests = [
      { button: 'Test OpenAI API', heading: 'OpenAI Connection Failed' },
      { button: 'Test Make.com API', heading: 'Make.com Connection Failed' },
      { button: 'Test Notion API', heading: 'Notion Connection Failed' },
      { button: 'Test Email Service', heading: 'Email Service Failed' },
    ]
    for (const test of tests) {
      const response = page.waitForResponse((res) => res.url().includes('/api/automation/') && res.url().endsWith('/test'))
      await page.getByRole('button', { name: test.button }).click()
      const answer = await response
      expect(answer.status()).toBe(401)
      const panel = page.locator('[data-tone=failure]').filter({ has: page.getByRole('heading', { name: test.heading }) })
      await panel.waitFor()
      expect(await panel.textContent()).toContain('Operator sign-in required')
    }
    await expectNoAxeViolations(page)
  })

  it("uses SPEC's default message when the server gives none, and notes an OpenAI quota error", async ({ page, url }) => {
    await page.route('**/api/automation/make/test', (route) => route.fulfill({ status: 502, body: '' }))
    await page.route('**/api/automation/openai/test', (route) =>
      route.fulfill({ status: 500, json: { success: false, error: '429 You exceeded your current quota, please check your plan' } }),
    )
    await openDashboard(page, url)
    await page.getByRole('button', { name: 'Test Make.com API' }).click()
    await page.getByText('Make.com connection failed', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Test OpenAI API' }).click()
    await page.getByText(/quota error means the key was accepted/).waitFor()
  })

  it('shows a successful service test and refreshes the status after it', async ({ page, url }) => {
    await page.route('**/api/automation/notion/test', (route) =>
      route.fulfill({
        json: {
          success: true,
          apiStatus: 'connected',
          message: 'Notion answered',
          databases: [
            { name: 'Leads', found: true },
            { name: 'Tasks', found: false },
          ],
        },
      }),
    )
    const requests = countStatusRequests(page)
    await openDashboard(page, url)
    expect(requests()).toBe(1)
    await page.getByRole('button', { name: 'Test Notion API' }).click()
    const panel = page.locator('[data-tone=success]').filter({ has: page.getByRole('heading', { name: 'Notion Connected' }) })
    await panel.waitFor()
    expect(await panel.textContent()).toContain('Leads databaseFound')
    expect(await panel.textContent()).toContain('Tasks databaseNot found')
    await expect.poll(requests).toBe(2)
  })

  it('runs the full automation test in sandbox mode and shows its results', async ({ page, url }) => {
    await openDashboard(page, url)
    const response = page.waitForResponse('**/api/automation/test')
    await page.getByRole('button', { name: 'Test Full Automation' }).click()
    expect((await response).status()).toBe(200)
    const panel = page.locator('[data-tone=success]').filter({ has: page.getByRole('heading', { name: 'Full Automation Test Passed' }) })
    await panel.waitFor()
    const text = await panel.textContent()
    expect(text).toMatch(/Lead score\d{1,3}\/100/)
    expect(text).toMatch(/Priority(High|Medium|Low)/)
    expect(text).toMatch(/Email generated(Yes|No)/)
    expect(text).toMatch(/Tasks created\d+/)
    expect(text).toMatch(/Emails scheduled\d+/)
    expect(text).toMatch(/Processing time\d/)
    expect(text).toContain('Sandbox mode.')
    await expectNoAxeViolations(page)
  })

  it("shows 'Test Failed' when the full test fails", async ({ page, url }) => {
    await page.route('**/api/automation/test', (route) => route.fulfill({ status: 500, body: '{"error":"Internal Server Error"}' }))
    await openDashboard(page, url)
    await page.getByRole('button', { name: 'Test Full Automation' }).click()
    const panel = page.locator('[data-tone=failure]').filter({ has: page.getByRole('heading', { name: 'Test Failed' }) })
    await panel.waitFor()
    expect(await panel.textContent()).toContain('Test failed')
  })

  it('has no accessibility violations while loading or loaded, and fits every width', async ({ page, url }) => {
    await page.route(statusUrl, () => {
      // Never answers: the skeleton stays.
    })
    await openPage(page, url(pagePath))
    await page.getByTestId('dashboard-skeleton').waitFor()
    await expectNoAxeViolations(page)
    await page.unroute(statusUrl)
    await openDashboard(page, url)
    await expectAccessibleAtEveryWidth(page, 'automation-dashboard')
    // And with every test's result showing.
    for (const name of ['Test OpenAI API', 'Test Make.com API', 'Test Notion API', 'Test Email Service', 'Test Full Automation']) {
      await page.getByRole('button', { name }).click()
    }
    await expect.poll(() => page.locator('[data-tone]').count(), { timeout: 15_000 }).toBe(5)
    await page.evaluate(() => window.scrollTo(0, 0))
    await expectFitsEveryWidth(page, 'automation-dashboard-tested')
  })
})
