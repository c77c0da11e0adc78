import { and, eq, sql } from 'drizzle-orm'
import type { Executor } from '@/server/db/client'
import { tasks, voiceCalls, voiceWebhookAnswers } from '@/server/db/schema'
import { replyTaskDue } from '@/server/domain/inbound/reply-task'
import { e164Of } from '@/server/domain/sms/phone'
import { isWithinHours } from '@/server/domain/voice/hours'
import { noMessageLeft, voicemailGreeting, voicemailThanks } from '@/server/domain/voice/lines'
import { emptyTwiml, forwardTwiml, goodbyeTwiml, voicemailTwiml } from '@/server/domain/voice/twiml'
import { jobNames } from '@/server/jobs/names'
import { recordLogEntry } from '@/server/services/automation-log'
import type { PipelineContext } from '@/server/services/pipeline/context'
import { findOrMakePhoneLead } from '@/server/services/phone-leads'
import { queueOwnerAlert } from '@/server/services/texts/owner-alerts'
import { pipelineSteps } from '@/shared/automation'
import type { AvailabilitySettings } from '@/shared/booking'
import { site } from '@/shared/site'
import { voiceApi } from '@/shared/voice'
import { queueMissedCallText } from './text-back'

/**
 * Calls to the business number (issue 32; docs/decisions/045). Twilio asks what to do at each
 * step of a call; each step is answered once per CallSid (a retry gets the same TwiML and does
 * nothing twice: `answerOnce`):
 * - in the owner's hours with OWNER_PHONE set, the owner's phone rings for VOICE_RING_SECONDS
 *   with the caller's number shown; answered, the call is logged with its length;
 * - otherwise, or when the owner does not answer, the call is missed: the caller's number makes
 *   or finds the lead (source 'Phone'), the task 'Call back {name}' is due within 15 working
 *   minutes, the owner's phone is told, and the caller gets the missed-call text-back; then the
 *   receptionist takes the call when it may (a model, the owner's switch, the day's minutes and the
 *   number's calls), else a voicemail of at most two minutes;
 * - a caller who hangs up while the owner's phone rings is a missed call too (the status callback).
 */

export type VoiceParams = Record<string, string>

/** The receptionist's side of a call (services/voice/receptionist.ts); null while it cannot answer. */
export type CallReceptionist = {
  /** Whether it may take this call now (a model, the owner's switch, the day's minutes, the number's calls). */
  available(tx: Executor, call: CallRow): Promise<boolean>
  /** Its first words, as TwiML, once it has taken the call. */
  open(call: CallRow): Promise<string>
  /** One turn: what the caller said (or nothing), answered as TwiML within the turn's budget. */
  turn(call: CallRow, turn: number, speech: string | null): Promise<string>
}

export type CallRow = typeof voiceCalls.$inferSelect

type Deps = {
  context: PipelineContext
  businessHours: (tx: Executor) => Promise<Pick<AvailabilitySettings, 'weeklyHours' | 'daysOff'>>
  receptionist?: CallReceptionist
}

/** A claim older than this belongs to an answer that died half-way: the step is answered again. */
const staleClaimMs = 20_000

