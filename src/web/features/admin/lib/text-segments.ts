import { countSegments, singleSegmentLimit, type SegmentCount } from '@/shared/sms-segments'

/**
 * What a text will cost before it is sent (issue 31): the owner's counter under "Reply by text",
 * counted as the server counts (shared/sms-segments.ts).
 */
export const countTextSegments = countSegments
export type TextSegments = SegmentCount

/** The counter's line: "42/160 · 1 segment", and what made it UCS-2 when something did. */
export function describeTextSegments(count: TextSegments): string {
  const line = `${count.units}/${count.capacity} · ${count.segments} segment${count.segments === 1 ? '' : 's'}`
  if (count.encoding === 'GSM-7') return line
  const shown = count.nonGsmCharacters.slice(0, 3).join(' ')
  return `${line} · ${singleSegmentLimit['UCS-2']} per segment because of ${shown}${count.nonGsmCharacters.length > 3 ? '…' : ''}`
}
