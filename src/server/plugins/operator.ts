import cookie from '@fastify/cookie'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { isLoopbackHost } from '@/server/config'
import type { OperatorSessionInfo, SessionStore } from '@/server/services/operator-auth/sessions'
import { operatorRequiredMessage } from '@/shared/automation'

/**
 * Who is the operator (DESIGN "Who may do what"): whoever holds a live session cookie, checked
 * against the database on every /api request. Whatever reads private data or causes a real
 * outbound effect with the agency's keys sits in the operator scope below (401 without a
 * session, 403 for a state-changing call from a foreign Origin). decision 014.
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator's session when the request carries a live one; null otherwise. */
    operator: OperatorSessionInfo | null
  }
}

/**
 * The cookie: `__Host-` prefixed and Secure, so only this exact origin over HTTPS gets it, except
 * on plain http to this machine itself (development, `npm start` locally), where a browser would
 * refuse a Secure cookie: there it goes without the prefix and the Secure flag.
 */
export const secureSessionCookie = '__Host-bluegrass_operator'
export const localSessionCookie = 'bluegrass_operator'

/**
 * The session cookie as an OpenAPI security scheme (plugins/openapi.ts): the HTTPS name, and the
 * plain-http one on localhost; either one signs a call in.
 */
export const operatorSessionSchemes = {
  operatorSession: {
    type: 'apiKey',
    in: 'cookie',
    name: secureSessionCookie,
    description: 'The operator session, set by POST /api/admin/session over HTTPS (HttpOnly, SameSite=Strict; idle 30 min, absolute 12 h).',
  },
  operatorSessionLocal: {
    type: 'apiKey',
    in: 'cookie',
    name: localSessionCookie,
    description: 'The same session over plain http on this machine (localhost, development).',
  },
} as const

/** An operation that needs the operator session (OpenAPI `security`): one of the two cookies. */
export const operatorSecurity: Record<string, string[]>[] = [{ operatorSession: [] }, { operatorSessionLocal: [] }]
/** An operation open to anyone that answers the operator more (the automation status, the full test). */
export const optionalOperatorSecurity: Record<string, string[]>[] = [{}, ...operatorSecurity]

export function sessionCookieFor(request: FastifyRequest): { name: string; secure: boolean } {
  const plainLocal = request.protocol === 'http' && isLoopbackHost(request.hostname)
  return plainLocal ? { name: localSessionCookie, secure: false } : { name: secureSessionCookie, secure: true }
}

export function isOperator(request: FastifyRequest): boolean {
  return request.operator !== null
}

export type OperatorCheck = (request: FastifyRequest) => boolean

/** A preHandler answering 401 `{ error: 'Operator sign-in required' }` to anyone else. */
export function requireOperator(check: OperatorCheck = isOperator) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!check(request)) {
      return reply.code(401).header('cache-control', 'no-store').send({ error: operatorRequiredMessage })
    }
  }
}

/** Sets `request.operator` from the session cookie, for /api requests. */
export const operatorSessionPlugin = fp<{ sessions: SessionStore }>(async (app, { sessions }) => {
  await app.register(cookie)
  app.decorateRequest('operator', null)
  app.addHook('onRequest', async (request) => {
    // Pages and assets never need it: only the API and /metrics (plugins/metrics.ts) are checked.
    if (!request.url.startsWith('/api/') && request.url.split('?')[0] !== '/metrics') return
    const token = request.cookies[sessionCookieFor(request).name]
    if (token) request.operator = await sessions.find(token)
  })
})

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * A state-changing request made by a page of another site: its Origin names that site (or, from
 * a browser that sends no Origin, Sec-Fetch-Site says cross-site). The SameSite=Strict cookie
 * already keeps such requests signed out; this refuses them outright as well.
 */
export function isForeignOrigin(request: FastifyRequest, publicUrl: string): boolean {
  if (safeMethods.has(request.method)) return false
  const origin = request.headers.origin
  if (origin) {
    const own = new Set([`${request.protocol}://${request.host}`, new URL(publicUrl).origin])
    return !own.has(origin)
  }
  const site = request.headers['sec-fetch-site']
  return site === 'cross-site' || site === 'same-site'
}

export const foreignOriginMessage = 'Cross-origin request refused'

/**
 * Makes every route registered in `scope` operator-only (fastify/demo's autohooks idea: one hook
 * guards a whole scope, so a route added there cannot forget it).
 */
export function guardOperatorScope(scope: FastifyInstance, options: { publicUrl: string }) {
  // The API description says so too: every route of the scope needs the session.
  scope.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: operatorSecurity }
  })
  scope.addHook('onRequest', async (request, reply) => {
    if (isForeignOrigin(request, options.publicUrl)) {
      return reply.code(403).header('cache-control', 'no-store').send({ error: foreignOriginMessage })
    }
    if (!isOperator(request)) {
      return reply.code(401).header('cache-control', 'no-store').send({ error: operatorRequiredMessage })
    }
    reply.header('cache-control', 'no-store')
  })
}
