import { useEffect, useRef, type RefObject } from 'react'
import { claimHeldSubmit, sendSubmit } from './held-input'

/** A field's value as a form's state holds it: text, or whether a box is ticked. */
export type EnteredValue = string | boolean

/**
 * What a visitor entered in a prerendered form before its code ran: every named text field,
 * text area and select inside `container`, by name, and every named checkbox as ticked or not
 * (a lone box, such as "Text me about my request": a native control that works before the code
 * does, and that a controlled box would otherwise untick at the first render after hydration).
 * Hidden fields, radios and buttons are not entered values.
 */
export function readTypedValues(container: ParentNode): Record<string, EnteredValue> {
  const values: Record<string, EnteredValue> = {}
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input[name], textarea[name], select[name]')) {
    if (field instanceof HTMLInputElement && field.type === 'checkbox') {
      values[field.name] = field.checked
      continue
    }
    if (field instanceof HTMLInputElement && ['hidden', 'radio', 'submit', 'button', 'reset', 'file'].includes(field.type)) continue
    values[field.name] = field.value
  }
  return values
}

/**
 * The entered values that differ from the form's state, for the fields the state has, each of
 * the kind the state holds there (text for text, ticked or not for a box).
 */
export function typedChanges<Values extends Record<string, EnteredValue>>(typed: Record<string, EnteredValue>, current: Values): Partial<Values> {
  return Object.fromEntries(
    Object.entries(typed).filter(([name, value]) => Object.hasOwn(current, name) && typeof value === typeof current[name] && value !== current[name]),
  ) as Partial<Values>
}

/**
 * One adoption for every form of a prerendered page (issue 16): a field a visitor filled in
 * while the page's code was still loading keeps its text (or its tick) on screen after hydration,
 * but not in React's state. Once the code is live, this reads each named field and hands the ones
 * that differ from the state to `adopt`, so what is on screen is what the form uses.
 */
export function useAdoptTypedValues<Values extends Record<string, EnteredValue>>(container: RefObject<HTMLElement | null>, current: Values, adopt: (typed: Partial<Values>) => void) {
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
