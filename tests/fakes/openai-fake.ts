import { createFaults, type Faults } from './faults'
import { faultReply, startHttpFake, type FakeRequest } from './http-fake'

/**
 * An OpenAI-compatible server: POST /v1/chat/completions answers with `answer` as the message
 * content (JSON text). Faults: 500, hang, malformed body; 'hang-after-effect' is treated as hang.
 * `wrongJson` makes the model's content itself unparseable.
 */
export type OpenAiFake = {
  url: string
  faults: Faults
  /** What the model "says": an object serialised as the message content. */
  answer: unknown
  completions: FakeRequest[]
  close(): Promise<void>
}

export const defaultModelAnswer = {
  factors: {
    industry: 15, size: 10, age: 5, manualTasks: 20, timeSpent: 15, techStack: 8,
    detail: 10, contactInfo: 8, urgency: 4, aiAnalysis: 9, industryMatch: 5, growth: 3,
  },
  summary: 'A busy roofer losing calls while on roofs; ready to buy.',
  opportunities: ['AI caller for inspection requests', 'Instant replies to web leads', 'Review requests after each job'],
}

export async function startOpenAiFake(): Promise<OpenAiFake> {
  const faults = createFaults()
  const completions: FakeRequest[] = []
  const state = { answer: defaultModelAnswer as unknown }
  const server = await startHttpFake((request) => {
    if (request.method === 'POST' && request.path === '/v1/chat/completions') {
      completions.push(request)
      const fault = faults.take('chat')
      if (fault) return faultReply(fault === 'hang-after-effect' ? 'hang' : fault)
      const body = request.body as { model: string; response_format?: unknown }
      const content = body.response_format ? (typeof state.answer === 'string' ? state.answer : JSON.stringify(state.answer)) : 'OK'
      return {
        json: {
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
        },
      }
    }
    return { status: 404, json: { error: { message: 'not found' } } }
  })
  return {
    url: `${server.url}/v1`,
    faults,
    get answer() {
      return state.answer
    },
    set answer(value) {
      state.answer = value
    },
    completions,
    close: server.close,
  }
}
