import { readFile } from 'node:fs/promises'
import type { Download, Page } from 'playwright-core'
import { researchApi, type ManualResearchRequest } from '@/shared/research'
import { proposalsResponseSchema, researchAutomationWorkflowId, workflowsApi, workflowTemplatesResponseSchema, type WorkflowTemplate } from '@/shared/workflows'
import { openPage } from './support/browser'
import { describe, expect, it, test, type Url } from './support/fixtures'
import { signIn } from './support/operator'
import { expectFitsEveryWidth, expectNoAxeViolations, expectPageFitsEveryWidth } from './support/page-checks'

const pagePath = '/workflows'

/** A company the operator researched by hand: its savings estimate makes it a proposal. */
const seededCompany: ManualResearchRequest = {
  name: 'Keeneland Table & Tap',
  industry: 'Restaurants',
  location: 'Lexington, Kentucky',
  employees: '10-25',
  potentialSavings: 900,
  priority: 'High',
  researchNotes: 'Takes reservations by phone only.',
}

let templates: WorkflowTemplate[] = []

test.beforeAll(async ({ server, url }) => {
  await server.database.reset()
  const response = await fetch(url(workflowsApi.templates))
  templates = workflowTemplatesResponseSchema.parse(await response.json()).templates
  expect(templates.length).toBeGreaterThan(1)
})

/**
 * Chromium logs every 4xx answer to a fetch as a console error. Signed out, the session check
 * answers 401 by design, as do the operator calls once a session has ended; nothing else may appear.
 */
function unexpected(problems: string[]) {
  return problems.filter((problem) => !/Failed to load resource: the server responded with a status of 401\b/.test(problem))
}

const toast = (target: Page) => target.locator('[data-slot=toast]')
const templateList = (target: Page) => target.getByRole('list', { name: 'Workflow templates' })
const proposalList = (target: Page) => target.getByRole('list', { name: 'Client proposals' })
const signInNotes = (target: Page) => target.getByTestId('sign-in-note')

async function openWorkflows(target: Page, url: Url) {
  await openPage(target, url(pagePath))
  await templateList(target).locator('li').first().waitFor()
}

/** Whether the page asked the server for `path` (operator calls must not be made signed out). */
function recordApiCalls(target: Page) {
  const calls: string[] = []
  target.on('request', (request) => calls.push(new URL(request.url()).pathname))
  return calls
}

async function readDownload(download: Download) {
  const file = await download.path()
  expect(file).toBeTruthy()
  return JSON.parse(await readFile(file as string, 'utf8')) as {
    name: string
    nodes: { name: string; type: string }[]
    connections: Record<string, { main: Array<{ node: string }[] | null> }>
  }
}

/** n8n's JSON: every connection joins two nodes of the workflow. */
function expectConnectedNodes(workflow: Awaited<ReturnType<typeof readDownload>>) {
  const names = new Set(workflow.nodes.map((node) => node.name))
  for (const [source, { main }] of Object.entries(workflow.connections)) {
    expect(names.has(source), source).toBe(true)
    for (const output of main) for (const connection of output ?? []) expect(names.has(connection.node), connection.node).toBe(true)
  }
}

async function seedCompany(target: Page, url: Url) {
  const response = await target.request.post(url(researchApi.companies), { data: seededCompany })
  expect(response.status(), await response.text()).toBe(201)
}

