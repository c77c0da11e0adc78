import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { assessmentReports, assessments, automationLogs, leads } from '@/server/db/schema'
import { adminApi } from '@/shared/admin'
import { formTokenUrl } from '@/shared/form-token-url'
import { paths } from '@/shared/paths'
import { formTokenCookie } from '@/server/routes/assessment'
import { assessmentRequiredMessages, humanFormFields, localAutomationResult, validAssessment } from '../support/fixtures'
import { operatorHeaders } from '../support/operator'
import { buildTestApp, useTestApp } from '../support/test-app'
import { waitFor } from '../support/wait-for'

const harness = useTestApp()

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  harness.app.inject({ method: 'POST', url: '/api/assessment', payload: payload as string, headers })

async function storedCount() {
  return (await harness.database.db.select().from(assessments)).length
}

describe(`POST /api/assessment on ${process.env.TEST_DATABASE}`, () => {
  it('stores a valid assessment and answers 201 with its id', async () => {
    const response = await post({ ...validAssessment(), ...humanFormFields() })
    expect(response.statusCode).toBe(201)
    const body = response.json()
    expect(body).toEqual({
      success: true,
      id: expect.any(String),
      automation: localAutomationResult,
    })

    const [row] = await harness.database.db.select().from(assessments).where(eq(assessments.id, body.id))
    expect(row).toMatchObject({
      businessName: 'Summit Roofing Co.',
      email: 'dana@summitroofing.com',
      businessType: 'roofing',
      monthlyRevenue: '50k-100k',
    })
  })

  it('trims text and stores a missing phone as null', async () => {
    const { phone: _phone, ...withoutPhone } = validAssessment({ businessName: '  Summit Roofing  ' })
    const response = await post(withoutPhone)
    expect(response.statusCode).toBe(201)
    const [row] = await harness.database.db.select().from(assessments)
    expect(row).toMatchObject({ businessName: 'Summit Roofing', phone: null })
  })

  it('logs the capture with the submission and runs the pipeline after the commit', async () => {
    const response = await post({ ...validAssessment(), ...humanFormFields() })
    const { id } = response.json()
    const [capture] = await harness.database.db.select().from(automationLogs).where(eq(automationLogs.step, 'Lead capture'))
    expect(capture).toMatchObject({
      status: 'success',
      message: 'Free assessment from a Roofing business, revenue $50k - $100k',
      leadName: 'Dana Whitaker',
      businessName: 'Summit Roofing Co.',
      details: expect.objectContaining({ assessmentId: id }),
    })
    const [row] = await harness.database.db.select().from(assessments).where(eq(assessments.id, id))
    const [lead] = await harness.database.db.select().from(leads)
    expect(row!.leadId).toBe(lead!.id)
    const analysis = await waitFor(async () => {
      const [entry] = await harness.database.db.select().from(automationLogs).where(eq(automationLogs.step, 'AI lead analysis'))
      return entry
    })
    expect(analysis).toMatchObject({ status: 'success', leadName: 'Dana Whitaker' })
  })

  const invalidCases: [field: string, value: unknown, message: string][] = [
    ['businessName', 'A', 'Business name is required'],
    ['businessName', '   ', 'Business name is required'],
    ['fullName', 'J', 'Your name is required'],
    ['email', 'not-an-email', 'Valid email is required'],
    ['businessType', '', 'Please select your business type'],
    ['businessType', 'spaceships', 'Please select your business type'],
    ['primaryPainPoint', '', 'Please select your main challenge'],
    ['monthlyRevenue', 'a-lot', 'Please select your revenue range'],
    ['currentMarketing', 'none', 'Brief description is fine'],
    ['biggestGoal', 'grow', 'Brief description is fine'],
    ['businessName', 42, 'Business name is required'],
  ]

  it.each(invalidCases)('rejects %s = %j with 400 naming the field', async (field, value, message) => {
    const response = await post({ ...validAssessment(), [field]: value })
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body.fields).toEqual({ [field]: message })
    expect(body.error).toContain(`${field}: ${message}`)
    expect(await storedCount()).toBe(0)
  })

  it('names every missing field of an empty object', async () => {
    const response = await post({})
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toEqual(assessmentRequiredMessages)
  })

  it('rejects an unknown field with 400 naming it', async () => {
    const response = await post({ ...validAssessment(), isAdmin: true })
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toEqual({ isAdmin: 'Unknown field' })
    expect(await storedCount()).toBe(0)
  })

  it('rejects a body over 16 KB with 413', async () => {
    const response = await post({ ...validAssessment(), biggestGoal: 'x'.repeat(17 * 1024) })
    expect(response.statusCode).toBe(413)
    expect(response.json().error).toMatch(/too large/i)
    expect(await storedCount()).toBe(0)
  })

  it('rejects a body that is not JSON with 415', async () => {
    const response = await post('businessName=Summit', { 'content-type': 'application/x-www-form-urlencoded' })
    expect(response.statusCode).toBe(415)
    expect(await storedCount()).toBe(0)
  })

  it('rejects malformed JSON with 400', async () => {
    const response = await post('{"businessName": ', { 'content-type': 'application/json' })
    expect(response.statusCode).toBe(400)
    expect(await storedCount()).toBe(0)
  })

  it('rejects a missing body with 400', async () => {
    const response = await harness.app.inject({ method: 'POST', url: '/api/assessment' })
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toEqual({ body: 'Expected a JSON object' })
  })

  it('keeps what is already stored when a later submission fails', async () => {
    await post(validAssessment())
    await post({ ...validAssessment(), email: 'nope' })
    expect(await storedCount()).toBe(1)
  })
})

