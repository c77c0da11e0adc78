import type { FastifyReply } from 'fastify'
import { tooManySubmissionsMessage } from '@/shared/automation'
import { apiErrorBodySchema } from '@/server/plugins/errors'

/** The 429's body, as the routes declare it (with Retry-After). */
export const tooManyAnswer = apiErrorBodySchema

/** The honest answer past the per-client limit of the public forms: 429, and when to try again. */
export function refuseTooMany(reply: FastifyReply, retryAfterSeconds: number) {
  return reply.code(429).header('retry-after', String(retryAfterSeconds)).send({ error: tooManySubmissionsMessage })
}
