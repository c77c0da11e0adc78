import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai'
import { z } from 'zod'
import type { LeadFacts } from '@/server/db/documents'
import type { OpportunityDraft, ReportAnswers } from '@/server/domain/assessment-report'
import type { ResearchFacts, ResearchWording } from '@/server/domain/research/analysis'
import { businessTypes, monthlyRevenueLabel, painPoints } from '@/shared/assessment'
import { scoringFactors, scoringGroups } from '@/shared/scoring-model'
import { callWithTimeout, errorText, isTimeoutError } from '../call'
import { failed, succeeded, type ChatPiece, type ChatRequest, type ChatTurn, type LlmLeadRead, type LlmProvider, type Outcome, type ProviderFailure } from '../types'

/**
 * The language model through the official SDK. Any OpenAI-compatible server answers when
 * OPENAI_BASE_URL points at it. SPEC §9: low temperature, at most 500 tokens. The SDK's own
 * retries are off: the pipeline's job queue retries a failed step (at most 3 times, with backoff).
 */

const temperature = 0.2
const maxTokens = 500

/** The chat completion as far as we read it; anything else in it is ignored. */
const completionSchema = z.object({
  model: z.string().optional(),
  choices: z
    .array(z.object({ message: z.object({ content: z.string().nullable().optional() }) }))
    .min(1, 'no choices in the answer'),
})

const factorKeys = scoringFactors.map((factor) => factor.key)

/** The JSON the model is asked for. A factor of the wrong type is dropped (the rules fill it in). */
const leadReadSchema = z.object({
  factors: z.object(Object.fromEntries(factorKeys.map((key) => [key, z.number().finite().optional().catch(undefined)]))),
  summary: z.string().trim().min(1).max(1000).optional().catch(undefined),
  opportunities: z.array(z.string().trim().min(1).max(300)).max(5).optional().catch(undefined),
})

const factorGuide = scoringGroups
  .map((group) => `${group.label} (${group.weight}%): ${group.factors.map((factor) => `${factor.key} ${factor.min}-${factor.max} (${factor.description.toLowerCase()})`).join('; ')}`)
  .join('\n')

export const analysisPrompt = `You score inbound leads for an AI marketing and automation agency that serves small local businesses (home-service contractors, real-estate agents, restaurants).
Read the lead and answer with one JSON object and nothing else:
{"factors": {<factor>: <number>}, "summary": "<one or two sentences for the agency owner>", "opportunities": ["<top automation opportunity>", "<second>", "<third>"]}
Give every factor a number inside its range:
${factorGuide}
aiAnalysis is your own judgement of fit and buying intent. Write the opportunities for this business, in plain words, at most 15 words each.`

export function describeLead(facts: LeadFacts): string {
  const lines = [
    `Source: ${{ assessment: 'free assessment form', contact: 'contact form', manual: 'added by the agency owner', test: 'automation test', booking: 'booked a call on the booking page' }[facts.source]}`,
    `Business: ${facts.businessName}`,
    `Contact: ${facts.fullName}`,
    `E-mail domain: ${facts.email.split('@')[1] ?? ''}`,
    `Phone given: ${facts.phone ? 'yes' : 'no'}`,
    facts.businessType && `Business type: ${facts.businessType}`,
    facts.monthlyRevenue && `Monthly revenue: ${facts.monthlyRevenue}`,
    facts.primaryPainPoint && `Main challenge: ${facts.primaryPainPoint}`,
    facts.currentMarketing && `How they get customers today: ${facts.currentMarketing}`,
    facts.biggestGoal && `Biggest goal: ${facts.biggestGoal}`,
    facts.automationNeeds && `What they want automated: ${facts.automationNeeds}`,
  ]
  return lines.filter(Boolean).join('\n')
}

/**
 * The assessment report's request (docs/decisions/016). Its system prompt names the task in
 * words the test fake recognises (`reportPromptMarker`), so the fake can answer it apart from
 * the lead analysis.
 */
export const reportPromptMarker = 'free AI business assessment report'

