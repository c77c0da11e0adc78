import { beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, useTestApp } from '../support/test-app'

const harness = useTestApp({}, { reset: false })
beforeAll(() => {
  // A route that fails the way a bug would, to see what a 5xx tells the client.
  harness.app.get('/api/test/explode', async () => {
    throw new Error('connection string postgres://admin:hunter2@db/internal failed')
  })
})

describe(`server baseline on ${process.env.TEST_DATABASE}`, () => {
  it('sends the security headers on every response', async () => {
    for (const url of ['/healthz', '/api/nothing-here']) {
      const { headers } = await harness.app.inject({ method: 'GET', url })
      const csp = String(headers['content-security-policy'])
      expect(csp).toContain("script-src 'self'")
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
      expect(csp).toContain("object-src 'none'")
      expect(csp).toContain("base-uri 'none'")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(headers['strict-transport-security']).toMatch(/max-age=\d+/)
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['cross-origin-opener-policy']).toBe('same-origin')
      expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    }
  })

  it('gives each request its own id', async () => {
    const first = await harness.app.inject({ method: 'GET', url: '/healthz' })
    const second = await harness.app.inject({ method: 'GET', url: '/healthz' })
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id'])
  })

  it('answers a 5xx without internals, with the request id to quote', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/test/explode' })
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ error: 'Internal Server Error', requestId: response.headers['x-request-id'] })
    expect(response.body).not.toContain('hunter2')
    expect(response.body).not.toContain('stack')
  })

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/nothing-here' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: 'Not Found' })
  })

  it('reports the database and the queue on GET /healthz', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/healthz' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      status: 'ok',
      database: { status: 'ok', kind: process.env.TEST_DATABASE },
      queue: 'ok',
      // Issue 23: no mailbox configured; a mailbox outage would be a warning here, never a failure.
      inbound: { status: 'off', state: 'off', lastSuccessAt: null },
      warnings: [],
    })
    expect(response.headers['cache-control']).toBe('no-store')
  })

  it('answers 503 from /healthz when the database does not answer', async () => {
    const unreachable = { ...harness.database, ping: async () => Promise.reject(new Error('connection refused')) }
    const degraded = await buildTestApp(unreachable)
    try {
      const response = await degraded.inject({ method: 'GET', url: '/healthz' })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toMatchObject({ status: 'degraded', database: { status: 'down' }, queue: 'ok' })
    } finally {
      await degraded.close()
    }
  })
})
