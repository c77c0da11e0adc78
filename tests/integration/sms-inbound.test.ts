import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '@/server/app'
import { automationLogs, leadEvents, leads, outbox, smsMessages, smsOptOuts, tasks } from '@/server/db/schema'
import { helpText } from '@/server/domain/sms/help-text'
import { isOptedOut } from '@/server/services/texts/inbound'
import { site } from '@/shared/site'
import { adminApi, leadListSchema } from '@/shared/admin'
import { threadApi } from '@/shared/inbound'
import { smsApi } from '@/shared/texts'
import { startTwilioFake, type TwilioFake } from '../fakes/twilio-fake'
import { humanFormFields, validContact } from '../support/fixtures'
import { waitForIdleQueue } from '../support/pipeline'
import { operatorCalls } from '../support/operator'
import { fakeProviders, ownerEmail } from '../support/providers'
import { buildTestApp, useTestApp } from '../support/test-app'

/**
 * Texts to the business number (issue 31 items 4 and 5), on both databases: Twilio's webhook is
 * taken only with Twilio's signature over PUBLIC_URL + path; STOP opts the number out before the
 * webhook answers, START opts it back in, HELP is answered; a redelivery counts once.
 */

let twilio: TwilioFake
let textsOn: App
const publicUrl = 'https://bluegrassai.example'
const harness = useTestApp({}, { idleQueueMs: 15_000 })
beforeAll(async () => {
  twilio = await startTwilioFake()
  textsOn = await buildTestApp(harness.database, { config: { publicUrl, ownerEmail, providers: fakeProviders({ twilio }) } })
})
afterAll(async () => {
  await textsOn?.close()
  await twilio?.close()
})

let sid = 0
const inbound = (from: string, body: string, messageSid = `SM${String(++sid).padStart(32, '0')}`) => ({ MessageSid: messageSid, AccountSid: twilio.accountSid, From: from, To: twilio.phoneNumber, Body: body, NumMedia: '0' })

/** Posts a webhook as Twilio would, signed for the URL it was given (PUBLIC_URL + path). */
function deliver(params: Record<string, string>, app: App = textsOn, signedFor = `${publicUrl}${smsApi.inbound}`) {
  const { headers, body } = twilio.signedForm(signedFor, params)
  return app.inject({ method: 'POST', url: smsApi.inbound, headers, payload: body })
}

const { call } = operatorCalls(() => undefined, '10.32')
const storedTexts = () => harness.database.db.select().from(smsMessages)

