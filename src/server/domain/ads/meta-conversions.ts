import { createHash } from 'node:crypto'
import type { Touch } from '@/shared/attribution'
import { e164Of } from '../sms/phone'

/**
 * Meta's Conversions API events (issue 33 item 4): what the product tells Meta when a lead its
 * ads brought books a call or becomes a customer, so the ads optimise for customers rather than
 * for form fills. Pure: the lead's facts in, the event Meta's documentation describes out
 * (https://developers.facebook.com/docs/marketing-api/conversions-api/parameters).
 */

export const metaConversionEventNames = { booked: 'Schedule', won: 'Purchase' } as const
export type MetaConversionKind = keyof typeof metaConversionEventNames

/** The CRM that reports the event, as Meta's CRM integration asks for it in custom_data. */
export const leadEventSource = 'Bluegrass AI'

/** What the event is built from: the lead as it is when the outcome happens. */
export type MetaConversionFacts = {
  kind: MetaConversionKind
  /** Unique per outcome (Meta drops a second event with the same id and name within 48 hours). */
  eventId: string
  at: Date
  email: string | null
  phone: string | null
  /** The Meta lead id, when the lead came from a Facebook or Instagram lead form. */
  metaLeadId: string | null
  /** The first touch: its fbclid (and when it landed) makes the click id `fbc`. */
  firstTouch: Touch | null
  /** The won customer's value; absent for a booked call. */
  value: number | null
  currency: string
}

export type MetaConversionEvent = {
  event_name: (typeof metaConversionEventNames)[MetaConversionKind]
  event_time: number
  action_source: 'system_generated'
  event_id: string
  user_data: { em?: string[]; ph?: string[]; lead_id?: string; fbc?: string }
  custom_data: { event_source: 'crm'; lead_event_source: string; value?: number; currency?: string }
}

export const sha256Hex = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex')

/** Meta's rule for e-mail: trimmed and lower-cased before hashing. */
export const normalisedEmail = (email: string) => email.trim().toLowerCase()

/**
 * Meta's rule for phone numbers: digits only, with the country code, no '+' and no leading
 * zeros. The lead's number as typed is read as the texts read it (region US by default); one
 * that is not a valid number is left out rather than sent as something that cannot match.
 */
export function normalisedPhone(phone: string): string | undefined {
  const e164 = e164Of(phone)
  return e164 ? e164.replace(/\D/g, '').replace(/^0+/, '') : undefined
}

/** Meta's click id from an fbclid: `fb.1.{when the click landed, in ms}.{fbclid}`. */
export function fbcOf(fbclid: string, landedAt: Date): string {
  return `fb.1.${landedAt.getTime()}.${fbclid}`
}

/**
 * Whether Meta's ads brought the lead: it came from a Meta lead form, or its first touch carries
 * Meta's click id or names Facebook or Instagram as its source. Other leads are not Meta's to
 * hear about.
 */
export function cameFromMeta(firstTouch: Touch | null, metaLeadId: string | null): boolean {
  if (metaLeadId) return true
  if (firstTouch?.fbclid) return true
  const source = firstTouch?.utm_source?.toLowerCase()
  return source === 'facebook' || source === 'instagram' || source === 'fb' || source === 'ig'
}

export function metaConversionEvent(facts: MetaConversionFacts): MetaConversionEvent {
  const phone = facts.phone ? normalisedPhone(facts.phone) : undefined
  const fbclid = facts.firstTouch?.fbclid
  const landedAt = facts.firstTouch?.at ? new Date(facts.firstTouch.at) : facts.at
  const user_data: MetaConversionEvent['user_data'] = {
    ...(facts.email ? { em: [sha256Hex(normalisedEmail(facts.email))] } : {}),
    ...(phone ? { ph: [sha256Hex(phone)] } : {}),
    ...(facts.metaLeadId ? { lead_id: facts.metaLeadId } : {}),
    ...(fbclid ? { fbc: fbcOf(fbclid, landedAt) } : {}),
  }
  return {
    event_name: metaConversionEventNames[facts.kind],
    event_time: Math.floor(facts.at.getTime() / 1000),
    action_source: 'system_generated',
    event_id: facts.eventId,
    user_data,
    custom_data: {
      event_source: 'crm',
      lead_event_source: leadEventSource,
      ...(facts.value !== null ? { value: facts.value, currency: facts.currency } : {}),
    },
  }
}

/**
 * The request body: Meta reads `lead_id` as a 64-bit integer, which JavaScript's numbers cannot
 * hold exactly past 2^53, so the digits are written into the JSON as a number verbatim.
 */
export function metaEventsBody(events: MetaConversionEvent[], accessToken: string): string {
  return JSON.stringify({ data: events, access_token: accessToken }).replace(/"lead_id":"(\d{1,30})"/g, '"lead_id":$1')
}
