import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '@/server/app'
import { automationLogs, automationRuns, contactSubmissions, leads, outbox, tasks } from '@/server/db/schema'
import {
  adminApi,
  createLeadResponseSchema,
  crmStatsSchema,
  emailStateSchema,
  leadDetailSchema,
  leadListSchema,
  leadSummarySchema,
  type CreateLeadRequest,
} from '@/shared/admin'
import { startNotionFake, type NotionFake } from '../fakes/notion-fake'
import { startSmtpFake, type SmtpFake } from '../fakes/smtp-fake'
import { humanFormFields, validAssessment, validContact } from '../support/fixtures'
import { pendingJobs, waitForIdleQueue } from '../support/pipeline'
import { operatorCalls } from '../support/operator'
import { fakeProviders } from '../support/providers'
import type { TestDatabase } from '../support/test-database'
import { waitFor } from '../support/wait-for'
import { useTestApp } from '../support/test-app'

/**
 * The CRM's leads (SPEC §2 Admin "Restaurant CRM", §7 POST /api/notion/leads). Two apps, each on
 * its own database so that each one's workers run its own jobs: `local` with nothing configured,
 * `connected` with SMTP and Notion pointed at fakes. Both read the same settable clock.
 */

let smtp: SmtpFake
let notion: NotionFake
let fixedNow: Date | undefined
const now = () => fixedNow ?? new Date()
const dayMs = 24 * 60 * 60 * 1000

beforeAll(async () => {
  ;[smtp, notion] = await Promise.all([startSmtpFake(), startNotionFake()])
})
afterAll(() => Promise.all([smtp?.close(), notion?.close()]))
// Registered before the apps' own beforeEach, which waits for the last test's jobs: those finish
// on today's clock and healthy fakes, not on what the last test set.
beforeEach(() => {
  fixedNow = undefined
  smtp.faults.clear()
})
const local = useTestApp({ now }, { idleQueueMs: 15_000 })
const connected = useTestApp(() => ({ now, config: { providers: fakeProviders({ smtp, notion }) } }), { idleQueueMs: 15_000 })
const { call } = operatorCalls(() => fixedNow, '10.1.0')
beforeEach(() => {
  smtp.messages.length = 0
  notion.pages.length = 0
})

let address = 0

const lead = (overrides: Partial<CreateLeadRequest> = {}): CreateLeadRequest => ({
  name: 'Maria Lopez',
  restaurant: 'Casa Lopez',
  email: 'maria@casalopez.com',
  phone: '(859) 555-0123',
  status: 'New',
  priority: 'High',
  source: 'Referral',
  notes: 'Wants online reservations and review replies; loses 10 bookings a week to voicemail.',
  autoSendEmail: false,
  ...overrides,
})

const addLead = (app: App, overrides: Partial<CreateLeadRequest> = {}) => call(app, 'POST', adminApi.leads, lead(overrides))

const submitContact = (app: App, overrides: Parameters<typeof validContact>[0] = {}) =>
  app.inject({ method: 'POST', url: '/api/contact', payload: { ...validContact(overrides), ...humanFormFields() }, remoteAddress: `10.2.0.${++address % 250}` })
const submitAssessment = (app: App, overrides: Parameters<typeof validAssessment>[0] = {}) =>
  app.inject({ method: 'POST', url: '/api/assessment', payload: { ...validAssessment(overrides), ...humanFormFields() }, remoteAddress: `10.3.0.${++address % 250}` })

