import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { adLeads, automationLogs, contactSubmissions, leads, outbox } from '@/server/db/schema'
import { metaGraphVersion } from '@/server/domain/ads/meta-graph'
import { adsApi } from '@/shared/ads'
import { pipelineSteps } from '@/shared/automation'
import { startMetaGraphFake, type MetaGraphFake, type MetaGraphLeadFixture } from '../fakes/meta-graph-fake'
import { startSmtpFake, type SmtpFake } from '../fakes/smtp-fake'
import { waitForIdleQueue } from '../support/pipeline'
import { fakeProviders, ownerEmail } from '../support/providers'
import { useTestApp } from '../support/test-app'
import { waitFor } from '../support/wait-for'

/**
 * Meta Lead Ads in (issue 33 item 1), on both databases, against a Graph API fake on loopback:
 * the subscription check; every delivery checked against its signature over the raw bytes before
 * anything is stored; each lead stored at once, read from the Graph API and answered as a site
 * form's lead (the first e-mail, attributed to the ad); once per leadgen_id however often Meta
 * sends it; a Graph API outage retried, nothing lost; a form without an e-mail address kept, not
 * answered.
 */

let meta: MetaGraphFake
let smtp: SmtpFake
beforeAll(async () => {
  ;[meta, smtp] = await Promise.all([startMetaGraphFake(), startSmtpFake()])
})
const harness = useTestApp(() => ({ config: { ownerEmail, providers: fakeProviders({ meta, smtp }) } }), { idleQueueMs: 20_000 })
afterEach(() => {
  meta.leads.clear()
  meta.faults.clear()
  smtp.messages.length = 0
})
afterAll(async () => {
  await Promise.all([meta?.close(), smtp?.close()])
})

let nextId = 9_100_000_000_000
function lead(overrides: Partial<MetaGraphLeadFixture> & { email?: string | null } = {}): MetaGraphLeadFixture {
  const id = String(nextId++)
  const { email = `dana.${id}@reyesroofing.example`, ...rest } = overrides
  const fixture: MetaGraphLeadFixture = {
    id,
    created_time: new Date().toISOString().replace(/\.\d+Z$/, '+0000'),
    form_id: '1432095630152592',
    ad_id: '6045246247433',
    adset_id: '6045246248033',
    campaign_id: '6045246249033',
    campaign_name: 'Roof repair, spring',
    platform: 'fb',
    field_data: [
      { name: 'full_name', values: ['Dana Reyes'] },
      ...(email ? [{ name: 'email', values: [email] }] : []),
      { name: 'phone_number', values: ['+18595550123'] },
      { name: 'company_name', values: ['Reyes Roofing'] },
      { name: 'how_many_calls_do_you_miss_a_week?', values: ['More than 10'] },
    ],
    ...rest,
  }
  meta.leads.set(fixture.id, fixture)
  return fixture
}
const deliver = (delivery: { body: string; headers: Record<string, string> }) =>
  harness.app.inject({ method: 'POST', url: adsApi.meta, headers: delivery.headers, payload: delivery.body })
const adLeadRows = () => harness.database.db.select().from(adLeads)
const readsOf = (leadgenId: string) => meta.leadReads().filter((request) => request.path.endsWith(`/${leadgenId}`))
const mailsTo = (address: string) => smtp.messages.filter((mail) => mail.to.includes(address))