describe('bot checks on the assessment', () => {
  it('answers a filled honeypot with an id, held for review without saying why: no lead, no pipeline', async () => {
    const response = await post({ ...validAssessment(), ...humanFormFields(), website: 'http://spam.example' })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({ success: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/), automation: { heldForReview: true, emailsSent: 0, tasksCreated: 0 } })
    const rows = await harness.database.db.select().from(assessments)
    expect(rows.map((row) => [row.id, row.quarantineReason, row.leadId])).toEqual([[response.json().id, 'honeypot', null]])
    expect(await harness.database.db.select().from(automationLogs)).toEqual([])
  })

  it('accepts the bot-check fields a browser sends, and no other unknown field', async () => {
    expect((await post({ ...validAssessment(), ...humanFormFields() })).statusCode).toBe(201)
    expect(await storedCount()).toBe(1)
  })
})

describe('rate limit on public forms', () => {
  it('answers past the per-IP limit as if all were well, and quarantines the rest', async () => {
    await harness.database.reset()
    // The app's clock starts a minute: the per-client window holds the whole test.
    const offset = Math.ceil(Date.now() / 60_000) * 60_000 + 1_000 - Date.now()
    const limited = await buildTestApp(harness.database, { config: { publicFormRateLimit: 2 }, now: () => new Date(Date.now() + offset) })
    try {
      const statuses = []
      for (let i = 0; i < 3; i++) {
        statuses.push((await limited.inject({ method: 'POST', url: '/api/assessment', payload: { ...validAssessment(), ...humanFormFields() } })).statusCode)
      }
      expect(statuses).toEqual([201, 201, 201])
      const rows = await harness.database.db.select().from(assessments)
      expect(rows.map((row) => row.quarantineReason).sort()).toEqual([null, null, 'rate-limit'].sort())
    } finally {
      await limited.close()
    }
  })
})

describe('releasing a held assessment (decision 030)', () => {
  it('runs its pipeline and schedules its report, as for one that passed the checks', async () => {
    const { id } = (await post({ ...validAssessment(), ...humanFormFields(), website: 'http://spam.example' })).json<{ id: string }>()
    expect(await harness.database.db.select().from(assessmentReports)).toEqual([])
    const released = await harness.app.inject({ method: 'POST', url: adminApi.releaseAssessment(id), headers: await operatorHeaders(harness.app) })
    expect(released.statusCode).toBe(200)
    const [row] = await harness.database.db.select().from(assessments)
    const [lead] = await harness.database.db.select().from(leads)
    expect(row).toMatchObject({ id, quarantineReason: null, leadId: lead!.id })
    expect(await harness.database.db.select().from(assessmentReports)).toHaveLength(1)
  })
})

describe('the assessment sent by a browser without JavaScript (issue 11 item 1)', () => {
  const postForm = (fields: Record<string, string>, cookie?: string) =>
    harness.app.inject({
      method: 'POST',
      url: paths.assessment.path,
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    })
  const pageToken = async () => `${formTokenCookie}=${(await harness.app.inject({ method: 'GET', url: formTokenUrl })).json<{ token: string }>().token}`

  it('stores it, runs the pipeline and sends the visitor to the thank-you page', async () => {
    // Every named control of the form, the honeypot included, and one the form does not have.
    const response = await postForm({ ...validAssessment(), website: '', somethingElse: 'ignored' }, await pageToken())
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe(paths.assessmentThankYou.path)
    const [row] = await harness.database.db.select().from(assessments)
    const [lead] = await harness.database.db.select().from(leads)
    expect(row).toMatchObject({ businessName: 'Summit Roofing Co.', quarantineReason: null, leadId: lead!.id })
    await waitFor(async () => (await harness.database.db.select().from(automationLogs)).length > 1 || undefined)
  })

  it('holds one that came without the page (no token) for review, and still thanks the visitor', async () => {
    const response = await postForm({ ...validAssessment(), website: '' })
    expect(response.statusCode).toBe(303)
    expect((await harness.database.db.select().from(assessments)).map((row) => row.quarantineReason)).toEqual(['no-token'])
  })

  it('answers invalid input with a page naming each field and its message, and stores nothing', async () => {
    const response = await postForm({ ...validAssessment({ businessName: '', email: 'not-an-email', biggestGoal: 'grow' }), website: '' }, await pageToken())
    expect(response.statusCode).toBe(422)
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.body).toContain('<strong>Business Name</strong>: Business name is required')
    expect(response.body).toContain('<strong>Email</strong>: Valid email is required')
    expect(response.body).toContain('<strong>What is your biggest goal for the next 12 months?</strong>: Brief description is fine')
    expect(response.body).not.toContain('Your Name')
    expect(await storedCount()).toBe(0)
  })
})
