/** How long after a landing starts the page keeps correcting its spot. */
const settleMs = 3000
const userInput = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

/**
 * Keeps the section `id` at the top of the view while the page settles. Three things move it after
 * the first scroll, so it lands again when they finish: the smooth scroll (the theme sets
 * `scroll-behavior: smooth`, and an instant scroll does not cancel the browser's own), web fonts
 * reflowing the page, and the sections around it taking their real height as they near the screen
 * for the first time (`render-when-near`, decision 051: until then they hold an estimate, so a
 * smooth scroll aimed from afar ends off its mark). `now` lands at once; otherwise the first landing
 * waits for the scroll under way to end. It stops as soon as the visitor scrolls or types, or when
 * another landing starts. Returns the clean-up.
 */
function keepOnSection(id: string, { now }: { now: boolean }): () => void {
  stopLanding()
  let active = true
  let resized: ResizeObserver | undefined
  let timer = 0
  const land = () => {
    const target = document.getElementById(id)
    if (!active || !target) return
    const margin = Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0
    const offset = target.getBoundingClientRect().top - margin
    if (Math.abs(offset) > 1) window.scrollTo({ top: window.scrollY + offset, behavior: 'instant' })
  }
  /** From the first landing on, a section changing height moves the target: land again. */
  const landAndWatch = () => {
    land()
    if (!active || resized || typeof ResizeObserver === 'undefined') return
    resized = new ResizeObserver(land)
    for (const part of document.getElementById(id)?.parentElement?.children ?? []) resized.observe(part)
  }
  const stop = () => {
    active = false
    resized?.disconnect()
    window.clearTimeout(timer)
    window.removeEventListener('scrollend', landAndWatch)
    userInput.forEach((event) => window.removeEventListener(event, stop))
    if (stopLanding === stop) stopLanding = () => {}
  }

  if (now) landAndWatch()
  // A browser without `scrollend` gets its first landing once a smooth scroll has had its time.
  else if (window.onscrollend === undefined) window.setTimeout(landAndWatch, 800)
  void document.fonts?.ready.then(land)
  window.addEventListener('scrollend', landAndWatch)
  userInput.forEach((event) => window.addEventListener(event, stop, { passive: true }))
  timer = window.setTimeout(stop, settleMs)
  stopLanding = stop
  return stop
}
/** The landing under way: one at a time, so an earlier one never pulls the view back. */
let stopLanding: () => void = () => {}

/**
 * Lands on the section named by the URL hash (/#contact, /#calculator) once the home page has
 * rendered: a router navigation from another page does not scroll by itself, and a direct load
 * reaches the page before its code runs. Returns the clean-up.
 */
export function landOnHashSection(hash: string): (() => void) | undefined {
  if (!hash) return
  let id: string
  try {
    id = decodeURIComponent(hash.slice(1))
  } catch {
    return
  }
  return keepOnSection(id, { now: true })
}

/** After a scroll to a section has begun (a link's click): lands on it once it ends, and while the page settles. */
export function settleOnSection(id: string): () => void {
  return keepOnSection(id, { now: false })
}

/**
 * For the home page loaded as a page (its islands, no router): lands on the URL's section now,
 * and again on each change of the hash (a link to another section, typed or followed).
 */
export function followHashSections() {
  landOnHashSection(window.location.hash)
  window.addEventListener('hashchange', () => landOnHashSection(window.location.hash))
}
