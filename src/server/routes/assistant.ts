import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Assistant } from '@/server/services/assistant/assistant'
import { apiErrorBodySchema } from '@/server/plugins/errors'
import { assistantApi, assistantRequestSchema, assistantStatusSchema, type AssistantEvent } from '@/shared/assistant'
import { fieldProblems, refuseTooMany } from './public-form'

/**
 * The site assistant (issue 26): GET /api/assistant says whether the model answers; POST
 * /api/assistant/messages streams its answer as server-sent events (one JSON event per `data:`
 * line), so the first words show as soon as the gate lets them through.
 */

const invalidSchema = z.object({ error: z.string(), fields: z.record(z.string(), z.string()) })
const offSchema = z.object({ error: z.string(), mode: z.string() })

export const assistantRoutes: FastifyPluginAsyncZod<{ assistant: Assistant }> = async (app, { assistant }) => {
  app.get(assistantApi.status, { schema: { response: { 200: assistantStatusSchema } } }, async (_request, reply) => {
    return reply.header('cache-control', 'no-store').send({ mode: await assistant.status() })
  })

  app.post(
    assistantApi.messages,
    // Declared for the document, checked here rather than by the schema compiler: a bad message
    // is a 422 naming its field.
    { schema: { body: assistantRequestSchema, response: { 422: invalidSchema, 429: apiErrorBodySchema, 409: offSchema } }, attachValidation: true },
    async (request, reply) => {
      const parsed = assistantRequestSchema.safeParse(request.body ?? undefined)
      if (!parsed.success) {
        const fields = fieldProblems(parsed.error)
        return reply.code(422).send({ error: Object.values(fields)[0] ?? 'Invalid message', fields })
      }
      // The stream starts with the first event; a refusal before it is a plain JSON answer.
      const visitorLeft = new AbortController()
      request.raw.on('close', () => visitorLeft.abort())
      let streaming = false
      const send = (event: AssistantEvent) => {
        if (!streaming) {
          streaming = true
          reply.hijack()
          reply.raw.writeHead(200, {
            'content-type': 'text/event-stream; charset=utf-8',
            'cache-control': 'no-store',
            'x-content-type-options': 'nosniff',
            // Proxies (nginx) would hold the stream until it ends.
            'x-accel-buffering': 'no',
          })
        }
        if (!reply.raw.destroyed) reply.raw.write(`data: ${JSON.stringify(event)}\n\n`)
      }
      try {
        const outcome = await assistant.respond(parsed.data, { ip: request.ip }, send, visitorLeft.signal)
        if (outcome.kind === 'too-many') return refuseTooMany(reply, outcome.retryAfterSeconds)
        if (outcome.kind === 'conversation-full') return reply.code(429).send({ error: 'This conversation has reached its length limit. Please book a call or send us the contact form.' })
        // Off by configuration or the owner's switch: a state of the site, not an outage (a 5xx
        // would tell monitoring the server is failing).
        if (outcome.kind === 'off') return reply.code(409).send({ error: 'The assistant is not answering with a model right now.', mode: outcome.mode })
      } catch (error) {
        if (!streaming) throw error
        request.log.error({ err: error }, 'assistant: the answer failed mid-stream')
      }
      if (streaming) reply.raw.end()
      return reply
    },
  )
}
