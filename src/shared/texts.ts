import { site } from './site'
import { z } from './zod'
import { isTimeZone } from './zoned-time'

/** The texts' webhooks (issue 31): the addresses to set on the Twilio number. */
export const smsApi = {
  inbound: '/api/sms/inbound',
  /** Twilio's delivery reports (each text's StatusCallback), signed like the inbound webhook. */
  status: '/api/sms/status',
} as const

/**
 * Consent to texts (issue 31 item 2), the same on every public form that asks for a phone: an
 * unchecked box, and beside it the disclosure, word for word what is stored with the consent.
 */
export const smsConsent = {
  /** The form field (JSON `smsConsent: true`; `smsConsent=on` from a form posted without JavaScript). */
  field: 'smsConsent',
  label: 'Text me about my request',
  disclosure: `${site.name} will text this number about your request: our answer, one follow-up and replies from our team. Message and data rates may apply. Reply STOP to opt out, HELP for help.`,
  /** The 422's message when the box is ticked and the phone cannot take a text. */
  phoneProblem: 'Enter a mobile number we can text, or untick "Text me about my request"',
} as const

/**
 * The fields every form with a phone adds: the consent, and the visitor's time zone (IANA, from
 * the browser), so automated texts keep to daytime where the visitor is. Without JavaScript no
 * zone is sent, and the owner's (OWNER_TIME_ZONE) is used.
 */
export const smsConsentFields = {
  smsConsent: z.boolean({ error: 'smsConsent must be true or false' }).optional(),
  /** A zone that is not one is dropped rather than refuse the form: the owner's is used. */
  timeZone: z.string().max(64).refine(isTimeZone).optional().catch(undefined),
}

/** A form posted without JavaScript sends a ticked box as `on` and an unticked one not at all. */
export function formCheckbox(value: unknown): boolean | undefined {
  if (value === undefined) return undefined
  return value === 'on' || value === 'true' || value === true
}

/** A text's booking link (issue 31): `/b/<code>`, which opens the lead's own /book link. */
export const shortBookingPath = (code: string) => `/b/${code}`
