import { and, eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '@/server/app'
import { automationLogs, leads, smsOutbox, tasks, voiceCalls } from '@/server/db/schema'
import { replyTaskDue } from '@/server/domain/inbound/reply-task'
import { weekdays, type WeeklyHours } from '@/shared/booking'
import { threadApi, type LeadThread, type ThreadEntry } from '@/shared/inbound'
import { insightsApi, insightsSchema } from '@/shared/insights'
import { smsApi } from '@/shared/texts'
import { voiceApi } from '@/shared/voice'
import { startTwilioFake, type TwilioFake } from '../fakes/twilio-fake'
import { createVoiceCaller, type CallScript } from '../fakes/twilio-voice-fake'
import { humanFormFields, validContact } from '../support/fixtures'
import { holdTheDatabase } from '../support/hold-database'
import { operatorCalls } from '../support/operator'
import { waitForIdleQueue } from '../support/pipeline'
import { fakeProviders, ownerEmail } from '../support/providers'
import { buildTestApp, testConfig, useTestApp } from '../support/test-app'
import { waitFor } from '../support/wait-for'

/**
 * Calls to the business number (issue 32), on both databases, placed by the Twilio voice fake on
 * loopback the way Twilio places them (signed webhooks over PUBLIC_URL, each TwiML action followed):
 * in the owner's hours the owner's phone rings; a call the owner does not answer is missed: a lead
 * by the number (source 'Phone'), the task 'Call back …', the owner's alert, a text-back once a day
 * (never after STOP), then a voicemail played in the back office through the server; every
 * webhook answered once however often Twilio sends it; a forged one refused with nothing stored.
 */

let twilio: TwilioFake
const publicUrl = 'https://bluegrassai.example'
const ownerPhone = '+18595550199'
const allDay = Object.fromEntries(weekdays.map((day) => [day, [{ start: '00:00', end: '23:59' }]])) as WeeklyHours
const never = Object.fromEntries(weekdays.map((day) => [day, []])) as unknown as WeeklyHours

beforeAll(async () => {
  twilio = await startTwilioFake()
})
const appConfig = (hours: WeeklyHours) => {
  const base = testConfig()
  return { publicUrl, ownerEmail, providers: fakeProviders({ twilio }), texts: { ...base.texts, ownerPhone }, voice: { ...base.voice, hours } }
}
// The owner's hours are the only difference between the two apps: any of them may take any job.
const harness = useTestApp(() => ({ config: appConfig(allDay) }), { idleQueueMs: 20_000 })
let afterHours: App
beforeAll(async () => {
  afterHours = await buildTestApp(harness.database, { config: appConfig(never) })
})
afterEach(() => {
  twilio.messages.length = 0
  twilio.optedOut.clear()
})
afterAll(async () => {
  await afterHours?.close()
  await twilio?.close()
})

const { call: operator } = operatorCalls(() => undefined, '10.33')

/** A caller on the business number, its webhooks delivered to `app` as Twilio would send them to PUBLIC_URL. */
function caller(app: App) {
  return createVoiceCaller(twilio, {
    voiceUrl: `${publicUrl}${voiceApi.inbound}`,
    statusCallbackUrl: `${publicUrl}${voiceApi.status}`,
    send: async (url, request) => {
      const { pathname, search } = new URL(url)
      const response = await app.inject({ method: request.method, url: `${pathname}${search}`, headers: request.headers, ...(request.method === 'POST' ? { payload: request.body } : {}) })
      return { status: response.statusCode, body: response.body, contentType: String(response.headers['content-type'] ?? '') }
    },
  })
}
const place = (script: CallScript, app: App = harness.app) => caller(app).call(script)

const callRow = async (callSid: string) => (await harness.database.db.select().from(voiceCalls).where(eq(voiceCalls.callSid, callSid)))[0]!
const textsTo = (phone: string) => twilio.messages.filter((message) => message.to === phone)

async function threadOf(leadId: string): Promise<LeadThread> {
  const response = await operator(harness.app, 'GET', threadApi.thread(leadId))
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}
const callEntries = (thread: LeadThread) => thread.entries.filter((entry): entry is Extract<ThreadEntry, { direction: 'call' }> => entry.direction === 'call')

describe(`calls to the business number, on ${process.env.TEST_DATABASE}`, () => {
  it('in the owner’s hours rings the owner’s phone with the caller’s number; answered, the call is on the lead with its length and nothing else happens', async () => {
    const result = await place({ from: '+18595550140', dial: [{ status: 'completed', seconds: 45 }] })
    expect(result.errors).toEqual([])
    expect(result.dialled).toEqual([{ number: ownerPhone, timeout: 20, callerId: '+18595550140', status: 'completed' }])
    // Every step's action is absolute, on PUBLIC_URL.
    expect(result.requests.map((request) => request.url)).toContain(`${publicUrl}${voiceApi.dialed}`)
    const row = await callRow(result.callSid)
    expect(row).toMatchObject({ dialStatus: 'completed', ownerSeconds: 45, missedAt: null, inHours: true })
    await waitForIdleQueue(harness.database)
    expect(textsTo('+18595550140')).toEqual([])
    expect(await harness.database.db.select().from(tasks).where(eq(tasks.leadId, row.leadId!))).toEqual([])
    const [entry] = callEntries(await threadOf(row.leadId!))
    expect(entry).toMatchObject({ outcome: 'answered', durationSeconds: 45, from: '+18595550140', voicemail: null })
  })

  it('a call the owner misses makes the lead, the call-back task, the owner’s alert and the text-back in seconds, then takes a voicemail played through the server', async () => {
    const started = Date.now()
    const result = await place({ from: '+18595550141', dial: [{ status: 'no-answer' }], record: [34] })
    expect(result.errors).toEqual([])
    expect(result.said.join(' ')).toContain('leave your name and what you need after the beep')
    const row = await callRow(result.callSid)
    expect(row).toMatchObject({ dialStatus: 'no-answer', handledBy: 'voicemail', recordingSeconds: 34 })
    expect(row.missedAt).not.toBeNull()

    const [text] = await waitFor(async () => (textsTo('+18595550141').length ? textsTo('+18595550141') : undefined), 10_000)
    expect(text!.body).toMatch(/^Sorry we missed your call! Bluegrass AI here\. .* pick a time: https:\/\/bluegrassai\.example\/b\/\w{10} Reply STOP to opt out\.$/)
    expect(text!.at - started).toBeLessThan(10_000)
    const alert = await waitFor(async () => twilio.messages.find((message) => message.to === ownerPhone))
    expect(alert.body).toBe(`Missed call from (859) 555-0141: a call-back task is on your list. Open: ${publicUrl}/admin`)

    const [lead] = await harness.database.db.select().from(leads).where(eq(leads.id, row.leadId!))
    expect(lead).toMatchObject({ email: null, fullName: '(859) 555-0141', source: 'Phone', channelSource: 'phone', phoneE164: '+18595550141' })
    const [task] = await harness.database.db.select().from(tasks).where(eq(tasks.leadId, lead!.id))
    expect(task).toMatchObject({ title: 'Call back (859) 555-0141', type: 'Call', priority: 'High' })
    // Due 15 working minutes after the miss (the owner's hours here: 00:00-23:59 every day).
    const due = replyTaskDue({ receivedAt: row.missedAt!, weeklyHours: allDay, daysOff: [], timeZone: testConfig().ownerTimeZone, workingMinutes: 15 })
    expect(Math.abs(task!.dueDate!.getTime() - due.getTime())).toBeLessThan(1000)
    expect(due.getTime() - row.missedAt!.getTime()).toBeLessThanOrEqual(16 * 60_000)

    const thread = await threadOf(lead!.id)
    const [entry] = callEntries(thread)
    expect(entry).toMatchObject({ outcome: 'voicemail', voicemail: { seconds: 34, url: voiceApi.recording(row.id) } })
    expect(thread.entries.some((one) => one.direction === 'text-out' && one.kind === 'missed-call')).toBe(true)
    // The voicemail, through the server with the account's credentials; never without the operator.
    const audio = await operator(harness.app, 'GET', voiceApi.recording(row.id))
    expect(audio.statusCode).toBe(200)
    expect(audio.headers['content-type']).toContain('audio/')
    expect(audio.rawPayload.length).toBeGreaterThan(100)
    expect((await harness.app.inject({ method: 'GET', url: voiceApi.recording(row.id) })).statusCode).toBe(401)
  })

  it('outside the owner’s hours the phone does not ring: missed at once; a caller who leaves no message is a missed call', async () => {
    const result = await place({ from: '+18595550142', record: [0] }, afterHours)
    expect(result.errors).toEqual([])
    expect(result.dialled).toEqual([])
    const row = await callRow(result.callSid)
    expect(row).toMatchObject({ inHours: false, handledBy: 'voicemail', recordingSid: null })
    await waitFor(async () => (textsTo('+18595550142').length ? true : undefined), 10_000)
    const [entry] = callEntries(await threadOf(row.leadId!))
    expect(entry).toMatchObject({ outcome: 'missed', voicemail: null })
  })

  it('texts a number back once a day however often it calls, never after STOP, and a known lead’s number calls on that lead', async () => {
    const submitted = await harness.app.inject({ method: 'POST', url: '/api/contact', payload: { ...validContact({ email: 'caller@example.com', phone: '859-555-0143' }), ...humanFormFields() } })
    expect(submitted.statusCode).toBe(201)
    await waitForIdleQueue(harness.database)
    const [known] = await harness.database.db.select().from(leads).where(eq(leads.email, 'caller@example.com'))

    const first = await place({ from: '+18595550143', dial: [{ status: 'busy' }], record: [5] })
    const second = await place({ from: '+18595550143', dial: [{ status: 'no-answer' }], record: [0] })
    await waitForIdleQueue(harness.database)
    expect(textsTo('+18595550143')).toHaveLength(1)
    expect((await callRow(first.callSid)).leadId).toBe(known!.id)
    expect((await callRow(second.callSid)).leadId).toBe(known!.id)
    // Two missed calls, two tasks to call back; the second log says why no text went.
    const callBacks = (await harness.database.db.select().from(tasks).where(and(eq(tasks.leadId, known!.id), eq(tasks.type, 'Call')))).filter((task) => task.title === 'Call back Riley Morgan')
    expect(callBacks).toHaveLength(2)
    const logged = await harness.database.db.select().from(automationLogs).where(eq(automationLogs.leadId, known!.id))
    expect(logged.map((entry) => entry.message)).toContain("Missed call from Riley Morgan (no answer in 20 s): task 'Call back Riley Morgan' made; no text-back: this number was texted back today")

    // A number that sent STOP gets no text-back: the row is cancelled with why.
    const stop = twilio.signedForm(`${publicUrl}${smsApi.inbound}`, { MessageSid: `SM${'5'.repeat(32)}`, AccountSid: twilio.accountSid, From: '+18595550144', To: twilio.phoneNumber, Body: 'STOP' })
    expect((await harness.app.inject({ method: 'POST', url: smsApi.inbound, headers: stop.headers, payload: stop.body })).statusCode).toBe(200)
    await place({ from: '+18595550144', dial: [{ status: 'no-answer' }], record: [0] })
    await waitForIdleQueue(harness.database)
    expect(textsTo('+18595550144')).toEqual([])
    const [refused] = await harness.database.db.select().from(smsOutbox).where(and(eq(smsOutbox.to, '+18595550144'), eq(smsOutbox.kind, 'missed-call')))
    expect(refused).toMatchObject({ status: 'cancelled' })
    expect(refused!.lastError).toContain('sent STOP')
  })

  it('answers each webhook once however often Twilio sends it: one call, one task, one text; a caller who hangs up while the phone rings missed us', async () => {
    const result = await place({ from: '+18595550145', dial: [{ status: 'canceled' }], duplicateWebhooks: true })
    expect(result.errors).toEqual([])
    expect(result.requests.filter((request) => request.redelivery).length).toBeGreaterThan(0)
    const rows = await harness.database.db.select().from(voiceCalls).where(eq(voiceCalls.fromE164, '+18595550145'))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ dialStatus: 'canceled', handledBy: null })
    await waitForIdleQueue(harness.database)
    expect(await harness.database.db.select().from(tasks).where(eq(tasks.leadId, rows[0]!.leadId!))).toHaveLength(1)
    expect(textsTo('+18595550145')).toHaveLength(1)
    expect(await harness.database.db.select().from(leads).where(eq(leads.phoneE164, '+18595550145'))).toHaveLength(1)
  })

  it('refuses a webhook without Twilio’s signature with 403 and stores nothing', async () => {
    const params = { CallSid: `CA${'9'.repeat(32)}`, AccountSid: twilio.accountSid, From: '+18595550146', To: twilio.phoneNumber, CallStatus: 'ringing' }
    const signed = twilio.signedForm(`${publicUrl}${voiceApi.inbound}`, params)
    for (const headers of [{ 'content-type': 'application/x-www-form-urlencoded' }, { ...signed.headers, 'x-twilio-signature': 'forged' }]) {
      const response = await harness.app.inject({ method: 'POST', url: voiceApi.inbound, headers, payload: signed.body })
      expect(response.statusCode).toBe(403)
    }
    // Signed for another address: refused too.
    const elsewhere = twilio.signedForm(`https://elsewhere.example${voiceApi.inbound}`, params)
    expect((await harness.app.inject({ method: 'POST', url: voiceApi.inbound, headers: elsewhere.headers, payload: elsewhere.body })).statusCode).toBe(403)
    // Every step the TwiML points to, likewise.
    for (const path of [voiceApi.dialed, voiceApi.recorded, `${voiceApi.turn}?turn=1`, voiceApi.status]) {
      const response = await harness.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: signed.body })
      expect(response.statusCode, path).toBe(403)
    }
    expect(await harness.database.db.select().from(voiceCalls)).toEqual([])
    expect(await harness.database.db.select().from(leads)).toEqual([])
  })

  it('answers within Twilio’s 15 s while the database is unavailable (the caller is asked to call again, nothing stored), and Twilio’s redelivery afterwards is answered afresh', async () => {
    const params = { CallSid: `CA${'7'.repeat(32)}`, AccountSid: twilio.accountSid, From: '+18595550151', To: twilio.phoneNumber, CallStatus: 'ringing' }
    const signed = twilio.signedForm(`${publicUrl}${voiceApi.inbound}`, params)
    const deliver = () => harness.app.inject({ method: 'POST', url: voiceApi.inbound, headers: signed.headers, payload: signed.body })
    const release = await holdTheDatabase(harness.database)
    let held: Awaited<ReturnType<typeof deliver>>
    const started = performance.now()
    try {
      held = await deliver()
    } finally {
      await release()
    }
    expect(performance.now() - started).toBeLessThan(13_000)
    expect(held.statusCode).toBe(200)
    expect(held.headers['content-type']).toMatch(/^text\/xml/)
    expect(held.body).toContain('Please call again in a few minutes')
    expect(await harness.database.db.select().from(voiceCalls).where(eq(voiceCalls.callSid, params.CallSid))).toEqual([])

    const redelivered = await deliver()
    expect(redelivered.statusCode).toBe(200)
    expect(redelivered.body).toContain(`<Dial`)
    expect(redelivered.body).toContain(ownerPhone)
  })

  it.runIf(process.env.TEST_DATABASE === 'postgres')('answers within Twilio’s 15 s when the database is connected but does not answer (a locked table): past 12 s the caller is asked to call again', async () => {
    const params = { CallSid: `CA${'6'.repeat(32)}`, AccountSid: twilio.accountSid, From: '+18595550152', To: twilio.phoneNumber, CallStatus: 'ringing' }
    const signed = twilio.signedForm(`${publicUrl}${voiceApi.inbound}`, params)
    let unlock!: () => void
    let locked!: () => void
    const isLocked = new Promise<void>((resolve) => (locked = resolve))
    const holder = harness.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table voice_webhook_answers in access exclusive mode`)
      locked()
      await new Promise<void>((resolve) => (unlock = resolve))
    })
    await isLocked
    const started = performance.now()
    try {
      const response = await harness.app.inject({ method: 'POST', url: voiceApi.inbound, headers: signed.headers, payload: signed.body })
      const ms = performance.now() - started
      expect(ms).toBeGreaterThanOrEqual(11_900)
      expect(ms).toBeLessThan(14_000)
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain('Please call again in a few minutes')
    } finally {
      unlock()
      await holder
    }
  })

  it('counts the calls by outcome in the insights, and phone as a source', async () => {
    await place({ from: '+18595550147', dial: [{ status: 'completed', seconds: 30 }] })
    await place({ from: '+18595550148', dial: [{ status: 'no-answer' }], record: [12] })
    const quiet = await place({ from: '+18595550149', dial: [{ status: 'busy' }], record: [0] })
    await waitForIdleQueue(harness.database)
    // The third caller answers the text-back by text.
    const reply = twilio.signedForm(`${publicUrl}${smsApi.inbound}`, { MessageSid: `SM${'7'.repeat(32)}`, AccountSid: twilio.accountSid, From: '+18595550149', To: twilio.phoneNumber, Body: 'Call me after 5' })
    expect((await harness.app.inject({ method: 'POST', url: smsApi.inbound, headers: reply.headers, payload: reply.body })).statusCode).toBe(200)
    expect((await callRow(quiet.callSid)).missedAt).not.toBeNull()

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: testConfig().ownerTimeZone }).format(new Date())
    const response = await operator(harness.app, 'GET', `${insightsApi}?from=${today}&to=${today}`)
    expect(response.statusCode, response.body).toBe(200)
    const insights = insightsSchema.parse(response.json())
    expect(insights.calls).toEqual({ total: 3, answered: 1, missed: 2, voicemail: 1, receptionist: 0, textBackReplied: 1, bookedByReceptionist: 0 })
    expect(insights.bySource.find((row) => row.source === 'phone')).toMatchObject({ leads: 3, medium: '(none)' })
  })
})
