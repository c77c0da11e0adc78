import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '@/server/config'
import { contentSecurityPolicy, securityPlugin } from './security'

const styleHashes = ["'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='", "'sha256-BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB='"]
const scriptHashes = ["'sha256-CCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC='"]
const inlineHashes = { styleHashes, scriptHashes }

describe('content security policy', () => {
  it('admits no third-party host and no inline script without an analytics id', () => {
    const policy = contentSecurityPolicy(undefined)
    expect(policy.scriptSrc).toEqual(["'self'"])
    expect(policy.connectSrc).toEqual(["'self'"])
    expect(JSON.stringify(policy)).not.toContain('google')
  })

  it('admits the analytics hosts when a measurement id is set', () => {
    const policy = contentSecurityPolicy('G-TEST123')
    expect(policy.scriptSrc).toContain('https://www.googletagmanager.com')
    expect(policy.connectSrc).toContain('https://*.google-analytics.com')
    expect(policy.scriptSrc).not.toContain("'unsafe-inline'")
  })

  it('adds style hashes to style-src and script hashes to script-src only', () => {
    const plain = contentSecurityPolicy('G-TEST123')
    const withHashes = contentSecurityPolicy('G-TEST123', inlineHashes)
    expect(plain.styleSrc).toEqual(["'self'"])
    expect(withHashes.styleSrc).toEqual(["'self'", ...styleHashes])
    expect(withHashes.scriptSrc).toEqual(["'self'", ...scriptHashes, 'https://www.googletagmanager.com'])
    expect({ ...withHashes, styleSrc: plain.styleSrc, scriptSrc: plain.scriptSrc }).toEqual(plain)
  })
})

/** An app with the security plugin, a page route that admits the style hashes and an API route. */
async function appWith(dev: boolean) {
  const app = Fastify()
  await app.register(securityPlugin, { config: loadConfig({ NODE_ENV: 'test' }), dev })
  app.get('/page', async (_request, reply) => reply.admitInlineHashes(inlineHashes).type('text/html').send('<!doctype html>'))
  app.get('/api/thing', async () => ({ ok: true }))
  app.setNotFoundHandler(async (request, reply) =>
    request.url.startsWith('/api/') ? reply.code(404).send({ error: 'Not Found' }) : reply.admitInlineHashes(inlineHashes).code(404).send('<!doctype html>'),
  )
  return app
}

const directives = (header: unknown) => new Map(String(header).split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]))

describe('admitInlineHashes', () => {
  it('puts the hashes in the style-src and script-src of that response only, leaving the other directives alone', async () => {
    const app = await appWith(false)
    const [page, missingPage, api, missingApi] = await Promise.all(
      ['/page', '/no-such-page', '/api/thing', '/api/missing'].map((url) => app.inject({ method: 'GET', url })),
    )
    for (const response of [page!, missingPage!]) {
      const policy = directives(response.headers['content-security-policy'])
      expect(policy.get('style-src')).toEqual(["'self'", ...styleHashes])
      expect(policy.get('script-src')).toEqual(["'self'", ...scriptHashes])
    }
    for (const response of [api!, missingApi!]) {
      const policy = directives(response.headers['content-security-policy'])
      expect(policy.get('style-src')).toEqual(["'self'"])
      expect(policy.get('script-src')).toEqual(["'self'"])
      expect(String(response.headers['content-security-policy'])).not.toContain('sha256-')
    }
    const pagePolicy = directives(page!.headers['content-security-policy'])
    const apiPolicy = directives(api!.headers['content-security-policy'])
    for (const policy of [pagePolicy, apiPolicy]) {
      policy.delete('style-src')
      policy.delete('script-src')
    }
    expect(pagePolicy).toEqual(apiPolicy)
    expect(page!.headers['strict-transport-security']).toBe(api!.headers['strict-transport-security'])
    await app.close()
  })

  it('leaves the CSP off in development', async () => {
    const app = await appWith(true)
    const page = await app.inject({ method: 'GET', url: '/page' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-security-policy']).toBeUndefined()
    expect(page.headers['x-content-type-options']).toBe('nosniff')
    await app.close()
  })
})
