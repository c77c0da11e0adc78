import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { researchCompanies } from '@/server/db/schema'
import { allWorkflows, findWorkflow, workflowTemplates } from '@/server/domain/workflows/catalogue'
import { workflowProblems } from '@/server/domain/workflows/n8n'
import { buildProposals, type ProposalCompany } from '@/server/domain/workflows/proposals'
import { nextRunAt } from '@/server/domain/workflows/schedule'
import { jobNames } from '@/server/jobs/names'
import { createJobQueue, type JobQueue } from '@/server/jobs/queue'
import { startResearchResponseSchema, type ResearchRun } from '@/shared/research'
import { site } from '@/shared/site'
import {
  proposalsResponseSchema,
  researchAutomationSchema,
  researchAutomationWorkflowId,
  workflowsApi,
  workflowTemplatesResponseSchema,
  type ResearchAutomation,
} from '@/shared/workflows'
import { operatorHeaders } from '../support/operator'
import { silentLogger } from '../support/silent-logger'
import { waitFor } from '../support/wait-for'
import { useTestApp } from '../support/test-app'

/**
 * The n8n workflows (SPEC §2 "Workflows", §7 /api/workflows/*; docs/decisions/019): the public
 * catalogue and its export, proposals from research rows, the proposal document, and the weekly
 * research workflow's pg-boss schedule, status and trigger. Research runs stay on this machine
 * (the test config's Overpass is a closed port: a run researches the offline sample set).
 */

const queues: JobQueue[] = []

afterAll(async () => {
  for (const queue of queues) await queue.stop()
})
const harness = useTestApp()

/** 'Trigger Research Now', as the operator. */
const trigger = async (payload: { location: string; industry: string }) =>
  harness.app.inject({ method: 'POST', url: workflowsApi.triggerResearchAutomation, payload, headers: await operatorHeaders(harness.app) })
const get = async (url: string, signedIn = true) => harness.app.inject({ method: 'GET', url, headers: signedIn ? await operatorHeaders(harness.app) : {} })

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await harness.database.db.execute(query)) as unknown as { rows: T[] }).rows
}

/** Research rows as a run or a manual entry leaves them (ids fixed so the order can be named). */
const fixtures: Array<ProposalCompany & { location: string; painPoints: string[]; opportunities: string[] }> = [
  { id: '00000000-0000-4000-8000-00000000000a', name: 'Bluegrass Bistro', industry: 'Restaurants', priority: 'High', potentialSavings: 800, location: 'Lexington, Kentucky', painPoints: ['Phone bookings at dinner rush'], opportunities: ['Online reservations with reminders'] },
  { id: '00000000-0000-4000-8000-00000000000b', name: 'Keeneland Logistics', industry: 'Logistics Warehousing', priority: 'Medium', potentialSavings: 5000, location: 'Lexington, Kentucky', painPoints: [], opportunities: [] },
  { id: '00000000-0000-4000-8000-00000000000c', name: 'Ashland Law Group', industry: 'Professional Services', priority: 'High', potentialSavings: 3000, location: 'Lexington, Kentucky', painPoints: ['Chasing client documents <by hand>'], opportunities: ['Automated intake & reminders'] },
  { id: '00000000-0000-4000-8000-00000000000d', name: 'Thoroughbred Stables', industry: 'Equine Industry', priority: 'Low', potentialSavings: 1200, location: 'Versailles, Kentucky', painPoints: [], opportunities: [] },
  { id: '00000000-0000-4000-8000-00000000000e', name: 'Clinic Without Estimate', industry: 'Healthcare', priority: 'High', potentialSavings: 0, location: 'Lexington, Kentucky', painPoints: [], opportunities: [] },
  { id: '00000000-0000-4000-8000-00000000000f', name: 'Chevy Chase Realty', industry: 'Real Estate', priority: 'Medium', potentialSavings: 2500, location: 'Lexington, Kentucky', painPoints: [], opportunities: [] },
]

async function insertFixtures() {
  await harness.database.db.insert(researchCompanies).values(
    fixtures.map((company) => ({
      id: company.id,
      name: company.name,
      industry: company.industry,
      priority: company.priority,
      potentialSavings: company.potentialSavings,
      location: company.location,
      painPoints: company.painPoints,
      opportunities: company.opportunities,
      solution: company.name === 'Ashland Law Group' ? 'Client intake that chases documents for you' : '',
    })),
  )
}

