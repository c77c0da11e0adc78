import { Readable } from 'node:stream'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema, idParamsSchema } from './common'
import type { SubmissionBook } from '@/server/services/back-office/submissions'
import type { LeadIntake } from '@/server/services/lead-intake'
import {
  adminApi,
  assessmentCsvFileName,
  assessmentListSchema,
  listQuerySchema,
  releaseMessages,
  submissionCsvFileName,
  submissionListSchema,
} from '@/shared/admin'

const csvQuerySchema = listQuerySchema.pick({ search: true })
const releaseAnswerSchema = z.object({ message: z.string() })

/** SPEC §2 "Contact Submissions" and the assessments: a page with the counters, the CSV export, and releasing a held one. */
export const submissionRoutes: FastifyPluginAsyncZod<{ submissions: SubmissionBook; intake: LeadIntake }> = async (app, { submissions, intake }) => {
  app.get(adminApi.submissions, { schema: { querystring: listQuerySchema, response: { 200: submissionListSchema } } }, async (request) => {
    const { page, pageSize, search } = request.query
    return submissions.submissions({ page, pageSize }, search)
  })

  app.get(adminApi.assessments, { schema: { querystring: listQuerySchema, response: { 200: assessmentListSchema } } }, async (request) => {
    const { page, pageSize, search } = request.query
    return submissions.assessments({ page, pageSize }, search)
  })

  // Streamed as it is read (constant memory, services/back-office/submissions.ts).
  app.get(adminApi.submissionsCsv, { schema: { querystring: csvQuerySchema } }, async (request, reply) => {
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${submissionCsvFileName}"`)
      .send(Readable.from(submissions.submissionsCsv(request.query.search), { objectMode: false }))
  })

  app.get(adminApi.assessmentsCsv, { schema: { querystring: csvQuerySchema } }, async (request, reply) => {
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${assessmentCsvFileName}"`)
      .send(Readable.from(submissions.assessmentsCsv(request.query.search), { objectMode: false }))
  })

  // The owner has read a held submission and lets the pipeline answer it (docs/decisions/030).
  const releaseAnswer = (reply: FastifyReply, outcome: 'released' | 'not-held' | 'missing') =>
    outcome === 'released'
      ? reply.send({ message: releaseMessages.released })
      : reply.code(outcome === 'missing' ? 404 : 409).send({ error: releaseMessages[outcome] })

  app.post(adminApi.releaseSubmission(':id'), { schema: { params: idParamsSchema, response: { 200: releaseAnswerSchema, 404: errorBodySchema, 409: errorBodySchema } } }, async (request, reply) =>
    releaseAnswer(reply, await intake.releaseContact(request.params.id)),
  )

  app.post(adminApi.releaseAssessment(':id'), { schema: { params: idParamsSchema, response: { 200: releaseAnswerSchema, 404: errorBodySchema, 409: errorBodySchema } } }, async (request, reply) =>
    releaseAnswer(reply, await intake.releaseAssessment(request.params.id)),
  )
}
