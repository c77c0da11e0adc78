import { eq } from 'drizzle-orm'
import { contactSubmissions, type AssistantTurn } from '@/server/db/schema'
import { createAnswerChecker, createAnswerGate, type AnswerProblem } from '@/server/domain/assistant/answer-gate'
import { assistantFacts } from '@/server/domain/assistant/fact-set'
import { factKeys } from '@/server/domain/assistant/figures'
import {
  assistantInstructions,
  assistantRules,
  assistantToolNames,
  assistantTools,
  bookCallArguments,
  freeTimesArguments,
  safeAnswers,
  takeDetailsArguments,
  visitorGaveAddress,
} from '@/server/domain/assistant/instructions'
import { callTime } from '@/server/domain/booking/compose-booking-email'
import type { ChatToolCall, ChatTurn } from '@/server/providers/types'
import type { Bookings } from '@/server/services/booking/bookings'
import { isoSlot } from '@/server/services/booking/bookings'
import { deadline } from '@/server/services/deadline'
import { recordLeadEvent } from '@/server/services/lead-events'
import type { LeadIntake, SubmissionMeta } from '@/server/services/lead-intake'
import type { PipelineContext } from '@/server/services/pipeline/context'
import { countRequest } from '@/server/services/rate-limits'
import { assistantConversationMaxMessages, personFollowsUp, type AssistantEvent, type AssistantMode, type AssistantOverview, type AssistantRequest } from '@/shared/assistant'
import { isTimeZone } from '@/shared/zoned-time'
import { manageBookingPath } from '@/shared/booking'
import { replyTo } from '@/shared/content/chat-replies'
import { conversationsToday, linkConversation, openConversation, ownerSwitch, recordTurns, setOwnerSwitch, tokensToday, visitorKeyOf, type ConversationRow } from './conversations'

/**
 * The site assistant (issue 26; docs/decisions/040 and 041). A visitor's message is answered by
 * the model from the site's facts, streamed through the answer gate; the model acts only through
 * the tools, and every tool call is checked here: an address goes to a tool only if the visitor
 * typed it, a lead is taken through the forms' pipeline (form token, rate limits, held when
 * suspicious), a call is booked through the booking service, at most one of each per
 * conversation. Past a token budget, or when the model fails, the visitor gets SPEC's keyword
 * answer and is told a person will follow up.
 */

export type Assistant = ReturnType<typeof createAssistant>

export type RespondOutcome =
  | { kind: 'streamed' }
  | { kind: 'off'; mode: AssistantMode }
  | { kind: 'too-many'; retryAfterSeconds: number }
  | { kind: 'conversation-full' }

type Send = (event: AssistantEvent) => void

/** The conversation so far as plain lines for the owner, the latest kept when it is long. */
function transcriptOf(conversation: ConversationRow, message: string): string {
  const lines = [...conversation.turns.map((turn) => `${turn.role === 'visitor' ? 'Visitor' : 'Assistant'}: ${turn.text}`), `Visitor: ${message}`]
  const text = lines.join('\n')
  return text.length <= 6000 ? text : `…${text.slice(-5999)}`
}

