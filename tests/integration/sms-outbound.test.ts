import { and, eq, sql } from 'drizzle-orm'
import { jobNames } from '@/server/jobs/names'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '@/server/app'
import { automationLogs, leadEvents, leads, smsConsents, smsOutbox, smsUnreachableNumbers, tasks } from '@/server/db/schema'
import { countSegments } from '@/shared/sms-segments'
import type { TestConfig } from '../support/test-app'
import { smsApi, smsConsent } from '@/shared/texts'
import { startTwilioFake, type TwilioFake } from '../fakes/twilio-fake'
import { humanFormFields, validAssessment, validContact } from '../support/fixtures'
import { waitForIdleQueue } from '../support/pipeline'
import { waitFor } from '../support/wait-for'
import { fakeProviders, ownerEmail } from '../support/providers'
import { buildTestApp, testConfig, useTestApp } from '../support/test-app'
import { createTestDatabase, type TestDatabase } from '../support/test-database'

/**
 * Texts from the product (issue 31 items 2, 3, 6 and 7), on both databases, against a Twilio fake
 * on loopback: consent recorded with its wording, page, address and zone; the first answer by
 * text in seconds, one GSM-7 segment, with a short booking link; never without consent, never to
 * a number that sent STOP or that Twilio refused for good; retried after a 429; exactly once with
 * two instances; quiet hours; the Day 3 text and the Day 7 call task under the nudge rule;
 * delivery reports on the timeline.
 */

let twilio: TwilioFake
const publicUrl = 'https://bluegrassai.example'
const textsConfig = (): TestConfig => ({ publicUrl, ownerEmail, providers: fakeProviders({ twilio }) })
// Started before the shared app is built: every instance on a database must be configured alike,
// since any of them may take any job.
beforeAll(async () => {
  twilio = await startTwilioFake()
})
const harness = useTestApp(() => ({ config: textsConfig() }), { idleQueueMs: 20_000 })
afterEach(() => {
  twilio.messages.length = 0
  twilio.optedOut.clear()
  twilio.landlines.clear()
})
afterAll(async () => {
  await twilio?.close()
})

const day = 24 * 60
/** The minute of the day now in `zone`. */
function minuteNow(zone: string) {
  const local = new Date(new Date().toLocaleString('en-US', { timeZone: zone }))
  return local.getHours() * 60 + local.getMinutes()
}
/** Quiet hours ten hours away from now in the owner's zone: nothing in these tests waits for them. */
const neverQuietNow = () => {
  const minute = minuteNow(testConfig().ownerTimeZone)
  return { start: (minute + 600) % day, end: (minute + 601) % day }
}

const texts = (overrides: Partial<ReturnType<typeof testConfig>['texts']> = {}): TestConfig['texts'] => ({ ...testConfig().texts, ...overrides })

/** A second instance over the shared database, configured as the first. */
async function secondInstance(): Promise<App> {
  return buildTestApp(harness.database, { config: textsConfig() })
}

/** An app with its own configuration needs its own database: no other instance takes its jobs. */
async function withOwnApp(config: TestConfig, test: (app: App, database: TestDatabase) => Promise<void>) {
  const database = await createTestDatabase()
  const app = await buildTestApp(database, { config: { ...textsConfig(), ...config } })
  try {
    await test(app, database)
  } finally {
    await app.close()
    await database.destroy()
  }
}

let number = 100
/** A fresh US mobile-or-landline number (Kentucky's 859), as a visitor types it and in E.164. */
function nextPhone() {
  number += 1
  const line = `01${String(number).slice(-2)}`
  return { typed: `(859) 555-${line}`, e164: `+1859555${line}` }
}

