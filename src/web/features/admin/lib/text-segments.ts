/**
 * What a text will cost before it is sent (issue 31): the owner's counter under "Reply by text".
 * Carriers bill by segment. A text whose every character is in the GSM 03.38 alphabet goes as
 * GSM-7: 160 in one segment, 153 a segment once it needs more (each part carries a header), and
 * { } [ ] ~ \ | ^ € count twice. One character outside it (an emoji, a curly quote, most accented
 * letters) sends the whole text as UCS-2: 70 in one segment, 67 a part past that.
 */

const basic =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà'
const extension = '\f^{}\\[~]|€'

const basicSet = new Set(basic)
const extensionSet = new Set(extension)

export type TextEncoding = 'GSM-7' | 'UCS-2'

const single: Record<TextEncoding, number> = { 'GSM-7': 160, 'UCS-2': 70 }
const multi: Record<TextEncoding, number> = { 'GSM-7': 153, 'UCS-2': 67 }

export type TextSegments = {
  encoding: TextEncoding
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number
  segments: number
  /** The units the segments counted can hold: 160 for one GSM-7 segment, 306 for two… */
  capacity: number
  /** The characters that made it UCS-2, each once, in order of first appearance. */
  unicode: string[]
}

export function countTextSegments(text: string): TextSegments {
  const unicode: string[] = []
  let septets = 0
  for (const character of text) {
    if (basicSet.has(character)) septets += 1
    else if (extensionSet.has(character)) septets += 2
    else if (!unicode.includes(character)) unicode.push(character)
  }
  const encoding: TextEncoding = unicode.length === 0 ? 'GSM-7' : 'UCS-2'
  const units = encoding === 'GSM-7' ? septets : text.length
  const segments = units <= single[encoding] ? 1 : Math.ceil(units / multi[encoding])
  return { encoding, units, segments, capacity: segments === 1 ? single[encoding] : segments * multi[encoding], unicode }
}

/** The counter's line: "42/160 · 1 segment", and what made it UCS-2 when something did. */
export function describeTextSegments(count: TextSegments): string {
  const line = `${count.units}/${count.capacity} · ${count.segments} segment${count.segments === 1 ? '' : 's'}`
  if (count.encoding === 'GSM-7') return line
  const shown = count.unicode.slice(0, 3).join(' ')
  return `${line} · ${single['UCS-2']} per segment because of ${shown}${count.unicode.length > 3 ? '…' : ''}`
}
