import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { formTokenUrl } from '@/shared/form-token-url'
import { contactRequestSchema, formTokenResponseSchema, submissionResponseSchema, type SubmissionResponse } from '@/shared/public-form'
import type { LeadIntake } from '@/server/services/lead-intake'
import { smsConsentProblem } from '@/server/services/texts/consent'
import { formPage, refuseSubmission, refuseUntextablePhone, tooManyAnswer } from './public-form'

/** POST /api/contact: SPEC §3 contact submission, answered by the lead-response pipeline; and the forms' token. */
export const contactRoutes: FastifyPluginAsyncZod<{ intake: LeadIntake }> = async (app, { intake }) => {
  // The public forms ask for a token when a visitor begins one (docs/decisions/028); never cached.
  app.get(formTokenUrl, { schema: { response: { 200: formTokenResponseSchema } } }, async (_request, reply) => {
    return reply.header('cache-control', 'no-store').send(await intake.issueFormToken())
  })

  app.post('/api/contact', { schema: { body: contactRequestSchema, response: { 201: submissionResponseSchema, 422: tooManyAnswer, 429: tooManyAnswer, 503: tooManyAnswer } } }, async (request, reply) => {
    const untextable = smsConsentProblem(request.body)
    if (untextable) return refuseUntextablePhone(reply, untextable)
    const result = await intake.submitContact(request.body, { ip: request.ip, page: formPage(request, '/') })
    if (!result.stored) return refuseSubmission(request, reply, result)
    return reply.code(201).send({ success: true, automation: result.automation } satisfies SubmissionResponse)
  })
}
