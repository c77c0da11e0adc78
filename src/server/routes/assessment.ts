import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { escapeHtml } from '@/server/domain/compose-email'
import type { LeadIntake } from '@/server/services/lead-intake'
import { assessmentFieldLabels, assessmentRequestSchema, assessmentResponseSchema, type AssessmentResponse } from '@/shared/assessment'
import { touchFromRequest } from '@/shared/attribution'
import { busySubmissionMessage, tooManySubmissionsMessage } from '@/shared/form-refusals'
import { paths } from '@/shared/paths'
import type { PageHook } from '../plugins/web'
import { sendHtmlPage } from './page-head'
import { paragraph, renderPlainPage } from './plain-page'
import { smsConsentProblem } from '@/server/services/texts/consent'
import { formCheckbox } from '@/shared/texts'
import { formOnly, formPage, formPostBody, refuseSubmission, refuseUntextablePhone, tooManyAnswer } from './public-form'

/**
 * The form's token for a visitor whose browser runs no JavaScript: set when /assessment is
 * served, so the server times the visit from then (docs/decisions/028); the page's code asks
 * for its own (GET /api/form-token) and never needs this one.
 */
export const formTokenCookie = 'assessment_form_token'

/** Sets the form token cookie on the /assessment page (a page hook: the web plugin calls it for every page). */
export function formTokenCookieFor(intake: LeadIntake): PageHook {
  return async (pagePath, request, reply, html) => {
    if (pagePath !== paths.assessment.path) return html
    const { token } = await intake.issueFormToken()
    const secure = request.protocol === 'https'
    reply.setCookie(formTokenCookie, token, { path: paths.assessment.path, httpOnly: true, secure, sameSite: 'strict', maxAge: 24 * 60 * 60 })
    return html
  }
}

const formFields = Object.keys(assessmentRequestSchema.shape) as (keyof typeof assessmentRequestSchema.shape)[]

/**
 * POST /api/assessment: the free assessment, answered by the lead-response pipeline. And the
 * same form sent by a browser without JavaScript (issue 11: no input is lost): POST /assessment,
 * form-encoded, answered with a redirect to the thank-you page, or a plain page naming each
 * field to fix.
 */
export const assessmentRoutes: FastifyPluginAsyncZod<{ intake: LeadIntake }> = async (app, { intake }) => {
  app.post('/api/assessment', { schema: { body: assessmentRequestSchema, response: { 201: assessmentResponseSchema, 422: tooManyAnswer, 429: tooManyAnswer, 503: tooManyAnswer } } }, async (request, reply) => {
    const untextable = smsConsentProblem(request.body)
    if (untextable) return refuseUntextablePhone(reply, untextable)
    const result = await intake.submitAssessment(request.body, { ip: request.ip, page: formPage(request, paths.assessment.path) })
    if (!result.stored) return refuseSubmission(request, reply, result)
    return reply.code(201).send({ success: true, id: result.id, automation: result.automation } satisfies AssessmentResponse)
  })

  // Its own scope: the form-body parser applies to this route only.
  await app.register(async (formScope) => {
    formScope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)))
    })

    formScope.post(paths.assessment.path, { schema: { body: formPostBody(formFields), consumes: formOnly }, attachValidation: true }, async (request, reply) => {
      const sent = (request.body ?? {}) as Record<string, unknown>
      // The form's own fields only (a browser sends every named control); the token from the page's cookie.
      const fields: Record<string, unknown> = Object.fromEntries(formFields.filter((name) => typeof sent[name] === 'string').map((name) => [name, sent[name]]))
      // A ticked box is posted as `on`, an unticked one not at all.
      fields.smsConsent = formCheckbox(sent.smsConsent)
      // Without JavaScript nothing was kept in the browser: the request itself says where it came from.
      const touch = touchFromRequest(request.headers.referer, request.host, paths.assessment.path)
      const parsed = assessmentRequestSchema.safeParse({
        ...fields,
        formToken: fields.formToken || request.cookies[formTokenCookie],
        attribution: { first: touch, last: touch },
      })
      const page = (status: number, title: string, body: string) => sendHtmlPage(reply, status, renderPlainPage(title, body))

      const untextable = parsed.success ? smsConsentProblem(parsed.data) : null
      if (!parsed.success || untextable) {
        const problems = (parsed.success ? { phone: [untextable!.phone] } : z.flattenError(parsed.error).fieldErrors) as Record<string, string[] | undefined>
        const items = (Object.keys(assessmentFieldLabels) as (keyof typeof assessmentFieldLabels)[])
          .filter((field) => problems[field]?.length)
          .map((field) => `<li style="margin:0 0 8px"><strong>${escapeHtml(assessmentFieldLabels[field])}</strong>: ${escapeHtml(problems[field]![0]!)}</li>`)
        return page(
          422,
          'Please check your assessment',
          `${paragraph('Nothing was sent yet. Go back to the form (your answers are still there), fix these and send it again:')}
<ul style="margin:0 0 24px;padding-left:20px;line-height:1.5">${items.join('')}</ul>
<p style="margin:0"><a href="${paths.assessment.path}" style="color:#1d4ed8">Back to the assessment</a></p>`,
        )
      }
      const result = await intake.submitAssessment(parsed.data, { ip: request.ip, page: formPage(request, paths.assessment.path) })
      if (!result.stored) {
        reply.header('retry-after', String(result.retryAfterSeconds))
        if (result.refused === 'busy') return page(503, 'Please try again in a few seconds', paragraph(`${busySubmissionMessage} Go back to the form (your answers are still there) and send it again.`))
        return page(429, 'Please try again in a minute', paragraph(`${tooManySubmissionsMessage} Your answers were not stored.`))
      }
      return reply.code(303).header('location', paths.assessmentThankYou.path).send()
    })
  })
}
