import { afterEach, describe, expect, it, vi } from 'vitest'
import { assistantApi, assistantRequestSchema, type AssistantEvent } from '@/shared/assistant'
import { formTokenUrl } from '@/shared/form-token-url'
import { createAssistantClient } from './assistant-client'

const conversationId = '6f1c2a8e-0d0b-4f57-9a4e-2b1f0c3d4e5f'

/** A text/event-stream body delivered in the byte pieces given. */
function streamOf(pieces: Uint8Array[]) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(piece)
      controller.close()
    },
  })
}

/** A server: a form token, and `answer` for each message, whose requests it keeps. */
function server(answer: () => Response | Promise<Response>, { readyInMs = 0 } = {}) {
  const messages: { url: string; body: unknown }[] = []
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === formTokenUrl) return Response.json({ token: 'token-1', readyInMs })
    messages.push({ url, body: JSON.parse(String(init?.body)) })
    return answer()
  })
  vi.stubGlobal('fetch', fetch)
  return { messages }
}

async function eventsOf(reply: Awaited<ReturnType<ReturnType<typeof createAssistantClient>['ask']>>) {
  if (reply.kind !== 'streaming') throw new Error(`Expected a stream, got ${reply.kind}`)
  const events: AssistantEvent[] = []
  for await (const event of reply.events) events.push(event)
  return events
}

describe('assistant client', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('sends the message as the protocol asks, with the form token and the time zone', async () => {
    const { messages } = server(() => new Response(streamOf([]), { headers: { 'content-type': 'text/event-stream' } }))
    const client = createAssistantClient()
    await eventsOf(await client.ask('How much?', conversationId, new AbortController().signal))
    expect(messages).toHaveLength(1)
    expect(messages[0]!.url).toBe(assistantApi.messages)
    const body = assistantRequestSchema.parse(messages[0]!.body)
    expect(body).toMatchObject({ conversationId, message: 'How much?', formToken: 'token-1' })
    expect(body.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
  })

  it('sends the "Text me about my request" box with every message, unticked unless told', async () => {
    const { messages } = server(() => new Response(streamOf([])))
    const client = createAssistantClient()
    await eventsOf(await client.ask('Hi', undefined, new AbortController().signal))
    await eventsOf(await client.ask('Text me at (859) 555-0123', conversationId, new AbortController().signal, { smsConsent: true }))
    expect(messages.map(({ body }) => assistantRequestSchema.parse(body).smsConsent)).toEqual([false, true])
  })

  it('reads the events as the bytes arrive, a character split between pieces included', async () => {
    const bytes = new TextEncoder().encode(
      [{ type: 'conversation', id: conversationId }, { type: 'text', text: 'Café ☕ at 2?' }, { type: 'done', mode: 'model' }].map((event) => `data: ${JSON.stringify(event)}\n\n`).join(''),
    )
    // Cut inside the multi-byte '☕', and into one-byte pieces after it.
    const cut = bytes.indexOf(0xe2) + 1
    const pieces = [bytes.slice(0, cut), ...[...bytes.slice(cut)].map((byte) => Uint8Array.of(byte))]
    server(() => new Response(streamOf(pieces), { headers: { 'content-type': 'text/event-stream' } }))
    const events = await eventsOf(await createAssistantClient().ask('Coffee?', undefined, new AbortController().signal))
    expect(events).toEqual([
      { type: 'conversation', id: conversationId },
      { type: 'text', text: 'Café ☕ at 2?' },
      { type: 'done', mode: 'model' },
    ])
  })

  it('turns a refusal into a reply the panel shows', async () => {
    server(() => Response.json({ error: 'Invalid request', fields: { message: 'Please type a message' } }, { status: 422 }))
    expect(await createAssistantClient().ask('x', undefined, new AbortController().signal)).toEqual({ kind: 'invalid', message: 'Please type a message' })
    server(() => Response.json({ error: 'Too many messages.' }, { status: 429 }))
    expect(await createAssistantClient().ask('x', undefined, new AbortController().signal)).toEqual({ kind: 'refused', message: 'Too many messages.' })
    server(() => Response.json({ error: 'The assistant is off.' }, { status: 503 }))
    expect(await createAssistantClient().ask('x', undefined, new AbortController().signal)).toEqual({ kind: 'unavailable' })
  })

  it('answers a network failure with the keyword answers, but an abort with nothing', async () => {
    server(() => Promise.reject(new TypeError('Failed to fetch')))
    expect(await createAssistantClient().ask('x', undefined, new AbortController().signal)).toEqual({ kind: 'unavailable' })

    server(() => Promise.reject(new DOMException('The operation was aborted.', 'AbortError')))
    const controller = new AbortController()
    controller.abort()
    await expect(createAssistantClient().ask('x', undefined, controller.signal)).rejects.toThrow(/aborted/)
  })

  it('asks for the form token once, when the model is known to answer', async () => {
    const { messages } = server(() => new Response(streamOf([])))
    const client = createAssistantClient()
    await eventsOf(await client.ask('one', undefined, new AbortController().signal))
    await eventsOf(await client.ask('two', conversationId, new AbortController().signal))
    expect(vi.mocked(fetch).mock.calls.filter(([url]) => url === formTokenUrl)).toHaveLength(1)
    expect(messages.map(({ body }) => (body as { formToken?: string }).formToken)).toEqual(['token-1', 'token-1'])
  })

  it("does not hold a message back for the forms' minimum fill time: the server times it when a lead or a booking is taken", async () => {
    const { messages } = server(() => new Response(streamOf([])), { readyInMs: 60_000 })
    const startedAt = Date.now()
    await eventsOf(await createAssistantClient().ask('Hi', undefined, new AbortController().signal))
    expect(Date.now() - startedAt).toBeLessThan(1000)
    expect(messages[0]!.body).toMatchObject({ formToken: 'token-1' })
  })
})
