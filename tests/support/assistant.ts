import { expect } from 'vitest'
import type { App } from '@/server/app'
import { loadConfig, type AssistantConfig } from '@/server/config'
import type { Attribution } from '@/shared/attribution'
import { assistantApi, assistantEventSchema, type AssistantEvent } from '@/shared/assistant'
import type { ChatScript, ChatScriptStep } from '../fakes/openai-fake'
import { humanFormFields } from './fixtures'

/** The assistant's settings in tests: the defaults, with a short answer timeout. */
export function testAssistantConfig(overrides: Partial<AssistantConfig> = {}): AssistantConfig {
  return { ...loadConfig({ NODE_ENV: 'test' }).assistant, answerTimeoutMs: 2_000, ...overrides }
}

export type AssistantAnswer = {
  status: number
  events: AssistantEvent[]
  /** The answer as the panel shows it: text appended, replaced by a 'replace'. */
  shown: string
  conversationId: string | undefined
  json: unknown
}

/** Reads a streamed answer the way the panel does. */
export function readEvents(payload: string): AssistantEvent[] {
  return payload
    .split('\n\n')
    .map((block) => block.trim())
    .filter((block) => block.startsWith('data: '))
    .map((block) => assistantEventSchema.parse(JSON.parse(block.slice('data: '.length))))
}

export function shownText(events: AssistantEvent[]): string {
  let shown = ''
  for (const event of events) {
    if (event.type === 'text') shown += event.text
    if (event.type === 'replace') shown = event.text
  }
  return shown
}

/** One visitor message through the app; `ip` is the visitor. */
export async function askAssistant(app: App, message: string, options: { conversationId?: string; ip?: string; timeZone?: string; now?: number; attribution?: Attribution } = {}): Promise<AssistantAnswer> {
  const response = await app.inject({
    method: 'POST',
    url: assistantApi.messages,
    payload: {
      message,
      formToken: humanFormFields(options.now ?? Date.now()).formToken,
      ...(options.conversationId ? { conversationId: options.conversationId } : {}),
      ...(options.timeZone ? { timeZone: options.timeZone } : {}),
      ...(options.attribution ? { attribution: options.attribution } : {}),
    },
    remoteAddress: options.ip ?? '10.20.0.1',
  })
  const streamed = response.headers['content-type']?.toString().startsWith('text/event-stream') ?? false
  const events = streamed ? readEvents(response.payload) : []
  if (streamed) expect(events.at(-1)?.type).toBe('done')
  const conversation = events.find((event) => event.type === 'conversation')
  return { status: response.statusCode, events, shown: shownText(events), conversationId: conversation?.id, json: streamed ? undefined : response.json() }
}

/** The model says these steps, one per request, in order (the last one repeats). */
export function scripted(...steps: ChatScriptStep[]): ChatScript {
  let next = 0
  return () => steps[Math.min(next++, steps.length - 1)]!
}

/** A step that is only text, split into pieces as a model streams it. */
export const says = (text: string, tokens = 60): ChatScriptStep => ({ text: text.match(/.{1,12}/gs) ?? [], tokens })
/** A step that calls tools. */
export const calls = (...toolCalls: { name: string; arguments: unknown }[]): ChatScriptStep => ({ toolCalls, tokens: 40 })