export const reportPrompt = `You write the ${reportPromptMarker} of an AI marketing and automation agency that serves small local businesses (home-service contractors, real-estate agents, restaurants).
From the catalogue in the user's message, choose the 3 automation opportunities that would help this business most, judging by its answers, and word each one for this business.
Answer with one JSON object and nothing else:
{"opportunities": [{"key": "<a key from the catalogue>", "title": "<the opportunity for this business, at most 120 characters>", "why": "<why it fits, from the business's own answers, at most 300 characters>"}]}
Exactly 3 items, 3 different keys, most valuable first. Use only keys from the catalogue. State no hours, dollar amounts, prices or guaranteed results: the agency adds its own estimates.`

const label = (options: readonly { value: string; label: string }[], value: string) => options.find((option) => option.value === value)?.label ?? value

export function describeAnswers(answers: ReportAnswers, catalogue: readonly OpportunityDraft[]): string {
  return [
    `Business: ${answers.businessName}`,
    `Business type: ${label(businessTypes, answers.businessType)}`,
    `Monthly revenue: ${monthlyRevenueLabel(answers.monthlyRevenue)}`,
    `Main challenge: ${label(painPoints, answers.primaryPainPoint)}`,
    `How they get customers today: ${answers.currentMarketing}`,
    `Biggest goal: ${answers.biggestGoal}`,
    '',
    'Catalogue (key: what it is. Why it usually helps):',
    ...catalogue.map((entry) => `- ${entry.key}: ${entry.title}. ${entry.why}`),
  ].join('\n')
}

const oneLineText = (max: number) =>
  z
    .string()
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(1).max(max))

/** Exactly 3 opportunities with 3 different keys of the catalogue, within the lengths asked for. */
function reportDraftSchema(catalogue: readonly OpportunityDraft[]) {
  const keys = catalogue.map((entry) => entry.key) as [OpportunityDraft['key'], ...OpportunityDraft['key'][]]
  return z.object({
    opportunities: z
      .array(z.object({ key: z.enum(keys), title: oneLineText(120), why: oneLineText(300) }))
      .length(3, 'exactly 3 opportunities')
      .refine((items) => new Set(items.map((item) => item.key)).size === items.length, 'three different keys'),
  })
}

/**
 * Business research (docs/decisions/018): the words of one found business's analysis. Its system
 * prompt carries `researchPromptMarker`, so the test fake can answer it apart from the others.
 */
export const researchPromptMarker = 'business research analysis'

export const researchPrompt = `You write the ${researchPromptMarker} of an AI automation agency in Kentucky that builds automations for small and mid-sized local businesses.
From the facts about one business in the user's message, answer with one JSON object and nothing else:
{"painPoints": ["<manual work that likely costs this business time>", "<second>", "<third>"], "opportunities": ["<automation the agency could build for it>", "<second>", "<third>"], "solution": "<the one solution to propose first>", "summary": "<one or two sentences for the agency owner>"}
3 or 4 pain points, exactly 3 opportunities (most valuable first), each at most 20 words; solution and summary at most 60 words each.
Judge only from the facts given and what is typical of such a business. Invent nothing about it: no people's names, no figures, no claims about its current software. State no hours, dollar amounts or prices: the agency adds its own estimates.`

export function describeResearchFacts(facts: ResearchFacts): string {
  return [
    `Business: ${facts.name}`,
    `Industry: ${facts.industry}`,
    `Kind of business: ${facts.category.replaceAll('_', ' ')}`,
    facts.brand && `Part of a chain: ${facts.brand}`,
    `Location: ${facts.location}`,
    `Estimated size: ${facts.employees} employees`,
    `Website: ${facts.website ?? 'none found'}`,
    `Contact found: ${[facts.hasEmail && 'e-mail', facts.hasPhone && 'phone'].filter(Boolean).join(', ') || 'none'}`,
  ]
    .filter(Boolean)
    .join('\n')
}

const researchWordingSchema = z.object({
  painPoints: z.array(oneLineText(200)).min(2).max(5),
  opportunities: z.array(oneLineText(200)).min(3).max(5),
  solution: oneLineText(500),
  summary: oneLineText(500),
})

