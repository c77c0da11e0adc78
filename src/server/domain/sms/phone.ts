import { parsePhoneNumberFromString, type CountryCode, type NumberType } from 'libphonenumber-js/max'

/**
 * Phone numbers for texts (issue 31 item 1): what a visitor typed ("(859) 555-0123", "859.555.0123
 * ext 4", "+44 7700 900123") made E.164 with libphonenumber-js's full metadata, the default region
 * US. A number is textable only if it is valid and of a type that can be a mobile phone: in the
 * US and Canada a number does not say whether it is one (FIXED_LINE_OR_MOBILE), so those count;
 * a landline, toll-free, premium-rate or pager number elsewhere is never texted.
 */

export const defaultPhoneRegion: CountryCode = 'US'

/** The types a mobile phone can have. */
const mobileTypes = new Set<NumberType>(['MOBILE', 'FIXED_LINE_OR_MOBILE', 'PERSONAL_NUMBER', 'VOIP'])

export type PhoneReading =
  | { textable: true; e164: string; country: CountryCode | undefined }
  | { textable: false; reason: 'empty' | 'not-a-number' | 'not-mobile'; e164?: string }

export function readPhone(raw: string | null | undefined, region: CountryCode = defaultPhoneRegion): PhoneReading {
  const typed = (raw ?? '').trim()
  if (typed === '') return { textable: false, reason: 'empty' }
  const parsed = parsePhoneNumberFromString(typed, { defaultCountry: region, extract: false })
  if (!parsed || !parsed.isValid()) return { textable: false, reason: 'not-a-number' }
  const type = parsed.getType()
  if (type && !mobileTypes.has(type)) return { textable: false, reason: 'not-mobile', e164: parsed.number }
  return { textable: true, e164: parsed.number, country: parsed.country }
}

/** The E.164 form of any valid number (a caller, a landline), or undefined: for matching a lead by its number. */
export function e164Of(raw: string | null | undefined, region: CountryCode = defaultPhoneRegion): string | undefined {
  const parsed = parsePhoneNumberFromString((raw ?? '').trim(), { defaultCountry: region, extract: false })
  return parsed?.isValid() ? parsed.number : undefined
}

/**
 * How a number reads as a name, for a lead that reached us by phone only: "(859) 555-0177" in
 * the US and Canada, "+44 7700 900123" elsewhere.
 */
export function phoneAsName(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164)
  if (!parsed) return e164
  return parsed.countryCallingCode === '1' ? parsed.formatNational() : parsed.formatInternational()
}