const count = async (database: TestDatabase, table: typeof leads | typeof tasks | typeof automationRuns | typeof outbox | typeof automationLogs) =>
  (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n

describe(`GET /api/notion/leads on ${process.env.TEST_DATABASE}`, () => {
  it("lists the real leads newest first with source, value and last contact, leaving out the automation test's sample leads", async () => {
    await submitContact(local.app)
    await waitForIdleQueue(local.database)
    await submitAssessment(local.app)
    expect((await local.app.inject({ method: 'POST', url: '/api/automation/test' })).statusCode).toBe(200)
    await waitForIdleQueue(local.database)

    const response = await call(local.app, 'GET', adminApi.leads)
    expect(response.statusCode).toBe(200)
    const body = leadListSchema.parse(response.json())
    expect(body.page).toEqual({ page: 1, pageSize: 20, total: 2 })
    expect(body.leads.map((row) => row.email)).toEqual(['dana@summitroofing.com', 'riley@morganhvac.com'])
    const [assessed, contacted] = body.leads as [(typeof body.leads)[number], (typeof body.leads)[number]]
    expect(assessed).toMatchObject({ name: 'Dana Whitaker', restaurant: 'Summit Roofing Co.', source: 'Assessment', estimatedValue: 797, status: 'New' })
    expect(contacted).toMatchObject({ name: 'Riley Morgan', restaurant: 'Morgan Heating & Air', source: 'Website', estimatedValue: 497, unsubscribed: false })

    // Without a mail transport nothing was sent: the last contact is the submission.
    const [submission] = await local.database.db.select().from(contactSubmissions)
    expect(contacted.lastContact).toBe(submission!.createdAt.toISOString())
    // An e-mail sent later counts; the owner's notification about the lead does not.
    const sentAt = new Date(Date.now() + 60_000)
    await local.database.db.update(outbox).set({ status: 'sent', sentAt }).where(eq(outbox.kind, 'first-answer'))
    await local.database.db.update(outbox).set({ status: 'sent', sentAt: new Date(Date.now() + 120_000) }).where(eq(outbox.kind, 'owner-notification'))
    const again = leadListSchema.parse((await call(local.app, 'GET', adminApi.leads)).json())
    expect(again.leads.find((row) => row.email === 'riley@morganhvac.com')!.lastContact).toBe(sentAt.toISOString())
  })

  it('pages through the leads, newest first', async () => {
    for (let i = 1; i <= 5; i++) {
      fixedNow = new Date(Date.UTC(2026, 0, i, 12))
      expect((await addLead(local.app, { email: `owner${i}@diner.example`, restaurant: `Diner ${i}` })).statusCode).toBe(201)
    }
    const page = async (number: number) => leadListSchema.parse((await call(local.app, 'GET', `${adminApi.leads}?page=${number}&pageSize=2`)).json())
    expect((await page(1)).leads.map((row) => row.restaurant)).toEqual(['Diner 5', 'Diner 4'])
    expect((await page(2)).leads.map((row) => row.restaurant)).toEqual(['Diner 3', 'Diner 2'])
    expect((await page(3)).leads.map((row) => row.restaurant)).toEqual(['Diner 1'])
    expect(await page(4)).toEqual({ leads: [], page: { page: 4, pageSize: 2, total: 5 } })
    expect((await page(1)).page).toEqual({ page: 1, pageSize: 2, total: 5 })
  })

  it('searches name, business and e-mail without regard to case, taking % and _ literally', async () => {
    await addLead(local.app, { name: 'Maria Lopez', restaurant: 'Casa Lopez', email: 'maria@casalopez.com' })
    await addLead(local.app, { name: 'Tom Baker', restaurant: '100% Burgers', email: 'tom@burgers.example' })
    await addLead(local.app, { name: 'Ann Smith', restaurant: 'Pho_Noodle', email: 'ann@pho.example' })
    await addLead(local.app, { name: 'Ben Ng', restaurant: 'PhoXNoodle', email: 'ben@phox.example' })
    const search = async (term: string) => {
      const body = leadListSchema.parse((await call(local.app, 'GET', `${adminApi.leads}?search=${encodeURIComponent(term)}`)).json())
      return body.leads.map((row) => row.name).sort()
    }
    expect(await search('LOPEZ')).toEqual(['Maria Lopez'])
    expect(await search('tom@BURGERS')).toEqual(['Tom Baker'])
    expect(await search('ann s')).toEqual(['Ann Smith'])
    expect(await search('%')).toEqual(['Tom Baker'])
    expect(await search('pho_')).toEqual(['Ann Smith'])
    expect(await search('nobody')).toEqual([])
    expect((await call(local.app, 'GET', `${adminApi.leads}?search=lopez`)).json().page.total).toBe(1)
  })

  it('refuses a bad page size with 400 naming the field', async () => {
    const response = await call(local.app, 'GET', `${adminApi.leads}?pageSize=500`)
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toEqual({ pageSize: 'pageSize must be a whole number from 1 to 100' })
    expect((await call(local.app, 'GET', `${adminApi.leads}?sort=name`)).json().fields).toEqual({ sort: 'Unknown field' })
  })
})

describe('GET /api/admin/leads/:id', () => {
  it('shows the lead with its score breakdown, every submission with all nine answers, its log, e-mails and tasks', async () => {
    const answered = await submitAssessment(local.app)
    await waitForIdleQueue(local.database)
    await submitContact(local.app, { email: 'DANA@summitroofing.com', automationNeeds: 'Also want review replies, please.' })
    await waitForIdleQueue(local.database)
    const [row] = await local.database.db.select().from(leads)

    const response = await call(local.app, 'GET', adminApi.lead(row!.id))
    expect(response.statusCode).toBe(200)
    const detail = leadDetailSchema.parse(response.json())
    expect(detail.lead).toMatchObject({ id: row!.id, email: 'dana@summitroofing.com', scoredBy: 'local', notes: null, source: 'Assessment', score: row!.score })
    // The contact form knows no revenue band: the assessment's value stays.
    expect(detail.lead.estimatedValue).toBe(797)
    expect(detail.lead.breakdown.map((group) => group.weight)).toEqual([25, 35, 25, 15])
    const points = detail.lead.breakdown.reduce((sum, group) => sum + group.points, 0)
    expect(Math.abs(points - row!.score)).toBeLessThanOrEqual(1)

    expect(detail.submissions.map((submission) => submission.type)).toEqual(['assessment', 'contact'])
    expect(detail.submissions[0]).toEqual({
      type: 'assessment',
      id: answered.json().id,
      createdAt: expect.any(String),
      ...validAssessment(),
    })
    expect(detail.submissions[1]).toMatchObject({ type: 'contact', automationNeeds: 'Also want review replies, please.' })

    expect(detail.log[0]).toMatchObject({ step: 'Lead capture', status: 'success' })
    expect(detail.log.map((entry) => entry.step)).toEqual(expect.arrayContaining(['AI lead analysis', 'Task automation', 'Email generation', 'Admin notification']))
    const times = detail.log.map((entry) => entry.timestamp)
    expect([...times].sort()).toEqual(times)

    // The e-mails to the lead, with their state; not the owner's notifications.
    const emails = detail.emails.map((email) => `${email.kind}:${email.status}`)
    expect(emails).toEqual(expect.arrayContaining(['first-answer:not-sent', 'follow-up:scheduled', 'follow-up:scheduled']))
    expect(emails.filter((email) => email.startsWith('follow-up:'))).toHaveLength(2)
    expect(emails.some((email) => email.startsWith('owner-notification'))).toBe(false)
    expect(detail.emails.every((email) => email.to === 'dana@summitroofing.com')).toBe(true)
    expect(detail.emails.find((email) => email.kind === 'follow-up')!.sendAfter).not.toBeNull()
    expect(detail.tasks).toHaveLength(5)
    expect(detail.tasks.every((task) => task.leadId === row!.id && !task.completed)).toBe(true)

    // The assessment's report, generated, with its e-mails' states (kept unsent: no mail server).
    expect(detail.reports).toEqual([
      expect.objectContaining({ assessmentId: answered.json().id, status: 'ready', generatedBy: 'local', analysisEmail: 'not-sent', strategyEmail: 'not-sent' }),
    ])
    expect(detail.reports[0]!.url).toMatch(/^\/report\/[A-Za-z0-9_-]{43}$/)
    expect((await local.app.inject({ method: 'GET', url: detail.reports[0]!.url })).statusCode).toBe(200)
  })

  it('raises the value when a later assessment names the revenue band, and keeps the first source', async () => {
    await submitContact(local.app, { email: 'dana@summitroofing.com' })
    await waitForIdleQueue(local.database)
    await submitAssessment(local.app, { monthlyRevenue: '250k-plus' })
    await waitForIdleQueue(local.database)
    const [row] = await local.database.db.select().from(leads)
    expect(row).toMatchObject({ source: 'Website', estimatedValue: 1997 })
  })

  it('answers 404 for an unknown id, a malformed id and a sample lead, never 500', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1", '%20']) {
      const response = await call(local.app, 'GET', adminApi.lead(encodeURIComponent(id)))
      expect(response.statusCode, id).toBe(404)
      expect(response.json()).toEqual({ error: 'Lead not found' })
    }
    await local.app.inject({ method: 'POST', url: '/api/automation/test' })
    const [sample] = await local.database.db.select().from(leads).where(eq(leads.isSample, true))
    expect((await call(local.app, 'GET', adminApi.lead(sample!.id))).statusCode).toBe(404)
  })
})

