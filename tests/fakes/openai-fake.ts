import { reportPromptMarker } from '@/server/providers/llm/openai'
import { createFaults, type Faults } from './faults'
import { faultReply, startHttpFake, type FakeRequest } from './http-fake'

/**
 * An OpenAI-compatible server: POST /v1/chat/completions answers with `answer` as the message
 * content (JSON text). Faults: 500, hang, malformed body; 'hang-after-effect' is treated as hang.
 * `wrongJson` makes the model's content itself unparseable.
 *
 * The assessment report's request (its system prompt carries `reportPromptMarker`) is answered
 * with `reportAnswer` instead, and takes faults of kind 'report'; `invalidReportAnswers` makes
 * the next N report answers valid JSON of the wrong shape (an unknown key, too few items).
 */
/**
 * What the model "says" to one streamed chat request (the site assistant): text pieces, then tool
 * calls (their arguments as objects, or as raw text), and the tokens it reports spending.
 */
export type ChatScriptStep = { text?: string[]; toolCalls?: { name: string; arguments: unknown }[]; tokens?: number; delayMs?: number }
/** The assistant's model, scripted: given the request (messages, tools), what it streams. */
export type ChatScript = (request: { messages: { role: string; content: string | null; tool_call_id?: string }[] }) => ChatScriptStep

export const defaultChatScript: ChatScript = () => ({ text: ['Setup is a one-time ', '$500-2000, depending on ', 'how many systems we connect. ', 'Most setups go live in 1-2 weeks.'], tokens: 120 })

export type OpenAiFake = {
  /** The assistant's model (streamed requests): set to script what it says. */
  chat: ChatScript
  /** The streamed chat requests, in order. */
  chatRequests: FakeRequest[]
  url: string
  faults: Faults
  /** What the model "says": an object serialised as the message content. */
  answer: unknown
  /** What the model "says" to the assessment report's request. */
  reportAnswer: unknown
  /** How many of the next report requests get an unusable answer. */
  invalidReportAnswers: number
  completions: FakeRequest[]
  close(): Promise<void>
}

/** Whether a recorded request is the assessment report's (not the lead analysis). */
export function isReportRequest(request: FakeRequest): boolean {
  const body = request.body as { messages?: { role: string; content: string }[] }
  return body.messages?.some((message) => message.role === 'system' && message.content.includes(reportPromptMarker)) ?? false
}

export const defaultReportAnswer = {
  opportunities: [
    {
      key: 'ai-caller',
      title: 'An AI receptionist that books roof inspections from every call',
      why: 'You want 10 more inspections a month; each call that rings out while your crew is on a roof is an inspection lost.',
    },
    {
      key: 'review-engine',
      title: 'Turn word of mouth into Google reviews after every job',
      why: 'Your customers already recommend you; asking each one for a review puts that recommendation where new customers look.',
    },
    {
      key: 'ad-automation',
      title: 'Facebook ads that fill your inspection calendar',
      why: 'You already have a Facebook page; ads aimed at homeowners near you turn it into booked inspections.',
    },
  ],
}

/** Valid JSON, wrong shape: a key outside the catalogue and only two items. */
export const invalidReportAnswer = {
  opportunities: [
    { key: 'teleportation', title: 'Teleport your crew', why: 'Faster.' },
    { key: 'ai-caller', title: 'An AI caller', why: 'It answers.' },
  ],
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
  const chatRequests: FakeRequest[] = []
  const state = { answer: defaultModelAnswer as unknown, reportAnswer: defaultReportAnswer as unknown, invalidReportAnswers: 0, chat: defaultChatScript }
  const server = await startHttpFake((request) => {
    if (request.method === 'POST' && request.path === '/v1/chat/completions' && (request.body as { stream?: boolean }).stream) {
      chatRequests.push(request)
      const fault = faults.take('chat')
      if (fault) return faultReply(fault === 'hang-after-effect' ? 'hang' : fault)
      return { stream: chatStream(state.chat(request.body as Parameters<ChatScript>[0]), (request.body as { model: string }).model) }
    }
    if (request.method === 'POST' && request.path === '/v1/chat/completions') {
      completions.push(request)
      const report = isReportRequest(request)
      const fault = faults.take(report ? 'report' : 'chat')
      if (fault) return faultReply(fault === 'hang-after-effect' ? 'hang' : fault)
      const body = request.body as { model: string; response_format?: unknown }
      let answer = report ? state.reportAnswer : state.answer
      if (report && state.invalidReportAnswers > 0) {
        state.invalidReportAnswers -= 1
        answer = invalidReportAnswer
      }
      const content = body.response_format ? (typeof answer === 'string' ? answer : JSON.stringify(answer)) : 'OK'
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
  // The settings a test changes are the state the server reads.
  return Object.assign(state, { url: `${server.url}/v1`, faults, completions, chatRequests, close: server.close })
}

/** A scripted step as OpenAI streams it: content deltas, tool-call deltas, the usage, [DONE]. */
function chatStream(step: ChatScriptStep, model: string): { events: string[]; delayMs?: number } {
  const chunk = (delta: unknown, extra: Record<string, unknown> = {}) =>
    JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model, choices: [{ index: 0, delta, finish_reason: null }], ...extra })
  const events = [chunk({ role: 'assistant', content: '' })]
  for (const text of step.text ?? []) events.push(chunk({ content: text }))
  ;(step.toolCalls ?? []).forEach((call, index) => {
    const args = typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments)
    // Arguments arrive in fragments, as OpenAI sends them.
    const half = Math.ceil(args.length / 2)
    events.push(chunk({ tool_calls: [{ index, id: `call_${index}`, type: 'function', function: { name: call.name, arguments: args.slice(0, half) } }] }))
    events.push(chunk({ tool_calls: [{ index, function: { arguments: args.slice(half) } }] }))
  })
  events.push(JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 0, model, choices: [], usage: { prompt_tokens: 0, completion_tokens: step.tokens ?? 50, total_tokens: step.tokens ?? 50 } }))
  events.push('[DONE]')
  return { events, ...(step.delayMs ? { delayMs: step.delayMs } : {}) }
}
