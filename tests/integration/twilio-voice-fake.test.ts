import http from 'node:http'
import type { AddressInfo } from 'node:net'
import twilioLibrary from 'twilio'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTwilioFake, type TwilioFake } from '../fakes/twilio-fake'
import { createVoiceCaller, type CallResult, type VoiceCallerOptions, type VoiceSend } from '../fakes/twilio-voice-fake'

/**
 * The fake of Twilio's Programmable Voice (issue 32) against a small scripted TwiML server on
 * loopback, which checks each webhook's signature with the twilio package's own validateRequest
 * over the public URL the number is configured with (https://example.test/...). No database.
 */

const publicBase = 'https://example.test'
const caller = '+18595550123'
const forwardTo = '+18595550199'

type Hit = { method: string; path: string; params: Record<string, string>; headers: http.IncomingHttpHeaders; signedOver: 'public' | 'loopback' | null }
type Reply = { status?: number; body?: string; type?: string; delayMs?: number }

let twilio: TwilioFake
let server: http.Server
let loopback: string
const hits: Hit[] = []
let flakyAnswers = 0

const xml = (inner: string): Reply => ({ body: `<?xml version="1.0" encoding="UTF-8"?><Response>${inner}</Response>`, type: 'text/xml; charset=utf-8' })

/** The scripted TwiML server: what our server would answer, by path. */
function route(path: string, params: Record<string, string>): Reply {
  switch (path) {
    case '/api/voice/inbound':
      return xml(
        `<Say voice="Polly.Joanna">Thanks for calling Bluegrass AI.</Say><Dial action="/api/voice/dial-result" timeout="20" callerId="${twilio.phoneNumber}"><Number>${forwardTo}</Number></Dial>`,
      )
    case '/api/voice/dial-result':
      if (params.DialCallStatus === 'completed') return xml('<Hangup/>')
      // Relative to /api/voice/dial-result, with an escaped query.
      return xml('<Say>Please leave a message after the tone.</Say><Record action="recorded?lead=7&amp;step=voicemail" maxLength="120" recordingStatusCallback="recording-status"/>')
    case '/api/voice/recorded':
      // Never run: the caller hung up to end the recording.
      return xml('<Say>Thanks, goodbye.</Say><Hangup/>')
    case '/api/voice/voicemail-only':
      return xml('<Record action="recorded" recordingStatusCallback="/api/voice/recording-status"/><Say>We did not get a message.</Say>')
    case '/api/voice/recording-status':
    case '/api/voice/status':
      return { status: 204, body: '' }
    case '/api/voice/assistant':
      return xml(
        '<Gather input="speech" action="turn" speechTimeout="auto"><Say>How can we help?</Say></Gather><Say>We did not hear you.</Say><Redirect method="GET">goodbye?reason=silence</Redirect>',
      )
    case '/api/voice/turn':
      if (params.SpeechResult === undefined) return xml('<Say>Goodbye.</Say><Hangup/>')
      return xml(`<Gather input="speech" actionOnEmptyResult="true"><Say>You said ${params.SpeechResult}. Anything else?</Say></Gather>`)
    case '/api/voice/goodbye':
      return xml('<Say>Goodbye from the redirect.</Say>')
    case '/api/voice/error':
      return { status: 500, body: '{"error":"boom"}', type: 'application/json' }
    case '/api/voice/json':
      return { body: '{"ok":true}', type: 'application/json' }
    case '/api/voice/not-xml':
      return { body: 'Hello there', type: 'text/xml' }
    case '/api/voice/slow':
      return { ...xml('<Say>Too late.</Say>'), delayMs: 1_000 }
    case '/api/voice/loop':
      return xml('<Say>Again.</Say><Redirect>loop</Redirect>')
    case '/api/voice/flaky':
      flakyAnswers++
      return xml(`<Say>Answer number ${flakyAnswers}.</Say>`)
    case '/api/voice/connect':
      return xml('<Connect><Stream url="wss://example.test/stream"/></Connect>')
    default:
      return { status: 404, body: 'not found', type: 'text/plain' }
  }
}

beforeAll(async () => {
  twilio = await startTwilioFake()
  server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const url = new URL(req.url ?? '/', publicBase)
    const params = req.method === 'POST' ? Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))) : {}
    const signature = String(req.headers['x-twilio-signature'] ?? '')
    const signedOver = twilioLibrary.validateRequest(twilio.authToken, signature, `${publicBase}${req.url}`, params)
      ? 'public'
      : twilioLibrary.validateRequest(twilio.authToken, signature, `${loopback}${req.url}`, params)
        ? 'loopback'
        : null
    hits.push({ method: req.method ?? '', path: url.pathname, params: req.method === 'GET' ? Object.fromEntries(url.searchParams) : params, headers: req.headers, signedOver })
    if (!signedOver) return res.writeHead(403, { 'content-type': 'text/plain' }).end('bad signature')
    const reply = route(url.pathname, req.method === 'GET' ? Object.fromEntries(url.searchParams) : params)
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs))
    if (res.destroyed) return
    res.writeHead(reply.status ?? 200, reply.type ? { 'content-type': reply.type } : {}).end(reply.body ?? '')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  loopback = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
  await twilio?.close()
})

