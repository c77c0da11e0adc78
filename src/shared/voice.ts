import { z } from './zod'

/**
 * Calls to the business number (issue 32). Twilio's voice webhook is `voiceApi.inbound` (set on
 * the number in Twilio's console); every later step is an `action` URL in the TwiML the server
 * answers with, absolute on PUBLIC_URL, so any Twilio-compatible caller can follow them.
 */
export const voiceApi = {
  inbound: '/api/voice/inbound',
  /** After `<Dial>` to the owner: DialCallStatus says whether the owner answered. */
  dialed: '/api/voice/dialed',
  /** After `<Record>`: the voicemail's recording. */
  recorded: '/api/voice/recorded',
  /** Each of the receptionist's turns: the caller's SpeechResult (or silence). */
  turn: '/api/voice/turn',
  /** The number's status callback: the call ended, with its duration. */
  status: '/api/voice/status',
  /** The back office plays a voicemail through the server (never Twilio's own address). */
  recording: (callId: string) => `/api/admin/calls/${callId}/recording`,
} as const

/** What became of a call, as the lead's timeline and the insights count it. */
export const callOutcomes = ['in-progress', 'answered', 'missed', 'voicemail', 'receptionist'] as const
export type CallOutcome = (typeof callOutcomes)[number]

export const callOutcomeLabels: Record<CallOutcome, string> = {
  'in-progress': 'Call in progress',
  answered: 'Answered by you',
  missed: 'Missed call',
  voicemail: 'Voicemail',
  receptionist: 'Answered by the AI receptionist',
}

/** One turn of the receptionist's conversation, kept as text (calls are not recorded). */
export const callTurnSchema = z.object({
  role: z.enum(['caller', 'receptionist']),
  text: z.string(),
  at: z.string(),
  /** Why the model's answer was replaced by a safe line, when it was. */
  blocked: z.string().optional(),
  /** Why the receptionist ended the call with a person calling back, when it did. */
  ended: z.string().optional(),
})
export type CallTurn = z.infer<typeof callTurnSchema>

/** What became of a call, from what is stored about it (one rule for the thread and the insights). */
export function callOutcomeOf(call: { dialStatus: string | null; handledBy: string | null; recordingSid: string | null; missedAt: unknown; endedAt: unknown }): CallOutcome {
  if (call.dialStatus === 'completed') return 'answered'
  if (call.handledBy === 'receptionist') return 'receptionist'
  if (call.recordingSid) return 'voicemail'
  if (call.missedAt || call.endedAt) return 'missed'
  return 'in-progress'
}

/** A call on the lead's thread. */
export const callEntrySchema = z.object({
  direction: z.literal('call'),
  id: z.string(),
  at: z.string(),
  from: z.string(),
  outcome: z.enum(callOutcomes),
  /** How long the owner talked (answered) or the whole call lasted, in seconds, when known. */
  durationSeconds: z.number().nullable(),
  /** The voicemail's length and where the back office plays it (through the server). */
  voicemail: z.object({ seconds: z.number(), url: z.string() }).nullable(),
  /** The receptionist's conversation as text, withheld answers marked (the missed-call text is its own entry). */
  turns: z.array(callTurnSchema),
  booked: z.boolean(),
})
export type CallEntry = z.infer<typeof callEntrySchema>
