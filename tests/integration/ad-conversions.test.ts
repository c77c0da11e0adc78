import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { adConversions, adLeads, automationLogs, leads } from '@/server/db/schema'
import { metaGraphVersion } from '@/server/domain/ads/meta-graph'
import { jobNames } from '@/server/jobs/names'
import { sha256Hex } from '@/server/domain/ads/meta-conversions'
import { adminApi } from '@/shared/admin'
import { adsApi } from '@/shared/ads'
import { automationStatusSchema, pipelineSteps } from '@/shared/automation'
import { bookingApi, type SlotsResponse } from '@/shared/booking'
import { startMetaGraphFake, type MetaGraphFake } from '../fakes/meta-graph-fake'
import { startSmtpFake, type SmtpFake } from '../fakes/smtp-fake'
import { humanFormFields, validContact } from '../support/fixtures'
import { operatorCalls } from '../support/operator'
import { waitForIdleQueue } from '../support/pipeline'
import { fakeProviders, ownerEmail } from '../support/providers'
import { useTestApp } from '../support/test-app'
import { waitFor } from '../support/wait-for'

/**
 * Outcomes back to Meta (issue 33 item 4), on both databases, against the Graph API fake's
 * Conversions API: a lead Meta's ads brought (a lead form's, or a visitor with Meta's click id)
 * that books a call and is won is told to Meta as Schedule and Purchase, each once, with its
 * hashed e-mail and phone, the lead form's lead id and the click's fbc; an outage is retried and
 * loses nothing; a refusal is recorded and shown in Connected services; other leads are not told.
 */

let meta: MetaGraphFake
let smtp: SmtpFake
beforeAll(async () => {
  ;[meta, smtp] = await Promise.all([startMetaGraphFake(), startSmtpFake()])
})
/** Monday 8 March 2027, 07:00 in New York: the owner's default hours offer slots from 11:00. */
const monday = new Date('2027-03-08T12:00:00Z')
const harness = useTestApp(
  () => ({ now: () => monday, config: { ownerEmail, providers: fakeProviders({ meta, metaConversions: meta, smtp }), automation: { stepRetryDelaySeconds: 1 } } }),
  { idleQueueMs: 20_000 },
)
afterEach(() => {
  meta.leads.clear()
  meta.faults.clear()
  meta.revokeConversionsToken(false)
  smtp.messages.length = 0
})
afterAll(async () => {
  await Promise.all([meta?.close(), smtp?.close()])
})
const { call: operator } = operatorCalls(() => monday, '10.35')
let address = 0
const remoteAddress = () => `10.36.0.${++address % 250}`

/** The Conversions API requests made since the test began, each with its raw body and its events. */
let seen = 0
afterEach(() => {
  seen = meta.conversionRequests().length
})
const eventsSent = () =>
  meta
    .conversionRequests()
    .slice(seen)
    .map((request) => ({ raw: request.rawBody, body: request.body as { data: Record<string, any>[]; access_token: string } }))

/** A lead from a Facebook lead form, answered through the pipeline: its lead's id. */
async function leadFormLead(leadgenId: string, email: string): Promise<string> {
  meta.leads.set(leadgenId, {
    id: leadgenId,
    campaign_name: 'Roof repair, spring',
    platform: 'fb',
    field_data: [
      { name: 'full_name', values: ['Dana Reyes'] },
      { name: 'email', values: [email] },
      { name: 'phone_number', values: ['+18595550123'] },
    ],
  })
  const delivery = meta.delivery([{ leadgenId }])
  expect((await harness.app.inject({ method: 'POST', url: adsApi.meta, headers: delivery.headers, payload: delivery.body })).statusCode).toBe(200)
  return waitFor(async () => (await harness.database.db.select().from(adLeads).where(eq(adLeads.externalId, leadgenId)))[0]?.leadId ?? undefined, 15_000, 'the ad lead answered')
}

async function book(email: string, attribution?: object) {
  const { slots } = (await harness.app.inject({ method: 'GET', url: bookingApi.slots })).json<SlotsResponse>()
  const booked = await harness.app.inject({
    method: 'POST',
    url: bookingApi.book,
    payload: { start: slots[0]!.start, name: 'Dana Reyes', email, ...humanFormFields(monday.getTime()), ...(attribution ? { attribution } : {}) },
    remoteAddress: remoteAddress(),
  })
  expect(booked.statusCode, booked.body).toBe(201)
}

