import type { FastifyReply, FastifyRequest } from 'fastify'
import { operatorRequiredMessage } from '@/shared/automation'

/**
 * Who is the operator (DESIGN "Who may do what"): whatever reads private data or causes a real
 * outbound effect with the agency's keys needs the operator session. The session arrives with
 * the admin issue; until then this one function decides, and it says no: service tests answer
 * 401 and the full automation test runs in sandbox mode. The admin issue replaces its body with
 * the session check; every guarded route already asks it.
 */
export function isOperator(_request: FastifyRequest): boolean {
  return false
}

export type OperatorCheck = (request: FastifyRequest) => boolean

/** A preHandler answering 401 `{ error: 'Operator sign-in required' }` to anyone else. */
export function requireOperator(check: OperatorCheck) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!check(request)) {
      return reply.code(401).header('cache-control', 'no-store').send({ error: operatorRequiredMessage })
    }
  }
}
