import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { InsightsService } from '@/server/services/insights/insights'
import { insightsApi, insightsQuerySchema, insightsSchema } from '@/shared/insights'

/** GET /api/insights?from=YYYY-MM-DD&to=YYYY-MM-DD (operator only): the Insights tab's figures. */
export const insightsRoutes: FastifyPluginAsyncZod<{ insights: InsightsService }> = async (app, { insights }) => {
  app.get(insightsApi, { schema: { querystring: insightsQuerySchema, response: { 200: insightsSchema } } }, async (request, reply) => {
    return reply.header('cache-control', 'no-store').send(await insights.read(request.query))
  })
}
