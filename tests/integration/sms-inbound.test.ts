import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '@/server/app'
import { smsMessages, smsOptOuts } from '@/server/db/schema'
import { helpText } from '@/server/domain/sms/help-text'
import { isOptedOut } from '@/server/services/texts/inbound'
import { site } from '@/shared/site'
import { smsApi } from '@/shared/texts'
import { startTwilioFake, type TwilioFake } from '../fakes/twilio-fake'
import { fakeProviders } from '../support/providers'
import { buildTestApp, useTestApp } from '../support/test-app'

/**
 * Texts to the business number (issue 31 items 4 and 5), on both databases: Twilio's webhook is
 * taken only with Twilio's signature over PUBLIC_URL + path; STOP opts the number out before the
 * webhook answers, START opts it back in, HELP is answered; a redelivery counts once.
 */

let twilio: TwilioFake
let textsOn: App
const publicUrl = 'https://bluegrassai.example'
const harness = useTestApp()
beforeAll(async () => {
  twilio = await startTwilioFake()
  textsOn = await buildTestApp(harness.database, { config: { publicUrl, providers: fakeProviders({ twilio }) } })
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
})
