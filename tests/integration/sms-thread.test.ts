import { and, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '@/server/app'
import { automationLogs, leads, smsOutbox } from '@/server/db/schema'
import { ownerTextMaxLength, ownerTextRefusalSchema, ownerTextResponseSchema, threadApi, type LeadThread, type ThreadEntry } from '@/shared/inbound'
import { smsApi, smsConsent } from '@/shared/texts'
import { startTwilioFake, type TwilioFake } from '../fakes/twilio-fake'
import { humanFormFields, validContact } from '../support/fixtures'
import { operatorCalls } from '../support/operator'
import { waitForIdleQueue } from '../support/pipeline'
import { fakeProviders, ownerEmail } from '../support/providers'
import { buildTestApp, useTestApp } from '../support/test-app'
import { createTestDatabase, type TestDatabase } from '../support/test-database'

/**
 * Texts in the lead's thread and the owner's answer by text (issue 31), on both databases, against
 * the Twilio fake on loopback: the lead's texts and ours in time order with the e-mails; the
 * owner's text written to the text outbox and sent once; refused with 409 and the reason, with
 * nothing sent, after STOP, without consent or with texts off; 502 and a failed row when Twilio
 * fails for now; operator only.
 */

let twilio: TwilioFake
const publicUrl = 'https://bluegrassai.example'
// Started before the shared app is built: every instance on a database must be configured alike,
// since any of them may take any job.
beforeAll(async () => {
  twilio = await startTwilioFake()
})
const harness = useTestApp(() => ({ config: { publicUrl, ownerEmail, providers: fakeProviders({ twilio }) } }), { idleQueueMs: 20_000 })
afterEach(() => {
  twilio.messages.length = 0
  twilio.optedOut.clear()
  twilio.faults.clear()
})
afterAll(async () => {
  await twilio?.close()
})

const { call } = operatorCalls(() => undefined, '10.31')

let sid = 0
/** A text from `from` to the business number, as Twilio's signed webhook delivers it. */
function textFrom(from: string, body: string, app: App = harness.app) {
  const params = { MessageSid: `SM${String(++sid).padStart(32, '0')}`, AccountSid: twilio.accountSid, From: from, To: twilio.phoneNumber, Body: body, NumMedia: '0' }
  const { headers, body: payload } = twilio.signedForm(`${publicUrl}${smsApi.inbound}`, params)
  return app.inject({ method: 'POST', url: smsApi.inbound, headers, payload })
}

/** A lead from the contact form, with its number (typed as people do) and the consent box as given. */
async function leadWith(email: string, line: string, smsConsent: boolean, app: App = harness.app, database: TestDatabase = harness.database) {
  const response = await app.inject({ method: 'POST', url: '/api/contact', payload: { ...validContact({ email, phone: `(859) 555-${line}` }), smsConsent, ...humanFormFields() } })
  expect(response.statusCode, response.body).toBe(201)
  await waitForIdleQueue(database)
  const [lead] = await database.db.select().from(leads).where(eq(leads.email, email))
  return { id: lead!.id, phone: `+1859555${line}` }
}

async function threadOf(leadId: string, app: App = harness.app): Promise<LeadThread> {
  const response = await call(app, 'GET', threadApi.thread(leadId))
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

const textsIn = (thread: LeadThread) => thread.entries.filter((entry) => entry.direction === 'text-out' || entry.direction === 'text-in')
const sentTo = (phone: string) => twilio.messages.filter((message) => message.to === phone)
const ownerTexts = (leadId: string) => harness.database.db.select().from(smsOutbox).where(and(eq(smsOutbox.leadId, leadId), eq(smsOutbox.kind, 'owner-reply')))

describe(`texts in the lead's thread, on ${process.env.TEST_DATABASE}`, () => {
  it("shows the lead's text and our first text in time order with the e-mails, and says the owner may text", async () => {
    const lead = await leadWith('thread-texter@example.com', '0201', true)
    expect(sentTo(lead.phone)).toHaveLength(1)
    expect((await textFrom(lead.phone, 'Tuesday morning works for me')).statusCode).toBe(200)

    const thread = await threadOf(lead.id)
    // The Day 3 text, cancelled by the lead's answer, is there too, shown as cancelled.
    const followUp = textsIn(thread).find((entry) => entry.direction === 'text-out' && entry.kind === 'follow-up')
    expect(followUp).toMatchObject({ status: 'cancelled' })
    const texts = textsIn(thread).filter((entry) => entry !== followUp)
    expect(texts.map((entry) => entry.direction)).toEqual(['text-out', 'text-in'])
    expect(texts[0]).toMatchObject({ direction: 'text-out', kind: 'first-answer', to: lead.phone, status: 'sent', deliveryStatus: 'queued', lastError: null })
    expect((texts[0] as Extract<ThreadEntry, { direction: 'text-out' }>).body).toContain('Hi Riley')
    expect(texts[1]).toMatchObject({ direction: 'text-in', from: lead.phone, body: 'Tuesday morning works for me', keyword: null })
    // One thread: the e-mails are in it too, and the whole of it is in time order.
    expect(thread.entries.some((entry) => entry.direction === 'out')).toBe(true)
    const times = thread.entries.map((entry) => entry.at)
    expect(times).toEqual([...times].sort())
    expect(thread.texts).toEqual({ on: true, phone: lead.phone, optedOut: false, unreachable: null, canText: true, why: null })
    // The consent the first text rests on, with the wording the visitor agreed to, before it.
    const consent = thread.entries.find((entry) => entry.direction === 'consent')
    expect(consent).toMatchObject({ phone: lead.phone, wording: smsConsent.disclosure })
    expect(thread.entries.indexOf(consent!)).toBeLessThan(thread.entries.indexOf(texts[0]!))
  })

  it("sends the owner's text once: kept in the text outbox, in the thread as sent, and logged on the lead", async () => {
    const lead = await leadWith('owner-text@example.com', '0202', true)
    twilio.messages.length = 0

    const response = await call(harness.app, 'POST', threadApi.text(lead.id), { body: '  Tuesday at 2:30 works. Talk then!  ' })
    expect(response.statusCode, response.body).toBe(201)
    const answer = ownerTextResponseSchema.parse(response.json())
    expect(answer).toMatchObject({ outcome: 'sent', status: 'sent', entry: { direction: 'text-out', kind: 'owner-reply', to: lead.phone, body: 'Tuesday at 2:30 works. Talk then!', status: 'sent' } })

    expect(sentTo(lead.phone).map((message) => message.body)).toEqual(['Tuesday at 2:30 works. Talk then!'])
    expect(sentTo(lead.phone)[0]!.statusCallback).toBe(`${publicUrl}${smsApi.status}`)
    const rows = await ownerTexts(lead.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]!.idempotencyKey).toMatch(/^owner-reply:[0-9a-f-]{36}$/)
    expect(rows[0]).toMatchObject({ status: 'sent', attempts: 1, providerSid: sentTo(lead.phone)[0]!.sid })

    const thread = await threadOf(lead.id)
    expect(textsIn(thread).find((entry) => entry.id === answer.entry!.id)).toMatchObject({ kind: 'owner-reply', status: 'sent' })
    const logged = await harness.database.db.select().from(automationLogs).where(eq(automationLogs.leadId, lead.id))
    expect(logged.map((entry) => entry.message)).toContain(`The owner texted Riley Morgan at ${lead.phone}`)

    // Nothing sends it again afterwards (no job holds an owner's text).
    await waitForIdleQueue(harness.database)
    expect(sentTo(lead.phone)).toHaveLength(1)
  })

  it('refuses with 409 after the number sent STOP, and sends nothing', async () => {
    const lead = await leadWith('stopped@example.com', '0203', true)
    await textFrom(lead.phone, 'STOP')
    twilio.messages.length = 0

    const thread = await threadOf(lead.id)
    expect(textsIn(thread).filter((entry) => entry.direction === 'text-in')).toMatchObject([{ body: 'STOP', keyword: 'opt-out' }])
    expect(thread.texts).toMatchObject({ on: true, phone: lead.phone, optedOut: true, canText: false })
    expect(thread.texts.why).toMatch(new RegExp(`^\\${lead.phone} sent STOP on \\d{4}-\\d{2}-\\d{2}`))

    const response = await call(harness.app, 'POST', threadApi.text(lead.id), { body: 'Are you still interested?' })
    expect(response.statusCode).toBe(409)
    const refusal = ownerTextRefusalSchema.parse(response.json())
    expect(refusal).toMatchObject({ outcome: 'blocked', entry: null })
    expect(refusal.error).toBe(`Text not sent: ${thread.texts.why}`)
    expect(sentTo(lead.phone)).toEqual([])
    expect(await ownerTexts(lead.id)).toEqual([])
  })

  it('refuses a number that never consented nor texted us, and answers one that texted first', async () => {
    const lead = await leadWith('no-consent@example.com', '0204', false)
    expect(sentTo(lead.phone)).toEqual([])
    const before = await threadOf(lead.id)
    expect(before.texts).toMatchObject({ canText: false, optedOut: false })
    expect(before.texts.why).toContain(`No consent to texts for ${lead.phone}`)
    const refused = await call(harness.app, 'POST', threadApi.text(lead.id), { body: 'Hello from Bluegrass AI' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error).toContain('No consent to texts')
    expect(sentTo(lead.phone)).toEqual([])

    await textFrom(lead.phone, 'Saw your site, can you call me?')
    expect((await threadOf(lead.id)).texts).toMatchObject({ canText: true, why: null })
    const answered = await call(harness.app, 'POST', threadApi.text(lead.id), { body: 'Calling you in five minutes.' })
    expect(answered.statusCode, answered.body).toBe(201)
    expect(sentTo(lead.phone).map((message) => message.body)).toEqual(['Calling you in five minutes.'])
  })

  it('answers 502 when Twilio fails for now, and keeps the text as failed in the thread', async () => {
    const lead = await leadWith('twilio-down@example.com', '0205', true)
    twilio.messages.length = 0
    twilio.faults.inject('500', 1, 'send')

    const response = await call(harness.app, 'POST', threadApi.text(lead.id), { body: 'Still on for Tuesday?' })
    expect(response.statusCode).toBe(502)
    const failure = ownerTextRefusalSchema.parse(response.json())
    expect(failure).toMatchObject({ outcome: 'failed', status: 'failed', entry: { status: 'failed', kind: 'owner-reply' } })
    expect(failure.error).toMatch(/^Text not sent: /)
    expect(sentTo(lead.phone)).toEqual([])

    const shown = textsIn(await threadOf(lead.id)).find((entry) => entry.id === failure.entry!.id)
    expect(shown).toMatchObject({ status: 'failed' })
    expect((shown as Extract<ThreadEntry, { direction: 'text-out' }>).lastError).toBeTruthy()
    const logged = await harness.database.db.select().from(automationLogs).where(and(eq(automationLogs.leadId, lead.id), eq(automationLogs.status, 'error')))
    expect(logged.map((entry) => entry.message).join('\n')).toContain("The owner's text to Riley Morgan was not sent")
  })

  it('names body when it is empty or too long, and 404s an unknown lead', async () => {
    const lead = await leadWith('bad-body@example.com', '0206', true)
    twilio.messages.length = 0
    for (const body of [{ body: '   ' }, { body: 'x'.repeat(ownerTextMaxLength + 1) }, {}, { body: 'hi', extra: true }]) {
      const response = await call(harness.app, 'POST', threadApi.text(lead.id), body)
      expect(response.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400)
      expect(Object.keys(response.json().fields)).toEqual([Object.hasOwn(body, 'extra') ? 'extra' : 'body'])
      // A field called `body` is named with its own message, not taken for the whole request.
      if (!Object.hasOwn(body, 'extra')) expect(response.json().fields.body).toMatch(/^(Write a text|A text must be at most)/)
    }
    expect((await call(harness.app, 'POST', threadApi.text('00000000-0000-4000-8000-000000000000'), { body: 'Hello' })).statusCode).toBe(404)
    expect((await call(harness.app, 'POST', threadApi.text('not-a-lead'), { body: 'Hello' })).statusCode).toBe(404)
    expect(sentTo(lead.phone)).toEqual([])
  })

  it('answers 401 without the operator session, and sends nothing', async () => {
    const lead = await leadWith('signed-out@example.com', '0207', true)
    twilio.messages.length = 0
    const response = await harness.app.inject({ method: 'POST', url: threadApi.text(lead.id), payload: { body: 'Hello' } })
    expect(response.statusCode).toBe(401)
    expect(sentTo(lead.phone)).toEqual([])
    expect(await ownerTexts(lead.id)).toEqual([])
  })

  it('refuses with 409 when texts are off, and says which settings turn them on', async () => {
    // Texts off is another configuration: its own database, so no instance configured otherwise takes its jobs.
    const database = await createTestDatabase()
    const off = await buildTestApp(database, { config: { publicUrl, ownerEmail } })
    try {
      const lead = await leadWith('texts-off@example.com', '0208', true, off, database)
      const thread = await threadOf(lead.id, off)
      const why = 'Texts are off: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_PHONE_NUMBER are not set'
      expect(thread.texts).toEqual({ on: false, phone: lead.phone, optedOut: false, unreachable: null, canText: false, why })
      const response = await call(off, 'POST', threadApi.text(lead.id), { body: 'Hello' })
      expect(response.statusCode).toBe(409)
      expect(response.json().error).toBe(`Text not sent: ${why}`)
      expect(await database.db.select().from(smsOutbox).where(eq(smsOutbox.kind, 'owner-reply'))).toEqual([])
      expect(twilio.messages).toEqual([])
    } finally {
      await off.close()
      await database.destroy()
    }
  })
})
