import { bookingFieldLabels, defaultSlotDays, type Slot } from './booking-basics'
import { calendarDay, isTimeZone, zonedFormatter } from './zoned-time'
import { site } from './site'
import { escapeHtml } from './html'
import { smsConsent } from './sms-consent'

/**
 * The booking form's inside as HTML (issue 22 item 3): its times, grouped by day in a time zone,
 * its fields and their messages. One renderer for both sides:
 * - the server fills the prerendered /book page with it on each request (`fillBookingPage`), so
 *   the form shows the free times at the first paint and posts natively with no JavaScript;
 * - the page's code renders it again in the browser when the visitor's time zone differs, when
 *   they switch zone, and when the server answers a submission.
 * Every value that reaches the HTML is escaped. The markup uses the site's Tailwind classes
 * (src/web/styles/index.css lists this file as a source). It imports no zod: the page's code runs
 * it as it hydrates, when every schema built is time a slow phone is blocked (decision 053).
 */

/** Where the server puts the form's inside in the prerendered /book page (the page renders exactly this at build time). */
export const bookingFormMarker = '<!--booking-form-->'
/** The `<script type="application/json">` beside the form that carries its view to the page's code. */
export const bookingViewScriptId = 'booking-view'
/** The element that holds the form's inside (the marker, then the rendered body and the view). */
export const bookingFormBodyId = 'booking-form-body'
/** The zone select the page's code adds (a `change` on it switches zone). */
/** Where the zone shown is named when there is no select (the page's code not running). */
export const timeZoneShownId = 'booking-time-zone-shown'
export const timeZoneSelectId = 'booking-time-zone'
/** The form-level error line. */
export const bookingFormErrorId = 'booking-form-error'
/** At most this many days with free times are offered: enough choice, and a page that stays light. */
export const shownSlotDays = 10

/** The form's fields, in the order they come (and take focus when one needs fixing). */
export const bookingFormFields = ['start', 'name', 'email', 'phone', 'smsConsent', 'notes', 'timeZone'] as const
export type BookingFormField = (typeof bookingFormFields)[number]

type Text = string | undefined

/** What the form shows: its times (UTC) in a zone, what the visitor entered, and what to fix. */
export type BookingFormView = {
  /** The zone the times are shown in (IANA): the owner's on the server, the visitor's once the page's code runs. */
  timeZone: string
  ownerTimeZone: string
  callMinutes: number
  slots: Slot[]
  /**
   * What the visitor entered. `smsConsent` is the "Text me about my request" box (issue 31) as a
   * form posts it: 'on' when ticked, '' or absent when not.
   */
  values: { start?: Text; name?: Text; email?: Text; phone?: Text; smsConsent?: Text; notes?: Text }
  errors: { start?: Text; name?: Text; email?: Text; phone?: Text; smsConsent?: Text; notes?: Text; timeZone?: Text }
  formError?: Text
  /** The server's form token (shared/automation.ts formBotFields), issued with the page. */
  formToken: string
  /** How many days the slots were looked up for (the empty state names it); 14 when absent. */
  days?: number | undefined
}

/** What only the page's code adds to the markup. */
export type BookingFormRenderOptions = {
  /** The zones the visitor may switch to: a select replaces the plain time-zone line. */
  zoneChoices?: { suggested: readonly string[]; others: readonly string[] }
  /** The day (YYYY-MM-DD in the shown zone) to show open; otherwise the chosen time's day, or the first. */
  openDay?: string
  /** A submission is on its way: the button says so and is disabled. */
  sending?: boolean
}

/** The element ids of the form's parts, for labels, messages and focus. */
export const bookingFieldId = (field: BookingFormField) => (field === 'timeZone' ? timeZoneSelectId : field === 'smsConsent' ? smsConsentBoxId : `booking-${field}`)
/** The consent box, and its disclosure (the box's description). */
export const smsConsentBoxId = 'booking-sms-consent'
const smsConsentDisclosureId = 'booking-sms-consent-disclosure'
/** Whether the view's consent is a ticked box (a form posts one as 'on'). */
export const smsConsentTicked = (values: BookingFormView['values']) => values.smsConsent === 'on'

