import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { LeadCreator } from '@/server/services/back-office/lead-creation'
import type { LeadBook } from '@/server/services/back-office/leads'
import {
  adminApi,
  createLeadRequestSchema,
  createLeadResponseSchema,
  leadDetailSchema,
  leadListSchema,
  leadSummarySchema,
  listQuerySchema,
  updateLeadRequestSchema,
} from '@/shared/admin'
import { errorBodySchema, idParamsSchema } from './common'

const leadNotFound = { error: 'Lead not found' }
const duplicateEmail = 'A lead with this e-mail already exists'

/** SPEC §2 CRM leads: the list, one lead in full, status/priority changes, and Add Lead. */
export const leadRoutes: FastifyPluginAsyncZod<{ leads: LeadBook; addLead: LeadCreator }> = async (app, { leads, addLead }) => {
  app.get(adminApi.leads, { schema: { querystring: listQuerySchema, response: { 200: leadListSchema } } }, async (request) => {
    const { page, pageSize, search } = request.query
    return leads.list({ page, pageSize, search })
  })

  app.post(adminApi.leads, { schema: { body: createLeadRequestSchema, response: { 201: createLeadResponseSchema, 409: errorBodySchema } } }, async (request, reply) => {
    const outcome = await addLead(request.body)
    if (!outcome.created) return reply.code(409).send({ error: duplicateEmail, fields: { email: duplicateEmail } })
    return reply.code(201).send(outcome.response)
  })

  app.get(adminApi.lead(':id'), { schema: { params: idParamsSchema, response: { 200: leadDetailSchema, 404: errorBodySchema } } }, async (request, reply) => {
    const detail = await leads.detail(request.params.id)
    return detail ? detail : reply.code(404).send(leadNotFound)
  })

  app.patch(
    adminApi.lead(':id'),
    { schema: { params: idParamsSchema, body: updateLeadRequestSchema, response: { 200: leadSummarySchema, 404: errorBodySchema } } },
    async (request, reply) => {
      const lead = await leads.update(request.params.id, request.body)
      return lead ? lead : reply.code(404).send(leadNotFound)
    },
  )
}
