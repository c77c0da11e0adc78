import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { busySubmissionMessage, tooManySubmissionsMessage } from '@/shared/form-refusals'
import { apiErrorBodySchema } from '@/server/plugins/errors'

/**
 * The body of a form a browser posts without JavaScript (application/x-www-form-urlencoded): each
 * named field a string. Declared for the OpenAPI document (so a generated client or test reaches
 * the route) with `attachValidation`: the route checks the fields itself and answers a page naming
 * each one to fix, never the schema compiler's 400.
 */
export function formPostBody<Field extends string>(fields: readonly Field[]) {
  return z.looseObject(Object.fromEntries(fields.map((field) => [field, z.string().optional()])) as Record<Field, z.ZodOptional<z.ZodString>>)
}

/** The content types of a route that takes the JSON API's body and the same form posted by a browser. */
export const jsonOrForm = ['application/json', 'application/x-www-form-urlencoded']
export const formOnly = ['application/x-www-form-urlencoded']

/** The 429's body, as the routes declare it (with Retry-After). */
export const tooManyAnswer = apiErrorBodySchema

/** The honest answer past the per-client limit of the public forms: 429, and when to try again. */
export function refuseTooMany(reply: FastifyReply, retryAfterSeconds: number) {
  return reply.code(429).header('retry-after', String(retryAfterSeconds)).send({ error: tooManySubmissionsMessage })
}

/**
 * A form's lead refused before anything was stored (the intake's `refused`): 429 past the
 * per-client limit; 503 when the first answers are queued past their budget (decision 048), with
 * Retry-After and a request id, as every 503 of the app (plugins/load-shedding.ts, errors.ts).
 */
export function refuseSubmission(request: FastifyRequest, reply: FastifyReply, refusal: { refused: 'too-many' | 'busy'; retryAfterSeconds: number }) {
  if (refusal.refused === 'too-many') return refuseTooMany(reply, refusal.retryAfterSeconds)
  return reply
    .code(503)
    .header('retry-after', String(refusal.retryAfterSeconds))
    .send({ error: busySubmissionMessage, requestId: String(request.id) })
}

/** Each bad field with its first message (the public forms' fields are one level deep). */
export function fieldProblems(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[key] ??= 'Unknown field'
      continue
    }
    fields[String(issue.path[0] ?? 'body')] ??= issue.message
  }
  return fields
}

/**
 * The page a form was sent from, for the consent to texts (issue 31): the Referer's path when the
 * browser sent one from this site, else the form's own page.
 */
export function formPage(request: FastifyRequest, fallback: string): string {
  const referer = request.headers.referer
  if (!referer) return fallback
  try {
    const url = new URL(referer)
    return url.host === request.host ? url.pathname : fallback
  } catch {
    return fallback
  }
}

/** The 422 of a form whose box for texts is ticked beside a phone that cannot take one. */
export function refuseUntextablePhone(reply: FastifyReply, fields: { phone: string }) {
  return reply.code(422).send({ error: `Invalid request: phone: ${fields.phone}`, fields })
}
