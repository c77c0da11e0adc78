import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { assessmentRequestSchema, type AssessmentResponse } from '@/shared/assessment'
import type { LeadIntake } from '@/server/services/lead-intake'
import { refuseTooMany } from './public-form'

/** POST /api/assessment: the free assessment, answered by the lead-response pipeline. */
export const assessmentRoutes: FastifyPluginAsyncZod<{ intake: LeadIntake }> = async (app, { intake }) => {
  app.post('/api/assessment', { schema: { body: assessmentRequestSchema } }, async (request, reply) => {
    const result = await intake.submitAssessment(request.body, { ip: request.ip })
    if (!result.stored) return refuseTooMany(reply, result.retryAfterSeconds)
    return reply.code(201).send({ success: true, id: result.id, automation: result.automation } satisfies AssessmentResponse)
  })
}
