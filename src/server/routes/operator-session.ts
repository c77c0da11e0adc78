import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { foreignOriginMessage, isForeignOrigin, operatorSecurity, sessionCookieFor } from '@/server/plugins/operator'
import type { LoginThrottle } from '@/server/services/operator-auth/login-throttle'
import { verifyPassword, type PasswordHash } from '@/server/services/operator-auth/password'
import { sessionAbsoluteMs, type OperatorSessionInfo, type SessionStore } from '@/server/services/operator-auth/sessions'
import { adminApi, invalidPasswordMessage, loginRequestSchema, operatorSessionSchema, type OperatorSession } from '@/shared/admin'
import { apiErrorBodySchema } from '@/server/plugins/errors'
import { operatorRequiredMessage } from '@/shared/automation'

type Deps = { sessions: SessionStore; throttle: LoginThrottle; password: PasswordHash; publicUrl: string }

const sessionBody = (session: OperatorSessionInfo): OperatorSession => ({
  signedIn: true,
  idleExpiresAt: session.idleExpiresAt.toISOString(),
  absoluteExpiresAt: session.absoluteExpiresAt.toISOString(),
})

/**
 * The 'Admin Access' screen's calls (SPEC §2, §8 'Invalid password'): POST signs in, GET says
 * whether this browser is signed in, DELETE signs out. The password is checked here, never in the
 * browser (DESIGN "Who may do what").
 */
export const operatorSessionRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store')
    if (isForeignOrigin(request, deps.publicUrl)) return reply.code(403).send({ error: foreignOriginMessage })
  })

  app.post(adminApi.session, { schema: { body: loginRequestSchema, response: { 200: operatorSessionSchema, 401: apiErrorBodySchema, 403: apiErrorBodySchema, 429: apiErrorBodySchema } } }, async (request, reply) => {
    const verdict = await deps.throttle.attempt(request.ip)
    if (!verdict.allowed) {
      const minutes = Math.ceil(verdict.retryAfterSeconds / 60)
      return reply
        .code(429)
        .header('retry-after', String(verdict.retryAfterSeconds))
        .send({ error: `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` })
    }
    if (!(await verifyPassword(deps.password, request.body.password))) {
      request.log.warn({ ip: request.ip }, 'back office: wrong password')
      return reply.code(401).send({ error: invalidPasswordMessage })
    }
    await deps.throttle.succeeded(request.ip)
    const session = await deps.sessions.create({ ip: request.ip, userAgent: request.headers['user-agent'] })
    const { name, secure } = sessionCookieFor(request)
    request.log.info({ ip: request.ip }, 'back office: signed in')
    return reply
      .setCookie(name, session.token, { path: '/', httpOnly: true, secure, sameSite: 'strict', maxAge: sessionAbsoluteMs / 1000 })
      .send(sessionBody(session))
  })

  app.get(adminApi.session, { schema: { security: operatorSecurity, response: { 200: operatorSessionSchema, 401: apiErrorBodySchema } } }, async (request, reply) => {
    if (!request.operator) return reply.code(401).send({ error: operatorRequiredMessage })
    return reply.send(sessionBody(request.operator))
  })

  app.delete(adminApi.session, async (request, reply) => {
    const { name, secure } = sessionCookieFor(request)
    const token = request.cookies[name]
    if (token) await deps.sessions.revoke(token)
    return reply.clearCookie(name, { path: '/', httpOnly: true, secure, sameSite: 'strict' }).code(204).send()
  })
}
