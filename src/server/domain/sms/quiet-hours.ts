import { DateTime } from 'luxon'

/**
 * Quiet hours for automated texts (issue 31 item 6): none is sent between the window's start and
 * end in the lead's own time zone (by default 21:00-08:00: texts go 08:00-21:00); one that falls
 * due inside the window waits for its end. The one exception is the first answer to an inquiry
 * the person made in the last five minutes: they are awake, and they asked.
 */

/** A quiet window in minutes after midnight; `start > end` means it spans midnight. */
export type QuietHours = { start: number; end: number }

export const defaultQuietHours: QuietHours = { start: 21 * 60, end: 8 * 60 }

/** How recent an inquiry must be for its first answer to ignore quiet hours. */
export const awakeInquiryMs = 5 * 60_000

/** Reads SMS_QUIET_HOURS, `HH:MM-HH:MM` (e.g. `21:00-08:00`); undefined when it is not that. */
export function parseQuietHours(value: string): QuietHours | undefined {
  const match = /^\s*([01]\d|2[0-3]):([0-5]\d)\s*-\s*([01]\d|2[0-3]):([0-5]\d)\s*$/.exec(value)
  if (!match) return undefined
  const start = Number(match[1]) * 60 + Number(match[2])
  const end = Number(match[3]) * 60 + Number(match[4])
  return start === end ? undefined : { start, end }
}

function isQuiet(minute: number, quiet: QuietHours): boolean {
  return quiet.start < quiet.end ? minute >= quiet.start && minute < quiet.end : minute >= quiet.start || minute < quiet.end
}

/**
 * When a text due at `due` may go: `due` itself outside the quiet window (or for the first answer
 * to an inquiry made within the last five minutes), else the window's end in `timeZone`, on the
 * same day or the next, whatever daylight saving does between.
 */
export function textSendTime({ due, timeZone, quiet = defaultQuietHours, inquiredAt }: { due: Date; timeZone: string; quiet?: QuietHours; inquiredAt?: Date }): Date {
  if (inquiredAt && due.getTime() - inquiredAt.getTime() <= awakeInquiryMs) return due
  const local = DateTime.fromJSDate(due, { zone: timeZone })
  const minute = local.hour * 60 + local.minute
  if (!isQuiet(minute, quiet)) return due
  const endToday = local.startOf('day').set({ hour: Math.floor(quiet.end / 60), minute: quiet.end % 60 })
  const end = minute < quiet.end ? endToday : endToday.plus({ days: 1 }).set({ hour: Math.floor(quiet.end / 60), minute: quiet.end % 60 })
  return end.toJSDate()
}
