import type { FastifyReply } from 'fastify'
import { tooManySubmissionsMessage } from '@/shared/automation'

/** The honest answer past the per-client limit of the public forms: 429, and when to try again. */
export function refuseTooMany(reply: FastifyReply, retryAfterSeconds: number) {
  return reply.code(429).header('retry-after', String(retryAfterSeconds)).send({ error: tooManySubmissionsMessage })
}