describe(`texts to the business number, on ${process.env.TEST_DATABASE}`, () => {
  it('refuses a forged, missing or misaddressed signature with 403 and stores nothing', async () => {
    const params = inbound('+18595550123', 'STOP')
    const forged = twilio.signedForm(`${publicUrl}${smsApi.inbound}`, { ...params, Body: 'hello' })
    const attempts = [
      await textsOn.inject({ method: 'POST', url: smsApi.inbound, headers: { ...forged.headers }, payload: new URLSearchParams(params).toString() }),
      await textsOn.inject({ method: 'POST', url: smsApi.inbound, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(params).toString() }),
      await deliver(params, textsOn, `https://elsewhere.example${smsApi.inbound}`),
      // Texts off: no token to check any signature with.
      await deliver(params, harness.app),
    ]
    expect(attempts.map((response) => response.statusCode)).toEqual([403, 403, 403, 403])
    expect(await storedTexts()).toEqual([])
    expect(await harness.database.db.select().from(smsOptOuts)).toEqual([])
  })

  it('opts the number out before it answers STOP, for any case and punctuation, and back in on START', async () => {
    const number = '+18595550124'
    const stop = await deliver(inbound(number, '  Stop. '))
    expect(stop.statusCode).toBe(200)
    expect(stop.headers['content-type']).toMatch(/^text\/xml/)
    expect(stop.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>')
    // In the database by the time the answer arrived.
    expect(await isOptedOut(harness.database.db, number)).toBe(true)
    expect(await isOptedOut(harness.database.db, '+18595550199')).toBe(false)
    await deliver(inbound(number, 'START'))
    expect(await isOptedOut(harness.database.db, number)).toBe(false)
    await deliver(inbound(number, 'unsubscribe'))
    expect(await isOptedOut(harness.database.db, number)).toBe(true)
    const [row] = await harness.database.db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, number))
    expect(row).toMatchObject({ optedOut: true })
  })

  it('answers HELP with who is texting and how to stop', async () => {
    const response = await deliver(inbound('+18595550125', 'help'))
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain(`<Message>${helpText(site).replaceAll('&', '&amp;')}</Message>`)
  })

  it('counts a redelivered message once, and answers it the same', async () => {
    const number = '+18595550126'
    const first = await deliver(inbound(number, 'STOP', 'SMredelivered0000000000000000000001'))
    await deliver(inbound(number, 'START', 'SMredelivered0000000000000000000002'))
    // Twilio retries the first webhook: the number stays opted in.
    const again = await deliver(inbound(number, 'STOP', 'SMredelivered0000000000000000000001'))
    expect(again.statusCode).toBe(200)
    expect(again.body).toBe(first.body)
    expect(await isOptedOut(harness.database.db, number)).toBe(false)
    const stored = (await storedTexts()).filter((text) => text.from === number)
    expect(stored.map((text) => text.body)).toEqual(['STOP', 'START'])
  })

  it('stores a message that is not a keyword, and a sentence with STOP in it is not one', async () => {
    const number = '+18595550127'
    await deliver(inbound(number, 'Can you come Tuesday? Please don’t stop by before 9'))
    expect(await isOptedOut(harness.database.db, number)).toBe(false)
    const [stored] = (await storedTexts()).filter((text) => text.from === number)
    expect(stored).toMatchObject({ direction: 'inbound', keyword: null, to: twilio.phoneNumber, body: 'Can you come Tuesday? Please don’t stop by before 9' })
  })

  it('takes a text from a lead’s number as the lead’s reply: follow-ups stop, a task to reply, the owner told once, even when Twilio delivers it twice', async () => {
    // The lead typed their phone as people do; the text comes from the same number in E.164.
    const submitted = await textsOn.inject({ method: 'POST', url: '/api/contact', payload: { ...validContact({ email: 'texter@example.com', phone: '(859) 555-0177' }), ...humanFormFields() } })
    expect(submitted.statusCode).toBe(201)
    await waitForIdleQueue(harness.database)
    const [lead] = await harness.database.db.select().from(leads).where(eq(leads.email, 'texter@example.com'))
    expect(lead!.phoneE164).toBe('+18595550177')

    const text = inbound('+18595550177', 'Can you come Tuesday morning?', 'SMreply00000000000000000000000001')
    expect((await deliver(text)).statusCode).toBe(200)
    expect((await deliver(text)).statusCode).toBe(200)

    const [stored] = (await storedTexts()).filter((row) => row.providerSid === text.MessageSid)
    expect(stored).toMatchObject({ leadId: lead!.id, keyword: null })
    const replied = await harness.database.db.select().from(leadEvents).where(and(eq(leadEvents.leadId, lead!.id), eq(leadEvents.type, 'replied')))
    expect(replied).toHaveLength(1)
    expect(replied[0]!.data).toMatchObject({ channel: 'text', smsMessageId: stored!.id })
    const replyTasks = await harness.database.db.select().from(tasks).where(and(eq(tasks.leadId, lead!.id), eq(tasks.title, 'Reply to Riley Morgan')))
    expect(replyTasks).toHaveLength(1)
    expect(replyTasks[0]!.description).toContain('answered by text')
    const notices = await harness.database.db.select().from(outbox).where(and(eq(outbox.leadId, lead!.id), eq(outbox.kind, 'reply-notification')))
    expect(notices).toHaveLength(1)
    expect(notices[0]).toMatchObject({ to: ownerEmail, subject: 'Riley Morgan replied: Text message' })
    expect(notices[0]!.text).toContain('Can you come Tuesday morning?')
    // The scheduled follow-ups of the lead are cancelled: nothing automated is still due.
    const followUps = await harness.database.db.select().from(outbox).where(and(eq(outbox.leadId, lead!.id), eq(outbox.kind, 'follow-up')))
    expect(followUps.length).toBeGreaterThan(0)
    expect(followUps.every((row) => row.status === 'cancelled')).toBe(true)

    // A STOP from the same number is logged on the lead.
    await deliver(inbound('+18595550177', 'STOP'))
    const logged = await harness.database.db.select().from(automationLogs).where(eq(automationLogs.leadId, lead!.id))
    expect(logged.map((entry) => entry.message)).toContain('+18595550177 sent STOP: no text goes to this number until it sends START')
    // A keyword is not a reply: still one task, one notice.
    expect(await harness.database.db.select().from(tasks).where(and(eq(tasks.leadId, lead!.id), eq(tasks.title, 'Reply to Riley Morgan')))).toHaveLength(1)
  })

  it('makes a lead with source SMS from a number no lead has: one lead for two texts at once, no e-mail, a task to answer, the owner told', async () => {
    const number = '+18595550166'
    const first = inbound(number, 'Do you do gutter cleaning in Lexington?')
    const second = inbound(number, 'This is Dana by the way')
    const answers = await Promise.all([deliver(first), deliver(second)])
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200])

    const made = await harness.database.db.select().from(leads).where(eq(leads.phoneE164, number))
    expect(made).toHaveLength(1)
    const lead = made[0]!
    expect(lead).toMatchObject({ email: null, fullName: '(859) 555-0166', businessName: '', source: 'SMS', channelSource: 'sms', priority: 'Low' })
    expect((await storedTexts()).filter((row) => row.from === number).map((row) => row.leadId)).toEqual([lead.id, lead.id])
    // The text that made the lead is no reply (the person wrote first); the other one is.
    expect(await harness.database.db.select().from(leadEvents).where(and(eq(leadEvents.leadId, lead.id), eq(leadEvents.type, 'replied')))).toHaveLength(1)
    const answerTasks = await harness.database.db.select().from(tasks).where(eq(tasks.leadId, lead.id))
    expect(answerTasks.map((task) => task.title)).toEqual(['Reply to (859) 555-0166'])
    expect(answerTasks[0]!.description).toBe("(859) 555-0166 wrote to the business by text: read it in the lead's thread and answer it.")
    const notices = await harness.database.db.select().from(outbox).where(and(eq(outbox.leadId, lead.id), eq(outbox.kind, 'reply-notification')))
    // Each text is told (one notice per message, as for replies); the first says a lead was made.
    expect(notices.map((notice) => notice.subject).sort()).toEqual(['(859) 555-0166 replied: Text message', 'New lead by text: (859) 555-0166'])

    // In the back office: found by its number's name, its thread has both texts and no e-mail address.
    const listed = leadListSchema.parse((await call(textsOn, 'GET', `${adminApi.leads}?search=${encodeURIComponent('555-0166')}`)).json())
    expect(listed.leads.map((listedLead) => listedLead.id)).toEqual([lead.id])
    expect(listed.leads[0]).toMatchObject({ email: null, name: '(859) 555-0166' })
    const thread = await call(textsOn, 'GET', threadApi.thread(lead.id))
    expect(thread.statusCode).toBe(200)
    expect(thread.json()).toMatchObject({ email: null })
    expect(thread.json().entries.filter((entry: { direction: string }) => entry.direction === 'text-in')).toHaveLength(2)
    // An e-mail reply has nowhere to go: refused with the reason, nothing stored.
    const emailed = await call(textsOn, 'POST', threadApi.reply(lead.id), { text: 'Yes we do!' })
    expect(emailed.statusCode).toBe(409)
    expect(emailed.json()).toMatchObject({ outcome: 'no-address' })
    expect(await harness.database.db.select().from(outbox).where(and(eq(outbox.leadId, lead.id), eq(outbox.kind, 'owner-reply')))).toHaveLength(0)

    // A keyword from another new number makes no lead.
    await deliver(inbound('+18595550165', 'HELP'))
    expect(await harness.database.db.select().from(leads).where(eq(leads.phoneE164, '+18595550165'))).toHaveLength(0)
  })
})
