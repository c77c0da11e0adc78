import { interactiveAttribute } from './page-markers'

/**
 * What a visitor did to a prerendered page before its code was live, kept by boot.ts and acted
 * on here once it is: a form they sent (held, never the browser's own GET, which would put the
 * fields in the URL) and a button they tapped (React does not replay a click on markup it had
 * not hydrated yet).
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

/**
 * The button a click pressed, if replaying it later is right: a submit button's form is held
 * whole, and a popover's button works natively, so replaying either would act twice (boot.ts
 * makes the same choice, with no import: it shares no code with the app).
 */
export function tappedButton(event: Event): HTMLButtonElement | null {
  const button = event.target instanceof Element ? event.target.closest('button') : null
  if (!button || button.disabled || (button.type === 'submit' && button.form) || button.hasAttribute('popovertarget')) return null
  return button
}

/**
 * Replays a held tap as a whole press: some controls act on mouse down, not on click (Radix's
 * tabs), so the button gets both, as it would have from the visitor's finger.
 */
export function replayTap(button: HTMLElement) {
  if (!button.isConnected || (button instanceof HTMLButtonElement && button.disabled)) return
  button.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }))
  button.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, cancelable: true, button: 0 }))
  button.click()
}

/**
 * The page's own content is live: says so on <html data-interactive> (for boot.ts and the
 * tests), then, on the next task (after the page's effects ran), sends the form no page claimed
 * and replays the tap.
 */
export function pageContentIsLive() {
  document.documentElement.setAttribute(interactiveAttribute, '')
  const form = window.submitBeforeHydration
  const button = window.clickBeforeHydration
  window.submitBeforeHydration = null
  window.clickBeforeHydration = null
  setTimeout(() => {
    if (form) sendSubmit(form)
    if (button) replayTap(button)
  }, 0)
}
