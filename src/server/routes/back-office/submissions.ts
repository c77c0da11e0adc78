import { Readable } from 'node:stream'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { SubmissionBook } from '@/server/services/back-office/submissions'
import {
  adminApi,
  assessmentCsvFileName,
  assessmentListSchema,
  listQuerySchema,
  submissionCsvFileName,
  submissionListSchema,
} from '@/shared/admin'

const csvQuerySchema = listQuerySchema.pick({ search: true })

/** SPEC §2 "Contact Submissions" and the assessments: a page with the counters, and the CSV export. */
export const submissionRoutes: FastifyPluginAsyncZod<{ submissions: SubmissionBook }> = async (app, { submissions }) => {
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
}