const contact = (app: App, fields: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/contact', headers, payload: { ...validContact(), ...humanFormFields(), ...fields } })

const db = (database: TestDatabase = harness.database) => database.db
const leadByEmail = async (email: string, database?: TestDatabase) => (await db(database).select().from(leads).where(eq(leads.email, email)))[0]!
const textsTo = (e164: string) => twilio.messages.filter((message) => message.to === e164)
const rowsFor = (leadId: string, database?: TestDatabase) => db(database).select().from(smsOutbox).where(eq(smsOutbox.leadId, leadId))
const eventsOf = async (leadId: string, type: (typeof leadEvents.$inferSelect)['type']) =>
  db().select().from(leadEvents).where(and(eq(leadEvents.leadId, leadId), eq(leadEvents.type, type)))

describe(`texts from the product, on ${process.env.TEST_DATABASE}`, () => {
  it('records the consent with its wording, page, address and zone, and texts the first answer in seconds, in one GSM-7 segment with a short booking link', async () => {
    const phone = nextPhone()
    const started = Date.now()
    const response = await contact(
      harness.app,
      { email: 'consent@example.com', phone: phone.typed, smsConsent: true, timeZone: 'America/Chicago' },
      { referer: 'http://localhost/automation', 'x-forwarded-for': '203.0.113.9' },
    )
    expect(response.statusCode).toBe(201)
    await waitForIdleQueue(harness.database)
    const lead = await leadByEmail('consent@example.com')

    const [consent] = await db().select().from(smsConsents).where(eq(smsConsents.leadId, lead.id))
    expect(consent).toMatchObject({ phone: phone.e164, wording: smsConsent.disclosure, timeZone: 'America/Chicago' })
    expect(consent!.page).toMatch(/^\/|site/)
    expect(consent!.clientAddress).toBeTruthy()
    expect(await eventsOf(lead.id, 'sms-consented')).toHaveLength(1)

    const sent = textsTo(phone.e164)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.at - started).toBeLessThan(5_000)
    const body = sent[0]!.body
    expect(body).toContain('Hi Riley')
    expect(body).toContain('Morgan Heating & Air')
    expect(body).toContain('Reply STOP to opt out.')
    expect(countSegments(body)).toMatchObject({ encoding: 'GSM-7', segments: 1 })
    expect(sent[0]!.statusCallback).toBe(`${publicUrl}${smsApi.status}`)
    // No personal data in the link: a short random code that opens the lead's signed /book link.
    const link = /https:\/\/bluegrassai\.example(\/b\/[A-Za-z0-9]{10})\b/.exec(body)
    expect(link).not.toBeNull()
    expect(body).not.toContain('consent@example.com')
    const opened = await harness.app.inject({ method: 'GET', url: link![1]! })
    expect(opened.statusCode).toBe(302)
    expect(opened.headers.location).toMatch(/\/book\?t=p1\./)
    expect((await harness.app.inject({ method: 'GET', url: '/b/Nonexistent' })).headers.location).toBe('/book')

    const [row] = await rowsFor(lead.id)
    expect(row).toMatchObject({ kind: 'first-answer', status: 'sent', to: phone.e164 })
    expect(row!.providerSid).toBe(sent[0]!.sid)
    expect(await eventsOf(lead.id, 'texted')).toHaveLength(1)
  })

  it('never texts without consent: the box unticked, the lead is answered by e-mail only and the log says why', async () => {
    const phone = nextPhone()
    expect((await contact(harness.app, { email: 'no-consent@example.com', phone: phone.typed })).statusCode).toBe(201)
    await waitForIdleQueue(harness.database)
    const lead = await leadByEmail('no-consent@example.com')
    expect(textsTo(phone.e164)).toEqual([])
    expect(await rowsFor(lead.id)).toEqual([])
    const logged = await db().select().from(automationLogs).where(eq(automationLogs.leadId, lead.id))
    expect(logged.map((entry) => entry.message)).toContain('No text sent: the lead did not agree to texts on the form (answered by e-mail only)')
  })

  it('answers a ticked box beside a phone that cannot take a text with 422 naming phone, and stores nothing', async () => {
    for (const phone of ['not a phone', '', '(800) 555-0100']) {
      const response = await contact(harness.app, { email: 'bad-phone@example.com', phone, smsConsent: true })
      expect(response.statusCode).toBe(422)
      expect(response.json()).toMatchObject({ fields: { phone: smsConsent.phoneProblem } })
    }
    expect(await db().select().from(leads).where(eq(leads.email, 'bad-phone@example.com'))).toEqual([])
    const assessment = await harness.app.inject({ method: 'POST', url: '/api/assessment', payload: { ...validAssessment(), ...humanFormFields(), phone: '12', smsConsent: true } })
    expect(assessment.statusCode).toBe(422)
    expect(assessment.json().fields).toEqual({ phone: smsConsent.phoneProblem })
  })

  it('takes the consent from a form posted without JavaScript (smsConsent=on), with the form’s page', async () => {
    const phone = nextPhone()
    const form = new URLSearchParams({ ...validAssessment({ email: 'nojs@example.com', phone: phone.typed }), ...humanFormFields(), smsConsent: 'on' })
    const response = await harness.app.inject({ method: 'POST', url: '/assessment', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form.toString() })
    expect(response.statusCode).toBe(303)
    await waitForIdleQueue(harness.database)
    const lead = await leadByEmail('nojs@example.com')
    const [consent] = await db().select().from(smsConsents).where(eq(smsConsents.leadId, lead.id))
    expect(consent).toMatchObject({ phone: phone.e164, page: '/assessment', timeZone: null })
    expect(textsTo(phone.e164)).toHaveLength(1)

    const unticked = await harness.app.inject({
      method: 'POST',
      url: '/assessment',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...validAssessment({ email: 'nojs-2@example.com', phone: 'abc' }), ...humanFormFields(), smsConsent: 'on' }).toString(),
    })
    expect(unticked.statusCode).toBe(422)
    expect(unticked.body).toContain(smsConsent.phoneProblem.replaceAll('"', '&quot;'))
  })

  it('sends nothing to a number that sent STOP, and cancels the text with why', async () => {
    const phone = nextPhone()
    const stop = { MessageSid: `SMstop${phone.e164.slice(1)}0000000000000000`, AccountSid: twilio.accountSid, From: phone.e164, To: twilio.phoneNumber, Body: 'STOP', NumMedia: '0' }
    const signed = twilio.signedForm(`${publicUrl}${smsApi.inbound}`, stop)
    expect((await harness.app.inject({ method: 'POST', url: smsApi.inbound, headers: signed.headers, payload: signed.body })).statusCode).toBe(200)
    await contact(harness.app, { email: 'stopped@example.com', phone: phone.typed, smsConsent: true })
    await waitForIdleQueue(harness.database)
    const lead = await leadByEmail('stopped@example.com')
    expect(textsTo(phone.e164)).toEqual([])
    const [row] = await rowsFor(lead.id)
    expect(row).toMatchObject({ status: 'cancelled' })
    expect(row!.lastError).toContain('sent STOP')
  })

  it('records Twilio’s permanent refusal (21610) on the lead and never tries that number again', async () => {
    const phone = nextPhone()
    twilio.optedOut.add(phone.e164)
    await contact(harness.app, { email: 'refused@example.com', phone: phone.typed, smsConsent: true })
    await waitForIdleQueue(harness.database)
    const lead = await leadByEmail('refused@example.com')
    const [unreachable] = await db().select().from(smsUnreachableNumbers).where(eq(smsUnreachableNumbers.phone, phone.e164))
    expect(unreachable).toMatchObject({ code: 21610 })
    expect(await eventsOf(lead.id, 'text-refused')).toHaveLength(1)
    expect((await rowsFor(lead.id))[0]).toMatchObject({ status: 'cancelled', errorCode: 21610 })

    // Another lead with the same number: refused before any call to Twilio.
    twilio.optedOut.delete(phone.e164)
    await contact(harness.app, { email: 'refused-2@example.com', phone: phone.typed, smsConsent: true })
    await waitForIdleQueue(harness.database)
    expect(textsTo(phone.e164)).toEqual([])
    const second = await leadByEmail('refused-2@example.com')
    expect((await rowsFor(second.id))[0]!.lastError).toContain('cannot take texts')
  })

  it('retries after Twilio’s 429 and sends the text once', async () => {
    const phone = nextPhone()
    twilio.tooManyRequests(1)
    await contact(harness.app, { email: 'retried@example.com', phone: phone.typed, smsConsent: true })
    // The retry is due a moment after the refusal: wait for the text, not only for a quiet queue.
    await waitFor(async () => (textsTo(phone.e164).length > 0 ? true : undefined), 15_000, 'the retried text')
    await waitForIdleQueue(harness.database)
    expect(textsTo(phone.e164)).toHaveLength(1)
    const lead = await leadByEmail('retried@example.com')
    expect((await rowsFor(lead.id))[0]).toMatchObject({ status: 'sent', attempts: 2 })
  })

  it('sends each first text exactly once with two instances taking the same jobs', async () => {
    const second = await secondInstance()
    try {
      const phones = Array.from({ length: 8 }, () => nextPhone())
      const responses = await Promise.all(phones.map((phone, index) => contact(index % 2 ? second : harness.app, { email: `twice-${index}@example.com`, phone: phone.typed, smsConsent: true })))
      expect(responses.map((response) => response.statusCode)).toEqual(phones.map(() => 201))
      await waitFor(async () => (phones.every((phone) => textsTo(phone.e164).length > 0) ? true : undefined), 15_000, 'a text to each lead')
      await waitForIdleQueue(harness.database)
      for (const phone of phones) expect(textsTo(phone.e164)).toHaveLength(1)
    } finally {
      await second.close()
    }
  })

  it('holds texts past the hourly cap for the owner', async () => {
    await withOwnApp({ texts: texts({ hourlyCap: 1 }) }, async (capped, database) => {
      const [first, second] = [nextPhone(), nextPhone()]
      await contact(capped, { email: 'cap-1@example.com', phone: first.typed, smsConsent: true })
      await waitForIdleQueue(database)
      await contact(capped, { email: 'cap-2@example.com', phone: second.typed, smsConsent: true })
      await waitForIdleQueue(database)
      expect(textsTo(first.e164)).toHaveLength(1)
      expect(textsTo(second.e164)).toEqual([])
      const lead = await leadByEmail('cap-2@example.com', database)
      const [row] = await rowsFor(lead.id, database)
      expect(row).toMatchObject({ status: 'held' })
      expect(row!.lastError).toContain('SMS_HOURLY_CAP')
    })
  })

  it('keeps quiet hours for the Day 3 text, but answers an inquiry made minutes ago at once', async () => {
    // Quiet from an hour ago to three hours from now, wherever the clock is.
    const zone = 'America/New_York'
    const minute = minuteNow(zone)
    const quiet = { start: (minute - 60 + day) % day, end: (minute + 180) % day }
    await withOwnApp({ ownerTimeZone: zone, texts: texts({ quietHours: quiet, followUpDelaySeconds: 1 }) }, async (night, database) => {
      const phone = nextPhone()
      await contact(night, { email: 'night@example.com', phone: phone.typed, smsConsent: true, timeZone: zone })
      await waitForIdleQueue(database)
      expect(textsTo(phone.e164)).toHaveLength(1)
      const lead = await leadByEmail('night@example.com', database)
      const followUp = (await rowsFor(lead.id, database)).find((row) => row.kind === 'follow-up')
      expect(followUp).toMatchObject({ status: 'scheduled' })
      // It waits for the window's end, hours from now: not the second after.
      expect(followUp!.sendAfter!.getTime() - Date.now()).toBeGreaterThan(60 * 60_000)
    })
  })

  it('sends the Day 3 text and makes the Day 7 call task while the nudge rule allows, and skips both with the reason once the lead replied', async () => {
    await withOwnApp({ texts: texts({ quietHours: neverQuietNow(), followUpDelaySeconds: 1, callTaskDelaySeconds: 2 }) }, async (quick, database) => {
      const [quiet, replying] = [nextPhone(), nextPhone()]
      await contact(quick, { email: 'sequence@example.com', phone: quiet.typed, smsConsent: true })
      await contact(quick, { email: 'replied@example.com', phone: replying.typed, smsConsent: true, fullName: 'Sam Reply' })
      // The second lead answers at once, before the Day 3 text can fall due.
      const reply = { MessageSid: `SMreply${replying.e164.slice(1)}000000000000000`, AccountSid: twilio.accountSid, From: replying.e164, To: twilio.phoneNumber, Body: 'Yes call me', NumMedia: '0' }
      const signed = twilio.signedForm(`${publicUrl}${smsApi.inbound}`, reply)
      await quick.inject({ method: 'POST', url: smsApi.inbound, headers: signed.headers, payload: signed.body })
      // Both delayed jobs of both leads have run once every Day 7 job is done.
      const callJobsDone = async () => {
        const result = (await database.db.execute(sql`select count(*)::int as done from pgboss.job where name = ${jobNames.callTask} and state = 'completed'`)) as unknown as { rows: { done: number }[] }
        return result.rows[0]!.done >= 2 && textsTo(quiet.e164).length >= 2 ? true : undefined
      }
      await waitFor(callJobsDone, 20_000, 'the Day 3 texts and Day 7 tasks')
      await waitForIdleQueue(database)

      expect(textsTo(quiet.e164).map((message) => message.body)).toEqual([expect.stringContaining('we got your request'), expect.stringContaining('again')])
      const lead = await leadByEmail('sequence@example.com', database)
      expect(await db(database).select().from(tasks).where(and(eq(tasks.leadId, lead.id), eq(tasks.idempotencyKey, `lead:${lead.id}:day-7-call`)))).toHaveLength(1)

      expect(textsTo(replying.e164)).toHaveLength(1)
      const other = await leadByEmail('replied@example.com', database)
      expect((await rowsFor(other.id, database)).find((row) => row.kind === 'follow-up')).toMatchObject({ status: 'cancelled' })
      expect(await db(database).select().from(tasks).where(eq(tasks.idempotencyKey, `lead:${other.id}:day-7-call`))).toEqual([])
      const logged = (await db(database).select().from(automationLogs).where(eq(automationLogs.leadId, other.id))).map((entry) => entry.message)
      expect(logged.some((message) => message.startsWith('Day 7 call task not made: '))).toBe(true)
    })
  })

  it('puts signed delivery reports on the lead’s timeline once, and refuses unsigned ones', async () => {
    const phone = nextPhone()
    await contact(harness.app, { email: 'reported@example.com', phone: phone.typed, smsConsent: true })
    await waitForIdleQueue(harness.database)
    const [sent] = textsTo(phone.e164)
    const report = { MessageSid: sent!.sid, MessageStatus: 'delivered', AccountSid: twilio.accountSid, From: twilio.phoneNumber, To: phone.e164 }
    const signed = twilio.signedForm(`${publicUrl}${smsApi.status}`, report)
    for (let time = 0; time < 2; time += 1) {
      expect((await harness.app.inject({ method: 'POST', url: smsApi.status, headers: signed.headers, payload: signed.body })).statusCode).toBe(204)
    }
    const forged = await harness.app.inject({ method: 'POST', url: smsApi.status, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ ...report, MessageStatus: 'failed' }).toString() })
    expect(forged.statusCode).toBe(403)
    const lead = await leadByEmail('reported@example.com')
    expect((await rowsFor(lead.id))[0]).toMatchObject({ deliveryStatus: 'delivered' })
    const delivery = await eventsOf(lead.id, 'text-delivery')
    expect(delivery).toHaveLength(1)
    expect(delivery[0]!.data).toMatchObject({ status: 'delivered' })
  })

  it('tells the owner’s phone of each text, with the name, business and link only, and no more than 10 an hour', async () => {
    const ownerPhone = '+18595550999'
    await withOwnApp({ texts: texts({ ownerPhone }) }, async (app, database) => {
      const phone = nextPhone()
      await contact(app, { email: 'alerting@example.com', phone: phone.typed })
      await waitForIdleQueue(database)
      const send = async (from: string, body: string, sid: string) => {
        const params = { MessageSid: sid, AccountSid: twilio.accountSid, From: from, To: twilio.phoneNumber, Body: body, NumMedia: '0' }
        const signed = twilio.signedForm(`${publicUrl}${smsApi.inbound}`, params)
        expect((await app.inject({ method: 'POST', url: smsApi.inbound, headers: signed.headers, payload: signed.body })).statusCode).toBe(200)
      }
      await send(phone.e164, 'My furnace is out, my gate code is 4411', 'SMalert000000000000000000000000001')
      await send(phone.e164, 'STOP', 'SMalert000000000000000000000000002')
      for (let index = 0; index < 11; index += 1) await send(`+1502555${String(1000 + index)}`, 'hello?', `SMflood${String(index).padStart(27, '0')}`)
      await waitForIdleQueue(database)
      const alerts = textsTo(ownerPhone)
      expect(alerts.map((alert) => alert.body)).toContain('Riley Morgan (Morgan Heating & Air) texted the business number. Open: https://bluegrassai.example/admin')
      expect(alerts.map((alert) => alert.body).join(' ')).not.toContain('4411')
      // STOP is not news for the owner; ten an hour at most.
      expect(alerts).toHaveLength(10)
      const held = await database.db.select().from(smsOutbox).where(and(eq(smsOutbox.kind, 'owner-alert'), eq(smsOutbox.status, 'cancelled')))
      expect(held).toHaveLength(2)
      expect(held[0]!.lastError).toContain('more than 10 alerts')
    })
  })
})