describe('PATCH /api/admin/leads/:id', () => {
  it('changes the status and the priority and answers the updated lead', async () => {
    const created = createLeadResponseSchema.parse((await addLead(local.app)).json())
    const response = await call(local.app, 'PATCH', adminApi.lead(created.lead.id), { status: 'Demo Scheduled' })
    expect(response.statusCode).toBe(200)
    expect(leadSummarySchema.parse(response.json())).toMatchObject({ id: created.lead.id, status: 'Demo Scheduled', priority: 'High' })
    const both = leadSummarySchema.parse((await call(local.app, 'PATCH', adminApi.lead(created.lead.id), { status: 'Proposal Sent', priority: 'Low' })).json())
    expect(both).toMatchObject({ status: 'Proposal Sent', priority: 'Low' })
    const [row] = await local.database.db.select().from(leads)
    expect(row).toMatchObject({ status: 'Proposal Sent', priority: 'Low' })
  })

  it('answers 404 for no such lead and 400 naming a bad field', async () => {
    expect((await call(local.app, 'PATCH', adminApi.lead('00000000-0000-4000-8000-000000000000'), { status: 'Contacted' })).json()).toEqual({ error: 'Lead not found' })
    expect((await call(local.app, 'PATCH', adminApi.lead('nope'), { status: 'Contacted' })).statusCode).toBe(404)
    const created = createLeadResponseSchema.parse((await addLead(local.app)).json())
    const bad = await call(local.app, 'PATCH', adminApi.lead(created.lead.id), { status: 'Closed' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().fields).toEqual({ status: 'Choose a status' })
    expect((await call(local.app, 'PATCH', adminApi.lead(created.lead.id), { score: 100 })).json().fields).toMatchObject({ score: 'Unknown field' })
    expect((await call(local.app, 'PATCH', adminApi.lead(created.lead.id), {})).statusCode).toBe(400)
  })
  it('records the outcome: lost with a reason, won, the deal value the owner confirms, and when each stage was reached (decision 037)', async () => {
    const created = createLeadResponseSchema.parse((await addLead(local.app)).json())
    const id = created.lead.id
    const noReason = await call(local.app, 'PATCH', adminApi.lead(id), { status: 'Lost' })
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().fields).toEqual({ lostReason: 'Say why the deal was lost' })
    expect((await call(local.app, 'PATCH', adminApi.lead(id), { status: 'Lost', lostReason: 'Went with a cheaper agency' })).statusCode).toBe(200)
    const lost = leadDetailSchema.parse((await call(local.app, 'GET', adminApi.lead(id))).json())
    expect(lost.lead).toMatchObject({ status: 'Lost', lostReason: 'Went with a cheaper agency', dealValue: null })
    expect(lost.lead.stages.lostAt).not.toBeNull()
    expect((await call(local.app, 'PATCH', adminApi.lead(id), { status: 'Won', dealValue: 2500 })).statusCode).toBe(200)
    const won = leadDetailSchema.parse((await call(local.app, 'GET', adminApi.lead(id))).json())
    expect(won.lead).toMatchObject({ status: 'Won', lostReason: null, dealValue: 2500 })
    expect(won.lead.stages).toMatchObject({ lostAt: null, proposalSentAt: null, callBookedAt: null })
    expect(won.lead.stages.wonAt).not.toBeNull()
    expect((await call(local.app, 'PATCH', adminApi.lead(id), { dealValue: -1 })).statusCode).toBe(400)
    expect((await call(local.app, 'PATCH', adminApi.lead(id), { dealValue: null })).statusCode).toBe(200)
  })
})