export const bookingErrorId = (field: BookingFormField) => `booking-${field}-error`
/** A time's radio, named after its start so it keeps its id whatever zone it is shown in. */
export const slotInputId = (start: string) => `booking-slot-${start.replace(/[^0-9A-Za-z]/g, '')}`

export function renderBookingFormBody(view: BookingFormView, options: BookingFormRenderOptions = {}): string {
  const zone = [view.timeZone, view.ownerTimeZone].find(isTimeZone) ?? 'UTC'
  const days = slotDays(view.slots, zone, view.values.start)
  const hidden = [
    // The honeypot every public form has (docs/decisions/027): people never see or reach it.
    `<div aria-hidden="true" class="sr-only"><label for="booking-website">Leave this field empty</label><input id="booking-website" name="website" type="text" tabindex="-1" autocomplete="off" value=""></div>`,
    `<input type="hidden" name="formToken" value="${escapeHtml(view.formToken)}">`,
    `<input type="hidden" name="timeZone" value="${escapeHtml(zone)}">`,
  ]
  // The form's own error comes first: focus moves to it, and after a refused time the times offered instead follow it.
  if (days.length === 0) return [...hidden, formErrorLine(view.formError), emptyState(view.days ?? defaultSlotDays)].join('')
  return [
    ...hidden,
    formErrorLine(view.formError),
    timesSection(view, zone, days, options),
    detailsSection(view),
    submitButton(options.sending === true),
  ].join('')
}

/** The view as the JSON island the page's code reads (`<` escaped, so no value can end the script). */
export function renderBookingViewScript(view: BookingFormView): string {
  return `<script type="application/json" id="${bookingViewScriptId}">${JSON.stringify(view).replace(/</g, '\\u003c')}</script>`
}

/** The prerendered /book page with its form filled in: the body and its view in place of the marker. */
export function fillBookingPage(pageHtml: string, view: BookingFormView): string {
  if (!pageHtml.includes(bookingFormMarker)) throw new Error('The /book page has no booking form marker')
  // A function, so a `$` in a value is never read as a replacement pattern.
  return pageHtml.replace(bookingFormMarker, () => renderBookingFormBody(view) + renderBookingViewScript(view))
}

/**
 * The view from its JSON island; null when it is missing or not a view. Checked by hand rather
 * than by a schema: this runs as the page hydrates, and the JSON is the server's own, written
 * beside the markup it describes (decision 053).
 */
export function parseBookingView(json: string | null | undefined): BookingFormView | null {
  if (!json) return null
  try {
    const view: unknown = JSON.parse(json)
    return isBookingFormView(view) ? view : null
  } catch {
    return null
  }
}

const isText = (value: unknown) => value === undefined || typeof value === 'string'
const isTexts = (value: unknown, keys: readonly string[]) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && keys.every((key) => isText((value as Record<string, unknown>)[key]))
const isSlot = (value: unknown) =>
  typeof value === 'object' && value !== null && typeof (value as Slot).start === 'string' && typeof (value as Slot).end === 'string'

function isBookingFormView(value: unknown): value is BookingFormView {
  if (typeof value !== 'object' || value === null) return false
  const view = value as Record<keyof BookingFormView, unknown>
  return (
    typeof view.timeZone === 'string' &&
    typeof view.ownerTimeZone === 'string' &&
    Number.isInteger(view.callMinutes) &&
    Array.isArray(view.slots) &&
    view.slots.every(isSlot) &&
    isTexts(view.values, ['start', 'name', 'email', 'phone', 'smsConsent', 'notes']) &&
    isTexts(view.errors, bookingFormFields) &&
    isText(view.formError) &&
    typeof view.formToken === 'string' &&
    (view.days === undefined || Number.isInteger(view.days))
  )
}

// ---------------------------------------------------------------------------------------------
// Times, grouped by day in a zone
// ---------------------------------------------------------------------------------------------

export type SlotDay = { key: string; label: string; times: { start: string; label: string }[] }

