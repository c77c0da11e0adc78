import { failed, type SmsProvider } from '../types'

/**
 * Texts off (no TWILIO_* configured): nothing is ever attempted, and each text the pipeline would
 * send is answered "not sent", as e-mail without a mail server is (DESIGN "Every external service
 * has a local twin").
 */
export function createTextsOff(): SmsProvider {
  return {
    kind: 'local',
    from: null,
    async send() {
      return { ok: true, value: { delivered: false, note: 'texts are off: no Twilio account is configured' } }
    },
    async findSent() {
      return { ok: true, value: null }
    },
    async test() {
      return failed('http', 'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_PHONE_NUMBER are not set', 401)
    },
  }
}
