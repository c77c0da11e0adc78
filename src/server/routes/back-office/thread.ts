import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { InboundStatusService } from '@/server/services/inbound/status'
import type { LeadThreads } from '@/server/services/inbound/threads'
import {
  inboundStatusSchema,
  leadThreadSchema,
  ownerReplyRefusalSchema,
  ownerReplyRequestSchema,
  ownerReplyResponseSchema,
  ownerTextRefusalSchema,
  ownerTextRequestSchema,
  ownerTextResponseSchema,
  threadApi,
} from '@/shared/inbound'
import { errorBodySchema, idParamsSchema } from './common'

const leadNotFound = { error: 'Lead not found' }

/**
 * Issue 23: the lead's conversation and the owner's answer from it, by e-mail or (issue 31) by
 * text, and whether the mailbox is read. Operator only, like the whole back office (registered in
 * its guarded scope).
 */
export const threadRoutes: FastifyPluginAsyncZod<{ threads: LeadThreads; inbound: InboundStatusService }> = async (app, { threads, inbound }) => {
  app.get(threadApi.thread(':id'), { schema: { params: idParamsSchema, response: { 200: leadThreadSchema, 404: errorBodySchema } } }, async (request, reply) => {
    const thread = await threads.thread(request.params.id)
    return thread ? thread : reply.code(404).send(leadNotFound)
  })

  app.post(
    threadApi.reply(':id'),
    {
      schema: {
        params: idParamsSchema,
        body: ownerReplyRequestSchema,
        response: { 201: ownerReplyResponseSchema, 404: errorBodySchema, 409: ownerReplyRefusalSchema, 502: ownerReplyRefusalSchema },
      },
    },
    async (request, reply) => {
      const outcome = await threads.reply(request.params.id, request.body.text)
      if (!outcome.found) return reply.code(404).send(leadNotFound)
      const { response } = outcome
      // Sent, or kept for want of a mail server: written either way. An address that bounced: refused. The server failing: 502.
      if (response.outcome === 'undeliverable' || response.outcome === 'no-address') return reply.code(409).send({ ...response, error: response.message })
      if (response.outcome === 'failed') return reply.code(502).send({ ...response, error: response.message })
      return reply.code(201).send(response)
    },
  )

  app.post(
    threadApi.text(':id'),
    {
      schema: {
        params: idParamsSchema,
        body: ownerTextRequestSchema,
        response: { 201: ownerTextResponseSchema, 404: errorBodySchema, 409: ownerTextRefusalSchema, 502: ownerTextRefusalSchema },
      },
    },
    async (request, reply) => {
      const outcome = await threads.text(request.params.id, request.body.body)
      if (!outcome.found) return reply.code(404).send(leadNotFound)
      const { response } = outcome
      // Sent: 201. Not to be sent to this number (texts off, STOP, refused, no consent): 409. Twilio failing for now: 502, the row kept failed.
      if (response.outcome === 'sent') return reply.code(201).send(response)
      if (response.outcome === 'failed') return reply.code(502).send({ ...response, error: response.message })
      return reply.code(409).send({ ...response, error: response.message })
    },
  )

  app.get(threadApi.inboundStatus, { schema: { response: { 200: inboundStatusSchema } } }, async () => inbound.read())
}