export function createAssistant(context: PipelineContext, deps: { intake: LeadIntake; bookings: Bookings }) {
  const { config, db } = context
  const settings = config.assistant
  const model = context.providers.live.llm
  const secrets = [config.providers.openai?.apiKey, config.adminPassword, config.providers.notion?.token, config.providers.make?.apiToken, config.metricsToken, config.formTokenSecret].filter(
    (value): value is string => Boolean(value),
  )

  /** Whether the model answers, before any visitor's own budget. */
  async function mode(visitorKey?: string): Promise<AssistantMode> {
    if (!model.streamChat) return 'not-configured'
    if (!settings.enabled || !(await ownerSwitch(db))) return 'switched-off'
    const spent = await tokensToday(db, visitorKey ?? '', context.now())
    if (spent.all >= settings.dailyTokenBudget) return 'daily-budget'
    if (visitorKey && spent.visitor >= settings.visitorTokenBudget) return 'daily-budget'
    return 'model'
  }

  async function respond(request: AssistantRequest, meta: SubmissionMeta, send: Send, signal: AbortSignal): Promise<RespondOutcome> {
    const visitorKey = visitorKeyOf(meta.ip)
    const now = context.now()
    const { count, secondsLeftInWindow } = await countRequest(db, `assistant:${visitorKey}`, now)
    if (count > settings.messagesPerMinute) return { kind: 'too-many', retryAfterSeconds: Math.max(1, secondsLeftInWindow) }
    const current = await mode(visitorKey)
    if (current === 'not-configured' || current === 'switched-off') return { kind: 'off', mode: current }
    const conversation = await openConversation(db, request.conversationId, visitorKey, request.attribution, now)
    if (conversation.visitorMessages >= assistantConversationMaxMessages) return { kind: 'conversation-full' }
    send({ type: 'conversation', id: conversation.id })
    const visitorTurn: AssistantTurn = { role: 'visitor', text: request.message, at: now.toISOString() }

    if (current === 'daily-budget') {
      // The keyword answer, and the truth about what happens next.
      const text = `${replyTo(request.message)} ${personFollowsUp}`
      send({ type: 'text', text })
      await recordTurns(db, conversation.id, [visitorTurn, { role: 'assistant', text, at: context.now().toISOString(), blocked: 'keyword answer: a token budget was spent' }], 0, context.now())
      context.metrics.assistantAnswers.inc({ outcome: 'budget' })
      send({ type: 'done', mode: 'daily-budget' })
      return { kind: 'streamed' }
    }

    const answer = await converse(conversation, request, meta, send, signal)
    await recordTurns(db, conversation.id, [visitorTurn, { role: 'assistant', text: answer.shown, at: context.now().toISOString(), ...(answer.blocked ? { blocked: answer.blocked } : {}) }], answer.tokens, context.now())
    context.metrics.assistantTokens.inc(answer.tokens)
    context.metrics.assistantAnswers.inc({ outcome: answer.outcome })
    send({ type: 'done', mode: await mode(visitorKey) })
    return { kind: 'streamed' }
  }

  /** The model's answer, through the gate and the tools; what the visitor saw, and what it cost. */
  async function converse(conversation: ConversationRow, request: AssistantRequest, meta: SubmissionMeta, send: Send, outerSignal: AbortSignal) {
    const timeZone = request.timeZone && isTimeZone(request.timeZone) ? request.timeZone : config.ownerTimeZone
    const slots = (await deps.bookings.slots(undefined, 7)).map(isoSlot)
    const facts = assistantFacts({ slots, timeZone })
    const keys = new Set(facts.keys)
    const instructions = assistantInstructions(facts.lines)
    const gate = createAnswerGate(createAnswerChecker({ facts: keys, instructions: assistantRules, secrets }))
    const visitorMessages = [...conversation.turns.filter((turn) => turn.role === 'visitor').map((turn) => turn.text), request.message]
    const turns: ChatTurn[] = [
      { role: 'system', content: instructions },
      ...conversation.turns.map((turn): ChatTurn => (turn.role === 'visitor' ? { role: 'user', content: turn.text } : { role: 'assistant', content: turn.text })),
      { role: 'user', content: request.message },
    ]
    const scope: ToolScope = {
      conversation,
      request,
      meta,
      send,
      visitorMessages,
      links: { leadId: conversation.leadId, bookingId: conversation.bookingId },
      bookedNow: null,
      timeZone,
    }
    /** What a tool's answer states becomes something the assistant may repeat. */
    const learn = (text: string) => factKeys([text]).forEach((key) => keys.add(key))
    const abort = new AbortController()
    const { signal, clear: clearDeadline } = deadline(settings.answerTimeoutMs, outerSignal, abort.signal)
    let tokens = 0

    const withhold = (problems: AnswerProblem[]) => {
      abort.abort()
      context.log.warn({ conversationId: conversation.id, problems }, 'assistant: answer withheld')
      send({ type: 'replace', text: safeAnswers.withheld })
      return { shown: safeAnswers.withheld, tokens, outcome: 'withheld' as const, blocked: `the model's answer was withheld (${problems.map((problem) => problem.kind).join(', ') || 'a rule'})` }
    }

    try {
      for (let round = 0; round < settings.maxToolRounds; round++) {
        const calls: ChatToolCall[] = []
        let written = ''
        for await (const piece of model.streamChat!({ turns, tools: assistantTools, maxTokens: settings.answerMaxTokens, signal })) {
          if (piece.kind === 'usage') tokens += piece.tokens
          else if (piece.kind === 'tool-call') calls.push(piece)
          else {
            written += piece.text
            const step = gate.push(piece.text)
            if (step.problems) return withhold(step.problems)
            if (step.show) send({ type: 'text', text: step.show })
          }
        }
        if (calls.length === 0) break
        turns.push({ role: 'assistant', content: written, toolCalls: calls })
        for (const call of calls) {
          const result = await runTool(call, scope)
          learn(result)
          turns.push({ role: 'tool', toolCallId: call.id, content: result })
        }
      }
      const last = gate.end()
      if (last.problems) return withhold(last.problems)
      if (last.show) send({ type: 'text', text: last.show })
      if (!gate.shown.trim()) {
        // The model said nothing a visitor can read (only tool calls, or nothing at all).
        const text = !scope.bookedNow ? replyTo(request.message) : scope.bookedNow.held ? safeAnswers.callHeldForReview : safeAnswers.callBooked
        send({ type: 'text', text })
        return { shown: text, tokens, outcome: 'answered' as const, blocked: undefined }
      }
      return { shown: gate.shown, tokens, outcome: 'answered' as const, blocked: undefined }
    } catch (error) {
      if (outerSignal.aborted) return { shown: gate.shown, tokens, outcome: 'answered' as const, blocked: 'the visitor left before the answer ended' }
      context.log.warn({ conversationId: conversation.id, err: error }, 'assistant: the model failed; keyword answer given')
      const text = `${replyTo(request.message)} ${personFollowsUp}`
      send({ type: 'replace', text })
      return { shown: text, tokens, outcome: 'fallback' as const, blocked: 'keyword answer: the model failed' }
    } finally {
      clearDeadline()
    }
  }

  type ToolScope = {
    conversation: ConversationRow
    request: AssistantRequest
    meta: SubmissionMeta
    send: Send
    visitorMessages: string[]
    /** The lead and the booking the conversation has taken so far, in this answer or before. */
    links: { leadId: string | null; bookingId: string | null }
    /** The call this answer booked: a conversation's earlier booking is not this answer's news. */
    bookedNow: { held: boolean } | null
    timeZone: string
  }

  /** Runs one tool the model asked for; its answer (JSON text) goes back to the model. */
  async function runTool(call: ChatToolCall, scope: ToolScope): Promise<string> {
    const refuse = (why: string) => {
      context.log.info({ conversationId: scope.conversation.id, tool: call.name, why }, 'assistant: tool call refused')
      return JSON.stringify({ ok: false, error: why })
    }
    let input: unknown
    try {
      input = JSON.parse(call.arguments || '{}')
    } catch {
      return refuse('The arguments are not JSON.')
    }
    const { request, meta, links, conversation } = scope

    if (call.name === assistantToolNames.freeTimes) {
      const parsed = freeTimesArguments.safeParse(input)
      if (!parsed.success) return refuse('Give day as YYYY-MM-DD, or nothing.')
      const slots = await deps.bookings.slots(parsed.data.day, 3)
      const times = slots.slice(0, 12).map((slot) => ({ start: slot.start.toISOString(), label: callTime(slot.start, scope.timeZone) }))
      return JSON.stringify({ ok: true, timeZone: scope.timeZone, times })
    }

    if (call.name === assistantToolNames.takeDetails) {
      const parsed = takeDetailsArguments.safeParse(input)
      if (!parsed.success) return refuse('A name, an e-mail address and what they need are required.')
      const details = parsed.data
      if (!details.consent) return refuse('The visitor has not agreed to be contacted: ask them first.')
      if (!visitorGaveAddress(details.email, scope.visitorMessages)) return refuse('Only the e-mail address the visitor typed in this conversation may be used.')
      if (links.leadId) return JSON.stringify({ ok: true, alreadyTaken: true })
      const result = await deps.intake.submitContact(
        {
          fullName: details.name,
          businessName: details.business || 'Not given (site chat)',
          email: details.email,
          phone: details.phone ?? '',
          automationNeeds: details.needs,
          website: '',
          formToken: request.formToken ?? '',
          ...(request.attribution ? { attribution: request.attribution } : {}),
          // Only the chat's own box, ticked by the visitor, is consent to texts: never the model's word.
          smsConsent: request.smsConsent === true,
          timeZone: scope.timeZone,
        },
        { ip: meta.ip, via: 'assistant', transcript: transcriptOf(conversation, request.message), page: meta.page ?? 'the site chat' },
      )
      if (!result.stored) {
        return refuse(
          result.refused === 'busy'
            ? `Not taken: the business is answering a lot of requests right now. Nothing was stored: ask the visitor to send their details again in ${result.retryAfterSeconds} seconds or use the contact form.`
            : 'Too many submissions from this visitor just now: a person will follow up.',
        )
      }
      const [row] = await db.select({ leadId: contactSubmissions.leadId }).from(contactSubmissions).where(eq(contactSubmissions.id, result.id))
      links.leadId = row?.leadId ?? null
      await linkConversation(db, conversation.id, { leadId: links.leadId })
      if (links.leadId) await recordLeadEvent(db, links.leadId, 'chatted', { conversationId: conversation.id, took: 'details' })
      scope.send({ type: 'lead', heldForReview: result.quarantined !== null })
      return JSON.stringify({ ok: true, heldForReview: result.quarantined !== null, emailsSent: result.automation.emailsSent })
    }

    if (call.name === assistantToolNames.bookCall) {
      const parsed = bookCallArguments.safeParse(input)
      if (!parsed.success) return refuse('A start time, a name and an e-mail address are required.')
      const details = parsed.data
      if (!visitorGaveAddress(details.email, scope.visitorMessages)) return refuse('Only the e-mail address the visitor typed in this conversation may be used.')
      if (links.bookingId) return refuse('This conversation has already booked a call; it can be moved from its confirmation link.')
      if (Number.isNaN(Date.parse(details.start))) return refuse('Give start as an ISO 8601 time from free_times.')
      const outcome = await deps.bookings.book(
        {
          start: new Date(details.start).toISOString(),
          name: details.name,
          email: details.email,
          phone: details.phone ?? '',
          notes: details.notes ?? 'Booked in the site chat',
          timeZone: scope.timeZone,
          website: '',
          formToken: request.formToken ?? '',
          ...(request.attribution ? { attribution: request.attribution } : {}),
          smsConsent: request.smsConsent === true,
        },
        { ...meta, page: meta.page ?? 'the site chat' },
      )
      if (outcome.kind === 'too-many') return refuse('Too many bookings from this visitor just now: a person will follow up.')
      if (outcome.kind === 'unavailable') {
        const times = outcome.slots.map((slot) => ({ start: slot.start.toISOString(), label: callTime(slot.start, scope.timeZone) }))
        return JSON.stringify({ ok: false, error: 'That time is not free.', freeTimesNearby: times })
      }
      const { booking, held } = outcome
      links.bookingId = booking.id
      scope.bookedNow = { held }
      links.leadId = booking.leadId ?? links.leadId
      await linkConversation(db, conversation.id, { bookingId: booking.id, leadId: links.leadId })
      if (booking.leadId) await recordLeadEvent(db, booking.leadId, 'chatted', { conversationId: conversation.id, took: 'booking', bookingId: booking.id })
      scope.send({ type: 'booked', start: booking.startAt.toISOString(), end: booking.endAt.toISOString(), timeZone: booking.timeZone, manageUrl: manageBookingPath(booking.manageToken), heldForReview: held })
      return JSON.stringify({ ok: true, booked: callTime(booking.startAt, scope.timeZone), heldForReview: held, confirmationEmail: !held })
    }

    return refuse(`There is no tool called ${call.name}.`)
  }

  /** The back office's view: the state, the switches and today's spending. */
  async function overview(): Promise<AssistantOverview> {
    const now = context.now()
    const [current, enabledByOwner, spent, conversations] = await Promise.all([mode(), ownerSwitch(db), tokensToday(db, '', now), conversationsToday(db, now)])
    return {
      mode: current,
      model: model.streamChat ? model.model : null,
      allowedByEnvironment: settings.enabled,
      enabledByOwner,
      tokensToday: spent.all,
      conversationsToday: conversations,
      dailyTokenBudget: settings.dailyTokenBudget,
      visitorTokenBudget: settings.visitorTokenBudget,
    }
  }

  return {
    /** What the panel asks first: whether the model answers. */
    status: () => mode(),
    respond,
    overview,
    /** The owner turns the model off (or on again) from the back office, for every instance at once. */
    async switchModel(enabled: boolean): Promise<AssistantOverview> {
      await setOwnerSwitch(db, enabled, context.now())
      context.log.info({ enabled }, 'assistant: the owner switched the model')
      return overview()
    },
  }
}
