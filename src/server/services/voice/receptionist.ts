import { and, eq, gte, sql } from 'drizzle-orm'
import type { Executor } from '@/server/db/client'
import { voiceCalls } from '@/server/db/schema'
import { createAnswerChecker, createAnswerGate } from '@/server/domain/assistant/answer-gate'
import { assistantFacts } from '@/server/domain/assistant/fact-set'
import { assistantInstructions, assistantRules, safeAnswers } from '@/server/domain/assistant/instructions'
import { startOfDay } from '@/server/domain/day-start'
import { didNotHear, personCallsBack, receptionistOpening } from '@/server/domain/voice/lines'
import { goodbyeTwiml, turnTwiml } from '@/server/domain/voice/twiml'
import type { ChatTurn } from '@/server/providers/types'
import { ownerSwitch } from '@/server/services/assistant/conversations'
import { recordLogEntry } from '@/server/services/automation-log'
import type { Bookings } from '@/server/services/booking/bookings'
import { isoSlot } from '@/server/services/booking/bookings'
import type { PipelineContext } from '@/server/services/pipeline/context'
import { pipelineSteps } from '@/shared/automation'
import { site } from '@/shared/site'
import type { CallTurn } from '@/shared/voice'
import { voiceApi } from '@/shared/voice'
import type { CallReceptionist, CallRow } from './calls'

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
].join('\n')

/** The first two sentences of an answer, for the ear. */
export function spokenAnswer(text: string): string {
  const sentences = text.replace(/\s+/g, ' ').trim().match(/[^.!?…]+[.!?…]+["'”’)\]]*|[^.!?…]+$/g) ?? []
  return sentences.slice(0, 2).map((sentence) => sentence.trim()).join(' ')
}

const silence = '(silence)'

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
    await saveTurns(call, [...(callerTurn ? [callerTurn] : []), { role: 'receptionist', text: personCallsBack, at: context.now().toISOString(), blocked: why }])
    await recordLogEntry(db, { step: pipelineSteps.calls, status: 'warning', message: `The receptionist ended the call: ${why}; a person calls back`, details: { callSid: call.callSid }, leadId: call.leadId })
    return goodbyeTwiml(personCallsBack)
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
      if (turn > config.voice.maxTurns) return hangUp(call, callerTurn, `the call reached ${config.voice.maxTurns} turns (VOICE_MAX_TURNS)`)
      if ((await secondsToday(db)) >= config.voice.dailyMinutes * 60) return hangUp(call, callerTurn, `the day's ${config.voice.dailyMinutes} minutes are spent (VOICE_DAILY_MINUTES)`)
      if (speech === null) {
        const lastCaller = call.turns.filter((one) => one.role === 'caller').at(-1)
        if (lastCaller?.text === silence) return hangUp(call, callerTurn, 'the caller said nothing twice')
        await saveTurns(call, [callerTurn, { role: 'receptionist', text: didNotHear, at }])
        return turnTwiml({ say: didNotHear, action: nextTurn(turn + 1) })
      }

      const facts = await currentFacts()
      const instructions = `${assistantInstructions(facts.lines)}\n\n${voiceRules}`
      const gate = createAnswerGate(createAnswerChecker({ facts: new Set(facts.keys), instructions: assistantRules, secrets }))
      const turns: ChatTurn[] = [
        { role: 'system', content: instructions },
        ...call.turns.filter((one) => one.text !== silence).map((one): ChatTurn => (one.role === 'caller' ? { role: 'user', content: one.text } : { role: 'assistant', content: one.text })),
        { role: 'user', content: speech },
      ]
      let written = ''
      // The model has 4 s to finish: a caller on a phone line hears silence meanwhile.
      const signal = AbortSignal.timeout(config.voice.modelSilenceMs)
      try {
        for await (const piece of model.streamChat!({ turns, tools: [], maxTokens: 120, signal })) {
          if (piece.kind === 'text') written += piece.text
        }
        // A stream cut by the timeout may end quietly rather than throw.
        if (signal.aborted) throw new Error('the model was silent for 4 s')
      } catch (error) {
        context.log.warn({ callSid: call.callSid, err: error }, 'receptionist: the model failed or was silent')
        return hangUp(call, callerTurn, 'the model failed or said nothing for 4 s')
      }
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
