/**
 * How many SMS segments a text costs (issue 31 item 3). A text whose every character is in the
 * GSM 03.38 alphabet goes as GSM-7: 160 septets in one segment, 153 a segment past that, and each
 * character of the extension table ({ } [ ] ~ \ | ^ €, form feed) takes two. A single character
 * outside it (an emoji, a curly quote, an accented letter the alphabet lacks) sends the whole text
 * as UCS-2: 70 UTF-16 units in one segment, 67 a segment past that, so one stray character can
 * double or triple the cost. The first answer must fit one GSM-7 segment. Shared: the server
 * composes within it, and the owner's 'Reply by text' counter shows it.
 */

const basic =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà'
const extension = '\f^{}\\[~]|€'

const basicSet = new Set(basic)
const extensionSet = new Set(extension)

export type SmsEncoding = 'GSM-7' | 'UCS-2'

export type SegmentCount = {
  encoding: SmsEncoding
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number
  segments: number
  /** The characters that forced UCS-2, each once, in order of first appearance. */
  nonGsmCharacters: string[]
  /** The units the segments counted can hold: 160 for one GSM-7 segment, 306 for two… */
  capacity: number
}

export const singleSegmentLimit: Record<SmsEncoding, number> = { 'GSM-7': 160, 'UCS-2': 70 }
const multiSegmentLimit: Record<SmsEncoding, number> = { 'GSM-7': 153, 'UCS-2': 67 }

export function countSegments(text: string): SegmentCount {
  const nonGsm: string[] = []
  let septets = 0
  for (const character of text) {
    if (basicSet.has(character)) septets += 1
    else if (extensionSet.has(character)) septets += 2
    else if (!nonGsm.includes(character)) nonGsm.push(character)
  }
  const encoding: SmsEncoding = nonGsm.length === 0 ? 'GSM-7' : 'UCS-2'
  const units = encoding === 'GSM-7' ? septets : text.length
  const segments = units === 0 ? 1 : units <= singleSegmentLimit[encoding] ? 1 : Math.ceil(units / multiSegmentLimit[encoding])
  const capacity = segments === 1 ? singleSegmentLimit[encoding] : segments * multiSegmentLimit[encoding]
  return { encoding, units, segments, nonGsmCharacters: nonGsm, capacity }
}

/** Whether `text` goes as one GSM-7 segment: 160 septets at most, no character outside the alphabet. */
export function fitsOneGsmSegment(text: string): boolean {
  const count = countSegments(text)
  return count.encoding === 'GSM-7' && count.segments === 1
}

/**
 * `text` with the characters people type that GSM-7 lacks put in its own terms (curly quotes,
 * dashes, ellipsis, non-breaking spaces), so a template's punctuation does not turn it into UCS-2.
 * Anything else outside the alphabet is left as it is: countSegments still sees it.
 */
export function toGsmPunctuation(text: string): string {
  return text
    .replace(/[\u2018\u2019\u201A\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201E\u2033]/g, '"')
    .replace(/[\u2013\u2014\u2212]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[\u00A0\u2009\u200A\u202F]/g, ' ')
}