describe('POST /api/notion/leads', () => {
  it('adds the lead with its run, 5 follow-up tasks and log, and says exactly what it did', async () => {
    const response = await addLead(local.app)
    expect(response.statusCode).toBe(201)
    const body = createLeadResponseSchema.parse(response.json())
    expect(body.message).toBe('Lead added: 5 follow-up tasks created; Notion not configured, kept in our CRM; no outreach e-mail (not requested)')
    expect(body.automation).toEqual({ tasksCreated: 5, crm: 'not-configured', email: 'not-requested' })
    expect(body.lead).toMatchObject({ name: 'Maria Lopez', restaurant: 'Casa Lopez', email: 'maria@casalopez.com', status: 'New', priority: 'High', source: 'Referral', estimatedValue: 497 })
    // Nobody has written to this lead, nor they to us: never contacted.
    expect(body.lead.lastContact).toBeNull()

    const [row] = await local.database.db.select().from(leads)
    expect(row).toMatchObject({ businessType: 'restaurant', scoredBy: 'local', notes: lead().notes, priority: 'High', isSample: false })
    expect(row!.score).toBeGreaterThanOrEqual(39)
    const [run] = await local.database.db.select().from(automationRuns)
    expect(run).toMatchObject({ leadId: row!.id, source: 'manual', mode: 'live', submissionId: null })
    expect(run!.analysis).toMatchObject({ scoredBy: 'local', score: row!.score, priority: 'High' })
    expect(await count(local.database, tasks)).toBe(5)
    const entries = await local.database.db.select().from(automationLogs).where(eq(automationLogs.leadId, row!.id))
    expect(entries.map((entry) => entry.step).sort()).toEqual(['CRM integration', 'Lead capture', 'Task automation'])
    expect(entries.find((entry) => entry.step === 'Lead capture')!.message).toBe('Lead added by the owner in the CRM')

    // No first answer, no +24 h / +7 d follow-ups, no owner notification for a lead the owner added.
    await waitForIdleQueue(local.database)
    expect(await count(local.database, outbox)).toBe(0)
    expect(await pendingJobs(local.database)).toEqual([])
  })

  it('keeps the outreach e-mail in the outbox when there is no mail transport, and says so', async () => {
    const body = createLeadResponseSchema.parse((await addLead(local.app, { autoSendEmail: true })).json())
    expect(body.automation.email).toBe('outbox-only')
    expect(body.message).toBe(
      'Lead added: 5 follow-up tasks created; Notion not configured, kept in our CRM; outreach e-mail kept in the outbox, not sent: no mail transport',
    )
    await waitForIdleQueue(local.database)
    const [mail] = await local.database.db.select().from(outbox)
    expect(mail).toMatchObject({
      kind: 'outreach',
      idempotencyKey: `outreach:${body.lead.id}`,
      to: 'maria@casalopez.com',
      subject: 'Save $3,200/month with AI automation - Casa Lopez',
      status: 'not-sent',
    })
    const [row] = await local.database.db.select().from(leads)
    expect(mail!.text).toContain(`/api/unsubscribe?token=${row!.unsubscribeToken}`)
    const logged = await local.database.db.select().from(automationLogs).where(eq(automationLogs.step, 'Email generation'))
    expect(logged.map((entry) => entry.message)).toEqual(['Outreach e-mail kept in the outbox: "Save $3,200/month with AI automation - Casa Lopez" (not sent: no mail transport)'])
  })

  it('sends the outreach e-mail through SMTP and mirrors the lead to Notion with its own source', async () => {
    const response = await addLead(connected.app, { autoSendEmail: true, source: 'LinkedIn' })
    const body = createLeadResponseSchema.parse(response.json())
    expect(body.automation).toEqual({ tasksCreated: 5, crm: 'queued', email: 'queued' })
    expect(body.message).toBe('Lead added: 5 follow-up tasks created; mirroring to Notion queued; outreach e-mail queued to maria@casalopez.com')

    const received = await waitFor(async () => smtp.messages[0], 10_000, 'the outreach e-mail')
    expect(received.to).toEqual(['maria@casalopez.com'])
    expect(received.subject).toBe('Save $3,200/month with AI automation - Casa Lopez')
    expect(received.headers.get('list-unsubscribe')).toMatch(/^<.+\/api\/unsubscribe\?token=/)
    await waitForIdleQueue(connected.database)
    const [mail] = await connected.database.db.select().from(outbox)
    expect(mail).toMatchObject({ kind: 'outreach', status: 'sent' })
    expect(smtp.messages).toHaveLength(1)

    const leadPage = notion.pages.find((page) => notion.text(page, 'Email') === 'maria@casalopez.com')
    expect(leadPage).toBeDefined()
    expect(notion.text(leadPage!, 'Source')).toBe('LinkedIn')
    // The tasks database is configured too: the 5 tasks follow the lead there.
    expect(notion.pages.filter((page) => notion.text(page, 'Task ID'))).toHaveLength(5)
  })

  it('refuses an e-mail address that is already a lead (any case) with 409, changing nothing', async () => {
    await submitContact(local.app, { email: 'maria@casalopez.com', fullName: 'Maria L.' })
    await waitForIdleQueue(local.database)
    const before = {
      leads: await count(local.database, leads),
      tasks: await count(local.database, tasks),
      runs: await count(local.database, automationRuns),
      outbox: await count(local.database, outbox),
      logs: await count(local.database, automationLogs),
    }
    const response = await addLead(local.app, { email: 'Maria@CasaLopez.com', autoSendEmail: true })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      error: 'A lead with this e-mail already exists',
      fields: { email: 'A lead with this e-mail already exists' },
    })
    await waitForIdleQueue(local.database)
    expect({
      leads: await count(local.database, leads),
      tasks: await count(local.database, tasks),
      runs: await count(local.database, automationRuns),
      outbox: await count(local.database, outbox),
      logs: await count(local.database, automationLogs),
    }).toEqual(before)
    const [row] = await local.database.db.select().from(leads)
    expect(row).toMatchObject({ fullName: 'Maria L.', source: 'Website', status: 'New' })
  })

  it('refuses a form missing its required fields with 400 naming each, storing nothing', async () => {
    const response = await call(local.app, 'POST', adminApi.leads, { name: 'Maria', email: 'maria@', status: 'Closed' })
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toEqual({ restaurant: 'Restaurant is required', email: 'Valid email is required', status: 'Choose a status' })
    expect((await addLead(local.app, { isVip: true } as never)).json().fields).toEqual({ isVip: 'Unknown field' })
    expect(await count(local.database, leads)).toBe(0)
  })
})

