import { isTimeZone } from '@/shared/zoned-time'

/** The visitor's own time zone, as the browser reports it; undefined when it names none we know. */
export function visitorTimeZone(): string | undefined {
  try {
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone
    return zone && isTimeZone(zone) ? zone : undefined
  } catch {
    return undefined
  }
}
