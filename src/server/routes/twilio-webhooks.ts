import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { AppConfig } from '@/server/config'
import { isTwilioSignatureValid } from '@/server/domain/sms/twilio-signature'

/**
 * What Twilio's webhooks share (texts, issue 31; calls, issue 32): form-encoded bodies, every value
 * a string, and X-Twilio-Signature over PUBLIC_URL + the path and query Twilio was given, and
 * every field. A missing or wrong signature is answered 403 before anything is read or stored (so
 * is any request while Twilio is not configured: there is no token to check it with).
 */
export function twilioWebhooks(app: FastifyInstance, config: AppConfig, what: string) {
  // The scope's own parser: Twilio posts form-encoded bodies.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)))
  })
  return {
    formOf: (request: FastifyRequest) => (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, string>,
    signedByTwilio(request: FastifyRequest, params: Record<string, string>): boolean {
      const twilio = config.providers.twilio
      const signature = request.headers['x-twilio-signature']
      const url = `${config.publicUrl.replace(/\/+$/, '')}${request.url}`
      const valid = Boolean(twilio) && isTwilioSignatureValid(twilio!.authToken, typeof signature === 'string' ? signature : undefined, url, params)
      if (!valid) request.log.warn({ signed: typeof signature === 'string', twilioOn: Boolean(twilio), path: request.url }, `a ${what} webhook without a valid Twilio signature was refused`)
      return valid
    },
    notSigned: (reply: FastifyReply) => reply.code(403).send({ error: `The request is not signed by the ${what} provider.` }),
  }
}