describe('GET /api/admin/crm-stats', () => {
  it('is all zeros with no leads', async () => {
    const stats = crmStatsSchema.parse((await call(local.app, 'GET', adminApi.crmStats)).json())
    const zero = { value: 0, current: 0, previous: 0 }
    expect(stats).toEqual({ totalLeads: zero, activeDeals: zero, monthlyRevenue: zero, conversionRate: zero, potentialValue: 0 })
  })

  it('computes the four cards all-time, over the last 30 days and the 30 days before, from the clock', async () => {
    const today = new Date('2026-03-15T12:00:00Z')
    const addAt = async (daysAgo: number, email: string, status: CreateLeadRequest['status']) => {
      fixedNow = new Date(today.getTime() - daysAgo * dayMs)
      expect((await addLead(local.app, { email, status })).statusCode).toBe(201)
    }
    await addAt(90, 'old@diner.example', 'Interested') // before both windows: all-time only
    await addAt(45, 'a@diner.example', 'Interested') // previous window
    await addAt(40, 'b@diner.example', 'New')
    await addAt(31, 'c@diner.example', 'Contacted')
    await addAt(10, 'd@diner.example', 'Demo Scheduled') // current window
    await addAt(2, 'e@diner.example', 'Proposal Sent')
    await addAt(1, 'f@diner.example', 'New')
    await addAt(3, 'g@diner.example', 'Won') // current window: a customer at the estimate
    // A bigger deal: an assessment's revenue band, made active later.
    fixedNow = new Date(today.getTime() - 5 * dayMs)
    await local.app.inject({ method: 'POST', url: '/api/automation/test' }) // a sample lead: never counted
    await local.database.db.insert(leads).values({
      email: 'big@steakhouse.example',
      fullName: 'Big Steak',
      businessName: 'Steakhouse',
      score: 80,
      priority: 'High',
      scoreBreakdown: { groups: [] },
      unsubscribeToken: 'token-big',
      status: 'Interested',
      source: 'Assessment',
      estimatedValue: 1997,
      createdAt: new Date(today.getTime() - 5 * dayMs),
    })
    fixedNow = today

    const stats = crmStatsSchema.parse((await call(local.app, 'GET', adminApi.crmStats)).json())
    expect(stats.totalLeads).toEqual({ value: 9, current: 5, previous: 3 })
    expect(stats.activeDeals).toEqual({ value: 5, current: 3, previous: 1 })
    // Decision 037: won deals only, at the owner's value or the estimate; conversion is won / leads.
    expect(stats.monthlyRevenue).toEqual({ value: 497, current: 497, previous: 0 })
    expect(stats.conversionRate).toEqual({ value: 11.1, current: 20, previous: 0 })
    expect(stats.potentialValue).toBe(8 * 497 + 1997)

    // A month later the current window is empty and the previous one holds last month's leads.
    fixedNow = new Date(today.getTime() + 30 * dayMs)
    const later = crmStatsSchema.parse((await call(local.app, 'GET', adminApi.crmStats)).json())
    expect(later.totalLeads).toEqual({ value: 9, current: 0, previous: 5 })
    expect(later.conversionRate.current).toBe(0)
  })
})

