import type { smsConsent as sharedSmsConsent } from '@/shared/texts'

/**
 * Consent to texts (issue 31 item 2) as the forms' code shows it: the wording of shared/texts.ts,
 * word for word. Written out again because importing that module runs its zod schemas, and the
 * chat panel's chunk must not bring zod (26 KB gzipped, a quarter of the home page's JavaScript
 * budget); the type holds each text to the shared one, so a change there fails the type check
 * until it is made here too.
 */
export const smsConsent: typeof sharedSmsConsent = {
  field: 'smsConsent',
  label: 'Text me about my request',
  disclosure:
    'Bluegrass AI will text this number about your request: our answer, one follow-up and replies from our team. Message and data rates may apply. Reply STOP to opt out, HELP for help.',
  phoneProblem: 'Enter a mobile number we can text, or untick "Text me about my request"',
}

/**
 * What to say on the phone field before sending: a ticked box needs a number to text. Whether the
 * number can take a text is the server's call (a 422 naming the phone with the same message).
 */
export function consentPhoneProblem(ticked: boolean | undefined, phone: string | undefined): string | undefined {
  return ticked === true && (phone ?? '').trim() === '' ? smsConsent.phoneProblem : undefined
}
