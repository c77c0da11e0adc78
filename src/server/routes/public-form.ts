import type { FastifyReply } from 'fastify'
import type { z } from 'zod'
import { tooManySubmissionsMessage } from '@/shared/automation'
import { apiErrorBodySchema } from '@/server/plugins/errors'

/** The 429's body, as the routes declare it (with Retry-After). */
export const tooManyAnswer = apiErrorBodySchema

/** The honest answer past the per-client limit of the public forms: 429, and when to try again. */
export function refuseTooMany(reply: FastifyReply, retryAfterSeconds: number) {
  return reply.code(429).header('retry-after', String(retryAfterSeconds)).send({ error: tooManySubmissionsMessage })
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
