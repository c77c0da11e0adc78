import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Assistant } from '@/server/services/assistant/assistant'
import { assistantAdminApi, assistantOverviewSchema, assistantSwitchSchema } from '@/shared/assistant'

/** The site assistant in the back office (operator only): its state and spending, and the owner's switch. */
export const assistantAdminRoutes: FastifyPluginAsyncZod<{ assistant: Assistant }> = async (app, { assistant }) => {
  app.get(assistantAdminApi, { schema: { response: { 200: assistantOverviewSchema } } }, async (_request, reply) => {
    return reply.header('cache-control', 'no-store').send(await assistant.overview())
  })
  app.put(assistantAdminApi, { schema: { body: assistantSwitchSchema, response: { 200: assistantOverviewSchema } } }, async (request) => {
    return assistant.switchModel(request.body.enabled)
  })
}
