import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '@/server/app'
import { leads, outbox, tasks } from '@/server/db/schema'
import { automationStatusSchema, emailTestSchema, makeTestSchema, notionTestSchema, openaiTestSchema } from '@/shared/automation'
import { automationTestResponseSchema, testWithLogsResponseSchema } from '@/shared/automation-test'
import { useProviderFakes } from '../support/provider-fakes'
import { fakeProviders, ownerEmail } from '../support/providers'
import { localAutomationStatus } from '../support/automation-status'
import { operatorHeaders } from '../support/operator'
import { buildTestApp, useTestApp } from '../support/test-app'

/**
 * SPEC §7 automation calls. Two apps on one database: `local` with nothing configured, `real`
 * with every provider pointed at a fake. The operator signs in through the real login call.
 */

/** The operator's session cookie; both apps share the database, so it holds on both. */
let asOperator: { cookie: string }

const fakes = useProviderFakes()
const local = useTestApp({}, { idleQueueMs: 15_000 })
let real: App
beforeAll(async () => {
  real = await buildTestApp(local.database, { config: { providers: fakeProviders(fakes), ownerEmail, automation: { providerTimeoutMs: 2_000 } } })
})
afterAll(() => real?.close())
beforeEach(async () => {
  fakes.clear()
  asOperator = await operatorHeaders(local.app)
})

const get = (app: App, url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })

describe(`GET /api/automation/status on ${process.env.TEST_DATABASE}`, () => {
  it('is active, served by the local twins when nothing is configured, with e-mail local: stored, not sent', async () => {
    const response = await get(local.app, '/api/automation/status')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const body = automationStatusSchema.parse(response.json())
    // A local e-mail is not "automation active": nothing is sent (docs/decisions/017).
    expect(body).toEqual(localAutomationStatus)
  })

  it('gives the operator the counts and error texts the public does not get', async () => {
    const operatorView = automationStatusSchema.parse((await get(local.app, '/api/automation/status', asOperator)).json())
    expect(operatorView.details!.leadProcessing).toEqual({ state: 'active', runs: { last24h: 0, degraded: 0 } })
    expect(operatorView.details!.emailAutomation).toEqual({ state: 'local', unsent: 0 })
    // Only SPEC's status and features are required: a payload with just those is a status.
    expect(automationStatusSchema.parse({ status: 'active', features: operatorView.features })).toEqual({ status: 'active', features: operatorView.features })
  })

  it('says which providers are live, and degraded after a failure until one succeeds', async () => {
    const first = automationStatusSchema.parse((await get(real, '/api/automation/status')).json())
    expect(first.providers).toEqual({ llm: 'connected', crm: 'connected', mail: 'connected', make: 'connected', sms: 'not-configured' })
    expect(first.details).toMatchObject({ leadScoring: { state: 'openai' }, crm: { state: 'configured' }, make: { state: 'configured' } })
    fakes.openai.faults.inject('500', 1, 'chat')
    expect((await get(real, '/api/automation/openai/test', asOperator)).statusCode).toBe(502)
    const degraded = automationStatusSchema.parse((await get(real, '/api/automation/status')).json())
    expect(degraded.providers!.llm).toBe('degraded')
    // The local rules stand in: leads are still scored, and the public sees no error text.
    expect(degraded.features.leadScoring).toBe(true)
    expect(degraded.details!.leadScoring).toEqual({ state: 'degraded' })
    const forOperator = automationStatusSchema.parse((await get(real, '/api/automation/status', asOperator)).json())
    expect(forOperator.details!.leadScoring).toMatchObject({ state: 'degraded', model: 'gpt-4o-mini', lastError: expect.stringContaining('500') })
    expect((await get(real, '/api/automation/openai/test', asOperator)).statusCode).toBe(200)
    expect((await get(real, '/api/automation/status')).json().providers.llm).toBe('connected')
  })
})

