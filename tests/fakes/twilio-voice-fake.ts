import { randomBytes, randomUUID } from 'node:crypto'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import type { TwilioFake } from './twilio-fake'

/**
 * Twilio's Programmable Voice as it drives an inbound call (issue 32), for the integration tests
 * and benches: a caller rings the number, Twilio POSTs the number's voice URL (signed, as
 * `signedForm` does, over the public URL), then follows the TwiML answered verb by verb, POSTing
 * each `action` (relative URLs resolved against the document's URL, `method="GET"` as a query)
 * and replacing the document with its answer, until `<Hangup/>`, the end of a document, the caller
 * hanging up (the script runs out, or a `<Record>` ends with Digits=hangup) or an application error
 * (a non-2xx answer, one that is not `<Response>` XML, or none within 15 s: Twilio's 11200/12100,
 * the call ends). What the caller does is scripted (`CallScript`); what happened comes back as a
 * `CallResult`. Recordings go to the Twilio fake's store, whose media it serves behind basic auth.
 */

export type DialOutcome = { status: 'completed'; seconds: number } | { status: 'no-answer' | 'busy' | 'failed' | 'canceled' }

export type CallScript = {
  /** The caller, E.164. */
  from: string
  /** The number called; default: the Twilio fake's number. */
  to?: string
  /** What happens to each `<Dial>` in order: answered by the dialled party for N seconds, or not. When the list runs out: 'no-answer'. */
  dial?: DialOutcome[]
  /** What the caller says at each `<Gather input="speech">`, in order; null = silence (no input). When the list runs out the caller hangs up. */
  speech?: Array<string | null>
  /**
   * For each `<Record>`: seconds of message left, after which the caller hangs up (Digits=hangup).
   * 0 = nothing said: Twilio requests no action and goes on with the next verb. Default [20]; when
   * the list runs out the caller hangs up at the beep.
   */
  record?: number[]
  /** Send every webhook twice (Twilio's retry after a timeout, same I-Twilio-Idempotency-Token), checking the second answer is the first's: records both. */
  duplicateWebhooks?: boolean
}

export type VoiceWebhook = {
  url: string
  method: 'GET' | 'POST'
  params: Record<string, string>
  /** 0 when no answer came (a network error or the timeout). */
  status: number
  ms: number
  /** The body answered (TwiML, or whatever a callback URL answered). */
  twiml: string
  kind: 'twiml' | 'callback'
  /** True for the second delivery of a webhook (`duplicateWebhooks`). */
  redelivery: boolean
}

export type CallEnd = 'hangup' | 'end-of-twiml' | 'caller-hung-up' | 'application-error'

export type CallResult = {
  callSid: string
  /** Every webhook sent, in order (the call's documents and its callbacks): url, params, HTTP status, ms to answer, the body answered. */
  requests: VoiceWebhook[]
  /** Every `<Say>` text in order (those nested in `<Gather>` too). */
  said: string[]
  /** Every `<Play>` URL in order. */
  played: string[]
  dialled: Array<{ number: string; timeout: number | undefined; callerId: string | undefined; status: DialOutcome['status'] }>
  recordings: Array<{ sid: string; url: string; seconds: number }>
  /**
   * 'hangup': `<Hangup/>` or `<Reject/>`; 'end-of-twiml': the document ran out; 'caller-hung-up':
   * the script ran out or the caller hung up after a `<Record>`; 'application-error': our server
   * answered non-2xx, not TwiML, or not within the timeout (the reason is in `errors`).
   */
  endedBy: CallEnd
  errors: string[]
  /** Simulated: dial seconds + record seconds + 5 s for each `<Gather>` reached. */
  durationSeconds: number
}

export type VoiceSend = (
  url: string,
  request: { method: 'GET' | 'POST'; headers: Record<string, string>; body: string },
) => Promise<{ status: number; body: string; contentType?: string }>

export type VoiceCallerOptions = {
  /** The voice URL set on the number in Twilio's console, e.g. `${publicUrl}/api/voice/inbound`. */
  voiceUrl: string
  /** The number's status callback URL (optional): POSTed CallStatus=completed + CallDuration at the end. */
  statusCallbackUrl?: string
  /**
   * How a webhook reaches the server. Default: fetch(url). Tests pass a function that maps the
   * public URL to app.inject or to a loopback server; the signature is always over the ORIGINAL url.
   */
  send?: VoiceSend
  /** How long Twilio waits for an answer; default 15 000 ms (Twilio's). */
  timeoutMs?: number
  /** Most webhooks one call may make (a TwiML loop guard); default 60. */
  maxWebhooks?: number
}

