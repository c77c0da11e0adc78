import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppConfig } from '@/server/config'
import { messagingTwiml } from '@/server/domain/sms/twiml'
import type { InboundTexts } from '@/server/services/texts/inbound'
import { shortBookingPath, smsApi } from '@/shared/texts'
import { z } from 'zod'
import { formOnly, formPostBody } from './public-form'
import { twilioWebhooks } from './twilio-webhooks'
import type { AppDatabase } from '@/server/db/client'
import { recordDeliveryReport } from '@/server/services/texts/delivery-reports'
import { bookingPagePath } from '@/shared/booking'
import { signedWebhookConfig } from '@/server/plugins/security'

/** The fields of Twilio's messaging webhook the server reads (it sends more; all are signed). */
const inboundFields = ['MessageSid', 'AccountSid', 'From', 'To', 'Body', 'NumMedia'] as const
const statusFields = ['MessageSid', 'MessageStatus', 'ErrorCode', 'AccountSid', 'From', 'To'] as const

/**
 * POST /api/sms/inbound: Twilio's messaging webhook for the business number (issue 31). Twilio
 * proves it sent the request with X-Twilio-Signature over PUBLIC_URL + the path and query it was
 * given, and every form field: a missing or wrong signature is answered 403 and nothing is stored
 * (so is any request while texts are off: there is no token to check it with). The answer is
 * TwiML; the opt-out of a STOP is stored before it is sent.
 */
export const smsRoutes: FastifyPluginAsyncZod<{ config: AppConfig; texts: InboundTexts; db: AppDatabase; openShortLink: (code: string) => Promise<string | null> }> = async (
  app,
  { config, texts, db, openShortLink },
) => {
  const { formOf, signedByTwilio, notSigned } = twilioWebhooks(app, config, 'texts')

  app.post(
    smsApi.inbound,
    // Declared for the document; the signature is checked before the fields are.
    { config: signedWebhookConfig, schema: { body: formPostBody(inboundFields), consumes: formOnly }, attachValidation: true },
    async (request, reply) => {
      const params = formOf(request)
      if (!signedByTwilio(request, params)) return notSigned(reply)
      const { MessageSid: messageSid, From: from, To: to } = params
      if (!messageSid || !from || !to) return reply.code(400).send({ error: 'MessageSid, From and To are required', fields: { ...(!messageSid && { MessageSid: 'Required' }), ...(!from && { From: 'Required' }), ...(!to && { To: 'Required' }) } })
      const outcome = await texts.receive({ messageSid, from, to, body: params.Body ?? '' })
      if (outcome.duplicate) request.log.info({ messageSid }, 'a text delivered again was answered and not stored twice')
      return reply.type('text/xml; charset=utf-8').header('cache-control', 'no-store').send(messagingTwiml(outcome.reply))
    },
  )

  /**
   * POST /api/sms/status: Twilio's delivery report for a text we sent (each text's
   * StatusCallback), signed the same way; a repeat of a status changes nothing.
   */
  app.post(
    smsApi.status,
    { config: signedWebhookConfig, schema: { body: formPostBody(statusFields), consumes: formOnly }, attachValidation: true },
    async (request, reply) => {
      const params = formOf(request)
      if (!signedByTwilio(request, params)) return notSigned(reply)
      const { MessageSid: messageSid, MessageStatus: status } = params
      if (!messageSid || !status) return reply.code(400).send({ error: 'MessageSid and MessageStatus are required', fields: { ...(!messageSid && { MessageSid: 'Required' }), ...(!status && { MessageStatus: 'Required' }) } })
      const code = Number(params.ErrorCode)
      const outcome = await recordDeliveryReport(db, { messageSid, status: status.slice(0, 40), errorCode: Number.isInteger(code) && code > 0 ? code : null })
      if (outcome === 'unknown') request.log.info({ messageSid }, 'a delivery report for a text we have no record of')
      return reply.code(204).send()
    },
  )

  /** GET /b/:code: a text's short booking link, to the lead's own /book link while it lasts, else /book. */
  app.get(shortBookingPath(':code'), { schema: { params: z.strictObject({ code: z.string().max(40) }) } }, async (request, reply) => {
    const target = await openShortLink(request.params.code)
    return reply.code(302).header('cache-control', 'no-store').header('location', target ?? bookingPagePath).send()
  })
}
