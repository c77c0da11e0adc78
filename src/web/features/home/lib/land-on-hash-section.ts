/** How long after render the page keeps correcting its landing spot. */
const settleMs = 3000
const userInput = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

/**
 * Lands on the section named by the URL hash (/#contact, /#calculator) once the home page has
 * rendered: a router navigation from another page does not scroll by itself, and a direct load
 * reaches the page before its code runs. Two things can move the spot afterwards, so it lands
 * again when they finish: the browser's own smooth scroll to the fragment (the theme sets
 * `scroll-behavior: smooth`, and an instant scroll does not cancel it) and web fonts reflowing
 * the page. It stops correcting as soon as the visitor scrolls or types. Returns the clean-up.
 */
export function landOnHashSection(hash: string): (() => void) | undefined {
  if (!hash) return
  let id: string
  try {
    id = decodeURIComponent(hash.slice(1))
  } catch {
    return
  }
  let active = true
  const land = () => {
    const target = document.getElementById(id)
    if (!active || !target) return
    const margin = Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0
    const offset = target.getBoundingClientRect().top - margin
    if (Math.abs(offset) > 1) window.scrollTo({ top: window.scrollY + offset, behavior: 'instant' })
  }
  const stop = () => {
    active = false
  }

  land()
  void document.fonts?.ready.then(land)
  window.addEventListener('scrollend', land)
  userInput.forEach((event) => window.addEventListener(event, stop, { passive: true }))
  const timer = window.setTimeout(stop, settleMs)
  return () => {
    stop()
    window.clearTimeout(timer)
    window.removeEventListener('scrollend', land)
    userInput.forEach((event) => window.removeEventListener(event, stop))
  }
}

/**
 * For the home page loaded as a page (its islands, no router): lands on the URL's section now,
 * and again on each change of the hash (a link to another section, typed or followed), ending the
 * previous landing so it does not pull the view back.
 */
export function followHashSections() {
  let stopLanding = landOnHashSection(window.location.hash)
  window.addEventListener('hashchange', () => {
    stopLanding?.()
    stopLanding = landOnHashSection(window.location.hash)
  })
}
