import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { createUnsubscribes } from '@/server/services/unsubscribe'
import { sendHtmlPage } from './page-head'
import { jsonOrForm } from './public-form'
import { renderUnsubscribePage, type UnsubscribePage } from './unsubscribe-page'

/**
 * GET /api/unsubscribe?token=… shows a confirmation page; POST unsubscribes: from that page's
 * form, or from a mail client's one-click request (RFC 8058: the link's URL, body
 * `List-Unsubscribe=One-Click`). Registered in its own scope: the form-body parser applies here only.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ unsubscribes: ReturnType<typeof createUnsubscribes> }> = async (app, { unsubscribes }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)))
  })

  /** The page, never cached; a token that names no lead is a 404. */
  const sendPage = (reply: FastifyReply, found: boolean, page: UnsubscribePage, token?: string) =>
    sendHtmlPage(reply, found ? 200 : 404, renderUnsubscribePage(page, token))
  const query = z.object({ token: z.string().max(200).optional() })

  app.get('/api/unsubscribe', { schema: { querystring: query } }, async (request, reply) => {
    const token = request.query.token ?? ''
    const found = await unsubscribes.check(token)
    const page: UnsubscribePage = !found.found ? 'invalid' : found.unsubscribed ? 'already' : 'confirm'
    return sendPage(reply, found.found, page, token)
  })

  app.post(
    '/api/unsubscribe',
    { schema: { querystring: query, body: z.object({ token: z.string().max(200).optional() }).loose().nullish(), consumes: jsonOrForm } },
    async (request, reply) => {
      const token = request.body?.token ?? request.query.token ?? ''
      const result = await unsubscribes.unsubscribe(token)
      const page: UnsubscribePage = !result.found ? 'invalid' : result.already ? 'already' : 'done'
      return sendPage(reply, result.found, page)
    },
  )
}
