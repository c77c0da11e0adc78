import { metaGraphLeadSchema, metaLeadFields, type MetaGraphLead } from '@/server/domain/ads/ad-leads'
import { metaEventsBody, type MetaConversionEvent } from '@/server/domain/ads/meta-conversions'
import { metaGraphVersion } from '@/server/domain/ads/meta-graph'
import { callWithTimeout, errorText, isTimeoutError } from '../call'
import { failed, type Outcome, type ProviderFailure } from '../types'

/**
 * Meta's Graph API, for the answers of a lead a Page webhook named (issue 33): `GET
 * {META_GRAPH_URL}/{version}/{leadgen_id}` with the Page's access token and the fields the
 * server reads, at a pinned version. A failure is returned, never thrown: the job that asked
 * retries it with backoff, so an outage delays a lead and loses none.
 */
export type MetaGraphClient = { lead(leadgenId: string): Promise<Outcome<MetaGraphLead>> }

export function createMetaGraphClient(options: { graphUrl: string; pageAccessToken: string; timeoutMs: number }): MetaGraphClient {
  const describe = (error: unknown): ProviderFailure => (isTimeoutError(error) ? { kind: 'timeout', message: 'no answer within the timeout' } : { kind: 'network', message: errorText(error) })
  return {
    async lead(leadgenId) {
      if (!/^\d{1,30}$/.test(leadgenId)) return failed('malformed', `not a lead id: ${leadgenId.slice(0, 40)}`)
      const url = new URL(`${options.graphUrl.replace(/\/+$/, '')}/${metaGraphVersion}/${leadgenId}`)
      url.searchParams.set('fields', metaLeadFields.join(','))
      url.searchParams.set('access_token', options.pageAccessToken)
      const answered = await callWithTimeout(
        options.timeoutMs,
        async (signal) => {
          const response = await fetch(url, { signal })
          const text = await response.text()
          return { status: response.status, text }
        },
        describe,
      )
      if (!answered.ok) return answered
      const { status, text } = answered.value
      let body: unknown
      try {
        body = JSON.parse(text)
      } catch {
        return failed('malformed', `Graph API answered ${status} with a body that is not JSON`)
      }
      if (status < 200 || status >= 300) {
        const error = (body as { error?: { message?: string; code?: number } }).error
        return { ok: false, failure: { kind: 'http', status, message: `Graph API ${status}${error?.code ? ` (code ${error.code})` : ''}: ${errorText(error?.message ?? text)}` } }
      }
      const lead = metaGraphLeadSchema.safeParse(body)
      return lead.success ? { ok: true, value: lead.data } : failed('malformed', `Graph API answered a lead without its fields: ${lead.error.issues[0]?.message ?? 'unknown'}`)
    },
  }
}

/**
 * Meta's Conversions API (issue 33 item 4): `POST {META_GRAPH_URL}/{version}/{META_PIXEL_ID}/events`
 * with the events and the dataset's access token. Meta answers how many events it received; a
 * 429, a 5xx, a timeout or a network error is passing (the job retries it), any other refusal is
 * the request's own fault and is not sent again as it is.
 */
export type MetaConversionsClient = { send(events: MetaConversionEvent[]): Promise<Outcome<{ eventsReceived: number; traceId: string | null }>> }

export function createMetaConversionsClient(options: { graphUrl: string; pixelId: string; accessToken: string; timeoutMs: number }): MetaConversionsClient {
  const describe = (error: unknown): ProviderFailure => (isTimeoutError(error) ? { kind: 'timeout', message: 'no answer within the timeout' } : { kind: 'network', message: errorText(error) })
  const url = `${options.graphUrl.replace(/\/+$/, '')}/${metaGraphVersion}/${encodeURIComponent(options.pixelId)}/events`
  return {
    async send(events) {
      const answered = await callWithTimeout(
        options.timeoutMs,
        async (signal) => {
          const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: metaEventsBody(events, options.accessToken), signal })
          return { status: response.status, text: await response.text() }
        },
        describe,
      )
      if (!answered.ok) return answered
      const { status, text } = answered.value
      let body: { events_received?: number; fbtrace_id?: string; error?: { message?: string; code?: number } }
      try {
        body = JSON.parse(text)
      } catch {
        return status >= 500 ? { ok: false, failure: { kind: 'http', status, message: `Conversions API ${status}` } } : failed('malformed', `Conversions API answered ${status} with a body that is not JSON`)
      }
      if (status < 200 || status >= 300) {
        return { ok: false, failure: { kind: 'http', status, message: `Conversions API ${status}${body.error?.code ? ` (code ${body.error.code})` : ''}: ${errorText(body.error?.message ?? text)}` } }
      }
      if (typeof body.events_received !== 'number') return failed('malformed', 'Conversions API answered without events_received')
      return { ok: true, value: { eventsReceived: body.events_received, traceId: body.fbtrace_id ?? null } }
    },
  }
}
