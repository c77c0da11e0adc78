import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { beforeAll, describe, expect, it } from 'vitest'
import { requestTimeoutMs } from '@/server/app'
import { useTestApp } from '../support/test-app'

/**
 * A client that never finishes its request (a body shorter than its Content-Length, headers that
 * never end) is answered 408 and cut off once the request deadline passes, instead of holding a
 * connection for Node's default 300 s.
 */

let port: number

const harness = useTestApp({}, { reset: false })
beforeAll(async () => {
  await harness.app.listen({ host: '127.0.0.1', port: 0 })
  port = (harness.app.server.address() as AddressInfo).port
})

/** Sends `text` and keeps the connection open; resolves with what came back and when it closed. */
function sendAndWait(text: string): Promise<{ reply: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const socket = net.connect({ host: '127.0.0.1', port }, () => socket.write(text))
    let reply = ''
    socket.on('data', (chunk) => (reply += chunk.toString()))
    socket.on('error', reject)
    socket.on('close', () => resolve({ reply, closedAfterMs: performance.now() - started }))
  })
}

// HTTP alone, whatever the database: run on one of them, the two waits side by side.
describe.runIf(process.env.TEST_DATABASE === 'pglite').concurrent('slow and lying clients', () => {
  it('answers 408 and closes when the body never reaches its Content-Length', async () => {
    const { reply, closedAfterMs } = await sendAndWait(
      'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n{"fullName":',
    )
    expect(reply).toMatch(/^HTTP\/1\.1 408/)
    expect(closedAfterMs).toBeGreaterThanOrEqual(requestTimeoutMs - 500)
    expect(closedAfterMs).toBeLessThan(requestTimeoutMs + 5_000)
  }, 30_000)

  it('closes a connection whose headers never end', async () => {
    const { closedAfterMs } = await sendAndWait('GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: ')
    expect(closedAfterMs).toBeLessThan(requestTimeoutMs + 5_000)
  }, 30_000)

  it('still serves a client that sends its request at once', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`)
    expect(response.status).toBe(200)
  })
})
