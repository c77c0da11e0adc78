import { and, eq, gte, sql } from 'drizzle-orm'
import type { Executor } from '@/server/db/client'
import { leads, voiceCalls } from '@/server/db/schema'
import { createAnswerChecker, createAnswerGate } from '@/server/domain/assistant/answer-gate'
import { assistantFacts } from '@/server/domain/assistant/fact-set'
import { assistantInstructions, assistantRules, freeTimesArguments, safeAnswers } from '@/server/domain/assistant/instructions'
import { factKeys } from '@/server/domain/assistant/figures'
import { callTime } from '@/server/domain/booking/compose-booking-email'
import { phoneAsName } from '@/server/domain/sms/phone'
import { callerBookingArguments, callerDetailsArguments, voiceToolNames, voiceTools } from '@/server/domain/voice/tools'
import { startOfDay } from '@/server/domain/day-start'
import { didNotHear, personCallsBack, receptionistOpening } from '@/server/domain/voice/lines'
import { goodbyeTwiml, turnTwiml } from '@/server/domain/voice/twiml'
import type { ChatToolCall, ChatTurn } from '@/server/providers/types'
import { ownerSwitch } from '@/server/services/assistant/conversations'
import { recordLogEntry } from '@/server/services/automation-log'
import { deadline } from '@/server/services/deadline'
import type { Bookings } from '@/server/services/booking/bookings'
import { isoSlot } from '@/server/services/booking/bookings'
import type { PipelineContext } from '@/server/services/pipeline/context'
import { pipelineSteps } from '@/shared/automation'
import { site } from '@/shared/site'
import type { CallTurn } from '@/shared/voice'
import { voiceApi } from '@/shared/voice'
import type { CallReceptionist, CallRow } from './calls'
import { queueBookingText } from './text-back'

/**
 * The AI receptionist (issue 32 item 4; docs/decisions/045): it takes a call the owner did not,
 * opening with what it is, then one `<Gather input="speech">` turn after another. Each answer is
 * the site assistant's: the same facts, the same rules and the same gate (no figure not in the
 * facts, no run of its instructions, no secret), then cut to two short sentences for the ear. It
 * stops, saying a person will call back (the task and the text-back were made when the call was
 * missed), past VOICE_MAX_TURNS, past VOICE_DAILY_MINUTES for every call together, after two
 * silences, or when the model fails or says nothing for 4 s. Its turns are kept as text only.
 */

/** What the receptionist is told on top of the assistant's rules: it speaks on a phone line. */
const voiceRules = [
  'You are answering the phone for the business: the caller hears your words read aloud.',
  'Answer in at most two short spoken sentences, with no lists, links or symbols.',
  'The caller’s phone number is known; a person from the team will call them back.',
  'On the phone use take_caller_details and book_call_for_caller instead of take_details and book_call: no e-mail address is needed.',
  'Book only a time the caller agreed to, from free_times.',
].join('\n')

