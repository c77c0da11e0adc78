import { availabilitySettingsSchema, weekdays, type AvailabilitySettings, type TimeRange, type Weekday } from '@/shared/booking'
import { settingsFieldErrors, type SettingsFieldErrors } from './settings-errors'

/**
 * The availability form as it is edited: the figures as typed (a field may be empty for a
 * moment), each weekday's stretches (none: closed), and the days off. Pure edits below; the
 * component only holds the state.
 */
export type AvailabilityForm = {
  weeklyHours: Record<Weekday, TimeRange[]>
  bufferMinutes: string
  minNoticeHours: string
  maxPerDay: string
  horizonDays: string
  daysOff: string[]
}

export type NumberField = 'bufferMinutes' | 'minNoticeHours' | 'maxPerDay' | 'horizonDays'

/** The four figures, in the order the form shows them: each label names its unit, the hint what it does. */
export const numberFields: readonly { key: NumberField; label: string; hint: string; min: number; max: number }[] = [
  { key: 'bufferMinutes', label: 'Buffer between calls (minutes)', hint: 'Kept free before and after every call.', min: 0, max: 240 },
  { key: 'minNoticeHours', label: 'Minimum notice (hours)', hint: 'No call is offered sooner than this from now.', min: 0, max: 336 },
  { key: 'maxPerDay', label: 'Calls per day (at most)', hint: 'A day with this many calls offers no more.', min: 1, max: 48 },
  { key: 'horizonDays', label: 'Booking horizon (days)', hint: 'How far ahead visitors can book.', min: 1, max: 365 },
]

export function toAvailabilityForm(settings: AvailabilitySettings): AvailabilityForm {
  return {
    weeklyHours: Object.fromEntries(weekdays.map((day) => [day, settings.weeklyHours[day].map((range) => ({ ...range }))])) as AvailabilityForm['weeklyHours'],
    bufferMinutes: String(settings.bufferMinutes),
    minNoticeHours: String(settings.minNoticeHours),
    maxPerDay: String(settings.maxPerDay),
    horizonDays: String(settings.horizonDays),
    // Sorted as it is sent, so a refusal naming daysOff.N points at the day shown Nth.
    daysOff: sortedDays(settings.daysOff),
  }
}

/** A typed figure as the API takes it: an empty or non-numeric field becomes NaN, which the schema refuses with its message. */
function toNumber(value: string): number {
  const trimmed = value.trim()
  return trimmed === '' ? Number.NaN : Number(trimmed)
}

/** The PUT body the form stands for (not yet validated): days off sorted and without repeats. */
export function fromAvailabilityForm(form: AvailabilityForm): AvailabilitySettings {
  return {
    weeklyHours: Object.fromEntries(weekdays.map((day) => [day, form.weeklyHours[day].map(({ start, end }) => ({ start, end }))])) as AvailabilitySettings['weeklyHours'],
    bufferMinutes: toNumber(form.bufferMinutes),
    minNoticeHours: toNumber(form.minNoticeHours),
    maxPerDay: toNumber(form.maxPerDay),
    horizonDays: toNumber(form.horizonDays),
    daysOff: sortedDays(form.daysOff),
  }
}

/**
 * The body to send, or each field's message from the same schema the server checks with
 * (so a mistake is named before the round trip, in the words the server would use).
 */
export function validateAvailabilityForm(form: AvailabilityForm): { ok: true; settings: AvailabilitySettings } | { ok: false; errors: SettingsFieldErrors } {
  const parsed = availabilitySettingsSchema.safeParse(fromAvailabilityForm(form))
  if (parsed.success) return { ok: true, settings: parsed.data }
  const fields: Record<string, string> = {}
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.')
    fields[path] ??= issue.message
  }
  return { ok: false, errors: settingsFieldErrors(fields) }
}

/** Whether the form says the same as the saved settings (nothing to save). */
export function isUnchanged(form: AvailabilityForm, settings: AvailabilitySettings): boolean {
  return JSON.stringify(fromAvailabilityForm(form)) === JSON.stringify(fromAvailabilityForm(toAvailabilityForm(settings)))
}

function sortedDays(days: readonly string[]): string[] {
  return [...new Set(days)].sort()
}

const clock = /^(\d{2}):(\d{2})$/
const toMinutes = (time: string) => {
  const match = clock.exec(time)
  return match ? Number(match[1]) * 60 + Number(match[2]) : null
}
const toClock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** The default stretch of a day that had none. */
export const defaultStretch: TimeRange = { start: '09:00', end: '17:00' }

/**
 * A new stretch for a day: 09:00–17:00 on a closed day, otherwise the hour after the last
 * stretch ends (cut at 23:59), ready to be adjusted.
 */
export function nextStretch(ranges: readonly TimeRange[]): TimeRange {
  const last = ranges.at(-1)
  const lastEnd = last ? toMinutes(last.end) : null
  if (lastEnd === null) return { ...defaultStretch }
  const latest = 23 * 60 + 59
  return { start: toClock(Math.min(lastEnd, latest)), end: toClock(Math.min(lastEnd + 60, latest)) }
}

function withDay(form: AvailabilityForm, day: Weekday, ranges: TimeRange[]): AvailabilityForm {
  return { ...form, weeklyHours: { ...form.weeklyHours, [day]: ranges } }
}

export function addStretch(form: AvailabilityForm, day: Weekday): AvailabilityForm {
  return withDay(form, day, [...form.weeklyHours[day], nextStretch(form.weeklyHours[day])])
}

export function removeStretch(form: AvailabilityForm, day: Weekday, index: number): AvailabilityForm {
  return withDay(
    form,
    day,
    form.weeklyHours[day].filter((_, at) => at !== index),
  )
}

export function setStretch(form: AvailabilityForm, day: Weekday, index: number, part: keyof TimeRange, value: string): AvailabilityForm {
  return withDay(
    form,
    day,
    form.weeklyHours[day].map((range, at) => (at === index ? { ...range, [part]: value } : range)),
  )
}

export function setFigure(form: AvailabilityForm, field: NumberField, value: string): AvailabilityForm {
  return { ...form, [field]: value }
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/

/** Adds a day off (YYYY-MM-DD, as a date input gives it), keeping the list sorted and without repeats; anything else is ignored. */
export function addDayOff(form: AvailabilityForm, date: string): AvailabilityForm {
  if (!isoDate.test(date)) return form
  return { ...form, daysOff: sortedDays([...form.daysOff, date]) }
}

export function removeDayOff(form: AvailabilityForm, date: string): AvailabilityForm {
  return { ...form, daysOff: form.daysOff.filter((day) => day !== date) }
}
