import { smsConsent } from '@/shared/sms-consent'

export { smsConsent }

/**
 * What to say on the phone field before sending: a ticked box needs a number to text. Whether the
 * number can take a text is the server's call (a 422 naming the phone with the same message).
 */
export function consentPhoneProblem(ticked: boolean | undefined, phone: string | undefined): string | undefined {
  return ticked === true && (phone ?? '').trim() === '' ? smsConsent.phoneProblem : undefined
}
