import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { ReportPages } from '@/server/services/assessment-report/report-pages'
import { sendHtmlPage } from './page-head'
import { renderReportPage } from './report-page-html'

/**
 * GET /report/:token: the assessment's custom strategy report as a web page (docs/decisions/016),
 * public because the token is the key (256 random bits, sent only to the lead by e-mail). Never
 * indexed, never cached. Its stylesheet is a static file served here: the CSP admits no inline
 * style element. An unknown token answers 404; a report not generated yet says it is being prepared.
 */
export const reportPageRoutes: FastifyPluginAsyncZod<{ pages: ReportPages; timeZone: string; bookingUrl: string }> = async (app, { pages, timeZone, bookingUrl }) => {
  const css = await readFile(new URL('./report-page.css', import.meta.url), 'utf8')
  // The stylesheet's URL changes with its content, so it can be cached for a year.
  const cssHref = `/report.css?v=${createHash('sha256').update(css).digest('hex').slice(0, 12)}`

  app.get('/report.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=31536000, immutable').send(css),
  )

  app.get('/report/:token', { schema: { params: z.object({ token: z.string() }) } }, async (request, reply) => {
    const page = await pages.find(request.params.token)
    return sendHtmlPage(reply.header('x-robots-tag', 'noindex'), page.kind === 'not-found' ? 404 : 200, renderReportPage(page, { cssHref, timeZone, bookingUrl }))
  })
}