function describeFailure(error: unknown): ProviderFailure {
  if (error instanceof APIConnectionTimeoutError || error instanceof APIUserAbortError || isTimeoutError(error)) {
    return { kind: 'timeout', message: 'no answer within the timeout' }
  }
  if (error instanceof APIError && typeof error.status === 'number') {
    return { kind: 'http', status: error.status, message: `HTTP ${error.status}: ${errorText(error)}` }
  }
  if (error instanceof SyntaxError) return { kind: 'malformed', message: `the answer is not JSON: ${errorText(error)}` }
  return { kind: 'network', message: errorText(error) }
}

/** Our turns in the API's words. */
function apiMessages(turns: ChatTurn[]): OpenAI.Chat.ChatCompletionMessageParam[] {
  return turns.map((turn): OpenAI.Chat.ChatCompletionMessageParam => {
    if (turn.role === 'tool') return { role: 'tool', tool_call_id: turn.toolCallId, content: turn.content }
    if (turn.role === 'assistant') {
      const calls = turn.toolCalls?.map((call) => ({ id: call.id, type: 'function' as const, function: { name: call.name, arguments: call.arguments } }))
      return { role: 'assistant', content: turn.content, ...(calls?.length ? { tool_calls: calls } : {}) }
    }
    return { role: turn.role, content: turn.content }
  })
}

/**
 * The assistant's streamed answer: text pieces as they come; the tool calls, whose arguments
 * arrive in fragments, once the stream ends; the tokens spent (include_usage) last.
 */
async function* readChatStream(stream: AsyncIterable<OpenAI.Chat.ChatCompletionChunk>): AsyncGenerator<ChatPiece> {
  const calls = new Map<number, { id: string; name: string; arguments: string }>()
  let tokens = 0
  for await (const chunk of stream) {
    const delta = chunk.choices[0]?.delta
    if (delta?.content) yield { kind: 'text', text: delta.content }
    for (const call of delta?.tool_calls ?? []) {
      const entry = calls.get(call.index) ?? { id: '', name: '', arguments: '' }
      if (call.id) entry.id = call.id
      if (call.function?.name) entry.name += call.function.name
      if (call.function?.arguments) entry.arguments += call.function.arguments
      calls.set(call.index, entry)
    }
    if (chunk.usage) tokens = chunk.usage.total_tokens
  }
  for (const [index, call] of [...calls.entries()].sort(([a], [b]) => a - b)) yield { kind: 'tool-call', id: call.id || `call-${index}`, name: call.name, arguments: call.arguments }
  yield { kind: 'usage', tokens }
}

