import type { Executor } from '@/server/db/client'
import { smsConsents } from '@/server/db/schema'
import { readPhone } from '@/server/domain/sms/phone'
import { recordLeadEvent } from '@/server/services/lead-events'
import { smsConsent } from '@/shared/texts'

/**
 * Consent to texts (issue 31 item 2): given on a public form by ticking the box beside the
 * disclosure, stored with the lead, its number (E.164), the wording shown, the page, the client's
 * address, the visitor's time zone and the time; and shown on the lead's timeline. No consent, no
 * automated text: the pipeline answers by e-mail only.
 */

export type SmsConsentInput = { phone: string; wording: string; page: string; clientAddress: string; timeZone: string | null }

/** The form's fields that say whether and where it may be texted. */
export type ConsentFields = { smsConsent?: boolean | undefined; phone?: string | null | undefined; timeZone?: string | undefined }

/**
 * The 422 a form gets when the box is ticked and the phone cannot take a text (empty, not a
 * number, or a number that cannot be a mobile), naming `phone`; null when there is nothing to fix.
 */
export function smsConsentProblem(fields: ConsentFields): { phone: string } | null {
  if (!fields.smsConsent) return null
  return readPhone(fields.phone).textable ? null : { phone: smsConsent.phoneProblem }
}

/** The consent a form gave, or null (the box unticked, or no number that can take a text). */
export function consentFromForm(fields: ConsentFields, where: { page: string; clientAddress: string }): SmsConsentInput | null {
  if (!fields.smsConsent) return null
  const reading = readPhone(fields.phone)
  if (!reading.textable) return null
  return { phone: reading.e164, wording: smsConsent.disclosure, page: where.page, clientAddress: where.clientAddress, timeZone: fields.timeZone ?? null }
}

/** Stores the consent with its lead, and its event on the lead's timeline, in the caller's transaction. */
export async function recordSmsConsent(tx: Executor, leadId: string, consent: SmsConsentInput): Promise<void> {
  const [row] = await tx.insert(smsConsents).values({ leadId, ...consent }).returning({ id: smsConsents.id, givenAt: smsConsents.givenAt })
  await recordLeadEvent(tx, leadId, 'sms-consented', { consentId: row!.id, phone: consent.phone, page: consent.page }, row!.givenAt)
}
