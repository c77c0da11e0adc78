import { useEffect, useRef, type RefObject } from 'react'
import { claimHeldSubmit, sendSubmit } from './held-input'

/**
 * What a visitor typed into a prerendered form before its code ran: every named text field,
 * text area and select inside `container`, by name. (Hidden fields, checkboxes, radios and
 * buttons are not typed text.)
 */
export function readTypedValues(container: ParentNode): Record<string, string> {
  const values: Record<string, string> = {}
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input[name], textarea[name], select[name]')) {
    if (field instanceof HTMLInputElement && ['hidden', 'checkbox', 'radio', 'submit', 'button', 'reset', 'file'].includes(field.type)) continue
    values[field.name] = field.value
  }
  return values
}

/** The typed values that differ from the form's state, for the fields the state has. */
export function typedChanges<Values extends Record<string, string>>(typed: Record<string, string>, current: Values): Partial<Values> {
  return Object.fromEntries(Object.entries(typed).filter(([name, value]) => Object.hasOwn(current, name) && value !== current[name])) as Partial<Values>
}

/**
 * One adoption for every form of a prerendered page (issue 16): a field a visitor filled in
 * while the page's code was still loading keeps its text on screen after hydration, but not in
 * React's state. Once the code is live, this reads each named field and hands the ones that
 * differ from the state to `adopt`, so what is on screen is what the form uses.
 */
export function useAdoptTypedValues<Values extends Record<string, string>>(container: RefObject<HTMLElement | null>, current: Values, adopt: (typed: Partial<Values>) => void) {
  // A form sent before the code was live waits until the adopted values are in the state, so
  // its submit handler reads them: this runs after every commit, and the first one has nothing
  // to send yet (it is declared before the adoption, so it runs before it).
  const heldSubmit = useRef<HTMLFormElement | null>(null)
  useEffect(() => {
    const form = heldSubmit.current
    if (!form) return
    heldSubmit.current = null
    sendSubmit(form)
  })

  useEffect(() => {
    if (!container.current) return
    const held = claimHeldSubmit(container.current)
    const changes = typedChanges(readTypedValues(container.current), current)
    if (Object.keys(changes).length === 0) {
      if (held) sendSubmit(held)
      return
    }
    heldSubmit.current = held
    adopt(changes)
    // Once, when the code arrives: from then on every keystroke goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
