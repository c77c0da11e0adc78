import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { PipelineContext } from '@/server/services/pipeline/context'
import { addCompanyToLeads, prepareEmailDraft, scheduleCompanyCall, sendEmailDraft, type Refusal } from '@/server/services/research/actions'
import { addManualCompany, findCompany, listCompanies, toResearchCompany } from '@/server/services/research/companies'
import { createResearchRuns } from '@/server/services/research/runs'
import {
  manualResearchRequestSchema,
  researchApi,
  researchCompanySchema,
  researchEmailDraftSchema,
  researchListQuerySchema,
  researchListResponseSchema,
  researchRunListQuerySchema,
  researchRunListResponseSchema,
  researchRunResponseSchema,
  researchToLeadRequestSchema,
  researchToLeadResponseSchema,
  scheduleResearchCallRequestSchema,
  scheduleResearchCallResponseSchema,
  sendResearchEmailRequestSchema,
  sendResearchEmailResponseSchema,
  startResearchRequestSchema,
  startResearchResponseSchema,
} from '@/shared/research'
import { errorBodySchema, idParamsSchema } from './back-office/common'

const draftParamsSchema = z.strictObject({ draftId: z.string() })
const refusals = { 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema }
const refusalBody = (refusal: Refusal) => ({ error: refusal.error, ...(refusal.fields ? { fields: refusal.fields } : {}) })

/**
 * Business research (SPEC §2 "Lexington Research", §7 /api/research/*): the companies, manual
 * entries, research runs (jobs), and the actions on a company. Registered inside the operator
 * scope (app.ts): every route here needs the operator session.
 */
export const researchRoutes: FastifyPluginAsyncZod<{ context: PipelineContext }> = async (app, { context }) => {
  const runs = createResearchRuns(context)

  app.get(researchApi.companies, { schema: { querystring: researchListQuerySchema, response: { 200: researchListResponseSchema } } }, async (request) => {
    return listCompanies(context.db, request.query)
  })

  app.post(researchApi.companies, { schema: { body: manualResearchRequestSchema, response: { 201: researchCompanySchema } } }, async (request, reply) => {
    return reply.code(201).send(await addManualCompany(context, request.body))
  })

  app.get(researchApi.company(':id'), { schema: { params: idParamsSchema, response: { 200: researchCompanySchema, 404: errorBodySchema } } }, async (request, reply) => {
    const row = await findCompany(context.db, request.params.id)
    return row ? toResearchCompany(row) : reply.code(404).send({ error: 'Company not found' })
  })

  // 201 with a new queued run; 200 with the run of the same location and industry still under way.
  app.post(researchApi.start, { schema: { body: startResearchRequestSchema, response: { 200: startResearchResponseSchema, 201: startResearchResponseSchema } } }, async (request, reply) => {
    const { run, created } = await runs.begin({ ...request.body, trigger: 'operator' })
    return reply.code(created ? 201 : 200).send({ run })
  })

  app.get(researchApi.runs, { schema: { querystring: researchRunListQuerySchema, response: { 200: researchRunListResponseSchema } } }, async (request) => {
    return { runs: await runs.list(request.query.limit) }
  })

  app.get(researchApi.run(':id'), { schema: { params: idParamsSchema, response: { 200: researchRunResponseSchema, 404: errorBodySchema } } }, async (request, reply) => {
    const run = await runs.get(request.params.id)
    return run ? { run } : reply.code(404).send({ error: 'Research run not found' })
  })

  // 201 with a new lead; 200 when the company was linked to the lead it already was. The body,
  // optional, is the lead as the operator completed it (a company with no e-mail on file).
  app.post(
    researchApi.addToLeads(':id'),
    { schema: { params: idParamsSchema, body: researchToLeadRequestSchema.nullish(), response: { 200: researchToLeadResponseSchema, 201: researchToLeadResponseSchema, ...refusals } } },
    async (request, reply) => {
      const outcome = await addCompanyToLeads(context, request.params.id, request.body ?? undefined)
    if (outcome.refused) return reply.code(outcome.status).send(refusalBody(outcome))
      return reply.code(outcome.created ? 201 : 200).send({ leadId: outcome.leadId, created: outcome.created, message: outcome.message })
    },
  )

  // 201 with a new draft; 200 with the company's draft already open.
  app.post(researchApi.emailDraft(':id'), { schema: { params: idParamsSchema, response: { 200: researchEmailDraftSchema, 201: researchEmailDraftSchema, ...refusals } } }, async (request, reply) => {
    const outcome = await prepareEmailDraft(context, request.params.id)
    if (outcome.refused) return reply.code(outcome.status).send(refusalBody(outcome))
    return reply.code(outcome.created ? 201 : 200).send({ draftId: outcome.draftId, to: outcome.to, subject: outcome.subject, text: outcome.text })
  })

  app.post(
    researchApi.sendEmailDraft(':draftId'),
    { schema: { params: draftParamsSchema, body: sendResearchEmailRequestSchema, response: { 200: sendResearchEmailResponseSchema, ...refusals } } },
    async (request, reply) => {
      const outcome = await sendEmailDraft(context, request.params.draftId, request.body)
      if (outcome.refused) return reply.code(outcome.status).send(refusalBody(outcome))
      return { draftId: outcome.draftId, status: outcome.status, message: outcome.message }
    },
  )

  app.post(
    researchApi.scheduleCall(':id'),
    {
      schema: {
        params: idParamsSchema,
        // The body is optional: without one, the call is due the next working day at 10:00.
        body: scheduleResearchCallRequestSchema.nullish(),
        response: { 201: scheduleResearchCallResponseSchema, 400: errorBodySchema, ...refusals },
      },
    },
    async (request, reply) => {
      const outcome = await scheduleCompanyCall(context, request.params.id, request.body ?? {})
      if (outcome.refused === 'bad-date') return reply.code(400).send({ error: `Invalid request: ${outcome.message}`, fields: { dueDate: outcome.message } })
      if (outcome.refused) return reply.code(outcome.status).send(refusalBody(outcome))
      return reply.code(201).send({ taskId: outcome.taskId, dueDate: outcome.dueDate, message: outcome.message })
    },
  )
}