describe(`workflow templates on ${process.env.TEST_DATABASE}`, () => {
  it('lists the catalogue to anyone, signed out', async () => {
    const response = await get(workflowsApi.templates, false)
    expect(response.statusCode).toBe(200)
    const { templates } = workflowTemplatesResponseSchema.parse(response.json())
    expect(templates).toEqual(workflowTemplates())
    expect(new Set(templates.map((template) => template.industry))).toEqual(new Set(['Restaurant', 'Real Estate', 'Home Services', 'Professional Services', 'Retail']))
    for (const template of templates) expect(template.nodeCount).toBe(findWorkflow(template.id)!.workflow.nodes.length)
  })

  it.each(allWorkflows.map((definition) => [definition.id]))('exports %s as an n8n JSON file, signed out', async (id) => {
    const response = await get(workflowsApi.export(id), false)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${id}-workflow.json"`)
    const workflow = JSON.parse(response.body)
    expect(workflow).toEqual(findWorkflow(id)!.workflow)
    expect(workflowProblems(workflow)).toEqual([])
  })

  it('exports the internal research workflow with its 12 steps', async () => {
    const workflow = JSON.parse((await get(workflowsApi.export(researchAutomationWorkflowId), false)).body)
    expect(workflow.nodes).toHaveLength(12)
  })

  it('answers 404 with an error for an unknown workflow', async () => {
    for (const id of ['no-such-workflow', 'toString', '..%2Fpackage.json']) {
      const response = await get(workflowsApi.export(id), false)
      expect(response.statusCode).toBe(404)
      expect(response.headers['content-type']).toMatch(/^application\/json/)
      expect(response.json()).toEqual({ error: 'Workflow not found' })
    }
  })
})

describe(`client proposals on ${process.env.TEST_DATABASE}`, () => {
  it('needs the operator session', async () => {
    expect((await get(workflowsApi.proposals, false)).statusCode).toBe(401)
  })

  it('answers no proposals before any research', async () => {
    const response = await get(workflowsApi.proposals)
    expect(response.statusCode).toBe(200)
    expect(proposalsResponseSchema.parse(response.json())).toEqual({ totalProposals: 0, totalMonthlySavings: 0, totalTimeSavings: 0, proposals: [] })
  })

  it('proposes the best template to each researched company: High first, by savings, with totals and payback', async () => {
    await insertFixtures()
    const response = await get(workflowsApi.proposals)
    expect(response.statusCode).toBe(200)
    const body = proposalsResponseSchema.parse(response.json())
    expect(body).toEqual(buildProposals(fixtures, workflowTemplates()))

    expect(body.proposals.map((proposal) => [proposal.companyName, proposal.workflowId, proposal.costSavings, proposal.timeSavings, proposal.paybackPeriod])).toEqual([
      ['Ashland Law Group', 'professional-services-client-intake', 1950, 10, 0.8],
      ['Bluegrass Bistro', 'restaurant-reservations', 800, 10.2, 1.3],
      ['Chevy Chase Realty', 'real-estate-lead-response', 2500, 16.5, 0.8],
      ['Keeneland Logistics', 'retail-order-inventory', 780, 10, 1.3],
      ['Thoroughbred Stables', 'home-services-lead-booking', 1200, 9.2, 1.3],
    ])
    expect(body.totalProposals).toBe(5)
    expect(body.totalMonthlySavings).toBe(1950 + 800 + 2500 + 780 + 1200)
    expect(body.totalTimeSavings).toBe(55.9)
    // No savings estimate, no proposal.
    expect(body.proposals.some((proposal) => proposal.companyName === 'Clinic Without Estimate')).toBe(false)
  })
})

describe(`the proposal document on ${process.env.TEST_DATABASE}`, () => {
  it('is a printable page of the company, its workflow, costs, savings and payback', async () => {
    await insertFixtures()
    const response = await get(workflowsApi.proposalDocument(fixtures[2]!.id))
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.headers['cache-control']).toBe('no-store')
    const html = response.body
    expect(html).toContain('<h1 id="proposal-title">Ashland Law Group</h1>')
    expect(html).toContain('Chasing client documents &lt;by hand&gt;')
    expect(html).toContain('Automated intake &amp; reminders')
    expect(html).toContain('Our recommendation: Client intake that chases documents for you')
    expect(html).toContain('The workflow: Client Intake &amp; Document Follow-up')
    for (const step of findWorkflow('professional-services-client-intake')!.workflow.nodes) expect(html).toContain(step.name.replaceAll('&', '&amp;'))
    expect(html).toContain('$1,500')
    expect(html).toContain('$1,950')
    expect(html).toContain('0.8 months')
    expect(html).toContain(site.phone)
    expect(html).toContain(site.email)
    expect(html).not.toMatch(/<script|<style|style=/)

    // Its stylesheet is the report page's, served to anyone.
    const href = /<link rel="stylesheet" href="([^"]+)">/.exec(html)![1]!
    const css = await harness.app.inject({ method: 'GET', url: href })
    expect(css.statusCode).toBe(200)
    expect(css.headers['content-type']).toMatch(/^text\/css/)
  })

  it('prices the workflow but claims no savings for a company without an estimate', async () => {
    await insertFixtures()
    const response = await get(workflowsApi.proposalDocument(fixtures[4]!.id))
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('no savings estimate for Clinic Without Estimate')
    expect(response.body).not.toContain('to pay back the setup')
  })

  it('answers 404 for an unknown company, and 401 signed out', async () => {
    await insertFixtures()
    for (const id of ['00000000-0000-4000-8000-000000000099', 'not-an-id']) {
      const response = await get(workflowsApi.proposalDocument(id))
      expect(response.statusCode).toBe(404)
      expect(response.body).toContain('Proposal not found')
    }
    expect((await get(workflowsApi.proposalDocument(fixtures[2]!.id), false)).statusCode).toBe(401)
  })
})

