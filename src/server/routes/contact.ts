import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { contactRequestSchema, type SubmissionResponse } from '@/shared/automation'
import type { LeadIntake } from '@/server/services/lead-intake'

/** POST /api/contact: SPEC §3 contact submission, answered by the lead-response pipeline. */
export const contactRoutes: FastifyPluginAsyncZod<{ intake: LeadIntake }> = async (app, { intake }) => {
  app.post('/api/contact', { schema: { body: contactRequestSchema } }, async (request, reply) => {
    const { automation } = await intake.submitContact(request.body, { ip: request.ip })
    return reply.code(201).send({ success: true, automation } satisfies SubmissionResponse)
  })
}
