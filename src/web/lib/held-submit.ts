/**
 * A form a visitor submitted before the page's code was live is held by boot.ts (never the
 * browser's own GET, which would put the fields in the URL) and sent again here once it is.
 */

/** Takes the held form if it lies within `container` (its page adopts typed values first). */
export function claimHeldSubmit(container: Element): HTMLFormElement | null {
  const form = window.submitBeforeHydration
  if (!form || !container.contains(form)) return null
  window.submitBeforeHydration = null
  return form
}

/** Sends a held form through its page's own submit handler. */
export function sendSubmit(form: HTMLFormElement) {
  if (form.isConnected) form.requestSubmit()
}

/** Sends the held form no page claimed, once the page is live (on the next task, after its effects). */
export function sendHeldSubmit() {
  const form = window.submitBeforeHydration
  window.submitBeforeHydration = null
  if (form) setTimeout(() => sendSubmit(form), 0)
}