type SlotLabels = { day: string; dayLabel: string; timeLabel: string }
/**
 * Each slot's day and labels in a zone, remembered: the booking page lays out the same few hundred
 * times for every visitor, and three Intl formats a time were most of the page's cost on the
 * server (bench:soak's CPU profile). Bounded: past the limit it starts again.
 */
const slotLabels = new Map<string, SlotLabels>()
const maxRememberedSlotLabels = 20_000

function slotLabelsOf(start: string, at: Date, timeZone: string): SlotLabels {
  const key = `${timeZone} ${start}`
  let labels = slotLabels.get(key)
  if (!labels) {
    labels = {
      day: calendarDay(at, timeZone),
      dayLabel: plain(zonedFormatter(timeZone, { weekday: 'short', month: 'short', day: 'numeric' }).format(at)),
      timeLabel: plain(zonedFormatter(timeZone, { hour: 'numeric', minute: '2-digit' }).format(at)),
    }
    if (slotLabels.size >= maxRememberedSlotLabels) slotLabels.clear()
    slotLabels.set(key, labels)
  }
  return labels
}

/**
 * The free times by calendar day in `timeZone`, soonest first: the first `shownSlotDays` days
 * that have any, and the day of the `checked` time too if it falls later.
 */
export function slotDays(slots: readonly Slot[], timeZone: string, checked?: string): SlotDay[] {
  const seen = new Set<string>()
  const starts = slots
    .map((slot) => ({ start: slot.start, at: new Date(slot.start) }))
    .filter(({ start, at }) => !Number.isNaN(at.getTime()) && !seen.has(start) && seen.add(start))
    .sort((a, b) => a.at.getTime() - b.at.getTime())
  const days: SlotDay[] = []
  for (const { start, at } of starts) {
    const labels = slotLabelsOf(start, at, timeZone)
    let day = days.at(-1)
    if (day?.key !== labels.day) {
      day = { key: labels.day, label: labels.dayLabel, times: [] }
      days.push(day)
    }
    day.times.push({ start, label: labels.timeLabel })
  }
  const shown = days.slice(0, shownSlotDays)
  const checkedDay = days.find((day) => day.times.some((time) => time.start === checked))
  if (checkedDay && !shown.includes(checkedDay)) shown.push(checkedDay)
  return shown
}

const zoneLabels = new Map<string, string>()

/** A zone as people name it: "Eastern Time (New York)". Kept once made: each costs a formatter. */
export function timeZoneLabel(timeZone: string): string {
  let label = zoneLabels.get(timeZone)
  if (label === undefined) {
    label = describeZone(timeZone)
    zoneLabels.set(timeZone, label)
  }
  return label
}

function describeZone(timeZone: string): string {
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC') return 'UTC'
  if (!isTimeZone(timeZone)) return timeZone
  const city = timeZone.split('/').at(-1)!.replaceAll('_', ' ')
  const name = zonedFormatter(timeZone, { timeZoneName: 'longGeneric' })
    .formatToParts(new Date(0))
    .find((part) => part.type === 'timeZoneName')?.value
  if (!name || name.startsWith('GMT')) return city
  return `${name} (${city})`
}



/**
 * ICU writes narrow and thin no-break spaces ("9:00\u202fAM") whose use differs between ICU
 * versions: plain spaces make the server's text and the browser's the same.
 */
const plain = (value: string) => value.replace(/[\u2009\u202f\u00a0]/g, ' ')

// ---------------------------------------------------------------------------------------------
// The markup
// ---------------------------------------------------------------------------------------------


const legendClass = 'mb-4 text-lead font-semibold text-ink-900'
const labelClass = 'flex items-center gap-2 text-sm leading-none font-medium'
const messageClass = 'text-small font-medium text-destructive'
// As components/ui/input.tsx's fieldClassName, which this shared file cannot import.
const fieldClass = [
  'w-full min-w-0 rounded-md border border-input bg-background text-foreground shadow-xs',
  'transition-[color,border-color,box-shadow] placeholder:text-muted-foreground text-base md:text-sm',
  'focus-visible:border-ring focus-visible:outline-offset-0',
  'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-50',
  'aria-invalid:border-destructive aria-invalid:ring-3 aria-invalid:ring-destructive/20 aria-invalid:focus-visible:outline-destructive',
].join(' ')
/** The times' look: one class (styles/index.css), written 100+ times in the page. */
const slotClass = 'booking-slot'