describe(`Meta Lead Ads, on ${process.env.TEST_DATABASE}`, () => {
  it('answers the subscription check with the challenge only for the verify token', async () => {
    const check = (query: string) => harness.app.inject({ method: 'GET', url: `${adsApi.meta}?${query}` })
    const ok = await check(`hub.mode=subscribe&hub.verify_token=${meta.verifyToken}&hub.challenge=1158201444`)
    expect(ok.statusCode).toBe(200)
    expect(ok.headers['content-type']).toMatch(/^text\/plain/)
    expect(ok.body).toBe('1158201444')
    for (const query of [`hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1`, `hub.verify_token=${meta.verifyToken}&hub.challenge=1`, 'hub.mode=subscribe']) {
      expect((await check(query)).statusCode, query).toBe(403)
    }
  })

  it('refuses a delivery without Meta’s signature over its raw bytes with 403, and stores nothing', async () => {
    const named = lead()
    const signed = meta.delivery([{ leadgenId: named.id }])
    const reserialised = JSON.stringify(JSON.parse(signed.body), null, 1)
    for (const [label, request] of [
      ['unsigned', { body: signed.body, headers: { 'content-type': 'application/json' } }],
      ['forged', { body: signed.body, headers: { ...signed.headers, 'x-hub-signature-256': `sha256=${'0'.repeat(64)}` } }],
      ['the body written again', { body: reserialised, headers: signed.headers }],
    ] as const) {
      expect((await deliver(request)).statusCode, label).toBe(403)
    }
    await waitForIdleQueue(harness.database)
    expect(await adLeadRows()).toEqual([])
    expect(await harness.database.db.select().from(leads)).toEqual([])
    expect(readsOf(named.id)).toHaveLength(0)
  })

  it('stores a new lead at once, reads it from the Graph API and answers it as a site form’s lead, attributed to the ad', async () => {
    const named = lead()
    const email = named.field_data.find((field) => field.name === 'email')!.values[0]!
    const started = performance.now()
    const response = await deliver(meta.delivery([{ leadgenId: named.id }]))
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ received: 1, new: 1 })
    expect(performance.now() - started).toBeLessThan(1_000)

    await waitFor(async () => (mailsTo(email).length > 0 ? true : undefined), 15_000, 'the first answer to the ad lead')
    const [row] = await adLeadRows()
    expect(row).toMatchObject({ platform: 'meta', externalId: named.id, status: 'answered', lastError: null })
    expect(row!.lead).toMatchObject({ fullName: 'Dana Reyes', businessName: 'Reyes Roofing', phone: '+18595550123', campaignName: 'Roof repair, spring', adId: '6045246247433', formId: '1432095630152592' })
    // Read with the Page's token, at the pinned version, asking for the ids and answers.
    const [read] = readsOf(named.id)
    expect(read!.path).toBe(`/${metaGraphVersion}/${named.id}`)
    expect(read!.query.get('access_token')).toBe(meta.pageAccessToken)
    expect(read!.query.get('fields')).toContain('field_data')

    const [stored] = await harness.database.db.select().from(leads).where(eq(leads.id, row!.leadId!))
    expect(stored).toMatchObject({ email, fullName: 'Dana Reyes', businessName: 'Reyes Roofing' })
    expect(stored!.firstTouch).toMatchObject({ utm_source: 'facebook', utm_medium: 'paid_social', utm_campaign: 'Roof repair, spring' })
    const [submission] = await harness.database.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, row!.submissionId!))
    expect(submission!.automationNeeds).toBe('How many calls do you miss a week?: More than 10')
    const [answer] = await harness.database.db.select().from(outbox).where(eq(outbox.idempotencyKey, `first-answer:${row!.leadId}`))
    expect(answer).toMatchObject({ status: 'sent', to: email })
  })

  it('answers a lead once however often Meta delivers it, at once or later', async () => {
    const named = lead()
    const email = named.field_data.find((field) => field.name === 'email')!.values[0]!
    const delivery = meta.delivery([{ leadgenId: named.id }])
    const answers = await Promise.all([deliver(delivery), deliver(delivery), deliver(meta.delivery([{ leadgenId: named.id }, { leadgenId: named.id }]))])
    expect(answers.map((one) => one.statusCode)).toEqual([200, 200, 200])
    expect(answers.reduce((sum, one) => sum + (one.json() as { new: number }).new, 0)).toBe(1)
    await waitFor(async () => (mailsTo(email).length > 0 ? true : undefined), 15_000, 'the first answer')
    expect((await deliver(delivery)).json()).toEqual({ received: 1, new: 0 })
    await waitForIdleQueue(harness.database)
    expect(await adLeadRows()).toHaveLength(1)
    expect(await harness.database.db.select().from(leads).where(eq(leads.email, email))).toHaveLength(1)
    expect(mailsTo(email)).toHaveLength(1)
    expect(readsOf(named.id)).toHaveLength(1)
  })

  it('retries the Graph API through an outage and loses nothing', async () => {
    const named = lead()
    const email = named.field_data.find((field) => field.name === 'email')!.values[0]!
    meta.faults.inject('500', 2)
    expect((await deliver(meta.delivery([{ leadgenId: named.id }]))).statusCode).toBe(200)
    await waitFor(async () => (mailsTo(email).length > 0 ? true : undefined), 30_000, 'the first answer after the outage')
    expect(readsOf(named.id)).toHaveLength(3)
    const [row] = await adLeadRows()
    expect(row).toMatchObject({ status: 'answered', lastError: null })
  })

  it('keeps a lead whose form gave no e-mail address and tells the owner, without answering it', async () => {
    const named = lead({ email: null })
    expect((await deliver(meta.delivery([{ leadgenId: named.id }]))).statusCode).toBe(200)
    await waitFor(async () => ((await adLeadRows())[0]?.status === 'unusable' ? true : undefined), 15_000, 'the lead kept as unusable')
    const logged = await harness.database.db.select().from(automationLogs).where(eq(automationLogs.step, pipelineSteps.adLead))
    expect(logged.map((entry) => entry.message)).toEqual([expect.stringContaining('gave no e-mail address (Dana Reyes, +18595550123)')])
    expect(await harness.database.db.select().from(leads)).toEqual([])
  })
})