describe(`Meta's Conversions API, on ${process.env.TEST_DATABASE}`, () => {
  it('tells Meta of a lead form’s lead booking a call and being won, each once, with the lead id and hashed details', async () => {
    const leadId = await leadFormLead('9100000000000123', 'Dana.Reyes@ReyesRoofing.example')
    await book('dana.reyes@reyesroofing.example')
    expect((await operator(harness.app, 'PATCH', adminApi.lead(leadId), { status: 'Won', dealValue: 2400 })).statusCode).toBe(200)
    // Won, lost, won again: one customer, told once.
    await operator(harness.app, 'PATCH', adminApi.lead(leadId), { status: 'Lost', lostReason: 'Changed their mind' })
    await operator(harness.app, 'PATCH', adminApi.lead(leadId), { status: 'Won' })
    await waitForIdleQueue(harness.database, 20_000)

    const sent = eventsSent()
    expect(sent.map(({ body }) => body.data.map((event) => event.event_name)).flat().sort()).toEqual(['Purchase', 'Schedule'])
    for (const { raw, body } of sent) {
      expect(body.access_token).toBe(meta.conversionsToken)
      // The lead form's id as the integer Meta reads, digit for digit.
      expect(raw).toContain('"lead_id":9100000000000123')
      const [event] = body.data
      expect(event).toMatchObject({
        action_source: 'system_generated',
        event_time: Math.floor(monday.getTime() / 1000),
        user_data: { em: [sha256Hex('dana.reyes@reyesroofing.example')], ph: [sha256Hex('18595550123')] },
      })
      expect(event!.event_id).toMatch(new RegExp(`^${leadId}:(booked:[0-9a-f-]{36}|won)$`))
    }
    const purchase = sent.find(({ body }) => body.data[0]!.event_name === 'Purchase')!.body.data[0]!
    expect(purchase.custom_data).toEqual({ event_source: 'crm', lead_event_source: 'Bluegrass AI', value: 2400, currency: 'USD' })
    expect(meta.conversionRequests().every((request) => request.path === `/${metaGraphVersion}/${meta.pixelId}/events`)).toBe(true)

    const rows = await harness.database.db.select().from(adConversions)
    expect(rows.map((row) => [row.kind, row.status, row.attempts]).sort()).toEqual([
      ['booked', 'sent', 1],
      ['won', 'sent', 1],
    ])
    const logged = await harness.database.db.select().from(automationLogs).where(eq(automationLogs.step, pipelineSteps.adConversion))
    expect(logged.map((entry) => entry.message).sort()).toEqual([
      "A booked call (Dana Reyes, Schedule) told to Meta's Conversions API",
      "A won customer (Dana Reyes, Purchase) told to Meta's Conversions API",
    ])
    // The job delivered again (as a queue may after a crash) sends nothing more.
    for (const row of rows) {
      await harness.database.raw.executeSql(`insert into pgboss.job (name, data) values ('${jobNames.metaConversion}', '${JSON.stringify({ conversionId: row.id })}'::jsonb)`)
    }
    await waitForIdleQueue(harness.database, 20_000)
    expect(meta.conversionRequests().length - seen).toBe(2)
  })

  it('names a site visitor’s click (fbc from the fbclid and when it landed), and tells nothing of leads other ads brought', async () => {
    const landed = '2027-03-01T10:00:00.000Z'
    await book('sam@samshvac.example', { first: { utm_source: 'facebook', utm_medium: 'paid-social', fbclid: 'IwAR2xyz', landingPath: '/assessment', at: landed } })
    await book('gail@gailsplumbing.example', { first: { utm_source: 'google', utm_medium: 'cpc', gclid: 'Cj0KCQ', landingPath: '/', at: landed } })
    const contact = await harness.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...validContact({ email: 'direct@example.com' }), ...humanFormFields(monday.getTime()) },
      remoteAddress: remoteAddress(),
    })
    expect(contact.statusCode).toBe(201)
    const [direct] = await harness.database.db.select({ id: leads.id }).from(leads).where(eq(leads.email, 'direct@example.com'))
    await operator(harness.app, 'PATCH', adminApi.lead(direct!.id), { status: 'Won' })
    await waitForIdleQueue(harness.database, 20_000)

    const sent = eventsSent()
    expect(sent).toHaveLength(1)
    const event = sent[0]!.body.data[0]!
    expect(event.event_name).toBe('Schedule')
    expect(event.user_data).toEqual({ em: [sha256Hex('sam@samshvac.example')], fbc: `fb.1.${Date.parse(landed)}.IwAR2xyz` })
    expect(await harness.database.db.select().from(adConversions)).toHaveLength(1)
  })

  it('retries through an outage of the Conversions API and sends the event once it is back', async () => {
    const leadId = await leadFormLead('9100000000000200', 'outage@example.com')
    meta.faults.inject('500', 2, 'events')
    await operator(harness.app, 'PATCH', adminApi.lead(leadId), { status: 'Won', dealValue: 900 })
    const [row] = await waitFor(async () => {
      const rows = await harness.database.db.select().from(adConversions)
      return rows[0]?.status === 'sent' ? rows : undefined
    }, 30_000, 'the event sent after the outage')
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null })
    expect(eventsSent()).toHaveLength(3)
  })

  it('records a refusal, does not send it again, and says so in Connected services', async () => {
    const leadId = await leadFormLead('9100000000000300', 'refused@example.com')
    const status = async () => automationStatusSchema.parse((await operator(harness.app, 'GET', '/api/automation/status')).json()).details!.adConnections!
    expect((await status()).metaConversions).toEqual({ state: 'on', lastEventAt: null })
    expect((await status()).metaLeads).toMatchObject({ state: 'on', lastEventAt: expect.any(String) })

    meta.revokeConversionsToken()
    await operator(harness.app, 'PATCH', adminApi.lead(leadId), { status: 'Won', dealValue: 900 })
    await waitForIdleQueue(harness.database, 20_000)
    const [row] = await harness.database.db.select().from(adConversions)
    expect(row).toMatchObject({ status: 'failed', attempts: 1 })
    expect(row!.lastError).toMatch(/Conversions API 400 \(code 190\): Invalid OAuth access token/)
    expect(eventsSent()).toHaveLength(1)
    const [logged] = await harness.database.db.select().from(automationLogs).where(eq(automationLogs.step, pipelineSteps.adConversion))
    expect(logged).toMatchObject({ status: 'error', leadId })
    expect(logged!.message).toMatch(/^A won customer \(Dana Reyes, Purchase\) was not told to Meta: Conversions API 400 \(code 190\)/)
    expect((await status()).metaConversions).toEqual({ state: 'failing', lastEventAt: null, lastError: row!.lastError })

    // The public dashboard sees the states alone.
    const publicView = automationStatusSchema.parse((await harness.app.inject({ method: 'GET', url: '/api/automation/status' })).json())
    expect(publicView.details!.adConnections).toEqual({ metaLeads: { state: 'on' }, metaConversions: { state: 'failing' }, googleLeads: { state: 'off' }, googleConversions: { state: 'off' } })
  })
})
