import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { adConversions, adLeads, automationLogs, leads, outbox } from '@/server/db/schema'
import { recordLeadEvent } from '@/server/services/lead-events'
import { adminApi } from '@/shared/admin'
import { adsApi } from '@/shared/ads'
import { automationStatusSchema, pipelineSteps } from '@/shared/automation'
import { startSmtpFake, type SmtpFake } from '../fakes/smtp-fake'
import { waitForIdleQueue } from '../support/pipeline'
import { operatorCalls } from '../support/operator'
import { fakeProviders, ownerEmail } from '../support/providers'
import { useTestApp } from '../support/test-app'
import { waitFor } from '../support/wait-for'

/**
 * Google Ads lead forms in (issue 33 item 2), on both databases: accepted only with the webhook's
 * key; Google's "send test data" kept as a test and never answered; a lead answered once per
 * lead_id as a site form's lead, attributed to google / cpc with its click id.
 */

const googleAdsKey = 'fake-google-ads-webhook-key'
const googleAdsFeedPassword = 'fake-feed-password-0123'
let smtp: SmtpFake
beforeAll(async () => {
  smtp = await startSmtpFake()
})
const harness = useTestApp(() => ({ config: { ownerEmail, providers: fakeProviders({ smtp, googleAdsKey, googleAdsFeedPassword }) } }), { idleQueueMs: 20_000 })
afterEach(() => {
  smtp.messages.length = 0
})
afterAll(async () => {
  await smtp?.close()
})

let next = 1
/** A lead as Google's webhook sends it (its documented sample's shape). */
function googleLead(overrides: Record<string, unknown> = {}) {
  const n = next++
  return {
    lead_id: `TeSter-${n}-AbCdEf`,
    user_column_data: [
      { column_name: 'Full Name', string_value: 'Sam Lee', column_id: 'FULL_NAME' },
      { column_name: 'User Phone', string_value: '+18595550177', column_id: 'PHONE_NUMBER' },
      { column_name: 'User Email', string_value: `sam.${n}@leeplumbing.example`, column_id: 'EMAIL' },
      { column_name: 'Company Name', string_value: 'Lee Plumbing', column_id: 'COMPANY_NAME' },
      { column_name: 'What do you need help with?', string_value: 'Missed calls after hours', column_id: 'SERVICE_NEEDED' },
    ],
    api_version: '1.0',
    form_id: 40000000001,
    campaign_id: 20000000001,
    google_key: googleAdsKey,
    is_test: false,
    gcl_id: `EAIaIQobChMI-${n}`,
    adgroup_id: 30000000001,
    creative_id: 50000000001,
    ...overrides,
  }
}
const post = (body: unknown) => harness.app.inject({ method: 'POST', url: adsApi.google, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) })
const { call: operator } = operatorCalls(() => undefined, '10.34')
const feed = (password?: string) =>
  harness.app.inject({ method: 'GET', url: adsApi.googleConversions, headers: password === undefined ? {} : { authorization: `Basic ${Buffer.from(`google:${password}`).toString('base64')}` } })
const emailOf = (lead: ReturnType<typeof googleLead>) => lead.user_column_data.find((column) => column.column_id === 'EMAIL')!.string_value

