import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { CrmFiguresService } from '@/server/services/back-office/crm-figures'
import { adminApi, crmStatsSchema, emailStateSchema, releaseHeldMailResponseSchema } from '@/shared/admin'

/** SPEC §2 CRM header: the four stat cards and the e-mail banner, from the data (docs/decisions/013). */
export const crmRoutes: FastifyPluginAsyncZod<{ figures: CrmFiguresService; releaseHeldMail: () => Promise<number> }> = async (app, { figures, releaseHeldMail }) => {
  app.get(adminApi.crmStats, { schema: { response: { 200: crmStatsSchema } } }, async () => figures.stats())
  app.get(adminApi.emailState, { schema: { response: { 200: emailStateSchema } } }, async () => figures.emailState())
  app.post(adminApi.releaseHeldMail, { schema: { response: { 200: releaseHeldMailResponseSchema } } }, async () => ({ released: await releaseHeldMail() }))
}
