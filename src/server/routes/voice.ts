import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyReply } from 'fastify'
import { z } from 'zod'
import type { AppConfig } from '@/server/config'
import { goodbyeTwiml } from '@/server/domain/voice/twiml'
import type { VoiceCalls, VoiceParams } from '@/server/services/voice/calls'
import { voiceApi } from '@/shared/voice'
import { formOnly, formPostBody } from './public-form'
import { twilioWebhooks } from './twilio-webhooks'
import { signedWebhookConfig } from '@/server/plugins/security'

/** Under Twilio's 15 s wait for a webhook's answer. */
const twilioWaitMs = 12_000
const tryAgainLater = "Sorry, we can't take your call right now. Please call again in a few minutes. Goodbye."

/** The fields of Twilio's voice webhooks the server reads (it sends more; all are signed). */
const callFields = ['CallSid', 'AccountSid', 'From', 'To', 'CallStatus'] as const
const dialFields = [...callFields, 'DialCallStatus', 'DialCallDuration'] as const
const recordFields = [...callFields, 'RecordingSid', 'RecordingUrl', 'RecordingDuration'] as const
const turnFields = [...callFields, 'SpeechResult', 'Confidence'] as const
const statusFields = [...callFields, 'CallDuration'] as const

/**
 * Calls to the business number (issue 32): Twilio's voice webhook (`/api/voice/inbound`, set on
 * the number) and the steps the answers point to, each signed by Twilio as the texts' webhooks
 * are (routes/twilio-webhooks.ts), each answered with TwiML once per CallSid and step.
 */
export const voiceRoutes: FastifyPluginAsyncZod<{ config: AppConfig; calls: VoiceCalls }> = async (app, { config, calls }) => {
  const { formOf, signedByTwilio, notSigned } = twilioWebhooks(app, config, 'calls')
  const twiml = (reply: FastifyReply, body: string) => reply.type('text/xml; charset=utf-8').header('cache-control', 'no-store').send(body)
  const missingCallSid = (reply: FastifyReply) => reply.code(400).send({ error: 'CallSid is required', fields: { CallSid: 'Required' } })

  const step = (path: string, fields: readonly string[], answer: (params: VoiceParams, query: Record<string, string>) => Promise<string>, query?: z.ZodType) =>
    app.post(
      path,
      // Declared for the document; the signature is checked before the fields are.
      { config: signedWebhookConfig, schema: { body: formPostBody(fields), consumes: formOnly, ...(query ? { querystring: query } : {}) }, attachValidation: true },
      async (request, reply) => {
        const params = formOf(request)
        if (!signedByTwilio(request, params)) return notSigned(reply)
        if (!params.CallSid) return missingCallSid(reply)
        // A step that fails (a database that stays unavailable past its wait) is not stored as
        // answered: the caller is asked to call again and Twilio's redelivery is answered afresh.
        const answered = answer(params, (request.query ?? {}) as Record<string, string>).catch((error: unknown) => {
          request.log.error({ err: error, path }, 'a voice webhook failed; the caller was asked to call again')
          return goodbyeTwiml(tryAgainLater)
        })
        // Twilio waits 15 s for an answer, then plays its own error: past 12 s (a database that
        // answers too slowly) the caller hears this instead, and the step goes on in the background.
        let timer: NodeJS.Timeout | undefined
        const late = new Promise<string>((resolve) => {
          timer = setTimeout(() => resolve(goodbyeTwiml(tryAgainLater)), twilioWaitMs)
        })
        try {
          return twiml(reply, await Promise.race([answered, late]))
        } finally {
          clearTimeout(timer)
        }
      },
    )

  step(voiceApi.inbound, callFields, (params) => calls.inbound(params))
  step(voiceApi.dialed, dialFields, (params) => calls.dialed(params))
  step(voiceApi.recorded, recordFields, (params) => calls.recorded(params))
  step(
    voiceApi.turn,
    turnFields,
    (params, query) => calls.turn(params, Math.max(1, Math.min(1000, Number.parseInt(query.turn ?? '1', 10) || 1))),
    z.object({ turn: z.string().max(4).optional() }).loose(),
  )
  step(voiceApi.status, statusFields, (params) => calls.status(params))
}