beforeEach(() => {
  hits.length = 0
})

/** The public URL mapped to the loopback server, as a test maps it to app.inject. */
const send: VoiceSend = async (url, request) => {
  const response = await fetch(url.replace(publicBase, loopback), { method: request.method, headers: request.headers, body: request.method === 'GET' ? undefined : request.body })
  return { status: response.status, body: await response.text(), contentType: response.headers.get('content-type') ?? undefined }
}

const voice = (path: string, options: Partial<VoiceCallerOptions> = {}) => createVoiceCaller(twilio, { voiceUrl: `${publicBase}${path}`, send, ...options })
const paths = (result: CallResult) => result.requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)
const basicAuth = () => `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}`

describe('a call through the Twilio voice fake', () => {
  it('rings the voice URL with the call parameters, signed over the public URL as Twilio signs it, and follows <Dial action> when answered', async () => {
    const result = await voice('/api/voice/inbound').call({ from: caller, dial: [{ status: 'completed', seconds: 45 }] })

    expect(result.callSid).toMatch(/^CA[0-9a-f]{32}$/)
    expect(result.errors).toEqual([])
    expect(result.endedBy).toBe('hangup')
    expect(result.said).toEqual(['Thanks for calling Bluegrass AI.'])
    expect(result.dialled).toEqual([{ number: forwardTo, timeout: 20, callerId: twilio.phoneNumber, status: 'completed' }])
    expect(result.durationSeconds).toBe(45)
    expect(paths(result)).toEqual(['POST /api/voice/inbound', 'POST /api/voice/dial-result'])
    expect(result.requests[0]).toMatchObject({
      url: `${publicBase}/api/voice/inbound`,
      status: 200,
      kind: 'twiml',
      params: {
        CallSid: result.callSid,
        AccountSid: twilio.accountSid,
        From: caller,
        To: twilio.phoneNumber,
        Caller: caller,
        Called: twilio.phoneNumber,
        CallStatus: 'ringing',
        Direction: 'inbound',
        ApiVersion: '2010-04-01',
      },
    })
    expect(result.requests[0]!.twiml).toContain('<Dial')
    expect(result.requests[0]!.ms).toBeGreaterThanOrEqual(0)
    expect(result.requests[1]!.params).toMatchObject({ CallSid: result.callSid, CallStatus: 'in-progress', DialCallStatus: 'completed', DialCallDuration: '45', DialCallSid: expect.stringMatching(/^CA[0-9a-f]{32}$/) })
    expect(hits.map((hit) => hit.signedOver)).toEqual(['public', 'public'])
    expect(hits[0]!.headers['i-twilio-idempotency-token']).toBeTruthy()
  })

  it('takes a message when the dial is not answered: <Record> with a relative action and recordingStatusCallback, then the caller hangs up', async () => {
    const result = await voice('/api/voice/inbound').call({ from: caller, dial: [{ status: 'no-answer' }], record: [32] })

    expect(result.errors).toEqual([])
    expect(result.endedBy).toBe('caller-hung-up')
    expect(result.said).toEqual(['Thanks for calling Bluegrass AI.', 'Please leave a message after the tone.'])
    expect(result.dialled).toEqual([expect.objectContaining({ status: 'no-answer' })])
    expect(paths(result)).toEqual(['POST /api/voice/inbound', 'POST /api/voice/dial-result', 'POST /api/voice/recorded', 'POST /api/voice/recording-status'])
    expect(result.requests[1]!.params).toMatchObject({ DialCallStatus: 'no-answer' })
    expect(result.requests[1]!.params.DialCallDuration).toBeUndefined()

    const [recording] = result.recordings
    expect(recording).toEqual({ sid: expect.stringMatching(/^RE[0-9a-f]{32}$/), url: `${twilio.url}/2010-04-01/Accounts/${twilio.accountSid}/Recordings/${recording!.sid}`, seconds: 32 })
    expect(result.requests[2]!.url).toBe(`${publicBase}/api/voice/recorded?lead=7&step=voicemail`)
    expect(result.requests[2]!.params).toMatchObject({ CallStatus: 'in-progress', RecordingUrl: recording!.url, RecordingSid: recording!.sid, RecordingDuration: '32', Digits: 'hangup' })
    expect(result.requests[3]).toMatchObject({ kind: 'callback', status: 204 })
    expect(result.requests[3]!.params).toMatchObject({ CallSid: result.callSid, AccountSid: twilio.accountSid, RecordingStatus: 'completed', RecordingSid: recording!.sid, RecordingUrl: recording!.url, RecordingDuration: '32' })
    expect(result.durationSeconds).toBe(32)
    expect(hits.every((hit) => hit.signedOver === 'public')).toBe(true)

    // The recording's media, behind Twilio's basic auth.
    const wav = await fetch(recording!.url, { headers: { authorization: basicAuth() } })
    expect(wav.status).toBe(200)
    expect(wav.headers.get('content-type')).toBe('audio/x-wav')
    const bytes = Buffer.from(await wav.arrayBuffer())
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF')
    expect(bytes.subarray(8, 12).toString('ascii')).toBe('WAVE')
    expect(bytes.length).toBe(44 + 32 * 8000 * 2)
    expect((await fetch(`${recording!.url}.wav`, { headers: { authorization: basicAuth() } })).headers.get('content-type')).toBe('audio/x-wav')
    const mp3 = await fetch(`${recording!.url}.mp3`, { headers: { authorization: basicAuth() } })
    expect([mp3.status, mp3.headers.get('content-type')]).toEqual([200, 'audio/mpeg'])
    expect([...Buffer.from(await mp3.arrayBuffer()).subarray(0, 2)]).toEqual([0xff, 0xfb])
    expect(await (await fetch(`${recording!.url}.json`, { headers: { authorization: basicAuth() } })).json()).toMatchObject({ sid: recording!.sid, call_sid: result.callSid, duration: '32' })

    const anonymous = await fetch(recording!.url)
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toMatchObject({ code: 20003 })
    const unknown = await fetch(`${twilio.url}/2010-04-01/Accounts/${twilio.accountSid}/Recordings/RE${'0'.repeat(32)}`, { headers: { authorization: basicAuth() } })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ code: 20404 })

    expect((await fetch(recording!.url, { method: 'DELETE', headers: { authorization: basicAuth() } })).status).toBe(204)
    expect((await fetch(recording!.url, { headers: { authorization: basicAuth() } })).status).toBe(404)
  })

  it('an empty recording requests no action and goes on with the next verb', async () => {
    const result = await voice('/api/voice/voicemail-only').call({ from: caller, record: [0] })

    expect(result.errors).toEqual([])
    expect(result.endedBy).toBe('end-of-twiml')
    expect(result.recordings).toEqual([])
    expect(result.said).toEqual(['We did not get a message.'])
    expect(paths(result)).toEqual(['POST /api/voice/voicemail-only', 'POST /api/voice/recording-status'])
    expect(result.requests[1]!.params).toMatchObject({ RecordingStatus: 'absent', RecordingDuration: '0' })
  })

  it('speaks at each <Gather input="speech">, posting SpeechResult to relative actions (or the same URL), and an empty result when asked to', async () => {
    const result = await voice('/api/voice/assistant').call({ from: caller, speech: ['I need a new website', null] })

    expect(result.errors).toEqual([])
    expect(result.endedBy).toBe('hangup')
    expect(result.said).toEqual(['How can we help?', 'You said I need a new website. Anything else?', 'Goodbye.'])
    expect(paths(result)).toEqual(['POST /api/voice/assistant', 'POST /api/voice/turn', 'POST /api/voice/turn'])
    expect(result.requests[1]!.params).toMatchObject({ CallStatus: 'in-progress', SpeechResult: 'I need a new website', Confidence: '0.9' })
    expect(result.requests[2]!.params.SpeechResult).toBeUndefined()
    expect(result.durationSeconds).toBe(10)
  })

  it('silence at a <Gather> goes on with the next verb; <Redirect method="GET"> sends the parameters in the query, signed over the whole URL', async () => {
    const result = await voice('/api/voice/assistant').call({ from: caller, speech: [null] })

    expect(result.errors).toEqual([])
    expect(result.endedBy).toBe('end-of-twiml')
    expect(result.said).toEqual(['How can we help?', 'We did not hear you.', 'Goodbye from the redirect.'])
    expect(paths(result)).toEqual(['POST /api/voice/assistant', 'GET /api/voice/goodbye'])
    const redirect = new URL(result.requests[1]!.url)
    expect(redirect.searchParams.get('reason')).toBe('silence')
    expect(redirect.searchParams.get('CallSid')).toBe(result.callSid)
    expect(redirect.searchParams.get('CallStatus')).toBe('in-progress')
    expect(hits[1]).toMatchObject({ method: 'GET', signedOver: 'public' })
    expect(hits[1]!.headers['content-type']).toBeUndefined()
  })

  it('the caller hangs up when the script has nothing more to say', async () => {
    const result = await voice('/api/voice/assistant').call({ from: caller })
    expect(result).toMatchObject({ endedBy: 'caller-hung-up', errors: [], said: ['How can we help?'] })
    expect(paths(result)).toEqual(['POST /api/voice/assistant'])
  })

  it('sends every webhook twice when asked, with the same idempotency token, and says when the second answer differs', async () => {
    const steady = await voice('/api/voice/inbound').call({ from: caller, dial: [{ status: 'no-answer' }], duplicateWebhooks: true })
    expect(steady.errors).toEqual([])
    expect(steady.endedBy).toBe('caller-hung-up')
    expect(paths(steady)).toEqual([
      'POST /api/voice/inbound',
      'POST /api/voice/inbound',
      'POST /api/voice/dial-result',
      'POST /api/voice/dial-result',
      'POST /api/voice/recorded',
      'POST /api/voice/recorded',
      'POST /api/voice/recording-status',
      'POST /api/voice/recording-status',
    ])
    expect(steady.requests.map((request) => request.redelivery)).toEqual([false, true, false, true, false, true, false, true])
    expect(steady.recordings).toHaveLength(1)
    for (let i = 0; i < hits.length; i += 2) {
      expect(hits[i + 1]!.headers['i-twilio-idempotency-token']).toBe(hits[i]!.headers['i-twilio-idempotency-token'])
      expect(hits[i + 1]!.params).toEqual(hits[i]!.params)
    }
    expect(new Set(hits.map((hit) => hit.headers['i-twilio-idempotency-token'])).size).toBe(4)

    const flaky = await voice('/api/voice/flaky').call({ from: caller, duplicateWebhooks: true })
    expect(flaky.said).toEqual([`Answer number ${flakyAnswers - 1}.`])
    expect(flaky.errors).toEqual([expect.stringContaining('redelivery answered differently')])
  })

  it('ends the call with an application error when our server answers 500, not TwiML, or too late', async () => {
    const failed = await voice('/api/voice/error').call({ from: caller })
    expect(failed).toMatchObject({ endedBy: 'application-error', said: [] })
    expect(failed.errors).toEqual([expect.stringMatching(/^11200 .* answered 500/)])
    expect(failed.requests[0]!.status).toBe(500)

    const json = await voice('/api/voice/json').call({ from: caller })
    expect(json.endedBy).toBe('application-error')
    expect(json.errors).toEqual([expect.stringMatching(/^12300 /)])

    const notXml = await voice('/api/voice/not-xml').call({ from: caller })
    expect(notXml.endedBy).toBe('application-error')
    expect(notXml.errors).toEqual([expect.stringMatching(/^12100 /)])

    const unsupported = await voice('/api/voice/connect').call({ from: caller })
    expect(unsupported.endedBy).toBe('application-error')
    expect(unsupported.errors).toEqual([expect.stringContaining('<Connect>')])

    const slow = await voice('/api/voice/slow', { timeoutMs: 200 }).call({ from: caller })
    expect(slow.endedBy).toBe('application-error')
    expect(slow.errors).toEqual([expect.stringContaining('no answer within 200 ms')])
    expect(slow.requests[0]).toMatchObject({ status: 0 })
    expect(slow.said).toEqual([])
  })

  it('stops a TwiML loop after 60 webhooks', async () => {
    const result = await voice('/api/voice/loop').call({ from: caller })
    expect(result.endedBy).toBe('application-error')
    expect(result.requests).toHaveLength(60)
    expect(result.errors).toEqual([expect.stringContaining('more than 60 webhooks')])
  })

  it('POSTs the status callback at the end with the call duration', async () => {
    const result = await voice('/api/voice/inbound', { statusCallbackUrl: `${publicBase}/api/voice/status` }).call({ from: caller, to: '+18595550111', dial: [{ status: 'completed', seconds: 73 }] })
    expect(result.errors).toEqual([])
    expect(result.durationSeconds).toBe(73)
    expect(paths(result)).toEqual(['POST /api/voice/inbound', 'POST /api/voice/dial-result', 'POST /api/voice/status'])
    expect(result.requests[2]).toMatchObject({
      kind: 'callback',
      status: 204,
      params: { CallSid: result.callSid, From: caller, To: '+18595550111', Called: '+18595550111', CallStatus: 'completed', CallDuration: '73', Direction: 'inbound' },
    })
    expect(hits.every((hit) => hit.signedOver === 'public')).toBe(true)
  })

  it('by default fetches the voice URL itself, signing over that URL', async () => {
    const result = await createVoiceCaller(twilio, { voiceUrl: `${loopback}/api/voice/inbound` }).call({ from: caller, dial: [{ status: 'completed', seconds: 5 }] })
    expect(result.errors).toEqual([])
    expect(result.endedBy).toBe('hangup')
    expect(paths(result)).toEqual(['POST /api/voice/inbound', 'POST /api/voice/dial-result'])
    expect(hits.map((hit) => hit.signedOver)).toEqual(['loopback', 'loopback'])
  })
})
