import VoiceResponse from 'twilio/lib/twiml/VoiceResponse'

/**
 * The TwiML the voice webhooks answer with (issue 32), made with the `twilio` package's
 * VoiceResponse (it escapes the text and names the attributes as Twilio documents them). Every
 * `action` is absolute, on PUBLIC_URL: Twilio, or any caller that speaks TwiML, follows it.
 */

/** Twilio's voice for every `<Say>`: one voice for the whole call. */
const voice = { voice: 'Polly.Joanna', language: 'en-US' } as const

/** The longest voicemail (SPEC of the issue: at most 2 minutes). */
export const voicemailMaxSeconds = 120

/** Ring the owner's phone; the caller's number shown, `action` told whether they answered. */
export function forwardTwiml(input: { ownerPhone: string; callerId: string | null; ringSeconds: number; action: string }): string {
  const response = new VoiceResponse()
  const dial = response.dial({ timeout: input.ringSeconds, action: input.action, method: 'POST', ...(input.callerId ? { callerId: input.callerId } : {}) })
  dial.number(input.ownerPhone)
  return response.toString()
}

/** A short greeting, then a recording of at most two minutes; `action` gets the recording. */
export function voicemailTwiml(input: { greeting: string; action: string; noMessage: string }): string {
  const response = new VoiceResponse()
  response.say(voice, input.greeting)
  response.record({ maxLength: voicemailMaxSeconds, playBeep: true, timeout: 5, finishOnKey: '#', action: input.action, method: 'POST' })
  // Reached only when nothing was recorded (Twilio goes on to the next verb).
  response.say(voice, input.noMessage)
  response.hangup()
  return response.toString()
}

/**
 * One turn of the receptionist: it says `say` while listening for speech, and `action` gets what
 * the caller said, or nothing (actionOnEmptyResult) after a silence, so the server decides each turn.
 */
export function turnTwiml(input: { say: string; action: string; hints?: string }): string {
  const response = new VoiceResponse()
  const gather = response.gather({
    input: ['speech'],
    action: input.action,
    method: 'POST',
    actionOnEmptyResult: true,
    speechTimeout: 'auto',
    timeout: 5,
    language: 'en-US',
    ...(input.hints ? { hints: input.hints } : {}),
  })
  gather.say(voice, input.say)
  return response.toString()
}

/** The last words, then the line is hung up. */
export function goodbyeTwiml(say: string): string {
  const response = new VoiceResponse()
  response.say(voice, say)
  response.hangup()
  return response.toString()
}

/** An empty answer (a status callback needs none). */
export function emptyTwiml(): string {
  return new VoiceResponse().toString()
}
