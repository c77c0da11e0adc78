import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppConfig } from '@/server/config'
import { messagingTwiml } from '@/server/domain/sms/twiml'
import { isTwilioSignatureValid } from '@/server/domain/sms/twilio-signature'
import type { InboundTexts } from '@/server/services/texts/inbound'
import { smsApi } from '@/shared/texts'
import { formOnly, formPostBody } from './public-form'

/** The fields of Twilio's messaging webhook the server reads (it sends more; all are signed). */
const inboundFields = ['MessageSid', 'AccountSid', 'From', 'To', 'Body', 'NumMedia'] as const

/**
 * POST /api/sms/inbound: Twilio's messaging webhook for the business number (issue 31). Twilio
 * proves it sent the request with X-Twilio-Signature over PUBLIC_URL + the path and query it was
 * given, and every form field: a missing or wrong signature is answered 403 and nothing is stored
 * (so is any request while texts are off: there is no token to check it with). The answer is
 * TwiML; the opt-out of a STOP is stored before it is sent.
 */
export const smsRoutes: FastifyPluginAsyncZod<{ config: AppConfig; texts: InboundTexts }> = async (app, { config, texts }) => {
  // Its own scope's parser: Twilio posts form-encoded bodies, every value a string.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)))
  })

  app.post(
    smsApi.inbound,
    // Declared for the document; the signature is checked before the fields are.
    { schema: { body: formPostBody(inboundFields), consumes: formOnly }, attachValidation: true },
    async (request, reply) => {
      const twilio = config.providers.twilio
      const params = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, string>
      const signature = request.headers['x-twilio-signature']
      const url = `${config.publicUrl.replace(/\/+$/, '')}${request.url}`
      if (!twilio || !isTwilioSignatureValid(twilio.authToken, typeof signature === 'string' ? signature : undefined, url, params)) {
        request.log.warn({ signed: typeof signature === 'string', textsOn: Boolean(twilio) }, 'a messaging webhook without a valid Twilio signature was refused')
        return reply.code(403).send({ error: 'The request is not signed by the texts provider.' })
      }
      const { MessageSid: messageSid, From: from, To: to } = params
      if (!messageSid || !from || !to) return reply.code(400).send({ error: 'MessageSid, From and To are required', fields: { ...(!messageSid && { MessageSid: 'Required' }), ...(!from && { From: 'Required' }), ...(!to && { To: 'Required' }) } })
      const outcome = await texts.receive({ messageSid, from, to, body: params.Body ?? '' })
      if (outcome.duplicate) request.log.info({ messageSid }, 'a text delivered again was answered and not stored twice')
      return reply.type('text/xml; charset=utf-8').header('cache-control', 'no-store').send(messagingTwiml(outcome.reply))
    },
  )
}