describe('GET /api/admin/email-state', () => {
  it('is not-configured without SMTP, counting what waits in the outbox', async () => {
    await submitContact(local.app)
    await waitForIdleQueue(local.database)
    const state = emailStateSchema.parse((await call(local.app, 'GET', adminApi.emailState)).json())
    // The first answer and the owner's notification, kept unsent; scheduled follow-ups are not counted.
    expect(state).toEqual({ state: 'not-configured', fromEmail: 'Bluegrass AI <automation@bluegrassai.com>', lastSentAt: null, lastError: null, unsent: 2, held: 0 })
  })

  it('is ready once the start-up check greets the server, still ready after a send, failing after a failed one', async () => {
    const state = async () => emailStateSchema.parse((await call(connected.app, 'GET', adminApi.emailState)).json())
    // Nothing sent yet: the start-up check of the mail server decides (docs/decisions/017).
    await waitFor(async () => ((await state()).state === 'ready' ? true : undefined), 10_000, 'the start-up check')
    expect(await state()).toEqual({ state: 'ready', fromEmail: 'Bluegrass AI <automation@bluegrassai.com>', lastSentAt: null, lastError: null, unsent: 0, held: 0 })

    await addLead(connected.app, { autoSendEmail: true })
    await waitFor(async () => smtp.messages[0], 10_000, 'the outreach e-mail')
    await waitForIdleQueue(connected.database)
    const [sent] = await connected.database.db.select().from(outbox)
    expect(await state()).toEqual({ state: 'ready', fromEmail: 'Bluegrass AI <automation@bluegrassai.com>', lastSentAt: sent!.sentAt!.toISOString(), lastError: null, unsent: 0, held: 0 })

    // The next e-mail fails on every attempt: the banner says so, with the server's answer.
    smtp.faults.inject('500', 10)
    await addLead(connected.app, { email: 'second@diner.example', autoSendEmail: true })
    await waitFor(async () => (smtp.messages.length === 1 && (await pendingJobs(connected.database)).length === 0 ? true : undefined), 15_000, 'every attempt')
    const [failed] = await connected.database.db.select().from(outbox).where(and(eq(outbox.to, 'second@diner.example'), eq(outbox.status, 'failed')))
    expect(failed).toBeDefined()
    const failing = await state()
    expect(failing).toMatchObject({ state: 'failing', lastSentAt: sent!.sentAt!.toISOString(), unsent: 1 })
    expect(failing.lastError).toBe(failed!.lastError)
    expect(failing.lastError).toContain('451')
    smtp.faults.clear()
  })
})
