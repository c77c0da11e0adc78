import { bookingFieldId, bookingFormErrorId, bookingFormFields, smsConsentBoxId, type BookingFormView } from '@/shared/booking-form'
import type { FieldErrors } from './booking-answer'

/**
 * What the visitor has entered in the form's markup (the form body is HTML the page renders
 * again, so before each new render the page reads it back from here): the chosen time and each
 * text field present. A field that is not in the markup is left out, so the view keeps its value.
 */
export function readEnteredValues(form: HTMLFormElement): BookingFormView['values'] {
  const values: BookingFormView['values'] = {}
  if (form.querySelector('input[name="start"]')) {
    values.start = form.querySelector<HTMLInputElement>('input[name="start"]:checked')?.value
  }
  for (const name of ['name', 'email', 'phone', 'notes'] as const) {
    const field = form.elements.namedItem(name)
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) values[name] = field.value
  }
  const box = form.querySelector(`#${smsConsentBoxId}`)
  if (box instanceof HTMLInputElement) values.smsConsent = box.checked ? 'on' : ''
  return values
}

/** The honeypot's value (people leave it empty). */
export function honeypotValue(form: HTMLFormElement): string {
  const field = form.elements.namedItem('website')
  return field instanceof HTMLInputElement ? field.value : ''
}

/** The day shown open, if any (`data-day` of the open `<details>`). */
export function openDayOf(form: HTMLFormElement): string | undefined {
  return form.querySelector<HTMLElement>('details[open][data-day]')?.dataset.day
}

/** What to do with focus once the form's markup is new: run on the new markup. */
export type FocusMove = (form: HTMLFormElement) => void

/** Keeps focus where it is: the same element (by id) and, in a text field, the same caret. */
export function keepFocus(form: HTMLFormElement): FocusMove | null {
  const active = document.activeElement
  if (!(active instanceof HTMLElement) || !form.contains(active) || !active.id) return null
  const id = active.id
  const selection = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? selectionOf(active) : null
  return (next) => {
    const element = next.querySelector<HTMLElement>(`#${CSS.escape(id)}`)
    if (!element || element === document.activeElement) return
    element.focus({ preventScroll: true })
    if (selection && (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) {
      try {
        element.setSelectionRange(selection.start, selection.end)
      } catch {
        // Not a text field (an e-mail input has no selection API): focus is enough.
      }
    }
  }
}

function selectionOf(field: HTMLInputElement | HTMLTextAreaElement): { start: number; end: number } | null {
  try {
    return field.selectionStart === null || field.selectionEnd === null ? null : { start: field.selectionStart, end: field.selectionEnd }
  } catch {
    return null
  }
}

/** Focus on the first field with a message, in the form's order; a time: the chosen one, or the first shown. */
export function focusFirstError(errors: FieldErrors): FocusMove {
  return (form) => {
    const field = bookingFormFields.find((name) => errors[name])
    if (!field) return focusFormError(form)
    const element =
      field === 'start'
        ? (form.querySelector<HTMLElement>('input[name="start"]:checked') ?? form.querySelector<HTMLElement>('details[open] input[name="start"]'))
        : form.querySelector<HTMLElement>(`#${bookingFieldId(field)}`)
    element?.focus()
  }
}

/** Focus on the form's own error line (it is announced as an alert as well). */
export function focusFormError(form: HTMLFormElement) {
  form.querySelector<HTMLElement>(`#${bookingFormErrorId}`)?.focus()
}