export type VoiceCaller = { call(script: CallScript): Promise<CallResult> }

type Element = { name: string; attributes: Record<string, string>; children: Node[] }
type Node = Element | string
type Document = { url: string; verbs: Element[] }
type Step = { next: Document } | { end: CallEnd } | 'continue'

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  // A number in <Dial>+18595550100</Dial> stays text.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
})

const twimlTypes = ['text/xml', 'application/xml', 'text/html']
const sidOf = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`

export function createVoiceCaller(twilio: TwilioFake, options: VoiceCallerOptions): VoiceCaller {
  const timeoutMs = options.timeoutMs ?? 15_000
  const send = options.send ?? fetchSend(timeoutMs)
  const maxWebhooks = options.maxWebhooks ?? 60

  return {
    async call(script) {
      const callSid = sidOf('CA')
      const from = script.from
      const to = script.to ?? twilio.phoneNumber
      const base = { CallSid: callSid, AccountSid: twilio.accountSid, From: from, To: to, Caller: from, Called: to, Direction: 'inbound', ApiVersion: '2010-04-01' }
      const inProgress = { ...base, CallStatus: 'in-progress' }
      const speech = script.speech ?? []
      const dials = script.dial ?? []
      const records = script.record ?? [20]
      const turns = { speech: 0, dial: 0, record: 0 }
      const result: CallResult = { callSid, requests: [], said: [], played: [], dialled: [], recordings: [], endedBy: 'end-of-twiml', errors: [], durationSeconds: 0 }
      let twimlWebhooks = 0

      /** One webhook (twice with `duplicateWebhooks`): the first answer, or null once an error is recorded. */
      const deliver = async (url: string, method: 'GET' | 'POST', params: Record<string, string>, kind: VoiceWebhook['kind']) => {
        const target = method === 'GET' ? withQuery(url, params) : url
        const signed = twilio.signedForm(target, method === 'GET' ? {} : params)
        const headers: Record<string, string> = { ...signed.headers, 'i-twilio-idempotency-token': randomUUID(), 'user-agent': 'TwilioProxy/1.1' }
        if (method === 'GET') delete headers['content-type']
        const body = method === 'GET' ? '' : signed.body
        const once = async (redelivery: boolean) => {
          const started = performance.now()
          const answer = await withTimeout(send(target, { method, headers: { ...headers }, body }), timeoutMs)
          const ms = Math.round(performance.now() - started)
          const webhook: VoiceWebhook = { url: target, method, params, status: answer.ok ? answer.status : 0, ms, twiml: answer.ok ? answer.body : '', kind, redelivery }
          result.requests.push(webhook)
          return { webhook, answer }
        }
        const first = await once(false)
        if (script.duplicateWebhooks) {
          const second = await once(true)
          if (second.webhook.status !== first.webhook.status || second.webhook.twiml.trim() !== first.webhook.twiml.trim()) {
            result.errors.push(
              `redelivery answered differently: ${method} ${target} answered ${first.webhook.status} ${JSON.stringify(first.webhook.twiml)} then ${second.webhook.status} ${JSON.stringify(second.webhook.twiml)}`,
            )
          }
        }
        return first
      }

      /** A webhook whose answer is the next TwiML document: null (and an error recorded) when it is not one. */
      const fetchDocument = async (url: string, method: 'GET' | 'POST', params: Record<string, string>): Promise<Document | null> => {
        if (++twimlWebhooks > maxWebhooks) {
          result.errors.push(`more than ${maxWebhooks} webhooks in one call (a TwiML loop?): not sending ${method} ${url}`)
          return null
        }
        const { webhook, answer } = await deliver(url, method, params, 'twiml')
        if (!answer.ok) {
          result.errors.push(`11200 HTTP retrieval failure: ${method} ${url}: ${answer.reason}`)
          return null
        }
        if (answer.status < 200 || answer.status > 299) {
          result.errors.push(`11200 HTTP retrieval failure: ${method} ${url} answered ${answer.status}: ${answer.body.slice(0, 300)}`)
          return null
        }
        const contentType = answer.contentType?.split(';')[0]!.trim().toLowerCase()
        if (contentType && !twimlTypes.includes(contentType)) {
          result.errors.push(`12300 Invalid Content-Type: ${method} ${url} answered ${answer.contentType}`)
          return null
        }
        const parsed = parseTwiml(webhook.twiml)
        if (typeof parsed === 'string') {
          result.errors.push(`12100 Document parse failure: ${method} ${url}: ${parsed}`)
          return null
        }
        return { url, verbs: parsed }
      }

      /** A callback whose answer Twilio does not read (status callbacks): only a non-2xx is noted. */
      const callback = async (url: string, method: 'GET' | 'POST', params: Record<string, string>) => {
        const { answer } = await deliver(url, method, params, 'callback')
        if (!answer.ok) result.errors.push(`15003 callback failed: ${method} ${url}: ${answer.reason}`)
        else if (answer.status < 200 || answer.status > 299) result.errors.push(`15003 callback answered ${answer.status}: ${method} ${url}`)
      }

      const next = async (url: string, method: 'GET' | 'POST', params: Record<string, string>): Promise<Step> => {
        const document = await fetchDocument(url, method, params)
        return document ? { next: document } : { end: 'application-error' }
      }

      const verb = async (element: Element, document: Document): Promise<Step> => {
        const attributes = element.attributes
        const method = methodOf(attributes.method)
        const resolve = (url: string | undefined) => new URL(url ?? document.url, document.url).toString()
        switch (element.name) {
          case 'Say':
            result.said.push(textOf(element))
            return 'continue'
          case 'Play':
            result.played.push(textOf(element))
            return 'continue'
          case 'Pause':
            return 'continue'
          case 'Gather': {
            for (const child of element.children) {
              if (typeof child === 'string') continue
              if (child.name === 'Say') result.said.push(textOf(child))
              else if (child.name === 'Play') result.played.push(textOf(child))
              else if (child.name !== 'Pause') {
                result.errors.push(`12200 Schema validation: <${child.name}> inside <Gather> (${document.url})`)
                return { end: 'application-error' }
              }
            }
            const inputs = (attributes.input ?? 'dtmf').split(/\s+/)
            let heard: string | null = null
            if (inputs.includes('speech')) {
              if (turns.speech >= speech.length) return { end: 'caller-hung-up' }
              heard = speech[turns.speech++] ?? null
            }
            result.durationSeconds += 5
            if (heard !== null) return next(resolve(attributes.action), method, { ...inProgress, SpeechResult: heard, Confidence: '0.9' })
            // No input (the caller said nothing, or pressed no key at a keys-only <Gather>).
            if (attributes.actionOnEmptyResult === 'true') return next(resolve(attributes.action), method, inProgress)
            return 'continue'
          }
          case 'Dial': {
            const numbers = element.children.filter((child): child is Element => typeof child !== 'string').map(textOf)
            const number = numbers.length > 0 ? numbers.join(', ') : textOf(element)
            const outcome: DialOutcome = dials[turns.dial++] ?? { status: 'no-answer' }
            result.dialled.push({ number, timeout: attributes.timeout === undefined ? undefined : Number(attributes.timeout), callerId: attributes.callerId, status: outcome.status })
            if (outcome.status === 'completed') result.durationSeconds += outcome.seconds
            if (attributes.action === undefined) return 'continue'
            return next(resolve(attributes.action), method, {
              ...inProgress,
              DialCallStatus: outcome.status,
              DialCallSid: sidOf('CA'),
              ...(outcome.status === 'completed' ? { DialCallDuration: String(outcome.seconds) } : {}),
            })
          }
          case 'Record': {
            if (turns.record >= records.length) return { end: 'caller-hung-up' }
            const seconds = records[turns.record++]!
            const statusCallback = attributes.recordingStatusCallback === undefined ? undefined : resolve(attributes.recordingStatusCallback)
            const statusMethod = methodOf(attributes.recordingStatusCallbackMethod)
            if (seconds <= 0) {
              // An empty recording: no action requested, the call goes on with the next verb.
              if (statusCallback) {
                await callback(statusCallback, statusMethod, {
                  AccountSid: twilio.accountSid,
                  CallSid: callSid,
                  RecordingSid: sidOf('RE'),
                  RecordingStatus: 'absent',
                  RecordingDuration: '0',
                  RecordingChannels: '1',
                  RecordingSource: 'RecordVerb',
                })
              }
              return 'continue'
            }
            const recording = twilio.addRecording({ seconds, callSid })
            result.recordings.push({ sid: recording.sid, url: recording.url, seconds })
            result.durationSeconds += seconds
            // Without an action Twilio requests the current document's URL.
            const answered = await fetchDocument(resolve(attributes.action), method, {
              ...inProgress,
              RecordingUrl: recording.url,
              RecordingSid: recording.sid,
              RecordingDuration: String(seconds),
              Digits: 'hangup',
            })
            if (statusCallback) {
              await callback(statusCallback, statusMethod, {
                AccountSid: twilio.accountSid,
                CallSid: callSid,
                RecordingSid: recording.sid,
                RecordingUrl: recording.url,
                RecordingStatus: 'completed',
                RecordingDuration: String(seconds),
                RecordingChannels: '1',
                RecordingSource: 'RecordVerb',
              })
            }
            // The caller hung up (Digits=hangup): the action's TwiML is read for errors, never run.
            return { end: answered ? 'caller-hung-up' : 'application-error' }
          }
          case 'Redirect':
            return next(resolve(textOf(element)), method, inProgress)
          case 'Hangup':
          case 'Reject':
            return { end: 'hangup' }
          default:
            result.errors.push(`12200 Schema validation: the fake does not run <${element.name}> (${document.url})`)
            return { end: 'application-error' }
        }
      }

      const run = async (): Promise<CallEnd> => {
        let document = await fetchDocument(options.voiceUrl, 'POST', { ...base, CallStatus: 'ringing' })
        if (!document) return 'application-error'
        for (;;) {
          let step: Step = 'continue'
          for (const element of document.verbs) {
            step = await verb(element, document)
            if (step !== 'continue') break
          }
          if (step === 'continue') return 'end-of-twiml'
          if ('end' in step) return step.end
          document = step.next
        }
      }

      result.endedBy = await run()
      if (options.statusCallbackUrl) {
        await callback(options.statusCallbackUrl, 'POST', {
          ...base,
          CallStatus: 'completed',
          CallDuration: String(result.durationSeconds),
          CallbackSource: 'call-progress-events',
          SequenceNumber: '0',
        })
      }
      return result
    },
  }
}

/** The verbs of a `<Response>` document, or why it is not one. */
export function parseTwiml(body: string): Element[] | string {
  if (!body.trim()) return 'an empty body'
  const valid = XMLValidator.validate(body)
  if (valid !== true) return `not XML (${valid.err.msg}, line ${valid.err.line})`
  const roots = (parser.parse(body) as unknown[]).map(toNode).filter((node): node is Element => typeof node !== 'string' && node.name !== '?xml')
  if (roots.length !== 1 || roots[0]!.name !== 'Response') return `the root is not <Response> but ${roots.map((root) => `<${root.name}>`).join(', ') || 'nothing'}`
  return roots[0]!.children.filter((node): node is Element => typeof node !== 'string')
}

function toNode(raw: unknown): Node {
  const record = raw as Record<string, unknown>
  if ('#text' in record) return String(record['#text'])
  const name = Object.keys(record).find((key) => key !== ':@')!
  return { name, attributes: (record[':@'] ?? {}) as Record<string, string>, children: ((record[name] ?? []) as unknown[]).map(toNode) }
}

function textOf(node: Node): string {
  if (typeof node === 'string') return node
  return node.children
    .map(textOf)
    .filter((text) => text.length > 0)
    .join(' ')
}

const methodOf = (method: string | undefined): 'GET' | 'POST' => (method?.toUpperCase() === 'GET' ? 'GET' : 'POST')

function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url)
  for (const [name, value] of Object.entries(params)) target.searchParams.append(name, value)
  return target.toString()
}

type Answer = { ok: true; status: number; body: string; contentType?: string } | { ok: false; reason: string }

async function withTimeout(sending: Promise<{ status: number; body: string; contentType?: string }>, timeoutMs: number): Promise<Answer> {
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<Answer>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, reason: `no answer within ${timeoutMs} ms` }), timeoutMs)
  })
  try {
    return await Promise.race([
      sending.then(
        (answer): Answer => ({ ok: true, ...answer }),
        (error: unknown): Answer => ({ ok: false, reason: error instanceof Error ? error.message : String(error) }),
      ),
      timedOut,
    ])
  } finally {
    clearTimeout(timer)
  }
}

const fetchSend =
  (timeoutMs: number): VoiceSend =>
  async (url, request) => {
    const response = await fetch(url, { method: request.method, headers: request.headers, body: request.method === 'GET' ? undefined : request.body, signal: AbortSignal.timeout(timeoutMs) })
    return { status: response.status, body: await response.text(), contentType: response.headers.get('content-type') ?? undefined }
  }
