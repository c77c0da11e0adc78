import { STATUS_CODES } from 'node:http'
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { isDatabaseUnavailable } from '@/server/db/unavailable'

/** Body of every 4xx/5xx answer from /api. */
export type ApiErrorBody = {
  error: string
  /** For 400s from validation: one message per bad field, keyed by the field's name. */
  fields?: Record<string, string>
  /** For 5xx: quote it when reporting a problem; the logs carry the same id. */
  requestId?: string
}

/** ApiErrorBody as a schema: what routes declare for their refusals, and the API description shows. */
export const apiErrorBodySchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  requestId: z.string().optional(),
}) satisfies z.ZodType<ApiErrorBody>

/** Names each bad field once, with the first message zod gave for it. */
export function fieldErrors(issues: readonly FastifySchemaValidationError[]): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of issues) {
    if (issue.keyword === 'unrecognized_keys') {
      for (const key of (issue.params as { keys?: string[] }).keys ?? []) fields[key] ??= 'Unknown field'
      continue
    }
    // No path (or `/`) is the request's whole body; a field may itself be called `body`.
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.')
    const whole = path === ''
    const field = whole ? 'body' : path
    fields[field] ??= whole ? 'Expected a JSON object' : (issue.message ?? 'Invalid value')
  }
  return fields
}

/** Seconds a client is asked to wait when the database is out of reach (Retry-After). */
export const databaseRetryAfterSeconds = 5
export const databaseUnavailableMessage = 'The service is briefly unavailable. Please try again in a few seconds.'

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = fieldErrors(error.validation)
    const summary = Object.entries(fields)
      .map(([field, message]) => `${field}: ${message}`)
      .join('; ')
    return reply.code(400).send({ error: `Invalid request: ${summary}`, fields } satisfies ApiErrorBody)
  }

  // An outage is not the visitor's fault nor a bug: say so, and when to try again (decision 021).
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable')
    return reply
      .code(503)
      .header('retry-after', String(databaseRetryAfterSeconds))
      .send({ error: databaseUnavailableMessage, requestId: String(request.id) } satisfies ApiErrorBody)
  }

  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500
  if (status < 500) {
    return reply.code(status).send({ error: error.message || STATUS_CODES[status] || 'Error' } satisfies ApiErrorBody)
  }
  // The cause goes to the log, never to the client.
  request.log.error({ err: error }, 'request failed')
  return reply.code(status).send({
    error: STATUS_CODES[status] ?? 'Internal Server Error',
    requestId: String(request.id),
  } satisfies ApiErrorBody)
}
