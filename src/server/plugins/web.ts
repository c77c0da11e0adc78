import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'
import compress from '@fastify/compress'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { appPaths, isAppPath, paths } from '@/shared/paths'
import { paragraph, renderPlainPage } from '../routes/plain-page'
import { createPageCompression, pageEncodings } from './page-compression'
import { seoRoutes } from '../routes/seo'
import { inlineHashesFile, noInlineHashes, notFoundPageFile, pageFileFor, type InlineHashes } from './web-files'

/**
 * Serves the React app: the built files in production (`npm run build` writes dist/web), or
 * Vite's dev server with hot reload in development. Every path of the route table answers 200
 * with the app; any other non-API path answers 404 with the same app, which shows the 404 page.
 */

const projectRoot = fileURLToPath(new URL('../../../', import.meta.url))
export const builtWebDir = path.join(projectRoot, 'dist/web')

export type WebMode = 'static' | 'dev'

/** The page a demo's form gets when it is sent without JavaScript. */
export const needsJavaScript = {
  title: 'This demo needs JavaScript',
  text: 'The demo on this page runs in your browser, and nothing you typed was sent or stored. Turn JavaScript on and try again, or ask for your free assessment, which works without it.',
  link: 'Get your free AI business assessment',
} as const

type PageRenderer = {
  render: (request: FastifyRequest, pathname: string) => Promise<string>
  /** The pages it renders the same for every request (the built files), compressed once. */
  unchanging: string[]
}

/**
 * Work on a page's response before it is sent: the assessment's form token cookie, the booking
 * page's slots filled in. Returns the page's HTML (changed or not); a hook that answered itself
 * (a redirect) leaves `reply.sent` set, and the page is not sent.
 */
export type PageHook = (pagePath: string, request: FastifyRequest, reply: FastifyReply, html: string) => Promise<string>

export const webPlugin = fp<{ mode: WebMode; root?: string; pageHooks?: PageHook[] }>(async (app, { mode, root = builtWebDir, pageHooks = [] }) => {
  // Pages are compressed per response (brotli at a cheap level); built assets are compressed
  // once at build time and served as is (preCompressed below).
  await app.register(compress, {
    threshold: 1024,
    encodings: [...pageEncodings],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  })
  const { render, unchanging } = mode === 'dev' ? await devRenderer(app) : await staticRenderer(app, root)
  const compressed = createPageCompression(unchanging)
  await app.register(seoRoutes)

  const inlineHashes = mode === 'static' ? await readInlineHashes(root) : noInlineHashes
  const sendPage = (reply: FastifyReply, status: number, html: string) => {
    // Admit the build's inlined styles and boot script (by hash) on pages, and nowhere else.
    reply.admitInlineHashes(inlineHashes)
    // A page hook may have said more (the booking page, which carries a form token: no-store).
    reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', reply.getHeader('cache-control') ?? 'no-cache')
    // Compressed once already: the compress plugin leaves a body with its encoding set alone.
    const ready = compressed.bodyFor(html, reply.request.headers['accept-encoding'])
    if (!ready) return reply.send(html)
    const vary = reply.getHeader('vary')
    return reply
      .header('content-encoding', ready.encoding)
      .header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding')
      .send(ready.body)
  }

  for (const { path: pagePath } of appPaths) {
    app.get(pagePath, async (request, reply) => {
      let html = await render(request, pagePath)
      for (const hook of pageHooks) {
        html = await hook(pagePath, request, reply, html)
        if (reply.sent) return reply
      }
      return sendPage(reply, 200, html)
    })
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    // A demo's form sent by a browser that runs no JavaScript (the demos run in the browser; only
    // the assessment has a server-side form, routes/assessment.ts): say so, never a JSON 404.
    if (request.method === 'POST' && isAppPath(pathname)) {
      return reply
        .code(405)
        .header('allow', 'GET')
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderPlainPage(needsJavaScript.title, `${paragraph(needsJavaScript.text)}\n<p style="margin:0"><a href="${paths.assessment.path}" style="color:#1d4ed8">${needsJavaScript.link}</a></p>`))
    }
    if (pathname.startsWith('/api/') || pathname === '/api' || !['GET', 'HEAD'].includes(request.method)) {
      return reply.code(404).send({ error: 'Not Found' })
    }
    // A known page reached with a trailing slash or other variant still gets the app.
    const status = isAppPath(pathname) ? 200 : 404
    return sendPage(reply, status, await render(request, pathname))
  })
})

async function readInlineHashes(root: string): Promise<InlineHashes> {
  const file = path.join(root, inlineHashesFile)
  if (!existsSync(file)) return noInlineHashes
  return JSON.parse(await readFile(file, 'utf8')) as InlineHashes
}

async function staticRenderer(app: FastifyInstance, root: string): Promise<PageRenderer> {
  const indexFile = path.join(root, 'index.html')
  if (!existsSync(indexFile)) {
    throw new Error(`The web app is not built (${indexFile} is missing): run \`npm run build\` first.`)
  }
  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: true,
    preCompressed: true,
    // Pages are served by their routes below, never as files.
    allowedPath: (pathName) => !pathName.startsWith('/pages/') && !['/index.html', `/${inlineHashesFile}`].includes(pathName),
    // Hashed file names never change: cache them for a year. Everything else revalidates.
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`)
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
    },
  })
  // The shell (private pages render in the browser), and each page the build prerendered.
  const shell = await readFile(indexFile, 'utf8')
  const prerendered = new Map<string, string>()
  for (const { path: pagePath } of appPaths) {
    const file = path.join(root, pageFileFor(pagePath))
    if (existsSync(file)) prerendered.set(pagePath, await readFile(file, 'utf8'))
  }
  const notFoundFile = path.join(root, notFoundPageFile)
  const notFound = existsSync(notFoundFile) ? await readFile(notFoundFile, 'utf8') : shell
  return {
    async render(_request, pathname) {
      const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
      if (!isAppPath(normalized)) return notFound
      return prerendered.get(normalized) ?? shell
    },
    unchanging: [shell, notFound, ...prerendered.values()],
  }
}

async function devRenderer(app: FastifyInstance): Promise<PageRenderer> {
  const [{ createServer }, { default: middie }] = await Promise.all([import('vite'), import('@fastify/middie')])
  const vite = await createServer({
    configFile: path.join(projectRoot, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: 'custom',
  })
  await app.register(middie)
  app.use(vite.middlewares)
  app.addHook('onClose', async () => vite.close())
  const template = path.join(projectRoot, 'src/web/index.html')
  return { render: async (request, pathname) => vite.transformIndexHtml(pathname, await readFile(template, 'utf8'), request.url), unchanging: [] }
}
