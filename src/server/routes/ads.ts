import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { timingSafeEqual } from 'node:crypto'
import { googleAdLead, googleLeadSchema, leadgenChanges, metaWebhookSchema } from '@/server/domain/ads/ad-leads'
import { isMetaSignatureValid } from '@/server/domain/ads/meta-signature'
import { normaliseTextInput, nulMessage } from '@/server/domain/text-input'
import { googleConversionsCsv } from '@/server/domain/ads/google-conversions'
import { recordFeedRead } from '@/server/services/ads/connections'
import { receiveGoogleLead, receiveMetaLeads } from '@/server/services/ads/ad-leads'
import { googleConversions } from '@/server/services/ads/google-conversions'
import type { PipelineContext } from '@/server/services/pipeline/context'
import { adsApi } from '@/shared/ads'
import { signedWebhookConfig } from '@/server/plugins/security'

const notConfigured = { error: "Meta's lead ads are not configured on this server." }

/**
 * The ad platforms' webhooks (issue 33). Meta's: `GET` answers the subscription check with the
 * challenge when the verify token matches; `POST` takes the Page's leadgen deliveries, each
 * checked against X-Hub-Signature-256 over its raw bytes before anything is read or stored
 * (403 otherwise), stored with their jobs, and answered 200 at once: the leads' answers are read
 * from the Graph API afterwards (services/ads).
 */
export const adRoutes: FastifyPluginAsyncZod<{ context: PipelineContext }> = async (app, { context }) => {
  const { config } = context
  // The signature covers the bytes as sent: this scope keeps JSON bodies raw and parses them itself.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))

  app.get(
    adsApi.meta,
    {
      config: signedWebhookConfig,
      schema: {
        querystring: z
          .object({ 'hub.mode': z.string().max(40).optional(), 'hub.verify_token': z.string().max(400).optional(), 'hub.challenge': z.string().max(400).optional() })
          .loose(),
      },
    },
    async (request, reply) => {
      const meta = config.providers.meta
      if (!meta) return reply.code(403).send(notConfigured)
      const { 'hub.mode': mode, 'hub.verify_token': token, 'hub.challenge': challenge } = request.query
      if (mode !== 'subscribe' || token !== meta.verifyToken || !challenge) return reply.code(403).send({ error: 'The verify token does not match META_VERIFY_TOKEN.' })
      return reply.type('text/plain; charset=utf-8').send(challenge)
    },
  )

  app.post(
    adsApi.meta,
    // Declared for the document; the signature is checked over the raw bytes before the body is read.
    // Meta batches up to a thousand changes in one delivery: more room than a form's body.
    { config: signedWebhookConfig, schema: { body: z.record(z.string(), z.unknown()) }, attachValidation: true, bodyLimit: 512 * 1024 },
    async (request, reply) => {
      const meta = config.providers.meta
      if (!meta) return reply.code(403).send(notConfigured)
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('')
      const signature = request.headers['x-hub-signature-256']
      if (!isMetaSignatureValid(meta.appSecret, typeof signature === 'string' ? signature : undefined, raw)) {
        request.log.warn({ signed: typeof signature === 'string' }, 'a Meta webhook delivery without a valid signature was refused')
        return reply.code(403).send({ error: 'The request is not signed by Meta (X-Hub-Signature-256).' })
      }
      let parsed: unknown
      try {
        parsed = JSON.parse(raw.toString('utf8'))
      } catch {
        return reply.code(400).send({ error: 'The body is not JSON', fields: { body: 'Must be JSON' } })
      }
      // What the text-input plugin does for every other body, now that this one is read.
      const { value, fieldsWithNul } = normaliseTextInput(parsed)
      if (fieldsWithNul.length > 0) return reply.code(400).send({ error: `Invalid request: ${fieldsWithNul[0]}: ${nulMessage}`, fields: { [fieldsWithNul[0]!]: nulMessage } })
      const body = metaWebhookSchema.safeParse(value)
      if (!body.success) return reply.code(400).send({ error: "The body is not a Meta webhook delivery", fields: { body: body.error.issues[0]?.message ?? 'Invalid' } })
      const changes = leadgenChanges(body.data)
      const created = await receiveMetaLeads(context, changes)
      return reply.send({ received: changes.length, new: created })
    },
  )

  app.post(
    adsApi.google,
    // Declared for the document; the key is checked before anything else is read.
    { config: signedWebhookConfig, schema: { body: z.record(z.string(), z.unknown()) }, attachValidation: true },
    async (request, reply) => {
      const google = config.providers.googleAds
      if (!google?.webhookKey) return reply.code(403).send({ error: 'Google Ads lead forms are not configured on this server.' })
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('')
      let parsed: unknown
      try {
        parsed = JSON.parse(raw.toString('utf8'))
      } catch {
        return reply.code(400).send({ error: 'The body is not JSON', fields: { body: 'Must be JSON' } })
      }
      const { value, fieldsWithNul } = normaliseTextInput(parsed)
      const key = (value as { google_key?: unknown } | null)?.google_key
      if (typeof key !== 'string' || !sameSecret(key, google.webhookKey)) {
        request.log.warn({ keyed: typeof key === 'string' }, 'a Google Ads lead without the webhook key was refused')
        return reply.code(403).send({ error: 'The google_key does not match GOOGLE_ADS_WEBHOOK_KEY.' })
      }
      if (fieldsWithNul.length > 0) return reply.code(400).send({ error: `Invalid request: ${fieldsWithNul[0]}: ${nulMessage}`, fields: { [fieldsWithNul[0]!]: nulMessage } })
      const body = googleLeadSchema.safeParse(value)
      if (!body.success) {
        const issue = body.error.issues[0]
        const field = issue?.path.join('.') || 'body'
        return reply.code(400).send({ error: `Invalid request: ${field}: ${issue?.message ?? 'Invalid'}`, fields: { [field]: issue?.message ?? 'Invalid' } })
      }
      const { google_key: _key, ...delivery } = body.data
      const created = await receiveGoogleLead(context, googleAdLead(body.data), delivery)
      return reply.send({ received: 1, new: created ? 1 : 0, test: body.data.is_test })
    },
  )

  // Google Ads' scheduled upload of offline conversions fetches this with its own password.
  app.get(adsApi.googleConversions, async (request, reply) => {
    const password = config.providers.googleAds?.feedPassword
    if (!password) return reply.code(404).send({ error: 'The conversions feed is off (GOOGLE_ADS_FEED_PASSWORD is not set).' })
    const given = basicPassword(request.headers.authorization)
    if (given === undefined || !sameSecret(given, password)) {
      return reply.code(401).header('www-authenticate', 'Basic realm="Google Ads conversions", charset="UTF-8"').send({ error: 'The feed’s password is required (HTTP basic auth).' })
    }
    const conversions = await googleConversions(context.db, context.now())
    await recordFeedRead(context.db, conversions.length, context.now())
    const csv = googleConversionsCsv(conversions, config.ownerTimeZone)
    return reply.type('text/csv; charset=utf-8').header('cache-control', 'no-store').send(csv)
  })
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** The password of an HTTP basic Authorization header (any user name). */
function basicPassword(header: string | undefined): string | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '')
  if (!match) return undefined
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8')
  const colon = decoded.indexOf(':')
  return colon < 0 ? undefined : decoded.slice(colon + 1)
}