describe(`Google Ads lead forms, on ${process.env.TEST_DATABASE}`, () => {
  it('refuses a lead without the webhook’s key with 403 and stores nothing', async () => {
    for (const body of [googleLead({ google_key: 'wrong' }), googleLead({ google_key: undefined }), { lead_id: 'x' }]) {
      expect((await post(body)).statusCode).toBe(403)
    }
    expect(await harness.database.db.select().from(adLeads)).toEqual([])
  })

  it('takes a campaign’s burst from Google’s few addresses past the per-address limit, and still refuses a lead without the key', async () => {
    // 320 leads from one address in well under a minute: past the global 300 a minute per address.
    const burst = Array.from({ length: 320 }, () => googleLead({ is_test: true }))
    const answers = await Promise.all(burst.map((lead) => harness.app.inject({ method: 'POST', url: adsApi.google, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(lead), remoteAddress: '10.37.0.1' })))
    expect(answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.statusCode)).toEqual([])
    const unsigned = await harness.app.inject({ method: 'POST', url: adsApi.google, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(googleLead({ google_key: 'wrong' })), remoteAddress: '10.37.0.1' })
    expect(unsigned.statusCode).toBe(403)
    expect(await harness.database.db.select().from(adLeads)).toHaveLength(320)
    // Other routes keep their limit: the same address is refused on a page-like call.
    const other = await Promise.all(Array.from({ length: 301 }, () => harness.app.inject({ method: 'GET', url: adsApi.googleConversions, remoteAddress: '10.37.0.2' })))
    expect(other.some((answer) => answer.statusCode === 429)).toBe(true)
  })

  it('names the field of a malformed lead that carries the key', async () => {
    const response = await post(googleLead({ lead_id: 42 }))
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toHaveProperty('lead_id')
  })

  it('keeps Google’s test data as a test, tells the owner, and answers nobody', async () => {
    const test = googleLead({ is_test: true })
    const response = await post(test)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ received: 1, new: 1, test: true })
    await waitForIdleQueue(harness.database)
    const [row] = await harness.database.db.select().from(adLeads)
    expect(row).toMatchObject({ platform: 'google', externalId: test.lead_id, status: 'test', leadId: null })
    const logged = await harness.database.db.select().from(automationLogs).where(eq(automationLogs.step, pipelineSteps.adLead))
    expect(logged.map((entry) => entry.message)).toEqual([expect.stringContaining('Google Ads sent test data')])
    expect(await harness.database.db.select().from(leads)).toEqual([])
    expect(smtp.messages).toEqual([])
  })

  it('answers a lead once per lead_id, attributed to google / cpc with its click id', async () => {
    const lead = googleLead()
    const answers = await Promise.all([post(lead), post(lead)])
    expect(answers.map((one) => one.statusCode)).toEqual([200, 200])
    expect(answers.reduce((sum, one) => sum + (one.json() as { new: number }).new, 0)).toBe(1)
    await waitFor(async () => (smtp.messages.some((mail) => mail.to.includes(emailOf(lead))) ? true : undefined), 15_000, 'the first answer')
    await waitForIdleQueue(harness.database)
    expect((await post(lead)).json()).toMatchObject({ new: 0 })
    const [row] = await harness.database.db.select().from(adLeads).where(eq(adLeads.externalId, lead.lead_id))
    expect(row).toMatchObject({ status: 'answered' })
    const [stored] = await harness.database.db.select().from(leads).where(eq(leads.id, row!.leadId!))
    expect(stored).toMatchObject({ email: emailOf(lead), fullName: 'Sam Lee', businessName: 'Lee Plumbing' })
    expect(stored!.firstTouch).toMatchObject({ utm_source: 'google', utm_medium: 'cpc', utm_campaign: '20000000001', gclid: lead.gcl_id })
    expect(await harness.database.db.select().from(outbox).where(eq(outbox.idempotencyKey, `first-answer:${row!.leadId}`))).toHaveLength(1)
    expect(smtp.messages.filter((mail) => mail.to.includes(emailOf(lead)))).toHaveLength(1)
  })

  it('feeds Google Ads the booked calls and won customers of leads its ads brought, behind the feed’s password', async () => {
    expect((await feed()).statusCode).toBe(401)
    expect((await feed()).headers['www-authenticate']).toContain('Basic')
    expect((await feed('wrong-password-000')).statusCode).toBe(401)

    const lead = googleLead()
    await post(lead)
    await waitFor(async () => ((await harness.database.db.select().from(adLeads))[0]?.status === 'answered' ? true : undefined), 15_000, 'the lead answered')
    const [row] = await harness.database.db.select().from(adLeads)
    // The call it booked (the booking's own event), then the owner marks it Won with its value.
    await recordLeadEvent(harness.database.db, row!.leadId!, 'booked', { bookingId: 'b1' })
    expect((await operator(harness.app, 'PATCH', adminApi.lead(row!.leadId!), { status: 'Won', dealValue: 1500 })).statusCode).toBe(200)
    // Won, lost, won again: one 'Won customer'.
    await operator(harness.app, 'PATCH', adminApi.lead(row!.leadId!), { status: 'Lost', lostReason: 'Went with a cheaper quote' })
    await operator(harness.app, 'PATCH', adminApi.lead(row!.leadId!), { status: 'Won' })

    const response = await feed(googleAdsFeedPassword)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/csv/)
    const lines = response.body.trimEnd().split('\r\n')
    expect(lines[0]).toMatch(/^Parameters:TimeZone=\S+$/)
    expect(lines[1]).toBe('Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency')
    expect(lines.slice(2).map((line) => line.split(',').filter((_, index) => index !== 2))).toEqual([
      [lead.gcl_id, 'Booked call', '', ''],
      [lead.gcl_id, 'Won customer', '1500', 'USD'],
    ])
    // Connected services: the lead in, the feed fetched (only a read with the password counts).
    const { adConnections } = automationStatusSchema.parse((await operator(harness.app, 'GET', '/api/automation/status')).json()).details!
    expect(adConnections!.googleLeads).toEqual({ state: 'on', lastEventAt: row!.createdAt.toISOString() })
    expect(adConnections!.googleConversions).toMatchObject({ state: 'on', lastEventAt: expect.any(String) })
    expect(adConnections!.metaLeads).toEqual({ state: 'off' })
    // Google's own (Meta's Conversions API is not configured here): nothing stored for Meta.
    expect(await harness.database.db.select().from(adConversions)).toEqual([])
  })
})
