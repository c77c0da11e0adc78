/**
 * A prerendered form can be typed into before its code has loaded. Once it is live, the
 * values already in its fields are handed to the form's state, so nothing typed is lost.
 */
export function adoptTypedValues(form: HTMLFormElement | null, set: (name: string, value: string) => void) {
  if (!form) return
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement)) continue
    if (!element.name || element.value === '' || element.type === 'hidden') continue
    if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) continue
    set(element.name, element.value)
  }
}