/** The first two sentences of an answer, for the ear. */
export function spokenAnswer(text: string): string {
  const sentences = text.replace(/\s+/g, ' ').trim().match(/[^.!?…]+[.!?…]+["'”’)\]]*|[^.!?…]+$/g) ?? []
  return sentences.slice(0, 2).map((sentence) => sentence.trim()).join(' ')
}

const silence = '(silence)'
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`

/** A turn's model requests and tools together: past this the caller hears that a person calls back. */
const turnBudgetMs = 9_000

export function createReceptionist(context: PipelineContext, deps: { bookings: Bookings }): CallReceptionist {
  const { config, db } = context
  const model = context.providers.live.llm
  const secrets = [config.providers.openai?.apiKey, config.adminPassword, config.providers.twilio?.authToken, config.formTokenSecret].filter((value): value is string => Boolean(value))
  const nextTurn = (turn: number) => `${config.publicUrl}${voiceApi.turn}?turn=${turn}`

  /** The receptionist's seconds today, every call together (a call still going counts until now). */
  async function secondsToday(executor: Executor): Promise<number> {
    const since = startOfDay(context.now(), config.ownerTimeZone)
    const [row] = await executor
      .select({ seconds: sql<number>`coalesce(sum(extract(epoch from (coalesce(${voiceCalls.endedAt}, now()) - ${voiceCalls.receptionistStartedAt}))), 0)::float8` })
      .from(voiceCalls)
      .where(gte(voiceCalls.receptionistStartedAt, since))
    return Number(row?.seconds ?? 0)
  }

  /**
   * The assistant's facts with the free times, kept for 30 s: a turn waits on the model already,
   * and the free times change when a call is booked, not between two sentences of a caller.
   */
  let factsCache: { at: number; facts: ReturnType<typeof assistantFacts> } | null = null
  async function currentFacts() {
    const now = Date.now()
    if (factsCache && now - factsCache.at < 30_000) return factsCache.facts
    const slots = (await deps.bookings.slots(undefined, 7)).map(isoSlot)
    factsCache = { at: now, facts: assistantFacts({ slots, timeZone: config.ownerTimeZone }) }
    return factsCache.facts
  }

  async function saveTurns(call: CallRow, turns: CallTurn[]) {
    await db
      .update(voiceCalls)
      .set({ turns: sql`${voiceCalls.turns} || ${JSON.stringify(turns)}::jsonb`, updatedAt: sql`now()` })
      .where(eq(voiceCalls.id, call.id))
  }

  async function hangUp(call: CallRow, callerTurn: CallTurn | null, why: string): Promise<string> {
    await saveTurns(call, [...(callerTurn ? [callerTurn] : []), { role: 'receptionist', text: personCallsBack, at: context.now().toISOString(), ended: why }])
    await recordLogEntry(db, { step: pipelineSteps.calls, status: 'warning', message: `The receptionist ended the call: ${why}; a person calls back`, details: { callSid: call.callSid }, leadId: call.leadId })
    return goodbyeTwiml(personCallsBack)
  }

  type ToolScope = { call: CallRow; booked: string | null }

  /** Runs one tool the model asked for, for the caller only; its answer (JSON text) goes back to the model. */
  async function runTool(toolCall: ChatToolCall, scope: ToolScope): Promise<string> {
    const refuse = (why: string) => {
      context.log.info({ callSid: scope.call.callSid, tool: toolCall.name, why }, 'receptionist: tool call refused')
      return JSON.stringify({ ok: false, error: why })
    }
    let input: unknown
    try {
      input = JSON.parse(toolCall.arguments || '{}')
    } catch {
      return refuse('The arguments are not JSON.')
    }
    const { call } = scope
    if (toolCall.name === voiceToolNames.freeTimes) {
      const parsed = freeTimesArguments.safeParse(input)
      if (!parsed.success) return refuse('Give day as YYYY-MM-DD, or nothing.')
      const slots = await deps.bookings.slots(parsed.data.day, 3)
      return JSON.stringify({ ok: true, timeZone: config.ownerTimeZone, times: slots.slice(0, 6).map((slot) => ({ start: slot.start.toISOString(), label: callTime(slot.start, config.ownerTimeZone) })) })
    }
    if (!call.leadId || !call.fromE164) return refuse('The caller’s number is withheld: a person will call back instead.')
    if (toolCall.name === voiceToolNames.takeDetails) {
      const parsed = callerDetailsArguments.safeParse(input)
      if (!parsed.success) return refuse('A name and what they need are required.')
      await noteCallerDetails(call, parsed.data)
      return JSON.stringify({ ok: true })
    }
    if (toolCall.name === voiceToolNames.bookCall) {
      const parsed = callerBookingArguments.safeParse(input)
      if (!parsed.success) return refuse('A start time from free_times and the caller’s name are required.')
      const [current] = await db.select({ bookingId: voiceCalls.bookingId }).from(voiceCalls).where(eq(voiceCalls.id, call.id))
      if (current?.bookingId) return refuse('This call has already booked a call.')
      const start = new Date(parsed.data.start)
      if (Number.isNaN(start.getTime())) return refuse('Give start as an ISO 8601 time from free_times.')
      const outcome = await deps.bookings.bookByPhone({ start, name: parsed.data.name, notes: parsed.data.notes ?? 'Booked by phone with the AI receptionist', phone: call.fromE164, leadId: call.leadId })
      if (outcome.kind === 'unavailable') {
        return JSON.stringify({ ok: false, error: 'That time is not free.', freeTimesNearby: outcome.slots.slice(0, 3).map((slot) => ({ start: slot.start.toISOString(), label: callTime(slot.start, config.ownerTimeZone) })) })
      }
      if (outcome.kind !== 'booked') return refuse('The call could not be booked: a person will call back.')
      await db.update(voiceCalls).set({ bookingId: outcome.booking.id, updatedAt: sql`now()` }).where(eq(voiceCalls.id, call.id))
      const texted = await queueBookingText(context, outcome.booking, call.fromE164)
      scope.booked = callTime(outcome.booking.startAt, config.ownerTimeZone)
      return JSON.stringify({ ok: true, booked: scope.booked, confirmationText: texted === 'queued', confirmationEmail: outcome.booking.email !== null })
    }
    return refuse(`There is no tool called ${toolCall.name}.`)
  }

  /** The caller's name, business and need, on their lead: a lead named by its number takes the name said. */
  async function noteCallerDetails(call: CallRow, details: { name: string; business?: string | undefined; needs: string }) {
    const [lead] = await db.select().from(leads).where(eq(leads.id, call.leadId!))
    if (!lead) return
    const unnamed = lead.email === null && lead.fullName === phoneAsName(call.fromE164!)
    const note = `Said on a call: ${details.needs}`
    await db
      .update(leads)
      .set({
        ...(unnamed ? { fullName: details.name } : {}),
        ...(lead.businessName === '' && details.business ? { businessName: details.business } : {}),
        notes: lead.notes ? `${lead.notes}\n${note}` : note,
        updatedAt: sql`now()`,
      })
      .where(eq(leads.id, lead.id))
  }

  return {
    async available(tx, call) {
      if (!model.streamChat || !config.assistant.enabled || config.voice.dailyMinutes === 0) return false
      if (!(await ownerSwitch(tx))) return false
      if ((await secondsToday(tx)) >= config.voice.dailyMinutes * 60) return false
      if (!call.fromE164) return true
      const [taken] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(voiceCalls)
        .where(and(eq(voiceCalls.fromE164, call.fromE164), eq(voiceCalls.handledBy, 'receptionist'), gte(voiceCalls.createdAt, startOfDay(context.now(), config.ownerTimeZone))))
      return (taken?.count ?? 0) < config.voice.callsPerNumber
    },

    async open(call) {
      const opening = receptionistOpening(site.name)
      await saveTurns(call, [{ role: 'receptionist', text: opening, at: context.now().toISOString() }])
      return turnTwiml({ say: opening, action: nextTurn(1) })
    },

    async turn(call, turn, speech) {
      const at = context.now().toISOString()
      const callerTurn: CallTurn = { role: 'caller', text: speech ?? silence, at }
      if (turn > config.voice.maxTurns) return hangUp(call, callerTurn, `the call reached ${plural(config.voice.maxTurns, 'turn')} (VOICE_MAX_TURNS)`)
      if ((await secondsToday(db)) >= config.voice.dailyMinutes * 60) return hangUp(call, callerTurn, `no receptionist time is left today (VOICE_DAILY_MINUTES is ${config.voice.dailyMinutes})`)
      if (speech === null) {
        const lastCaller = call.turns.filter((one) => one.role === 'caller').at(-1)
        if (lastCaller?.text === silence) return hangUp(call, callerTurn, 'the caller said nothing twice')
        await saveTurns(call, [callerTurn, { role: 'receptionist', text: didNotHear, at }])
        return turnTwiml({ say: didNotHear, action: nextTurn(turn + 1) })
      }

      const facts = await currentFacts()
      const instructions = `${assistantInstructions(facts.lines)}\n\n${voiceRules}`
      const keys = new Set(facts.keys)
      const gate = createAnswerGate(createAnswerChecker({ facts: keys, instructions: assistantRules, secrets }))
      const turns: ChatTurn[] = [
        { role: 'system', content: instructions },
        ...call.turns.filter((one) => one.text !== silence).map((one): ChatTurn => (one.role === 'caller' ? { role: 'user', content: one.text } : { role: 'assistant', content: one.text })),
        { role: 'user', content: speech },
      ]
      const scope: ToolScope = { call, booked: null }
      let written = ''
      // The whole turn, tools included, ends well inside the 15 s Twilio waits for an answer.
      const turnDeadline = deadline(turnBudgetMs)
      try {
        for (let round = 0; round < config.assistant.maxToolRounds; round++) {
          // Each request has 4 s: a caller on a phone line hears silence meanwhile.
          const { signal, clear } = deadline(config.voice.modelSilenceMs, turnDeadline.signal)
          const calls: ChatToolCall[] = []
          let roundText = ''
          try {
            for await (const piece of model.streamChat!({ turns, tools: voiceTools, maxTokens: 120, signal })) {
              if (piece.kind === 'text') roundText += piece.text
              else if (piece.kind === 'tool-call') calls.push(piece)
            }
          } finally {
            clear()
          }
          // A stream cut by the timeout may end quietly rather than throw.
          if (signal.aborted) throw new Error('the model was silent for 4 s')
          written += roundText
          if (calls.length === 0) break
          turns.push({ role: 'assistant', content: roundText, toolCalls: calls })
          for (const toolCall of calls) {
            const result = await runTool(toolCall, scope)
            // What a tool's answer states (a free time, the booked time) the receptionist may say.
            factKeys([result]).forEach((key) => keys.add(key))
            turns.push({ role: 'tool', toolCallId: toolCall.id, content: result })
          }
        }
      } catch (error) {
        context.log.warn({ callSid: call.callSid, err: error }, 'receptionist: the model failed or was silent')
        return hangUp(call, callerTurn, 'the model failed or said nothing for 4 s')
      } finally {
        turnDeadline.clear()
      }
      if (!written.trim() && scope.booked) written = `You're booked for ${scope.booked}. You'll get a text with the details.`
      const checked = gate.push(`${written}\n`)
      const ended = gate.end()
      const problems = checked.problems ?? ended.problems
      const said = spokenAnswer(gate.shown)
      if (!said && !problems) return hangUp(call, callerTurn, 'the model said nothing')
      if (problems) {
        // Withheld, as in the chat: a safe line instead, and the turn marked with why.
        const safe = spokenAnswer(safeAnswers.withheld)
        context.log.warn({ callSid: call.callSid, problems }, 'receptionist: answer withheld')
        await saveTurns(call, [callerTurn, { role: 'receptionist', text: safe, at: context.now().toISOString(), blocked: `the model's answer was withheld (${problems.map((problem) => problem.kind).join(', ')})` }])
        return turnTwiml({ say: safe, action: nextTurn(turn + 1) })
      }
      await saveTurns(call, [callerTurn, { role: 'receptionist', text: said, at: context.now().toISOString() }])
      return turnTwiml({ say: said, action: nextTurn(turn + 1) })
    },
  }
}
