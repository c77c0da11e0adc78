import { site } from './site'

/**
 * Consent to texts (issue 31 item 2), the same on every public form that asks for a phone: an
 * unchecked box, and beside it the disclosure, word for word what is stored with the consent.
 * Its own module, without zod, so the forms' code can show it without loading the schemas.
 */
export const smsConsent = {
  /** The form field (JSON `smsConsent: true`; `smsConsent=on` from a form posted without JavaScript). */
  field: 'smsConsent',
  label: 'Text me about my request',
  disclosure: `${site.name} will text this number about your request: our answer, one follow-up and replies from our team. Message and data rates may apply. Reply STOP to opt out, HELP for help.`,
  /** The 422's message when the box is ticked and the phone cannot take a text. */
  phoneProblem: 'Enter a mobile number we can text, or untick "Text me about my request"',
} as const
