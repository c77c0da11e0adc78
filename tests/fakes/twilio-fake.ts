import { createHmac, randomBytes } from 'node:crypto'
import { createFaults, type Faults } from './faults'
import { faultReply, startHttpFake } from './http-fake'

/**
 * Twilio's Programmable Messaging REST API as it behaves (issue 31), on loopback: basic auth with
 * the account SID and auth token (else 401, code 20003); `POST .../Messages.json` form-encoded,
 * answered 201 with the message's SID and `queued`, or 400 with Twilio's error code for a To that
 * is not E.164 (21211), a number that cannot take texts (21614, `landlines`), one that replied
 * STOP (21610, `optedOut`), a From that is not the account's number (21606), a body over 1,600
 * characters (21617); `GET .../Accounts/{sid}.json` reads the account. `tooManyRequests(n)` makes
 * the next n sends answer 429 (code 20429), and faults by kind ('send', 'account') answer 500,
 * hang or malformed; `slowAnswers(ms)` keeps each accepted send's answer back a while (a send in
 * flight). And, as Twilio does, it signs the webhooks it sends (`signedForm`).
 *
 * Programmable Voice's recordings (issue 32): `addRecording` stores one (as a call's `<Record>`
 * does, see twilio-voice-fake.ts), and its media is served behind the same basic auth at
 * `GET .../Recordings/{RecordingSid}` and `.wav` (audio/x-wav: 8 kHz, 16-bit mono silence as long
 * as the recording), `.mp3` (audio/mpeg: silent MPEG frames), `.json` (its metadata), or 404
 * (code 20404) for a SID it does not hold; `DELETE` removes one (204).
 */
export type TwilioFakeMessage = { sid: string; to: string; from: string; body: string; statusCallback: string | undefined; at: number }
/** `url` is the media's address as Twilio gives it in RecordingUrl: no extension. */
export type TwilioFakeRecording = { sid: string; callSid: string | undefined; seconds: number; url: string; at: number }

export type TwilioFake = {
  url: string
  accountSid: string
  authToken: string
  phoneNumber: string
  messages: TwilioFakeMessage[]
  /** The To of each look-up in the message list (GET .../Messages.json), in order. */
  lookups: string[]
  landlines: Set<string>
  optedOut: Set<string>
  faults: Faults
  /** Recordings held, by SID (RE…); a deleted one is gone. */
  recordings: Map<string, TwilioFakeRecording>
  /** The SID of each recording's media fetched (GET, with good auth), in order. */
  recordingFetches: string[]
  /** Stores a recording of `seconds`, as a call's `<Record>` does. */
  addRecording(options: { seconds: number; callSid?: string }): TwilioFakeRecording
  tooManyRequests(times: number): void
  /**
   * From now on each send that is accepted (recorded in `messages` at once) is answered `ms` later:
   * a sender killed meanwhile never learns that Twilio took the text. 0 answers at once again.
   */
  slowAnswers(ms: number): void
  /** The headers and body of a webhook Twilio would POST to `url` (the address it was given): form-encoded, signed. */
  signedForm(url: string, params: Record<string, string>): { headers: Record<string, string>; body: string }
  close(): Promise<void>
}

const e164 = /^\+[1-9]\d{6,14}$/

