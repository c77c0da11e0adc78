import { z } from 'zod'
import { callWithTimeout, errorText, isTimeoutError } from '../call'
import { failed, succeeded, type ProviderFailure, type SmsFailure, type SmsOutcome, type SmsProvider } from '../types'

/**
 * Twilio Programmable Messaging through its REST API (issue 31): `POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json`, form-encoded, HTTP basic auth with the account
 * SID and auth token. TWILIO_API_URL points it elsewhere (the tests' fake on loopback). The REST
 * API is called directly rather than through the `twilio` package: three calls, a configurable
 * base URL, and no 10 MB client in the server.
 */

export type TwilioOptions = { accountSid: string; authToken: string; from: string; apiUrl: string; timeoutMs: number }

/**
 * Twilio's error codes that no retry will change (its error dictionary): the number is not valid
 * (21211, 21217, 21401), not a mobile (21614), cannot be reached from here (21408, 21612), or
 * replied STOP to the business number (21610). Anything else (20429 and 429, 5xx, 30001) is tried again.
 */
export const permanentTwilioCodes = new Set([21211, 21217, 21401, 21408, 21610, 21612, 21614])

class TwilioError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | undefined,
    detail: string,
  ) {
    super(`HTTP ${status}${code ? ` (Twilio ${code})` : ''}${detail ? `: ${detail.slice(0, 200)}` : ''}`)
  }
}

const twilioErrorSchema = z.object({ code: z.number().optional(), message: z.string().optional() }).loose()
const messageSchema = z.object({ sid: z.string().min(1), status: z.string() }).loose()
const messageListSchema = z.object({
  messages: z.array(z.object({ sid: z.string(), from: z.string(), body: z.string(), status: z.string(), date_created: z.string() }).loose()),
}).loose()
const accountSchema = z.object({ friendly_name: z.string(), status: z.string() }).loose()

function describeFailure(error: unknown): ProviderFailure & { code?: number } {
  if (isTimeoutError(error)) return { kind: 'timeout', message: 'no answer within the timeout' }
  if (error instanceof TwilioError) return { kind: 'http', status: error.status, message: error.message, ...(error.code ? { code: error.code } : {}) }
  if (error instanceof SyntaxError) return { kind: 'malformed', message: `the answer is not JSON: ${errorText(error)}` }
  return { kind: 'network', message: errorText((error as { cause?: unknown }).cause ?? error) }
}

export function createTwilioSms(options: TwilioOptions): SmsProvider {
  const base = `${options.apiUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}`
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`

  async function call(path: string, init: { method: 'GET' | 'POST'; form?: Record<string, string> }) {
    return callWithTimeout(
      options.timeoutMs,
      async (signal) => {
        const response = await fetch(`${base}${path}`, {
          method: init.method,
          headers: {
            authorization,
            accept: 'application/json',
            ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          },
          ...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
          signal,
        })
        const text = await response.text()
        if (!response.ok) {
          let detail = text
          let code: number | undefined
          try {
            const parsed = twilioErrorSchema.safeParse(JSON.parse(text))
            if (parsed.success) {
              code = parsed.data.code
              detail = parsed.data.message ?? text
            }
          } catch {
            // Not JSON: the status and the text say enough.
          }
          throw new TwilioError(response.status, code, detail)
        }
        return JSON.parse(text) as unknown
      },
      describeFailure,
    )
  }

  return {
    kind: 'twilio',
    from: options.from,

    async send(message): Promise<SmsOutcome> {
      const answer = await call('/Messages.json', {
        method: 'POST',
        form: { To: message.to, From: options.from, Body: message.body, ...(message.statusCallbackUrl ? { StatusCallback: message.statusCallbackUrl } : {}) },
      })
      if (!answer.ok) {
        const failure = answer.failure as ProviderFailure & { code?: number }
        const smsFailure: SmsFailure = { ...failure, permanent: failure.code !== undefined && permanentTwilioCodes.has(failure.code) }
        return { ok: false, failure: smsFailure }
      }
      const parsed = messageSchema.safeParse(answer.value)
      if (!parsed.success) return { ok: false, failure: { kind: 'malformed', message: `unexpected answer to a message: ${z.prettifyError(parsed.error)}`, permanent: false } }
      return { ok: true, value: { delivered: true, sid: parsed.data.sid, status: parsed.data.status } }
    },

    async findSent({ to, body, since }) {
      // DateSent>= takes a day (UTC); the list is newest first, and a page holds the texts of minutes.
      const query = new URLSearchParams({ To: to, 'DateSent>=': since.toISOString().slice(0, 10), PageSize: '50' })
      const answer = await call(`/Messages.json?${query}`, { method: 'GET' })
      if (!answer.ok) return answer
      const parsed = messageListSchema.safeParse(answer.value)
      if (!parsed.success) return failed('malformed', `unexpected answer for the message list: ${z.prettifyError(parsed.error)}`)
      const match = parsed.data.messages.find(
        (message) => message.body === body && message.from === options.from && Date.parse(message.date_created) >= since.getTime() - 60_000,
      )
      return succeeded(match ? { sid: match.sid, status: match.status } : null)
    },

    async test() {
      const answer = await call('.json', { method: 'GET' })
      if (!answer.ok) return answer
      const parsed = accountSchema.safeParse(answer.value)
      if (!parsed.success) return failed('malformed', `unexpected answer for the account: ${z.prettifyError(parsed.error)}`)
      return succeeded({ account: parsed.data.friendly_name, status: parsed.data.status })
    },
  }
}
