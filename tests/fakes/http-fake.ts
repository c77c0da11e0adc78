import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Socket } from 'node:net'

export type FakeRequest = { method: string; path: string; query: URLSearchParams; headers: http.IncomingHttpHeaders; body: unknown; rawBody: string }
/**
 * `stream`: server-sent events, one `data:` line per event, `delayMs` apart (OpenAI's streaming).
 * `binary`: bytes with their own content type (a recording's audio).
 */
export type FakeReply = {
  status?: number
  json?: unknown
  text?: string
  hang?: boolean
  stream?: { events: string[]; delayMs?: number }
  binary?: { body: Uint8Array; contentType: string }
}
export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>

export type HttpFake = { url: string; requests: FakeRequest[]; close(): Promise<void> }

/**
 * A small HTTP server on 127.0.0.1 and a free port, for the real clients to talk to. A reply
 * with `hang` never answers (the socket is destroyed when the fake closes).
 */
export async function startHttpFake(handler: FakeHandler): Promise<HttpFake> {
  const sockets = new Set<Socket>()
  const requests: FakeRequest[] = []
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const rawBody = Buffer.concat(chunks).toString('utf8')
    let body: unknown = undefined
    try {
      body = rawBody ? JSON.parse(rawBody) : undefined
    } catch {
      body = rawBody
    }
    const url = new URL(req.url ?? '/', 'http://fake')
    const request: FakeRequest = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers, body, rawBody }
    requests.push(request)
    const reply = await handler(request)
    if (reply.hang) return
    const status = reply.status ?? 200
    if (reply.stream) {
      res.writeHead(status, { 'content-type': 'text/event-stream' })
      for (const event of reply.stream.events) {
        if (res.destroyed) return
        res.write(`data: ${event}\n\n`)
        if (reply.stream.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.stream!.delayMs))
      }
      res.end()
    } else if (reply.binary) {
      res.writeHead(status, { 'content-type': reply.binary.contentType, 'content-length': reply.binary.body.byteLength }).end(reply.binary.body)
    } else if (reply.text !== undefined) {
      res.writeHead(status, { 'content-type': 'application/json' }).end(reply.text)
    } else {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.json ?? {}))
    }
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

/** The reply for a fault: 500, a hang, or a body that is not JSON. */
export function faultReply(mode: '500' | 'hang' | 'malformed'): FakeReply {
  if (mode === '500') return { status: 500, json: { error: { message: 'fake: internal error' } } }
  if (mode === 'hang') return { hang: true }
  return { status: 200, text: '{"this is": not json' }
}
