import { weekdays } from '@/shared/booking'

/**
 * Where a refused setting's message goes: under the field it names, or (for a path the form has
 * no field for) in the list above the Save button. Keys are the API's paths as the form knows
 * them: `weeklyHours.mon.0.end`, `weeklyHours.mon` (the day as a whole), `bufferMinutes`,
 * `daysOff.2`, `daysOff`.
 */
export type SettingsFieldErrors = { fields: Record<string, string>; general: string[] }

const day = `(${weekdays.join('|')})`
const figures = '(bufferMinutes|minNoticeHours|maxPerDay|horizonDays)'

/** The rules in order: the first whose pattern matches a path gives its field. */
const rules: readonly [RegExp, (match: RegExpExecArray) => string][] = [
  [new RegExp(`^weeklyHours\\.${day}\\.(\\d+)\\.(start|end)$`), (m) => `weeklyHours.${m[1]}.${m[2]}.${m[3]}`],
  [new RegExp(`^weeklyHours\\.${day}(\\..*)?$`), (m) => `weeklyHours.${m[1]}`],
  [new RegExp(`^${figures}(\\..*)?$`), (m) => m[1]],
  [/^daysOff\.(\d+)$/, (m) => `daysOff.${m[1]}`],
  [/^daysOff(\..*)?$/, () => 'daysOff'],
]

/** `weeklyHours[mon][0].end` and `weeklyHours/mon/0/end` read as `weeklyHours.mon.0.end`. */
function normalisePath(path: string): string {
  return path
    .replace(/\[([^\]]*)\]/g, '.$1')
    .replace(/\//g, '.')
    .replace(/^\.+|\.+$/g, '')
    .replace(/\.{2,}/g, '.')
}

/** The form field a path names, or null when the form has none for it. */
export function settingsFieldFor(path: string): string | null {
  const normal = normalisePath(path)
  for (const [pattern, field] of rules) {
    const match = pattern.exec(normal)
    if (match) return field(match)
  }
  return null
}

/** A refusal's `fields` (path → message) sorted into the form's fields and the rest; a field keeps its first message. */
export function settingsFieldErrors(paths: Readonly<Record<string, string>>): SettingsFieldErrors {
  const fields: Record<string, string> = {}
  const general: string[] = []
  for (const [path, message] of Object.entries(paths)) {
    const field = settingsFieldFor(path)
    if (field === null) {
      if (!general.includes(message)) general.push(message)
    } else {
      fields[field] ??= message
    }
  }
  return { fields, general }
}

/** No message at all: nothing to show. */
export function hasSettingsErrors(errors: SettingsFieldErrors): boolean {
  return errors.general.length > 0 || Object.keys(errors.fields).length > 0
}
