import { countSegments, fitsOneGsmSegment, toGsmPunctuation } from '@/shared/sms-segments'

/**
 * The texts the pipeline sends (issue 31 items 3 and 7), each one GSM-7 segment: at most 160
 * characters of the GSM alphabet, since one curly quote or emoji would send it as UCS-2 (70 a
 * segment) and double its cost. A name or business that does not fit is shortened, a character
 * GSM-7 lacks is dropped from them, and the opt-out line is always there. Pure.
 */

export const optOutLine = 'Reply STOP to opt out.'

/** What a text names: the person, their business, us, and the booking link. */
export type TextFacts = { fullName: string; businessName: string | null; senderName: string; bookingUrl: string }

/** A person's or business's name as a text can carry it: GSM-7 only, one line, at most `max` characters. */
export function textSafeName(value: string | null | undefined, max: number): string {
  const plain = toGsmPunctuation((value ?? '').normalize('NFC'))
    .replace(/\s+/g, ' ')
    .trim()
  const kept = [...plain].map(inGsm).join('').replace(/\s+/g, ' ').trim()
  if (kept.length <= max) return kept
  return `${kept.slice(0, Math.max(1, max - 1)).trimEnd()}.`
}

const isGsm = (character: string) => countSegments(character).encoding === 'GSM-7'

/** The character, or its letter without the accent GSM-7 lacks (ë to e), or nothing (an emoji). */
function inGsm(character: string): string {
  if (isGsm(character)) return character
  const base = character.normalize('NFD')[0] ?? ''
  return base !== character && isGsm(base) ? base : ''
}

function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? ''
}

/**
 * Fills `template(name, business)` with the longest names that keep it one GSM-7 segment: the
 * business is shortened first, then the first name; without either if need be.
 */
function fitted(facts: TextFacts, template: (name: string, business: string) => string): string {
  const name = firstName(textSafeName(facts.fullName, 40))
  const business = textSafeName(facts.businessName, 60)
  for (let businessMax = business.length; businessMax >= 0; businessMax -= 4) {
    const text = template(textSafeName(name, 20), textSafeName(business, businessMax))
    if (fitsOneGsmSegment(text)) return text
  }
  const bare = template('', '')
  if (!fitsOneGsmSegment(bare)) throw new Error(`A text cannot fit one segment even without names (${countSegments(bare).units} characters)`)
  return bare
}

const greeting = (name: string) => (name ? `Hi ${name}, ` : 'Hi, ')
const about = (business: string) => (business ? ` about ${business}` : '')

/** The first answer by text, seconds after the form: who we are, that we have it, and the link. */
export function composeFirstText(facts: TextFacts): string {
  return fitted(facts, (name, business) => `${greeting(name)}${facts.senderName} here: we got your request${about(business)}. Book a call: ${facts.bookingUrl} ${optOutLine}`)
}

/** The Day 3 text, when the lead has not answered, booked or been moved on. */
export function composeFollowUpText(facts: TextFacts): string {
  return fitted(facts, (name, business) => `${greeting(name)}${facts.senderName} again${about(business)}. Still want help? Pick a time: ${facts.bookingUrl} ${optOutLine}`)
}

/**
 * The missed-call text-back (issue 32 item 3): seconds after a call the owner did not answer,
 * sorry, who we are, the booking link and how to stop. The caller's name is not known yet.
 */
export function composeMissedCallText(facts: { senderName: string; bookingUrl: string }): string {
  const text = `Sorry we missed your call! ${facts.senderName} here. We'll call you back soon, or pick a time: ${facts.bookingUrl} ${optOutLine}`
  if (fitsOneGsmSegment(text)) return text
  const shorter = `Sorry we missed your call - ${facts.senderName}. Pick a time: ${facts.bookingUrl} ${optOutLine}`
  if (!fitsOneGsmSegment(shorter)) throw new Error(`The missed-call text cannot fit one segment (${countSegments(shorter).units} characters)`)
  return shorter
}

/**
 * A call booked by phone (issue 32), confirmed by text: when (in the owner's zone, as the caller
 * heard it), who with, and the booking's own page to change or cancel it. Up to two segments: the
 * page's link is long, and the caller asked for this text.
 */
export function composeBookingText(facts: { when: string; senderName: string; manageUrl: string }): string {
  return `You're booked: a free call with ${facts.senderName}, ${facts.when}. Change or cancel: ${facts.manageUrl} ${optOutLine}`
}

/**
 * A text to the owner's phone (OWNER_PHONE; issue 31 item 8): what happened, the lead's name and
 * business, and the back-office link; nothing else of the lead's (no phone, no message).
 */
export function composeOwnerAlert(alert: { what: 'hot-lead' | 'text' | 'missed-call' | 'held-mail'; fullName: string | null; businessName: string | null; link: string }): string {
  const template = (name: string, business: string) => {
    const who = name ? `${name}${business ? ` (${business})` : ''}` : 'Someone'
    if (alert.what === 'held-mail') return `E-mails to new leads are being held by the hourly cap. Send them if this is your campaign: ${alert.link}`
    if (alert.what === 'hot-lead') return `New hot lead: ${who}. Open: ${alert.link}`
    if (alert.what === 'missed-call') return `Missed call from ${who}: a call-back task is on your list. Open: ${alert.link}`
    return `${who} texted the business number. Open: ${alert.link}`
  }
  const name = textSafeName(alert.fullName, 60)
  const business = textSafeName(alert.businessName, 60)
  for (let max = Math.max(name.length, business.length); max >= 0; max -= 4) {
    const text = template(textSafeName(name, max), textSafeName(business, max))
    if (fitsOneGsmSegment(text)) return text
  }
  return template('', '')
}