export function createVoiceCalls(deps: Deps) {
  const { context } = deps
  const { db, config } = context
  const actionUrl = (path: string, query = '') => `${config.publicUrl}${path}${query}`

  /**
   * The step's TwiML, computed once: the first delivery claims the step (an empty answer,
   * committed), computes and stores it; a redelivery meanwhile waits for it, then gets it.
   */
  async function answerOnce(callSid: string, step: string, compute: () => Promise<string>): Promise<string> {
    const [claimed] = await db.insert(voiceWebhookAnswers).values({ callSid, step, twiml: '' }).onConflictDoNothing().returning({ callSid: voiceWebhookAnswers.callSid })
    if (!claimed) {
      for (let waited = 0; ; waited += 100) {
        const [stored] = await db.select().from(voiceWebhookAnswers).where(and(eq(voiceWebhookAnswers.callSid, callSid), eq(voiceWebhookAnswers.step, step)))
        if (stored?.twiml) return stored.twiml
        if (stored && context.now().getTime() - stored.createdAt.getTime() > staleClaimMs) break
        if (waited > 12_000) return goodbyeTwiml(personCallsBackLine)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
    let twiml: string
    try {
      twiml = await compute()
    } catch (error) {
      // Let Twilio's redelivery compute the step afresh rather than wait out a claim that failed.
      await db
        .delete(voiceWebhookAnswers)
        .where(and(eq(voiceWebhookAnswers.callSid, callSid), eq(voiceWebhookAnswers.step, step), eq(voiceWebhookAnswers.twiml, '')))
        .catch(() => undefined)
      throw error
    }
    await db
      .insert(voiceWebhookAnswers)
      .values({ callSid, step, twiml })
      .onConflictDoUpdate({ target: [voiceWebhookAnswers.callSid, voiceWebhookAnswers.step], set: { twiml } })
    return twiml
  }

  const callOf = async (executor: Executor, callSid: string) => (await executor.select().from(voiceCalls).where(eq(voiceCalls.callSid, callSid)))[0]

  /** The owner's hours: VOICE_HOURS when set, else the booking hours the owner keeps in the back office. */
  async function inHours(tx: Executor): Promise<boolean> {
    const hours = await deps.businessHours(tx)
    return isWithinHours({ at: context.now(), weeklyHours: config.voice.hours ?? hours.weeklyHours, daysOff: hours.daysOff, timeZone: config.ownerTimeZone })
  }

  /**
   * The call was not answered by the owner: once per call (missed_at), the lead, the task, the
   * owner's alert and the text-back, in one transaction with the log entry that says which.
   */
  async function markMissed(tx: Executor, call: CallRow, why: string): Promise<CallRow> {
    const [missed] = await tx
      .update(voiceCalls)
      .set({ missedAt: context.now(), updatedAt: sql`now()` })
      .where(and(eq(voiceCalls.id, call.id), sql`${voiceCalls.missedAt} is null`))
      .returning()
    if (!missed) return (await callOf(tx, call.callSid))!
    if (!missed.fromE164 || !missed.leadId) {
      await recordLogEntry(tx, { step: pipelineSteps.calls, status: 'warning', message: `Missed call from a withheld number (${why}): no one to call or text back`, details: { callSid: call.callSid } })
      return missed
    }
    const lead = await findOrMakePhoneLead(tx, missed.fromE164, 'Phone')
    const hours = await deps.businessHours(tx)
    const due = replyTaskDue({ receivedAt: context.now(), weeklyHours: config.voice.hours ?? hours.weeklyHours, daysOff: hours.daysOff, timeZone: config.ownerTimeZone, workingMinutes: 15 })
    const [task] = await tx
      .insert(tasks)
      .values({
        leadId: missed.leadId,
        title: `Call back ${lead.lead.fullName}`,
        description: `${lead.lead.fullName} called ${site.name} and no one answered (${why}). Call back ${missed.fromE164}.`,
        type: 'Call',
        priority: 'High',
        dueDate: due,
        relatedLead: lead.lead.businessName ? `${lead.lead.fullName} (${lead.lead.businessName})` : lead.lead.fullName,
        idempotencyKey: `call-back:${call.callSid}`,
      })
      .onConflictDoNothing({ target: tasks.idempotencyKey })
      .returning({ id: tasks.id })
    if (task && context.providers.live.crm.mirrorsTasks) await context.queue.enqueue(jobNames.mirrorTask, { taskId: task.id }, { tx })
    const textBack = await queueMissedCallText(tx, context, { phone: missed.fromE164, leadId: missed.leadId })
    const alert = await queueOwnerAlert(tx, context, { key: `call:${call.callSid}`, what: 'missed-call', leadId: missed.leadId, fullName: lead.lead.fullName, businessName: lead.lead.businessName || null })
    const texted = { queued: 'the caller is texted back', 'texts-off': 'no text-back: texts are off', 'already-today': 'no text-back: this number was texted back today' }[textBack]
    await recordLogEntry(tx, {
      step: pipelineSteps.calls,
      status: 'success',
      message: `Missed call from ${lead.lead.fullName} (${why}): task 'Call back ${lead.lead.fullName}' made; ${texted}`,
      details: { callSid: call.callSid, textBack, ownerAlert: alert },
      leadId: missed.leadId,
      leadName: lead.lead.fullName,
      businessName: lead.lead.businessName || null,
    })
    return missed
  }

  /** After a miss: the receptionist when it may answer, else the voicemail. */
  async function takeOver(call: CallRow): Promise<string> {
    const receptionist = deps.receptionist
    const byReceptionist = receptionist ? await db.transaction(async (tx) => receptionist.available(tx, call)) : false
    await db
      .update(voiceCalls)
      .set({ handledBy: byReceptionist ? 'receptionist' : 'voicemail', ...(byReceptionist ? { receptionistStartedAt: context.now() } : {}), updatedAt: sql`now()` })
      .where(eq(voiceCalls.id, call.id))
    if (byReceptionist) return receptionist!.open(call)
    return voicemailTwiml({ greeting: voicemailGreeting(site.name), action: actionUrl(voiceApi.recorded), noMessage: noMessageLeft })
  }

  return {
    /** POST /api/voice/inbound: a call comes in. */
    async inbound(params: VoiceParams): Promise<string> {
      const callSid = params.CallSid!
      return answerOnce(callSid, 'inbound', async () => {
        const fromE164 = e164Of(params.From) ?? null
        const { call, ring } = await db.transaction(async (tx) => {
          const lead = fromE164 ? await findOrMakePhoneLead(tx, fromE164, 'Phone') : null
          const ring = Boolean(config.texts.ownerPhone) && (await inHours(tx))
          const [inserted] = await tx
            .insert(voiceCalls)
            .values({ callSid, from: (params.From ?? '').slice(0, 40), fromE164, to: (params.To ?? '').slice(0, 40), leadId: lead?.lead.id ?? null, inHours: ring })
            .onConflictDoNothing({ target: voiceCalls.callSid })
            .returning()
          const call = inserted ?? (await callOf(tx, callSid))!
          if (ring) {
            await recordLogEntry(tx, {
              step: pipelineSteps.calls,
              status: 'success',
              message: `Call from ${lead?.lead.fullName ?? 'a withheld number'}: ringing your phone for ${config.voice.ringSeconds} s`,
              details: { callSid },
              leadId: lead?.lead.id ?? null,
              leadName: lead?.lead.fullName ?? null,
            })
            return { call, ring }
          }
          return { call: await markMissed(tx, call, config.texts.ownerPhone ? 'outside your hours' : 'OWNER_PHONE is not set'), ring }
        })
        if (ring) return forwardTwiml({ ownerPhone: config.texts.ownerPhone!, callerId: fromE164, ringSeconds: config.voice.ringSeconds, action: actionUrl(voiceApi.dialed) })
        return takeOver(call)
      })
    },

    /** POST /api/voice/dialed: the owner's phone rang; DialCallStatus says how it went. */
    async dialed(params: VoiceParams): Promise<string> {
      const callSid = params.CallSid!
      return answerOnce(callSid, 'dialed', async () => {
        const status = (params.DialCallStatus ?? 'failed').slice(0, 20)
        const seconds = Number.parseInt(params.DialCallDuration ?? '', 10)
        const outcome = await db.transaction(async (tx) => {
          const [call] = await tx
            .update(voiceCalls)
            .set({ dialStatus: status, ownerSeconds: status === 'completed' && Number.isFinite(seconds) ? seconds : null, updatedAt: sql`now()` })
            .where(eq(voiceCalls.callSid, callSid))
            .returning()
          if (!call) return null
          if (status === 'completed') {
            await recordLogEntry(tx, {
              step: pipelineSteps.calls,
              status: 'success',
              message: `You answered the call${Number.isFinite(seconds) ? ` (${seconds} s)` : ''}`,
              details: { callSid },
              leadId: call.leadId,
            })
            return { call, answered: true }
          }
          const why = { busy: 'your phone was busy', 'no-answer': `no answer in ${config.voice.ringSeconds} s`, canceled: 'the caller hung up', failed: 'your phone could not be reached' }[status] ?? status
          return { call: await markMissed(tx, call, why), answered: false }
        })
        if (!outcome) return goodbyeTwiml(personCallsBackLine)
        // The owner talked and hung up: the call ends. A caller who hung up hears nothing more either.
        if (outcome.answered || status === 'canceled') return emptyTwiml()
        return takeOver(outcome.call)
      })
    },

    /** POST /api/voice/recorded: the voicemail is recorded (its URL on Twilio, fetched with the account's credentials). */
    async recorded(params: VoiceParams): Promise<string> {
      const callSid = params.CallSid!
      return answerOnce(callSid, 'recorded', async () => {
        const seconds = Number.parseInt(params.RecordingDuration ?? '', 10)
        const [call] = await db
          .update(voiceCalls)
          .set({
            recordingSid: params.RecordingSid?.slice(0, 64) ?? null,
            recordingUrl: params.RecordingUrl?.slice(0, 500) ?? null,
            recordingSeconds: Number.isFinite(seconds) ? seconds : null,
            updatedAt: sql`now()`,
          })
          .where(eq(voiceCalls.callSid, callSid))
          .returning()
        if (call) {
          await recordLogEntry(db, { step: pipelineSteps.calls, status: 'success', message: `Voicemail left (${Number.isFinite(seconds) ? `${seconds} s` : 'length unknown'}): play it on the lead`, details: { callSid }, leadId: call.leadId })
        }
        return goodbyeTwiml(voicemailThanks)
      })
    },

    /** POST /api/voice/turn?turn=N: one of the receptionist's turns. */
    async turn(params: VoiceParams, turn: number): Promise<string> {
      const callSid = params.CallSid!
      return answerOnce(callSid, `turn:${turn}`, async () => {
        const call = await callOf(db, callSid)
        if (!call || !deps.receptionist || call.handledBy !== 'receptionist') return goodbyeTwiml(personCallsBackLine)
        const speech = params.SpeechResult?.trim() ? params.SpeechResult.trim().slice(0, 1000) : null
        return deps.receptionist.turn(call, turn, speech)
      })
    },

    /** POST /api/voice/status: the call ended. A caller who hung up while the owner's phone rang missed us too. */
    async status(params: VoiceParams): Promise<string> {
      const callSid = params.CallSid!
      const callStatus = (params.CallStatus ?? '').slice(0, 20)
      return answerOnce(callSid, `status:${callStatus}`, async () => {
        const seconds = Number.parseInt(params.CallDuration ?? '', 10)
        await db.transaction(async (tx) => {
          const [call] = await tx
            .update(voiceCalls)
            .set({ callStatus, durationSeconds: Number.isFinite(seconds) ? seconds : null, endedAt: context.now(), updatedAt: sql`now()` })
            .where(eq(voiceCalls.callSid, callSid))
            .returning()
          if (call && !call.missedAt && call.dialStatus !== 'completed') await markMissed(tx, call, 'the caller hung up while your phone rang')
        })
        return emptyTwiml()
      })
    },
  }
}

export type VoiceCalls = ReturnType<typeof createVoiceCalls>

const personCallsBackLine = "Sorry, something went wrong on our side. We'll call you back at this number. Goodbye."
