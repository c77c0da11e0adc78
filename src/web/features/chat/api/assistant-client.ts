import type { AssistantRequest } from '@/shared/assistant'
import { assistantApi, assistantMessageMaxLength, type AssistantEvent } from '@/shared/assistant-protocol'
import { formTokenUrl } from '@/shared/form-token-url'
import { sendRequest } from '@/web/lib/api-client'
import { attributionStorageKey } from '@/web/lib/page-markers'
import { visitorTimeZone } from '@/web/lib/visitor-time-zone'
import { createAssistantStreamReader } from '../lib/assistant-stream'
import { readRefusal, type AssistantRefusal } from '../lib/assistant-refusal'

/**
 * The chat's side of the assistant with a language model behind it (issue 26), loaded only once
 * the server says a model answers. Nothing here brings zod (26 KB gzipped, a quarter of the home
 * page's JavaScript budget): the events are read by shared/assistant-protocol.ts, the form token
 * and the stored attribution by hand; the server checks both with its schemas (a damaged
 * attribution is dropped there, never a reason to refuse the message).
 */

export type AssistantReply = { kind: 'streaming'; events: AsyncGenerator<AssistantEvent> } | AssistantRefusal

/** What the panel says with each message besides its text. */
export type AskOptions = {
  /** The panel's "Text me about my request" box (issue 31), ticked or not, sent with every message. */
  smsConsent?: boolean
}

/** Sends each message as a form does (token, attribution, consent) and hands back the answer as it streams. */
export function createAssistantClient() {
  // A lead or a booking taken in the chat is checked like a form's (shared/assistant.ts).
  const formToken = requestFormToken()
  return {
    messageMaxLength: assistantMessageMaxLength,
    /** Rejects only when `signal` aborts it; every other failure is a reply the panel shows. */
    async ask(message: string, conversationId: string | undefined, signal: AbortSignal, { smsConsent = false }: AskOptions = {}): Promise<AssistantReply> {
      const request: AssistantRequest = {
        conversationId,
        message,
        formToken: await formToken,
        timeZone: visitorTimeZone(),
        smsConsent,
        attribution: storedAttribution(),
      }
      let response: Response
      try {
        response = await sendRequest('POST', assistantApi.messages, { body: request, signal })
      } catch (error) {
        if (signal.aborted) throw error
        return { kind: 'unavailable' }
      }
      if (response.ok && response.body) return { kind: 'streaming', events: streamedEvents(response.body) }
      const body: unknown = await response.json().catch(() => null)
      return readRefusal(response.status, body)
    },
  }
}

export type AssistantClient = ReturnType<typeof createAssistantClient>

/** The events of a text/event-stream body as they arrive; a connection cut off rejects. */
async function* streamedEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<AssistantEvent> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  const events = createAssistantStreamReader()
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      yield* events.read(decoder.decode(chunk.value, { stream: true }))
    }
    yield* events.read(decoder.decode())
  } finally {
    // Stopped reading early (the answer was done, the panel went away): let the connection go.
    reader.cancel().catch(() => {})
  }
}

/**
 * A form token, asked for when the model is known to answer (as a form asks when it is begun).
 * The chat's messages do not wait out the forms' minimum fill time: the server holds the token to
 * it only when the chat takes a lead or books a call, after the visitor has typed their details.
 */
async function requestFormToken(): Promise<string | undefined> {
  try {
    const response = await fetch(formTokenUrl, { cache: 'no-store', credentials: 'same-origin' })
    const body: unknown = await response.json()
    const token = typeof body === 'object' && body !== null ? (body as { token?: unknown }).token : undefined
    return response.ok && typeof token === 'string' ? token : undefined
  } catch {
    return undefined
  }
}

/** Where the visitor came from, as the boot code kept it (lib/attribution-capture.ts); undefined when there is none. */
function storedAttribution(): AssistantRequest['attribution'] {
  try {
    const raw = localStorage.getItem(attributionStorageKey)
    const value: unknown = raw ? JSON.parse(raw) : undefined
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as AssistantRequest['attribution']) : undefined
  } catch {
    return undefined
  }
}