export function createOpenAiProvider(options: { apiKey: string; baseUrl: string | undefined; model: string; timeoutMs: number }): LlmProvider {
  const client = new OpenAI({
    apiKey: options.apiKey,
    ...(options.baseUrl ? { baseURL: options.baseUrl } : {}),
    timeout: options.timeoutMs,
    maxRetries: 0,
  })

  async function complete(messages: OpenAI.Chat.ChatCompletionMessageParam[], tokens: number, json: boolean, signal: AbortSignal) {
    const answer: unknown = await client.chat.completions.create(
      {
        model: options.model,
        temperature,
        max_tokens: tokens,
        messages,
        ...(json ? { response_format: { type: 'json_object' as const } } : {}),
      },
      { signal },
    )
    return answer
  }

  /** One JSON completion: the message content, or why there is none. */
  async function completeJson(messages: OpenAI.Chat.ChatCompletionMessageParam[]): Promise<Outcome<string>> {
    const answer = await callWithTimeout(options.timeoutMs, (signal) => complete(messages, maxTokens, true, signal), describeFailure)
    if (!answer.ok) return answer
    const completion = completionSchema.safeParse(answer.value)
    if (!completion.success) return failed('malformed', `unexpected completion: ${z.prettifyError(completion.error)}`)
    return succeeded(completion.data.choices[0]!.message.content ?? '')
  }

  return {
    kind: 'openai',
    model: options.model,

    async *streamChat(request: ChatRequest) {
      const stream = await client.chat.completions.create(
        {
          model: options.model,
          temperature,
          max_tokens: request.maxTokens,
          messages: apiMessages(request.turns),
          tools: request.tools.map((tool) => ({ type: 'function' as const, function: tool })),
          stream: true,
          stream_options: { include_usage: true },
        },
        { signal: request.signal },
      )
      yield* readChatStream(stream)
    },

    async draftReportOpportunities(answers, catalogue) {
      const schema = reportDraftSchema(catalogue)
      const read = (content: string): { ok: true; value: OpportunityDraft[] } | { ok: false; problem: string } => {
        let json: unknown
        try {
          json = JSON.parse(content)
        } catch {
          return { ok: false, problem: `not JSON: ${JSON.stringify(content.slice(0, 80))}` }
        }
        const parsed = schema.safeParse(json)
        return parsed.success ? { ok: true, value: parsed.data.opportunities } : { ok: false, problem: z.prettifyError(parsed.error) }
      }
      const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [
        { role: 'system', content: reportPrompt },
        { role: 'user', content: describeAnswers(answers, catalogue) },
      ]
      const first = await completeJson(messages)
      if (!first.ok) return first
      const firstRead = read(first.value)
      if (firstRead.ok) return succeeded(firstRead.value)
      // An unusable answer is asked for once more, with what was wrong; then the caller falls back.
      const second = await completeJson([
        ...messages,
        { role: 'assistant', content: first.value.slice(0, 4000) },
        { role: 'user', content: `That answer cannot be used (${firstRead.problem.replace(/\s+/g, ' ').slice(0, 300)}). Answer again with the JSON object only: exactly 3 items, 3 different catalogue keys, title at most 120 characters, why at most 300.` },
      ])
      if (!second.ok) return second
      const secondRead = read(second.value)
      if (secondRead.ok) return succeeded(secondRead.value)
      return failed('malformed', `the model's report answer was unusable twice: ${secondRead.problem.replace(/\s+/g, ' ').slice(0, 300)}`)
    },

    async analyseResearchCompany(facts) {
      const answer = await completeJson([
        { role: 'system', content: researchPrompt },
        { role: 'user', content: describeResearchFacts(facts) },
      ])
      if (!answer.ok) return answer
      let json: unknown
      try {
        json = JSON.parse(answer.value)
      } catch {
        return failed('malformed', `the model did not answer with JSON: ${JSON.stringify(answer.value.slice(0, 80))}`)
      }
      const read = researchWordingSchema.safeParse(json)
      if (!read.success) return failed('malformed', `the model's JSON has the wrong shape: ${z.prettifyError(read.error).replace(/\s+/g, ' ').slice(0, 300)}`)
      const wording: ResearchWording = { ...read.data, opportunities: read.data.opportunities.slice(0, 3) }
      return succeeded(wording)
    },

    async analyseLead(facts) {
      const answer = await callWithTimeout(
        options.timeoutMs,
        (signal) =>
          complete(
            [
              { role: 'system', content: analysisPrompt },
              { role: 'user', content: describeLead(facts) },
            ],
            maxTokens,
            true,
            signal,
          ),
        describeFailure,
      )
      if (!answer.ok) return answer
      const completion = completionSchema.safeParse(answer.value)
      if (!completion.success) return failed('malformed', `unexpected completion: ${z.prettifyError(completion.error)}`)
      const content = completion.data.choices[0]!.message.content ?? ''
      let json: unknown
      try {
        json = JSON.parse(content)
      } catch {
        return failed('malformed', `the model did not answer with JSON: ${JSON.stringify(content.slice(0, 80))}`)
      }
      const read = leadReadSchema.safeParse(json)
      if (!read.success) return failed('malformed', `the model's JSON has the wrong shape: ${z.prettifyError(read.error)}`)
      const value: LlmLeadRead = {
        factors: read.data.factors,
        ...(read.data.summary ? { summary: read.data.summary } : {}),
        ...(read.data.opportunities ? { opportunities: read.data.opportunities.slice(0, 3) } : {}),
      }
      return succeeded(value)
    },

    async test() {
      const started = Date.now()
      const answer = await callWithTimeout(
        options.timeoutMs,
        (signal) => complete([{ role: 'user', content: 'Reply with the single word OK.' }], 5, false, signal),
        describeFailure,
      )
      if (!answer.ok) return answer
      const completion = completionSchema.safeParse(answer.value)
      if (!completion.success) return failed('malformed', `unexpected completion: ${z.prettifyError(completion.error)}`)
      return succeeded({ model: completion.data.model ?? options.model, latencyMs: Date.now() - started })
    },
  }
}