describe(`the weekly research workflow on ${process.env.TEST_DATABASE}`, () => {
  const status = async (): Promise<ResearchAutomation> => {
    const response = await get(workflowsApi.researchAutomation)
    expect(response.statusCode).toBe(200)
    return researchAutomationSchema.parse(response.json())
  }
  /** Waits for the latest run to end, so that none is left running into the next test. */
  const finished = (): Promise<ResearchRun> =>
    waitFor(async () => {
      const run = (await status()).lastRun
      return run && (run.status === 'succeeded' || run.status === 'failed') ? run : undefined
    }, 30_000, 'the research run to end')

  it('is a pg-boss schedule, set at start-up in the owner time zone', async () => {
    const schedules = await rows<{ name: string; cron: string; timezone: string }>(sql`select name, cron, timezone from pgboss.schedule where name = ${jobNames.researchSchedule}`)
    expect(schedules).toEqual([{ name: jobNames.researchSchedule, cron: '0 7 * * 1', timezone: 'America/New_York' }])
  })

  it('says its schedule in words and when it runs next, computed from the cron', async () => {
    const before = new Date()
    const automation = await status()
    const after = new Date()
    expect(automation.schedule).toBe('0 7 * * 1')
    expect(automation.scheduleDescription).toBe('Every Monday at 07:00 (America/New_York)')
    expect(automation.location).toBe('Lexington, Kentucky')
    expect(automation.lastRun).toBeNull()
    const expected = [nextRunAt('0 7 * * 1', 'America/New_York', before), nextRunAt('0 7 * * 1', 'America/New_York', after)].map((date) => date!.toISOString())
    expect(expected).toContain(automation.nextRunAt)
    const local = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', weekday: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(automation.nextRunAt!))
    expect(local).toBe('Monday 07:00')
    expect(new Date(automation.nextRunAt!).getTime()).toBeGreaterThan(before.getTime())
  })

  it('needs the operator session to read or trigger', async () => {
    expect((await get(workflowsApi.researchAutomation, false)).statusCode).toBe(401)
    const response = await harness.app.inject({ method: 'POST', url: workflowsApi.triggerResearchAutomation, payload: { location: 'Lexington, Kentucky', industry: 'All' } })
    expect(response.statusCode).toBe(401)
  })

  it("'Trigger Research Now' starts a run for the operator, which becomes the last run", async () => {
    const response = await trigger({ location: 'Lexington, Kentucky', industry: 'All' })
    expect(response.statusCode).toBe(201)
    const { run } = startResearchResponseSchema.parse(response.json())
    expect(run).toMatchObject({ location: 'Lexington, Kentucky', industry: 'All', trigger: 'operator', status: 'queued' })
    expect((await status()).lastRun?.id).toBe(run.id)
    expect((await finished()).id).toBe(run.id)
  })

  it('refuses a location or industry the research does not know', async () => {
    const response = await trigger({ location: 'Paris, France', industry: 'All' })
    expect(response.statusCode).toBe(400)
  })

  it("the schedule's job starts a run of every industry in the configured location", async () => {
    // What pg-boss's cron does when the schedule is due: send the schedule's job.
    const sender = createJobQueue({ database: harness.database, log: silentLogger, pollingIntervalSeconds: 0.5 })
    queues.push(sender)
    await sender.start()
    await sender.enqueue(jobNames.researchSchedule, {})
    const run = await waitFor(async () => {
      const last = (await status()).lastRun
      return last?.trigger === 'schedule' ? last : undefined
    }, 15_000, 'the scheduled run')
    expect(run).toMatchObject({ location: 'Lexington, Kentucky', industry: 'All', trigger: 'schedule' })
    await finished()
  })

  it("pg-boss's cron sends a scheduled job on its own timer, and unschedule() stops it", { timeout: 40_000 }, async () => {
    const seen: object[] = []
    const queue = createJobQueue({ database: harness.database, log: silentLogger, pollingIntervalSeconds: 0.5, cronIntervalSeconds: 1 })
    queues.push(queue)
    await queue.start([{ name: 'workflows-cron-probe', handler: async (data) => void seen.push(data) }])
    await queue.schedule('workflows-cron-probe', '* * * * *', { probe: true }, { tz: 'America/New_York' })
    expect(await rows(sql`select cron, timezone from pgboss.schedule where name = 'workflows-cron-probe'`)).toEqual([{ cron: '* * * * *', timezone: 'America/New_York' }])
    await waitFor(async () => (seen.length > 0 ? seen : undefined), 30_000, 'the cron job')
    expect(seen[0]).toMatchObject({ probe: true })
    await queue.unschedule('workflows-cron-probe')
    expect(await rows(sql`select name from pgboss.schedule where name = 'workflows-cron-probe'`)).toEqual([])
  })
})
