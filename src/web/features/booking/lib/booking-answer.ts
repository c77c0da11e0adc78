import { bookingCreatedSchema, bookingFieldsSchema, bookingInvalidSchema, slotTakenMessage, slotTakenSchema, type Slot } from '@/shared/booking'
import { bookingFormFields, smsConsentTicked, type BookingFormField, type BookingFormView } from '@/shared/booking-form'
import { site } from '@/shared/site'
import { consentPhoneProblem } from '@/web/lib/sms-consent'

/** What the server said to a booking, as the form acts on it (POST /api/booking, shared/booking.ts). */
export type BookingAnswer =
  /** 201: booked; the booking's own page is next. */
  | { kind: 'booked'; manageUrl: string }
  /** 409: the time was taken; nearby free times to choose from. */
  | { kind: 'taken'; error: string; slots: Slot[] }
  /** 422 (or a 400 naming fields): each field to fix, such as a phone a ticked box cannot text. */
  | { kind: 'invalid'; fields: FieldErrors }
  /** Anything else refused (429, 5xx…): a sentence to show above the button. */
  | { kind: 'refused'; error: string }
  /** No answer at all: the network failed. */
  | { kind: 'offline' }

export type FieldErrors = Partial<Record<BookingFormField, string>>

export const tooManyMessage = 'Too many attempts from this connection. Please wait a minute, then try again.'
export const somethingWrongMessage = `Something went wrong and nothing was booked. Please try again, or call us at ${site.phone}.`
const unreadableBookedMessage = 'Your booking was received, but we could not read the answer. Please check your e-mail for the confirmation before booking again.'

export function readBookingAnswer(status: number, body: unknown): BookingAnswer {
  const error = serverError(body)
  if (status >= 200 && status < 300) {
    const booked = bookingCreatedSchema.safeParse(body)
    return booked.success ? { kind: 'booked', manageUrl: booked.data.manageUrl } : { kind: 'refused', error: unreadableBookedMessage }
  }
  if (status === 409) {
    const taken = slotTakenSchema.safeParse(body)
    return { kind: 'taken', error: taken.success ? taken.data.error : slotTakenMessage, slots: taken.success ? taken.data.slots : [] }
  }
  if (status === 422 || status === 400) {
    const invalid = bookingInvalidSchema.safeParse(body)
    const fields = invalid.success ? knownFields(invalid.data.fields) : {}
    if (Object.keys(fields).length > 0) return { kind: 'invalid', fields }
  }
  if (status === 429) return { kind: 'refused', error: error ?? tooManyMessage }
  // A 5xx carries only a request id (the server never shows its internals): our own sentence instead.
  return { kind: 'refused', error: status < 500 && error ? error : somethingWrongMessage }
}

/**
 * The fields the form checks before it sends, with the same schema and messages as the server;
 * and a ticked "Text me about my request" box needs a phone to text (said on the phone).
 */
export function checkBookingFields(values: BookingFormView['values'], timeZone: string): FieldErrors | null {
  const parsed = bookingFieldsSchema.safeParse({
    start: values.start ?? '',
    name: values.name ?? '',
    email: values.email ?? '',
    phone: values.phone || undefined,
    notes: values.notes || undefined,
    timeZone,
  })
  const errors: FieldErrors = {}
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0]
    if (isFormField(field)) errors[field] ??= issue.message
  }
  const phoneProblem = consentPhoneProblem(smsConsentTicked(values), values.phone)
  if (phoneProblem) errors.phone ??= phoneProblem
  return parsed.success && !phoneProblem ? null : errors
}

function serverError(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object') return undefined
  const { error } = body as { error?: unknown }
  return typeof error === 'string' && error.trim() !== '' ? error : undefined
}

function knownFields(fields: Record<string, string>): FieldErrors {
  return Object.fromEntries(Object.entries(fields).filter(([name, message]) => isFormField(name) && message !== '')) as FieldErrors
}

function isFormField(name: unknown): name is BookingFormField {
  return typeof name === 'string' && (bookingFormFields as readonly string[]).includes(name)
}