describe('n8n workflows page', () => {
  it('shows a visitor the templates, with a sign-in note in place of every operator part', async ({ page, url, consoleProblems: problems }) => {
    const calls = recordApiCalls(page)
    await openWorkflows(page, url)
    await expect.poll(() => page.title()).toContain('n8n Workflow Automation')
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex')
    await page.getByRole('heading', { level: 1, name: 'n8n Workflow Automation' }).waitFor()
    for (const name of ['Workflow Templates', 'Client Proposals', 'Internal Automation']) expect(await page.getByRole('tab', { name }).count()).toBe(1)
    expect(await page.getByRole('tab', { name: 'Workflow Templates' }).getAttribute('aria-selected')).toBe('true')

    // Every template, with SPEC's figures.
    expect(await templateList(page).locator(':scope > li').count()).toBe(templates.length)
    const first = templates[0]!
    const card = templateList(page).locator(`[data-template="${first.id}"]`)
    const text = await card.textContent()
    for (const part of [first.name, first.industry, first.description, `${first.nodeCount} nodes`]) expect(text).toContain(part)
    expect(text).toMatch(/hours?\/week/)
    expect(text).toContain(`$${first.costSavings.toLocaleString('en-US')}/month`)

    // The industry filter: All plus each industry once; pressing one shows only its templates.
    const industries = [...new Set(templates.map((template) => template.industry))]
    const filter = page.getByRole('group', { name: 'Filter templates by industry' })
    expect(await filter.getByRole('button').allTextContents()).toEqual(['All', ...industries])
    expect(await filter.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true')
    const chosen = industries[1]!
    await filter.getByRole('button', { name: chosen }).click()
    expect(await filter.getByRole('button', { name: chosen }).getAttribute('aria-pressed')).toBe('true')
    expect(await filter.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false')
    await expect.poll(() => templateList(page).locator(':scope > li').count()).toBe(templates.filter((template) => template.industry === chosen).length)
    await filter.getByRole('button', { name: 'All' }).click()
    await expect.poll(() => templateList(page).locator(':scope > li').count()).toBe(templates.length)

    // The header: a note and a way to sign in, in place of the trigger.
    expect(await page.getByRole('button', { name: 'Trigger Research Workflow' }).count()).toBe(0)
    expect(await signInNotes(page).first().textContent()).toContain('Sign in to the back office to trigger the research workflow.')
    expect(await signInNotes(page).first().getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/admin')

    // Client Proposals: the note, never a silent gap.
    await page.getByRole('tab', { name: 'Client Proposals' }).click()
    const proposalsNote = page.getByRole('tabpanel').getByTestId('sign-in-note')
    await proposalsNote.waitFor()
    expect(await proposalsNote.textContent()).toContain('Sign in to the back office to see client proposals')
    expect(await proposalsNote.getByRole('link').getAttribute('href')).toBe('/admin')

    // Internal Automation: SPEC's description for all; the status and the trigger behind the note.
    await page.getByRole('tab', { name: 'Internal Automation' }).click()
    const panel = page.getByRole('tabpanel')
    await panel.getByRole('heading', { name: 'Weekly Business Intelligence Research' }).waitFor()
    const figures = await panel.getByRole('list', { name: 'Workflow figures' }).textContent()
    for (const figure of ['40 hours/week', '$5,000', '12', 'Weekly']) expect(figures).toContain(figure)
    const parts = await panel.getByRole('list', { name: 'Workflow components' }).textContent()
    for (const part of ['Places search', 'Professional-network profile scrape', 'AI business analysis', 'Database updates', 'Email notifications', 'Weekly schedule']) {
      expect(parts).toContain(part)
    }
    expect(await panel.getByRole('link', { name: /^Export Workflow/ }).getAttribute('href')).toBe(workflowsApi.export(researchAutomationWorkflowId))
    expect(await panel.getByRole('button', { name: 'Trigger Research Now' }).count()).toBe(0)
    const panelNotes = await panel.getByTestId('sign-in-note').allTextContents()
    expect(panelNotes.join(' ')).toContain('Sign in to the back office to run the research now')
    expect(panelNotes.join(' ')).toContain('Sign in to the back office to see the workflow’s schedule, next run and last run')

    expect(calls).not.toContain(workflowsApi.proposals)
    expect(calls).not.toContain(workflowsApi.researchAutomation)
    expect(unexpected(problems)).toEqual([])
  })

  it('exports a template as n8n JSON and lists its steps in order', async ({ page, url }) => {
    await openWorkflows(page, url)
    const template = templates[0]!
    const card = templateList(page).locator(`[data-template="${template.id}"]`)

    // Export: a plain link to the server's file, saved as {id}-workflow.json.
    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: /^Export/ }).click()])
    expect(download.suggestedFilename()).toBe(`${template.id}-workflow.json`)
    const workflow = await readDownload(download)
    expect(workflow.nodes).toHaveLength(template.nodeCount)
    expectConnectedNodes(workflow)

    // View Details: the steps, in order, with their n8n node types.
    const viewDetails = card.getByRole('button', { name: /^View Details/ })
    await viewDetails.click()
    const dialog = page.getByRole('dialog', { name: template.name })
    const steps = dialog.getByRole('list', { name: `Steps of ${template.name}` }).locator(':scope > li')
    await steps.first().waitFor()
    expect(await steps.count()).toBe(template.steps.length)
    for (const [index, step] of template.steps.entries()) {
      const item = steps.nth(index)
      expect(await item.getAttribute('data-step')).toBe(String(index + 1))
      const itemText = await item.textContent()
      expect(itemText).toContain(step.name)
      expect(itemText).toContain(step.type)
    }
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => viewDetails.evaluate((element) => element === document.activeElement)).toBe(true)

    // The internal research workflow exports the same way: 12 steps.
    await page.getByRole('tab', { name: 'Internal Automation' }).click()
    const [internal] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /^Export Workflow/ }).click()])
    expect(internal.suggestedFilename()).toBe(`${researchAutomationWorkflowId}-workflow.json`)
    const research = await readDownload(internal)
    expect(research.nodes).toHaveLength(12)
    expectConnectedNodes(research)
  })

  it('says when the templates cannot be fetched, and tries again', async ({ page, url }) => {
    let failures = 1
    await page.route(`**${workflowsApi.templates}`, (route) => (failures-- > 0 ? route.fulfill({ status: 503, json: { error: 'Service unavailable' } }) : route.fallback()))
    await openPage(page, url(pagePath))
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to fetch templates' })
    await alert.waitFor()
    await alert.getByRole('button', { name: 'Try again' }).click()
    await templateList(page).locator('li').first().waitFor()
    expect(await alert.count()).toBe(0)
  })

  it('shows the operator the proposals and the research status, and triggers the research', { timeout: 90_000 }, async ({ page, url, consoleProblems: problems }) => {
    await signIn(page, url)
    await seedCompany(page, url)
    const expected = proposalsResponseSchema.parse(await (await page.request.get(url(workflowsApi.proposals))).json())
    const proposal = expected.proposals.find((candidate) => candidate.companyName === seededCompany.name)
    expect(proposal).toBeDefined()

    await openWorkflows(page, url)
    expect(await signInNotes(page).count()).toBe(0)

    // Client Proposals: the totals and the numbered list, with the seeded company's payback.
    await page.getByRole('tab', { name: 'Client Proposals' }).click()
    const totals = page.getByRole('list', { name: 'Proposal totals' })
    await totals.waitFor()
    const totalsText = await totals.textContent()
    for (const label of ['Total Proposals', 'Monthly Savings', 'Weekly Time Savings']) expect(totalsText).toContain(label)
    expect(totalsText).toContain(`$${expected.totalMonthlySavings.toLocaleString('en-US')}/month`)
    const row = proposalList(page).locator(`[data-company="${proposal!.companyId}"]`)
    await row.waitFor()
    const rowText = await row.textContent()
    for (const part of [seededCompany.name, 'Restaurants', 'High priority', proposal!.workflowName, `$${proposal!.costSavings.toLocaleString('en-US')}/month`]) {
      expect(rowText).toContain(part)
    }
    expect(rowText).toContain(`${proposal!.paybackPeriod} month`)
    const generate = row.getByRole('link', { name: /^Generate Proposal/ })
    expect(await generate.getAttribute('href')).toBe(workflowsApi.proposalDocument(proposal!.companyId))
    expect(await generate.getAttribute('target')).toBe('_blank')
    const document = await page.request.get(url(workflowsApi.proposalDocument(proposal!.companyId)))
    expect(document.status()).toBe(200)
    expect(await document.text()).toContain('Keeneland Table &amp; Tap')

    // Internal Automation: the real schedule, and no run yet.
    await page.getByRole('tab', { name: 'Internal Automation' }).click()
    const panel = page.getByRole('tabpanel')
    await panel.getByText('No research run yet').waitFor()
    expect(await panel.getByText(/^Every /).count()).toBeGreaterThan(0)

    // Trigger Research Now: SPEC's message, and the run's own status follows.
    await panel.getByRole('button', { name: 'Trigger Research Now' }).click()
    await expect.poll(() => toast(page).locator('[data-slot=toast-title]').textContent()).toBe('Research workflow triggered successfully!')
    const runStatus = panel.locator('[data-run-status]')
    await runStatus.waitFor()
    await expect.poll(() => runStatus.getAttribute('data-run-status'), { timeout: 60_000 }).toMatch(/^(succeeded|failed)$/)
    expect(await panel.textContent()).toContain('Started by the operator')
    const counts = await panel.locator('[data-run-counts]').textContent()
    expect(counts).toMatch(/Found\d+Added\d+Updated\d+/)

    // The header's button: the same call, the same message.
    const triggered = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith(workflowsApi.triggerResearchAutomation))
    await page.getByRole('button', { name: 'Trigger Research Workflow' }).click()
    expect((await triggered).ok()).toBe(true)
    expect((await triggered).request().postDataJSON()).toEqual({ location: 'Lexington, Kentucky', industry: 'All' })
    await expect.poll(() => toast(page).locator('[data-slot=toast-title]').textContent()).toBe('Research workflow triggered successfully!')

    expect(unexpected(problems)).toEqual([])
  })

  it('shows a refused trigger as an error', async ({ page, url }) => {
    await page.route(`**${workflowsApi.triggerResearchAutomation}`, (route) => route.fulfill({ status: 503, json: { error: 'The research queue is not running' } }))
    await signIn(page, url)
    await openWorkflows(page, url)
    await page.getByRole('button', { name: 'Trigger Research Workflow' }).click()
    await expect.poll(() => toast(page).locator('[data-slot=toast-description]').textContent()).toBe('The research queue is not running')
    expect(await toast(page).getAttribute('class')).toContain('destructive')
  })

  it('turns to the sign-in note when the session ends while the page is open', async ({ context, page, url }) => {
    await signIn(page, url)
    await openWorkflows(page, url)
    await page.getByRole('button', { name: 'Trigger Research Workflow' }).waitFor()
    // The session ends elsewhere (expiry, logout in another tab): the next operator call answers 401.
    await context.clearCookies()
    await page.getByRole('tab', { name: 'Client Proposals' }).click()
    await page.getByRole('tabpanel').getByTestId('sign-in-note').waitFor()
    expect(await page.getByRole('button', { name: 'Trigger Research Workflow' }).count()).toBe(0)
    expect(await signInNotes(page).first().textContent()).toContain('Sign in to the back office to trigger the research workflow.')
    // The public catalogue stays.
    await page.getByRole('tab', { name: 'Workflow Templates' }).click()
    await templateList(page).locator('li').first().waitFor()
  })

  it('has no accessibility violations signed out, signed in, on each tab and in the dialog', { timeout: 120_000 }, async ({ page, newPage, url }) => {
    await openWorkflows(page, url)
    await expectNoAxeViolations(page)
    await page.getByRole('tab', { name: 'Client Proposals' }).click()
    await page.getByRole('tabpanel').getByTestId('sign-in-note').waitFor()
    await expectNoAxeViolations(page, 'main')
    await page.getByRole('tab', { name: 'Internal Automation' }).click()
    await page.getByRole('tabpanel').getByTestId('sign-in-note').first().waitFor()
    await expectNoAxeViolations(page, 'main')

    const operator = await newPage()
    await signIn(operator, url)
    await openWorkflows(operator, url)
    await operator.getByRole('button', { name: 'Trigger Research Workflow' }).waitFor()
    await expectNoAxeViolations(operator)
    await templateList(operator).getByRole('button', { name: /^View Details/ }).first().click()
    await operator.getByRole('dialog').waitFor()
    await expectNoAxeViolations(operator, '[role="dialog"]')
    await operator.keyboard.press('Escape')
    await operator.getByRole('tab', { name: 'Client Proposals' }).click()
    await proposalList(operator).waitFor()
    await expectNoAxeViolations(operator, 'main')
    await operator.getByRole('tab', { name: 'Internal Automation' }).click()
    await operator.getByRole('heading', { name: 'Last run' }).waitFor()
    await expectNoAxeViolations(operator, 'main')
  })

  it('fits every tab at phone and desktop widths without horizontal scroll', { timeout: 120_000 }, async ({ browser, newPage, url }) => {
    await expectPageFitsEveryWidth(browser, url(pagePath), 'workflows-signed-out')

    const operator = await newPage()
    const shoot = (name: string, fullPage = true) => expectFitsEveryWidth(operator, name, { widths: ['phone', 'desktop'], fullPage })
    await signIn(operator, url)
    await openWorkflows(operator, url)
    await operator.getByRole('button', { name: 'Trigger Research Workflow' }).waitFor()
    await shoot('workflows-templates')

    await templateList(operator).getByRole('button', { name: /^View Details/ }).first().click()
    await operator.getByRole('dialog').waitFor()
    await shoot('workflows-template-details', false)
    await operator.keyboard.press('Escape')

    await operator.getByRole('tab', { name: 'Client Proposals' }).click()
    await proposalList(operator).waitFor()
    await shoot('workflows-proposals')

    await operator.getByRole('tab', { name: 'Internal Automation' }).click()
    await operator.getByRole('heading', { name: 'Last run' }).waitFor()
    await shoot('workflows-internal')

    const visitor = await newPage()
    await openWorkflows(visitor, url)
    for (const [tab, name] of [
      ['Client Proposals', 'workflows-proposals-signed-out'],
      ['Internal Automation', 'workflows-internal-signed-out'],
    ] as const) {
      await visitor.getByRole('tab', { name: tab }).click()
      await visitor.getByRole('tabpanel').getByTestId('sign-in-note').first().waitFor()
      await expectFitsEveryWidth(visitor, name, { widths: ['phone', 'desktop'] })
    }
  })
})
