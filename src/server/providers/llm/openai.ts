import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai'
import { z } from 'zod'
import type { LeadFacts } from '@/server/db/documents'
import { scoringFactors, scoringGroups } from '@/shared/scoring-model'
import { callWithTimeout, errorText, isTimeoutError } from '../call'
import { failed, succeeded, type LlmLeadRead, type LlmProvider, type ProviderFailure } from '../types'

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
    `Source: ${facts.source === 'assessment' ? 'free assessment form' : 'contact form'}`,
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

  return {
    kind: 'openai',
    model: options.model,

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
