import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTextsOff } from '@/server/providers/sms/local'
import { createTwilioSms } from '@/server/providers/sms/twilio'
import { isTwilioSignatureValid } from '@/server/domain/sms/twilio-signature'
import { startTwilioFake, type TwilioFake } from '../fakes/twilio-fake'

/**
 * The texts' provider (issue 31 item 1) against a Twilio on loopback that answers as Twilio does:
 * sent, refused for good (with Twilio's code), refused for now, or not answering.
 */

let twilio: TwilioFake
beforeAll(async () => {
  twilio = await startTwilioFake()
})
afterAll(() => twilio?.close())
beforeEach(() => {
  twilio.messages.length = 0
  twilio.faults.clear()
})

const provider = (overrides: Partial<Parameters<typeof createTwilioSms>[0]> = {}) =>
  createTwilioSms({ accountSid: twilio.accountSid, authToken: twilio.authToken, from: twilio.phoneNumber, apiUrl: twilio.url, timeoutMs: 1_000, ...overrides })

describe('texts through Twilio', () => {
  it('finds a text Twilio already took, by number and body since a time, in its message list', async () => {
    const sms = provider()
    const since = new Date(Date.now() - 1000)
    const sent = await sms.send({ to: '+18595550123', body: 'Hi Riley, one text' })
    expect(sent.ok && sent.value.delivered).toBe(true)
    const found = await sms.findSent({ to: '+18595550123', body: 'Hi Riley, one text', since })
    expect(found).toEqual({ ok: true, value: { sid: sent.ok && sent.value.delivered ? sent.value.sid : '', status: 'sent' } })
    expect(await sms.findSent({ to: '+18595550123', body: 'Another text', since })).toEqual({ ok: true, value: null })
    expect(await sms.findSent({ to: '+18595550124', body: 'Hi Riley, one text', since })).toEqual({ ok: true, value: null })
  })

  it('sends a text from the business number, with its status callback, and answers the message SID', async () => {
    const sent = await provider().send({ to: '+18595550123', body: 'Hi Sam, thanks for asking.', statusCallbackUrl: 'https://bluegrassai.com/api/sms/status' })
    expect(sent).toEqual({ ok: true, value: { delivered: true, sid: expect.stringMatching(/^SM[0-9a-f]{32}$/), status: 'queued' } })
    expect(twilio.messages).toEqual([expect.objectContaining({ to: '+18595550123', from: twilio.phoneNumber, body: 'Hi Sam, thanks for asking.', statusCallback: 'https://bluegrassai.com/api/sms/status' })])
  })

  it.each([
    ['not a valid number', '+1859', () => undefined, 21211],
    ['not a mobile', '+18595550111', () => twilio.landlines.add('+18595550111'), 21614],
    ['opted out at the provider', '+18595550112', () => twilio.optedOut.add('+18595550112'), 21610],
  ])('says a refusal for %s is permanent, with Twilio’s code', async (_case, to, arrange, code) => {
    arrange()
    const sent = await provider().send({ to, body: 'Hello' })
    expect(sent).toMatchObject({ ok: false, failure: { kind: 'http', status: 400, code, permanent: true } })
    expect(twilio.messages).toEqual([])
  })

  it('says 429, 500, a hang and a malformed answer are worth trying again', async () => {
    twilio.tooManyRequests(1)
    expect(await provider().send({ to: '+18595550123', body: 'a' })).toMatchObject({ ok: false, failure: { status: 429, code: 20429, permanent: false } })
    twilio.faults.inject('500', 1, 'send')
    expect(await provider().send({ to: '+18595550123', body: 'b' })).toMatchObject({ ok: false, failure: { kind: 'http', status: 500, permanent: false } })
    twilio.faults.inject('hang', 1, 'send')
    expect(await provider({ timeoutMs: 300 }).send({ to: '+18595550123', body: 'c' })).toMatchObject({ ok: false, failure: { kind: 'timeout', permanent: false } })
    twilio.faults.inject('malformed', 1, 'send')
    expect(await provider().send({ to: '+18595550123', body: 'd' })).toMatchObject({ ok: false, failure: { kind: 'malformed', permanent: false } })
  })

  it('refuses wrong credentials without sending, and reads the account for the connection test', async () => {
    expect(await provider({ authToken: 'wrong' }).send({ to: '+18595550123', body: 'x' })).toMatchObject({ ok: false, failure: { status: 401, code: 20003, permanent: false } })
    expect(twilio.messages).toEqual([])
    expect(await provider().test()).toEqual({ ok: true, value: { account: 'Bluegrass AI', status: 'active' } })
    expect(await provider({ authToken: 'wrong' }).test()).toMatchObject({ ok: false, failure: { status: 401 } })
  })

  it('attempts nothing when texts are off', async () => {
    const off = createTextsOff()
    expect(off.from).toBeNull()
    expect(await off.send({ to: '+18595550123', body: 'x' })).toEqual({ ok: true, value: { delivered: false, note: 'texts are off: no Twilio account is configured' } })
    expect((await off.test()).ok).toBe(false)
  })

  it('signs its webhooks as Twilio does, so the server’s check accepts them', () => {
    const url = 'https://bluegrassai.com/api/sms/inbound'
    const params = { MessageSid: 'SM0123', From: '+18595550123', To: twilio.phoneNumber, Body: 'STOP' }
    const { headers } = twilio.signedForm(url, params)
    expect(isTwilioSignatureValid(twilio.authToken, headers['x-twilio-signature'], url, params)).toBe(true)
    expect(isTwilioSignatureValid(twilio.authToken, headers['x-twilio-signature'], url, { ...params, Body: 'START' })).toBe(false)
  })
})
