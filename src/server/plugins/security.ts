import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import type { FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import type { AppConfig } from '@/server/config'
import { noInlineHashes, type InlineHashes } from './web-files'

/**
 * Headers on every response and the rate limiter. In development Vite injects inline scripts
 * and a websocket for hot reload, so the CSP applies to built assets only (production and the
 * browser tests, which run the build).
 */
export const securityPlugin = fp<{ config: AppConfig; dev: boolean }>(async (app, { config, dev }) => {
  const policy = (hashes: InlineHashes = noInlineHashes) => ({
    useDefaults: false,
    directives: contentSecurityPolicy(config.gaMeasurementId, hashes),
  })
  await app.register(helmet, {
    contentSecurityPolicy: dev ? false : policy(),
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
  })

  // Helmet sets the headers when the request arrives, before the route is known to send a page;
  // reply.helmet(options) applies them again for this response with its options merged in.
  app.decorateReply('admitInlineHashes', function (this: FastifyReply, hashes: InlineHashes) {
    if (!dev && hashes.styleHashes.length + hashes.scriptHashes.length > 0) this.helmet({ contentSecurityPolicy: policy(hashes) })
    return this
  })

  await app.register(rateLimit, {
    global: true,
    max: 300,
    timeWindow: '1 minute',
    // Counted: API calls and pages. Not counted: liveness probes, hashed static assets (a page
    // load fetches dozens), and Vite's module requests in development.
    allowList: (request) =>
      request.url === '/healthz' || request.url.startsWith('/assets/') || (dev && !request.url.startsWith('/api/')),
  })

  app.decorate('publicFormRateLimit', { max: config.publicFormRateLimit, timeWindow: '1 minute' })
})

/**
 * The route config of a webhook that proves its sender (a signature or a key) before anything is
 * stored: no limit per client address. The platforms deliver from a few addresses of theirs, so
 * the global 300 a minute (5 a second) would refuse a real campaign's spike of leads, texts or
 * calls, and Twilio does not send a refused text again. A request that is not signed costs a hash
 * and a 403; overload is met by load shedding (503 with Retry-After) as for every route.
 */
export const signedWebhookConfig = { rateLimit: false } as const

/** Google Analytics' hosts, admitted only when a measurement id is configured. */
const analyticsHosts = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
}

/**
 * The CSP directives (helmet's form). `hashes` admits inline styles and scripts by hash: the
 * page responses pass the build's (the HTML carries them), every other response none.
 */
export function contentSecurityPolicy(gaMeasurementId: string | undefined, { styleHashes, scriptHashes }: InlineHashes = noInlineHashes) {
  const analytics = gaMeasurementId ? analyticsHosts : { script: [], connect: [], img: [] }
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scriptHashes, ...analytics.script],
    styleSrc: ["'self'", ...styleHashes],
    // Prerendered markup may carry style="" attributes (Radix and charts position things so).
    styleSrcAttr: ["'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', ...analytics.img],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...analytics.connect],
    manifestSrc: ["'self'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-IP limit for the public form endpoints (route config `rateLimit`). */
    publicFormRateLimit: { max: number; timeWindow: string }
  }
  interface FastifyReply {
    /**
     * Admits these inline style and script hashes in this response's CSP style-src and
     * script-src. For HTML pages only; a no-op when the CSP is off (development) or there are none.
     */
    admitInlineHashes(hashes: InlineHashes): FastifyReply
  }
}