describe('POST /api/automation/test-with-logs and /test', () => {
  it('runs the whole pipeline in the sandbox when signed out, and returns the real results and every log entry', async () => {
    const response = await real.inject({ method: 'POST', url: '/api/automation/test-with-logs' })
    expect(response.statusCode).toBe(200)
    const body = testWithLogsResponseSchema.parse(response.json())
    expect(body.success).toBe(true)
    expect(body.mode).toBe('sandbox')
    expect(body.testResults).toMatchObject({ priority: 'High', emailGenerated: true, tasksCreated: 5, emailsScheduled: 2 })
    expect(body.testResults.leadScore).toBeGreaterThanOrEqual(80)
    expect(body.testResults.processingTime).toBeGreaterThan(0)
    // Newest first, one entry per step, each naming the sample lead.
    expect(body.logs.map((entry) => entry.step).reverse()).toEqual([
      'Lead capture',
      'AI lead analysis',
      'Task automation',
      'Follow-up scheduling',
      'Email generation',
      'CRM integration',
      'Make.com webhook',
      'Admin notification',
    ])
    expect(body.logs.every((entry) => entry.leadName === 'Sam Sample' && entry.businessName === 'Sample Roofing Co.')).toBe(true)
    expect(body.logs.at(-1)!.message).toContain('sandbox')
    // Nothing left the server, although every real provider is configured.
    expect(fakes.openai.completions).toHaveLength(0)
    expect(fakes.smtp.messages).toHaveLength(0)
    expect(fakes.notion.pages).toHaveLength(0)
    expect(fakes.make.webhookPosts).toHaveLength(0)
    const [sample] = await local.database.db.select().from(leads)
    expect(sample).toMatchObject({ isSample: true, email: expect.stringMatching(/^sample-lead\+[0-9a-f]{8}@example\.com$/) })
    expect(await local.database.db.select().from(tasks)).toHaveLength(5)
  })

  it('runs with the configured services for the operator', async () => {
    const response = await real.inject({ method: 'POST', url: '/api/automation/test-with-logs', headers: asOperator })
    const body = testWithLogsResponseSchema.parse(response.json())
    expect(body).toMatchObject({ success: true, mode: 'live', testResults: { leadScore: 95, priority: 'High', emailGenerated: true } })
    expect(fakes.openai.completions.length).toBeGreaterThan(0)
    // The sample lead's e-mail goes to the owner's inbox, tagged.
    expect(fakes.smtp.messages.map((mail) => mail.to[0])).toEqual(
      expect.arrayContaining([expect.stringMatching(/^owner\+lead-test-[0-9a-f]{8}@bluegrassai\.com$/), ownerEmail]),
    )
    expect(fakes.notion.pages.length).toBe(6)
  })

  it('reports failure when a live step fails, with the error in its log', async () => {
    fakes.smtp.faults.inject('500', 2)
    const body = testWithLogsResponseSchema.parse((await real.inject({ method: 'POST', url: '/api/automation/test-with-logs', headers: asOperator })).json())
    expect(body.success).toBe(false)
    expect(body.logs.filter((entry) => entry.status === 'error').map((entry) => entry.step).sort()).toEqual(['Admin notification', 'Email generation'])
  })

  it('answers POST /api/automation/test with the results alone', async () => {
    const response = await local.app.inject({ method: 'POST', url: '/api/automation/test' })
    expect(response.statusCode).toBe(200)
    const body = automationTestResponseSchema.strict().parse(response.json())
    expect(body).toMatchObject({ success: true, mode: 'sandbox', testResults: { tasksCreated: 5, emailsScheduled: 2, emailGenerated: true } })
  })

  // Issue 36: with no FORM_TOKEN_SECRET (npm start's default) the sandbox run signed its booking
  // link with a key read from the database inside its own transaction: the embedded database
  // waited on itself and the whole server stopped answering.
  it('answers the sandbox run, anonymous and with no body, when the form tokens’ key lives in the database', async () => {
    const unconfigured = await buildTestApp(local.database, { config: { formTokenSecret: undefined } })
    try {
      for (const payload of [undefined, '{}']) {
        const started = performance.now()
        const response = await unconfigured.inject({ method: 'POST', url: '/api/automation/test', ...(payload ? { payload, headers: { 'content-type': 'application/json' } } : {}) })
        expect(response.statusCode).toBe(200)
        expect(performance.now() - started).toBeLessThan(5_000)
      }
      expect((await unconfigured.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
    } finally {
      await unconfigured.close()
    }
  })
})

describe('service tests: operator only', () => {
  it.each(['openai', 'notion', 'email', 'make'])('answers GET /api/automation/%s/test with 401 when signed out', async (service) => {
    const response = await get(real, `/api/automation/${service}/test`)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ error: 'Operator sign-in required' })
    expect(fakes.openai.completions).toHaveLength(0)
    expect(fakes.smtp.messages).toHaveLength(0)
  })

  it('answers for the local twins when nothing is configured', async () => {
    expect(openaiTestSchema.parse((await get(local.app, '/api/automation/openai/test', asOperator)).json())).toMatchObject({ success: true, apiStatus: 'local', model: 'local rules' })
    expect(notionTestSchema.parse((await get(local.app, '/api/automation/notion/test', asOperator)).json())).toMatchObject({ success: true, apiStatus: 'local', databases: [] })
    expect(emailTestSchema.parse((await get(local.app, '/api/automation/email/test', asOperator)).json())).toMatchObject({
      success: true,
      apiStatus: 'local',
      fromEmail: 'Bluegrass AI <automation@bluegrassai.com>',
      testEmailSent: false,
    })
    const makeAnswer = await get(local.app, '/api/automation/make/test', asOperator)
    expect(makeAnswer.statusCode).toBe(200)
    expect(makeTestSchema.parse(makeAnswer.json())).toMatchObject({ success: false, apiStatus: 'not-configured', error: 'Make.com connection failed: not configured' })
  })

  it('tests OpenAI with a real request', async () => {
    const response = await get(real, '/api/automation/openai/test', asOperator)
    expect(response.statusCode).toBe(200)
    expect(openaiTestSchema.parse(response.json())).toMatchObject({ success: true, apiStatus: 'connected', model: 'gpt-4o-mini', message: expect.stringMatching(/^gpt-4o-mini answered in \d+ ms$/) })
    expect(fakes.openai.completions.at(-1)!.body).toMatchObject({ max_tokens: 5 })
  })

  it.each([
    ['500', 'error 500'],
    ['hang', 'timeout'],
    ['malformed', 'malformed'],
  ] as const)('answers 502 with SPEC’s OpenAI error text when OpenAI fails (%s)', async (mode, apiStatus) => {
    fakes.openai.faults.inject(mode, 1, 'chat')
    const response = await get(real, '/api/automation/openai/test', asOperator)
    expect(response.statusCode).toBe(502)
    const body = openaiTestSchema.parse(response.json())
    expect(body).toMatchObject({ success: false, apiStatus, error: expect.stringMatching(/^OpenAI connection failed: /) })
  })

  it('tests Notion: both databases found', async () => {
    const body = notionTestSchema.parse((await get(real, '/api/automation/notion/test', asOperator)).json())
    expect(body).toEqual({ success: true, apiStatus: 'connected', databases: [{ name: 'Leads', found: true }, { name: 'Tasks', found: true }], message: 'Connected: Leads and Tasks found' })
  })

  it('answers 502 with SPEC’s Notion error text when Notion fails', async () => {
    fakes.notion.faults.inject('500', 1, 'retrieve')
    const response = await get(real, '/api/automation/notion/test', asOperator)
    expect(response.statusCode).toBe(502)
    expect(response.json().error).toMatch(/^Notion connection failed: HTTP 500/)
  })

  it('tests e-mail by sending a test message to the owner through the outbox', async () => {
    const response = await get(real, '/api/automation/email/test', asOperator)
    expect(response.statusCode).toBe(200)
    expect(emailTestSchema.parse(response.json())).toMatchObject({ success: true, apiStatus: 'connected', testEmailSent: true, message: `Test e-mail sent to ${ownerEmail}` })
    expect(fakes.smtp.messages.map((mail) => mail.to)).toEqual([[ownerEmail]])
    expect(await local.database.db.select().from(outbox).where(eq(outbox.kind, 'service-test'))).toEqual([expect.objectContaining({ status: 'sent' })])
  })

  it('answers 502 with SPEC’s e-mail error text when the SMTP server refuses', async () => {
    fakes.smtp.faults.inject('500', 1)
    const response = await get(real, '/api/automation/email/test', asOperator)
    expect(response.statusCode).toBe(502)
    expect(response.json()).toMatchObject({ success: false, testEmailSent: false, error: expect.stringMatching(/^Email service failed: SMTP 451/) })
  })

  it('tests Make: the user and the scenario count', async () => {
    const body = makeTestSchema.parse((await get(real, '/api/automation/make/test', asOperator)).json())
    expect(body).toEqual({ success: true, apiStatus: 'connected', scenariosCount: 3, connection: { user: { name: 'Jordan Ellis' } }, message: 'Connected as Jordan Ellis: 3 scenarios' })
  })

  it('answers 502 with SPEC’s Make error text when Make hangs', async () => {
    fakes.make.faults.inject('hang', 1, 'api')
    const response = await get(real, '/api/automation/make/test', asOperator)
    expect(response.statusCode).toBe(502)
    expect(response.json()).toMatchObject({ success: false, apiStatus: 'timeout', error: expect.stringMatching(/^Make\.com connection failed: /) })
  })
})

describe('GET /api/automation/logs', () => {
  it('answers 401 when signed out', async () => {
    const response = await get(local.app, '/api/automation/logs')
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ error: 'Operator sign-in required' })
  })

  it('answers the operator with the recent entries, newest first', async () => {
    await local.app.inject({ method: 'POST', url: '/api/automation/test' })
    const response = await get(local.app, '/api/automation/logs?limit=3', asOperator)
    expect(response.statusCode).toBe(200)
    const { logs } = response.json() as { logs: { step: string; timestamp: string }[] }
    expect(logs).toHaveLength(3)
    expect(logs[0]!.step).toBe('Admin notification')
    expect(logs.map((entry) => entry.timestamp)).toEqual([...logs.map((entry) => entry.timestamp)].sort().reverse())
  })
})
