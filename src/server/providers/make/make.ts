import { z } from 'zod'
import { callWithTimeout, errorText, isTimeoutError } from '../call'
import { failed, succeeded, type MakeLeadPost, type MakeProvider, type Outcome, type ProviderFailure } from '../types'

/**
 * Make.com as agencies wire it: each new lead is POSTed to a scenario's custom webhook
 * (MAKE_WEBHOOK_URL), and the REST API (MAKE_API_URL, token auth) answers the connection test.
 * The webhook body carries an idempotency key (also as a header) so a scenario can drop a repeat
 * delivery after a retry.
 */

class HttpStatusError extends Error {
  constructor(readonly status: number, body: string) {
    super(`HTTP ${status}${body ? `: ${body.slice(0, 200)}` : ''}`)
  }
}

function describeFailure(error: unknown): ProviderFailure {
  if (isTimeoutError(error)) return { kind: 'timeout', message: 'no answer within the timeout' }
  if (error instanceof HttpStatusError) return { kind: 'http', status: error.status, message: error.message }
  if (error instanceof SyntaxError) return { kind: 'malformed', message: `the answer is not JSON: ${errorText(error)}` }
  return { kind: 'network', message: errorText((error as { cause?: unknown }).cause ?? error) }
}

const meSchema = z.object({ authUser: z.object({ id: z.number().or(z.string()), name: z.string() }) })
const organizationsSchema = z.object({ organizations: z.array(z.object({ id: z.number().or(z.string()) })) })
const scenariosSchema = z.object({ scenarios: z.array(z.object({ id: z.number().or(z.string()) }).loose()) })

export type MakeOptions = { apiToken: string | undefined; apiUrl: string; webhookUrl: string | undefined; timeoutMs: number }

export function createMake(options: MakeOptions): MakeProvider {
  const apiUrl = options.apiUrl.replace(/\/+$/, '')

  async function getJson<T>(path: string, schema: z.ZodType<T>): Promise<Outcome<T>> {
    const answer = await callWithTimeout(
      options.timeoutMs,
      async (signal) => {
        const response = await fetch(`${apiUrl}${path}`, {
          headers: { authorization: `Token ${options.apiToken}`, accept: 'application/json' },
          signal,
        })
        const body = await response.text()
        if (!response.ok) throw new HttpStatusError(response.status, body)
        return JSON.parse(body) as unknown
      },
      describeFailure,
    )
    if (!answer.ok) return answer
    const parsed = schema.safeParse(answer.value)
    if (!parsed.success) return failed('malformed', `unexpected answer from ${path}: ${z.prettifyError(parsed.error)}`)
    return succeeded(parsed.data)
  }

  return {
    kind: 'make',
    webhookConfigured: Boolean(options.webhookUrl),
    apiConfigured: Boolean(options.apiToken),

    async postLead(post: MakeLeadPost) {
      if (!options.webhookUrl) return succeeded({ delivered: false })
      const webhookUrl = options.webhookUrl
      const sent = await callWithTimeout(
        options.timeoutMs,
        async (signal) => {
          const response = await fetch(webhookUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-idempotency-key': post.idempotencyKey },
            body: JSON.stringify({ event: 'lead.created', idempotencyKey: post.idempotencyKey, lead: post.lead }),
            signal,
          })
          const body = await response.text()
          if (!response.ok) throw new HttpStatusError(response.status, body)
        },
        describeFailure,
      )
      return sent.ok ? succeeded({ delivered: true }) : sent
    },

    async test() {
      if (!options.apiToken) return failed('http', 'MAKE_API_TOKEN is not set', 401)
      const me = await getJson('/users/me', meSchema)
      if (!me.ok) return me
      const organizations = await getJson('/organizations', organizationsSchema)
      if (!organizations.ok) return organizations
      let scenariosCount = 0
      for (const organization of organizations.value.organizations.slice(0, 10)) {
        const scenarios = await getJson(`/scenarios?organizationId=${encodeURIComponent(String(organization.id))}&pg%5Blimit%5D=10000`, scenariosSchema)
        if (!scenarios.ok) return scenarios
        scenariosCount += scenarios.value.scenarios.length
      }
      return succeeded({ userName: me.value.authUser.name, scenariosCount })
    },
  }
}
