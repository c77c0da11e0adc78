import type { FastifyPluginAsync } from 'fastify'
import { appPaths } from '@/shared/paths'
import { site } from '@/shared/site'

/**
 * /sitemap.xml lists the public pages; /robots.txt keeps crawlers out of the back office. Both
 * come from the route table, so a new page appears in them by being added there.
 */
export function sitemapXml(baseUrl: string = site.url): string {
  const urls = appPaths
    .filter((page) => page.visibility === 'public')
    .map((page) => `  <url><loc>${new URL(page.path, baseUrl).toString()}</loc></url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** SPEC-free but standard: the private areas are /admin, /workflows and /automation (with /automation/logs). */
export const disallowedPrefixes = ['/admin', '/workflows', '/automation'] as const

export function robotsTxt(baseUrl: string = site.url): string {
  return [
    'User-agent: *',
    ...disallowedPrefixes.map((prefix) => `Disallow: ${prefix}`),
    // /automation/demo is public, though under a disallowed prefix.
    'Allow: /automation/demo',
    '',
    `Sitemap: ${new URL('/sitemap.xml', baseUrl).toString()}`,
    '',
  ].join('\n')
}

export const seoRoutes: FastifyPluginAsync = async (app) => {
  app.get('/sitemap.xml', async (_request, reply) =>
    reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemapXml()),
  )
  app.get('/robots.txt', async (_request, reply) =>
    reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt()),
  )
}
