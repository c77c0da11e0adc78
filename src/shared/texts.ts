import { z } from './zod'
import { isTimeZone } from './zoned-time'

/** The texts' webhooks (issue 31): the addresses to set on the Twilio number. */
export const smsApi = {
  inbound: '/api/sms/inbound',
  /** Twilio's delivery reports (each text's StatusCallback), signed like the inbound webhook. */
  status: '/api/sms/status',
} as const

export { smsConsent } from './sms-consent'

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