const icons = {
  chevron: '<path d="m6 9 6 6 6-6"/>',
  calendar: '<path d="M8 2v4"/><path d="M16 2v4"/><rect width="18" height="18" x="3" y="4" rx="2"/><path d="M3 10h18"/><path d="m9 16 2 2 4-4"/>',
  spinner: '<path d="M21 12a9 9 0 1 1-6.219-8.56"/>',
}
const icon = (name: keyof typeof icons, className: string) =>
  `<svg aria-hidden="true" class="${className}" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${icons[name]}</svg>`

const attribute = (name: string, value: string | undefined | boolean) =>
  value === undefined || value === false ? '' : value === true ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`

/** aria-invalid and aria-describedby for a field with a message. */
const invalidAttributes = (field: BookingFormField, error: string | undefined) =>
  error ? `${attribute('aria-invalid', 'true')}${attribute('aria-describedby', bookingErrorId(field))}` : ''

const errorMessage = (field: BookingFormField, error: string | undefined) =>
  error ? `<p id="${bookingErrorId(field)}" class="${messageClass}">${escapeHtml(error)}</p>` : ''

function timesSection(view: BookingFormView, zone: string, days: SlotDay[], options: BookingFormRenderOptions): string {
  const checked = view.values.start
  const openDay =
    days.find((day) => day.key === options.openDay) ?? days.find((day) => day.times.some((time) => time.start === checked)) ?? days[0]!
  const error = view.errors.start
  return [
    `<fieldset class="min-w-0 space-y-4"><legend class="${legendClass}">Choose a day and time</legend>`,
    zoneLine(view, zone, options.zoneChoices),
    // Above the days, not below a list that may be long: next to the times it is about.
    errorMessage('start', error),
    `<div class="space-y-2">`,
    ...days.map((day) => dayGroup(day, day === openDay, checked, error)),
    `</div>`,
    `</fieldset>`,
  ].join('')
}

function zoneLine(view: BookingFormView, zone: string, choices: BookingFormRenderOptions['zoneChoices']): string {
  const owner = isTimeZone(view.ownerTimeZone) ? view.ownerTimeZone : zone
  const callLength = `Each call lasts ${view.callMinutes} minutes.`
  // The same words whichever zone is shown, so the line keeps its height when the page's code
  // shows the visitor's own zone (no layout shift).
  const ownerNote = `Our time zone is ${escapeHtml(timeZoneLabel(owner))}.`
  const error = view.errors.timeZone
  if (!choices) {
    // Without the page's code there is no zone select: the zone is named in a box of the select's
    // height, which the select takes over once the code runs.
    return [
      `<div class="grid gap-2 sm:max-w-md">`,
      `<p class="${labelClass}">Times are shown in</p>`,
      `<p id="${timeZoneShownId}" class="flex h-10 items-center font-semibold text-ink-900">${escapeHtml(timeZoneLabel(zone))}</p>`,
      `<p id="booking-zone-note" class="text-small text-muted-foreground">${ownerNote} ${callLength}</p>`,
      errorMessage('timeZone', error),
      `</div>`,
    ].join('')
  }
  const suggested = choices.suggested.includes(zone) || choices.others.includes(zone) ? choices.suggested : [zone, ...choices.suggested]
  const option = (value: string, label: string) => `<option value="${escapeHtml(value)}"${attribute('selected', value === zone)}>${escapeHtml(label)}</option>`
  const describedBy = ['booking-zone-note', error ? bookingErrorId('timeZone') : undefined].filter(Boolean).join(' ')
  return [
    `<div class="grid gap-2 sm:max-w-md">`,
    `<label for="${timeZoneSelectId}" class="${labelClass}">Times are shown in</label>`,
    `<div class="relative"><select id="${timeZoneSelectId}" class="${fieldClass} h-10 cursor-pointer appearance-none px-3 py-2 pr-9" aria-describedby="${describedBy}"${error ? attribute('aria-invalid', 'true') : ''}>`,
    `<optgroup label="Suggested">${suggested.map((value) => option(value, timeZoneLabel(value))).join('')}</optgroup>`,
    choices.others.length > 0 ? `<optgroup label="All time zones">${choices.others.map((value) => option(value, value.replaceAll('_', ' '))).join('')}</optgroup>` : '',
    `</select>${icon('chevron', 'pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground')}</div>`,
    `<p id="booking-zone-note" class="text-small text-muted-foreground">${ownerNote} ${callLength}</p>`,
    errorMessage('timeZone', error),
    `</div>`,
  ].join('')
}

function dayGroup(day: SlotDay, open: boolean, checked: string | undefined, error: string | undefined): string {
  const labelId = `booking-day-${day.key}`
  const count = `${day.times.length} ${day.times.length === 1 ? 'time' : 'times'}`
  // One day open at a time (`name`), each a native disclosure: it opens with no code, by tap or keyboard.
  return [
    `<details name="booking-day" data-day="${escapeHtml(day.key)}" class="group rounded-lg border border-border bg-card shadow-xs has-checked:border-brand-300"${attribute('open', open)}>`,
    `<summary class="flex min-h-12 cursor-pointer list-none items-center gap-3 rounded-lg px-4 py-2 hover:bg-secondary [&::-webkit-details-marker]:hidden">`,
    `<span id="${labelId}" class="font-medium text-ink-900">${escapeHtml(day.label)}</span>`,
    `<span class="text-small text-muted-foreground">${count}</span>`,
    `<span class="ml-auto flex items-center gap-3"><span class="hidden rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 group-has-checked:inline">Your pick</span>`,
    `${icon('chevron', 'size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180')}</span></summary>`,
    `<div role="radiogroup" aria-labelledby="${labelId}"${attribute('aria-invalid', error ? 'true' : undefined)}${attribute('aria-describedby', error ? bookingErrorId('start') : undefined)} class="relative grid grid-cols-3 gap-2 border-t border-border p-3 sm:grid-cols-4 md:grid-cols-5 xl:grid-cols-6">`,
    ...day.times.map(
      (time) =>
        `<input type="radio" name="start" id="${slotInputId(time.start)}" value="${escapeHtml(time.start)}" class="sr-only" required${attribute('checked', time.start === checked)}><label for="${slotInputId(time.start)}" class="${slotClass}">${escapeHtml(time.label)}</label>`,
    ),
    `</div></details>`,
  ].join('')
}

type TextFieldSpec = {
  field: 'name' | 'email' | 'phone' | 'notes'
  type?: 'text' | 'email' | 'tel'
  autocomplete?: string
  placeholder: string
  maxLength: number
  required?: boolean
}

const fieldSpecs: Record<TextFieldSpec['field'], TextFieldSpec> = {
  name: { field: 'name', autocomplete: 'name', placeholder: 'First and last name', maxLength: 120, required: true },
  email: { field: 'email', type: 'email', autocomplete: 'email', placeholder: 'you@yourbusiness.com', maxLength: 254, required: true },
  phone: { field: 'phone', type: 'tel', autocomplete: 'tel', placeholder: '(859) 555-0123', maxLength: 40 },
  notes: { field: 'notes', placeholder: 'e.g. we miss calls after hours and want every lead answered in minutes', maxLength: 2000 },
}

function textField({ field, type = 'text', autocomplete, placeholder, maxLength, required = false }: TextFieldSpec, view: BookingFormView): string {
  const id = bookingFieldId(field)
  const value = view.values[field] ?? ''
  const error = view.errors[field]
  const common = `id="${id}" name="${field}" placeholder="${escapeHtml(placeholder)}" maxlength="${maxLength}"${attribute('required', required)}${attribute('autocomplete', autocomplete)}${invalidAttributes(field, error)}`
  const control =
    field === 'notes'
      ? // The parser drops one newline right after <textarea>: this one, not the visitor's.
        `<textarea ${common} rows="3" class="${fieldClass} field-sizing-content min-h-24 px-3 py-2">\n${escapeHtml(value)}</textarea>`
      : `<input ${common} type="${type}" value="${escapeHtml(value)}" class="${fieldClass} h-10 px-3 py-2">`
  return [
    `<div class="grid gap-2">`,
    `<label for="${id}" class="${labelClass}${error ? ' text-destructive' : ''}">${escapeHtml(bookingFieldLabels[field])}</label>`,
    control,
    errorMessage(field, error),
    `</div>`,
  ].join('')
}

/**
 * "Text me about my request" (issue 31 item 2): a native box, unticked until the visitor ticks
 * it (a form posted without JavaScript sends `smsConsent=on`), its label holding it so the whole
 * line is a 44 px target, and under it the disclosure, its description. As
 * components/sms-consent-checkbox.tsx draws it for the other forms.
 */
function smsConsentField(view: BookingFormView): string {
  const error = view.errors.smsConsent
  const describedBy = [smsConsentDisclosureId, error ? bookingErrorId('smsConsent') : undefined].filter(Boolean).join(' ')
  return [
    // Pulled up into the grid's gap: the label's 44 px target is mostly space around its line.
    `<div class="-mt-2 grid sm:col-span-2">`,
    `<label for="${smsConsentBoxId}" class="flex min-h-11 w-fit cursor-pointer items-center gap-3 text-sm font-medium text-foreground has-disabled:cursor-not-allowed has-disabled:opacity-50">`,
    `<input type="checkbox" id="${smsConsentBoxId}" name="${smsConsent.field}" class="size-5 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed" aria-describedby="${describedBy}"${attribute('aria-invalid', error ? 'true' : undefined)}${attribute('checked', smsConsentTicked(view.values))}>`,
    `${escapeHtml(smsConsent.label)}</label>`,
    `<p id="${smsConsentDisclosureId}" class="-mt-1 pl-8 text-small text-muted-foreground">${escapeHtml(smsConsent.disclosure)}</p>`,
    error ? `<p id="${bookingErrorId('smsConsent')}" class="${messageClass} mt-2 pl-8">${escapeHtml(error)}</p>` : '',
    `</div>`,
  ].join('')
}

function detailsSection(view: BookingFormView): string {
  return [
    `<fieldset class="min-w-0 space-y-5"><legend class="${legendClass}">Your details</legend>`,
    `<div class="grid gap-5 sm:grid-cols-2">`,
    textField(fieldSpecs.name, view),
    textField(fieldSpecs.email, view),
    textField(fieldSpecs.phone, view),
    smsConsentField(view),
    `</div>`,
    textField(fieldSpecs.notes, view),
    `</fieldset>`,
  ].join('')
}

function formErrorLine(formError: string | undefined): string {
  if (!formError) return ''
  return `<p id="${bookingFormErrorId}" role="alert" tabindex="-1" class="rounded-md border border-destructive/30 bg-destructive/5 px-4 py-3 text-small font-medium text-destructive">${escapeHtml(formError)}</p>`
}

// As components/ui/button.tsx's default variant at size lg, full width.
const buttonClass = [
  'inline-flex min-h-12 w-full cursor-pointer items-center justify-center gap-2 rounded-md bg-primary px-6 py-3 text-base font-medium text-primary-foreground shadow-xs',
  'transition-[color,background-color,border-color,box-shadow] hover:bg-brand-800 disabled:pointer-events-none disabled:opacity-50',
].join(' ')

function submitButton(sending: boolean): string {
  return sending
    ? `<button type="submit" class="${buttonClass}" disabled aria-busy="true">${icon('spinner', 'size-5 shrink-0 animate-spin')}Booking your call...</button>`
    : `<button type="submit" class="${buttonClass}">${icon('calendar', 'size-5 shrink-0')}Book My Free Call</button>`
}

function emptyState(days: number): string {
  const link = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800'
  return `<p class="rounded-lg border border-dashed border-ink-300 bg-ink-50 px-5 py-6 text-center text-body text-ink-700">No free times in the next ${days} days: call us at <a class="${link} whitespace-nowrap" href="${escapeHtml(site.phoneHref)}">${escapeHtml(site.phone)}</a> or e-mail <a class="${link} break-words" href="mailto:${escapeHtml(site.email)}">${escapeHtml(site.email)}</a>.</p>`
}
