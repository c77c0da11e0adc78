import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { QueryClient } from '@tanstack/react-query'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { apiRequest, getQueryFn } from './api-client'

type Seen = { method?: string; url?: string; contentType?: string; body: string }

let server: Server
let base: string
let lastRequest: Seen

// Routes of a tiny loopback server; every request is recorded so tests can inspect what was sent.
function handle(req: IncomingMessage, res: ServerResponse) {
  let body = ''
  req.on('data', (chunk: Buffer) => (body += chunk.toString()))
  req.on('end', () => {
    lastRequest = { method: req.method, url: req.url, contentType: req.headers['content-type'], body }
    const path = new URL(req.url ?? '/', base).pathname
    if (path === '/fail') return res.writeHead(500).end('body text')
    if (path === '/missing') return res.writeHead(404).end()
    if (path === '/private') return res.writeHead(401).end('Unauthorized')
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ path, echo: body || null }))
  })
}

beforeAll(async () => {
  server = createServer(handle)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

afterEach(() => vi.restoreAllMocks())

function runQuery<T>(queryFn: ReturnType<typeof getQueryFn<T>>, queryKey: readonly unknown[]) {
  return new QueryClient().fetchQuery({ queryKey, queryFn, retry: false })
}

describe('apiRequest', () => {
  it('sends a JSON body with a JSON content type', async () => {
    const res = await apiRequest('POST', `${base}/echo`, { email: 'a@b.co' })
    expect(lastRequest).toMatchObject({ method: 'POST', contentType: 'application/json', body: '{"email":"a@b.co"}' })
    expect(await res.json()).toEqual({ path: '/echo', echo: '{"email":"a@b.co"}' })
  })

  it('sends no content type when there is no body', async () => {
    await apiRequest('POST', `${base}/echo`)
    expect(lastRequest.method).toBe('POST')
    expect(lastRequest.contentType).toBeUndefined()
    expect(lastRequest.body).toBe('')
  })

  it('includes credentials', async () => {
    const spy = vi.spyOn(globalThis, 'fetch')
    await apiRequest('GET', `${base}/echo`)
    expect(spy.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' })
  })

  it('turns a non-OK response into "status: body text"', async () => {
    await expect(apiRequest('GET', `${base}/fail`)).rejects.toThrow(new Error('500: body text'))
  })

  it('falls back to the status text when the body is empty', async () => {
    await expect(apiRequest('GET', `${base}/missing`)).rejects.toThrow(new Error('404: Not Found'))
  })
})

describe('getQueryFn', () => {
  it('GETs only the first key element and parses JSON', async () => {
    const queryKey = [`${base}/api/automation/status`, { page: 2 }, 'extra']
    const data = await runQuery(getQueryFn({ on401: 'throw' }), queryKey)
    expect(lastRequest).toMatchObject({ method: 'GET', url: '/api/automation/status' })
    expect(data).toEqual({ path: '/api/automation/status', echo: null })
  })

  it('includes credentials', async () => {
    const spy = vi.spyOn(globalThis, 'fetch')
    await runQuery(getQueryFn({ on401: 'throw' }), [`${base}/echo`])
    expect(spy.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' })
  })

  it('returns null on 401 when asked to', async () => {
    await expect(runQuery(getQueryFn({ on401: 'returnNull' }), [`${base}/private`])).resolves.toBeNull()
  })

  it('throws on 401 otherwise', async () => {
    await expect(runQuery(getQueryFn({ on401: 'throw' }), [`${base}/private`])).rejects.toThrow(
      new Error('401: Unauthorized'),
    )
  })

  it('throws the catalogue message on other errors', async () => {
    await expect(runQuery(getQueryFn({ on401: 'returnNull' }), [`${base}/fail`])).rejects.toThrow(
      new Error('500: body text'),
    )
  })
})