export async function startTwilioFake(): Promise<TwilioFake> {
  const accountSid = `AC${randomBytes(16).toString('hex')}`
  const authToken = randomBytes(16).toString('hex')
  const phoneNumber = '+18595550100'
  const faults = createFaults()
  const messages: TwilioFakeMessage[] = []
  const lookups: string[] = []
  const landlines = new Set<string>()
  const optedOut = new Set<string>()
  let rateLimited = 0
  let answerDelayMs = 0
  const error = (status: number, code: number, message: string) => ({ status, json: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status } })
  const accountPath = `/2010-04-01/Accounts/${accountSid}`
  const recordings = new Map<string, TwilioFakeRecording>()
  const recordingFetches: string[] = []
  const recordingPath = new RegExp(`^${accountPath}/Recordings/(RE[0-9a-f]{32})(\\.wav|\\.mp3|\\.json)?$`)

  const server = await startHttpFake(async (request) => {
    if (request.headers.authorization !== `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`) return error(401, 20003, 'Authenticate')
    if (request.method === 'GET' && request.path === `${accountPath}.json`) {
      const fault = faults.take('account')
      if (fault) return faultReply(fault === 'hang-after-effect' ? 'hang' : fault)
      return { json: { sid: accountSid, friendly_name: 'Bluegrass AI', status: 'active', type: 'Full' } }
    }
    if (request.method === 'POST' && request.path === `${accountPath}/Messages.json`) {
      const form = new URLSearchParams(request.rawBody)
      const [to, from, body] = [form.get('To') ?? '', form.get('From') ?? '', form.get('Body') ?? '']
      if (rateLimited > 0) {
        rateLimited--
        return error(429, 20429, 'Too Many Requests')
      }
      const fault = faults.take('send')
      if (fault && fault !== 'hang-after-effect') return faultReply(fault)
      if (!e164.test(to)) return error(400, 21211, `The 'To' number ${to} is not a valid phone number.`)
      if (from !== phoneNumber) return error(400, 21606, `The From phone number ${from} is not a valid, SMS-capable inbound phone number or short code for your account.`)
      if (body.length === 0 || body.length > 1600) return error(400, 21617, 'The concatenated message body exceeds the 1600 character limit.')
      if (landlines.has(to)) return error(400, 21614, `'To' number ${to} is not a valid mobile number`)
      if (optedOut.has(to)) return error(400, 21610, 'Attempt to send to unsubscribed recipient')
      const message: TwilioFakeMessage = { sid: `SM${randomBytes(16).toString('hex')}`, to, from, body, statusCallback: form.get('StatusCallback') ?? undefined, at: Date.now() }
      messages.push(message)
      if (fault === 'hang-after-effect') return { hang: true }
      if (answerDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, answerDelayMs))
      return { status: 201, json: { sid: message.sid, account_sid: accountSid, to, from, body, status: 'queued', num_segments: '1', error_code: null } }
    }
    if (request.method === 'GET' && request.path === `${accountPath}/Messages.json`) {
      // Twilio's message list, newest first, filtered by To and DateSent>= (a day, UTC), as the real one is.
      const to = request.query.get('To')
      lookups.push(to ?? '')
      const since = request.query.get('DateSent>=')
      const sinceMs = since ? Date.parse(`${since}T00:00:00Z`) : 0
      const found = messages
        .filter((message) => (!to || message.to === to) && message.at >= sinceMs)
        .reverse()
        .map((message) => ({ sid: message.sid, to: message.to, from: message.from, body: message.body, status: 'sent', date_created: new Date(message.at).toUTCString() }))
      return { json: { messages: found, page: 0, page_size: 50 } }
    }
    const recordingMatch = recordingPath.exec(request.path)
    if (recordingMatch && (request.method === 'GET' || request.method === 'DELETE')) {
      const [, sid, extension] = recordingMatch
      const recording = recordings.get(sid!)
      if (!recording) return error(404, 20404, `The requested resource ${request.path} was not found`)
      if (request.method === 'DELETE') {
        recordings.delete(recording.sid)
        return { status: 204, text: '' }
      }
      if (extension === '.json') {
        return {
          json: {
            sid: recording.sid,
            account_sid: accountSid,
            call_sid: recording.callSid ?? null,
            duration: String(recording.seconds),
            channels: 1,
            source: 'RecordVerb',
            status: 'completed',
            date_created: new Date(recording.at).toUTCString(),
            uri: `${accountPath}/Recordings/${recording.sid}.json`,
          },
        }
      }
      recordingFetches.push(recording.sid)
      if (extension === '.mp3') return { binary: { body: silentMp3(recording.seconds), contentType: 'audio/mpeg' } }
      return { binary: { body: silentWav(recording.seconds), contentType: 'audio/x-wav' } }
    }
    return error(404, 20404, 'The requested resource was not found')
  })

  return {
    url: server.url,
    accountSid,
    authToken,
    phoneNumber,
    messages,
    lookups,
    landlines,
    optedOut,
    faults,
    recordings,
    recordingFetches,
    addRecording({ seconds, callSid }) {
      const sid = `RE${randomBytes(16).toString('hex')}`
      const recording: TwilioFakeRecording = { sid, callSid, seconds, url: `${server.url}${accountPath}/Recordings/${sid}`, at: Date.now() }
      recordings.set(sid, recording)
      return recording
    },
    tooManyRequests(times) {
      rateLimited += times
    },
    slowAnswers(ms) {
      answerDelayMs = ms
    },
    signedForm(url, params) {
      // Twilio's algorithm: the URL, then each parameter's name and value sorted by name; HMAC-SHA1 with the auth token.
      const signed = url + Object.keys(params).sort().map((name) => `${name}${params[name]}`).join('')
      return {
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': createHmac('sha1', authToken).update(signed).digest('base64') },
        body: new URLSearchParams(params).toString(),
      }
    },
    close: server.close,
  }
}

/** A WAV of `seconds` of silence as Twilio records calls: PCM, 8 kHz, 16-bit, mono. */
function silentWav(seconds: number): Buffer {
  const sampleRate = 8000
  const dataBytes = Math.round(seconds * sampleRate) * 2
  const wav = Buffer.alloc(44 + dataBytes)
  wav.write('RIFF', 0, 'ascii')
  wav.writeUInt32LE(36 + dataBytes, 4)
  wav.write('WAVE', 8, 'ascii')
  wav.write('fmt ', 12, 'ascii')
  wav.writeUInt32LE(16, 16) // the fmt chunk's size
  wav.writeUInt16LE(1, 20) // PCM
  wav.writeUInt16LE(1, 22) // mono
  wav.writeUInt32LE(sampleRate, 24)
  wav.writeUInt32LE(sampleRate * 2, 28) // bytes a second
  wav.writeUInt16LE(2, 32) // bytes a sample
  wav.writeUInt16LE(16, 34) // bits a sample
  wav.write('data', 36, 'ascii')
  wav.writeUInt32LE(dataBytes, 40)
  return wav
}

/** An MP3 of `seconds` of silence: MPEG-1 Layer III frames, 32 kbit/s, 32 kHz, mono (144 bytes, 36 ms each), all-zero side info. */
function silentMp3(seconds: number): Buffer {
  const frame = Buffer.alloc(144)
  frame.set([0xff, 0xfb, 0x18, 0xc0])
  const frames = Math.max(1, Math.ceil((seconds * 32000) / 1152))
  return Buffer.concat(Array.from({ length: frames }, () => frame))
}
