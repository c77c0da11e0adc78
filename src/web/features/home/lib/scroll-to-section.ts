import { settleOnSection } from './land-on-hash-section'

/**
 * Brings a home-page section to the top of the viewport. The theme's `scroll-margin-top` keeps
 * it clear of the sticky header, and its `scroll-behavior` makes the jump smooth unless the
 * visitor prefers reduced motion; it lands again where the page settles. The URL gets the section's hash without a router navigation.
 */
export function scrollToSection(id: string, { updateUrl = true }: { updateUrl?: boolean } = {}): boolean {
  const target = document.getElementById(id)
  if (!target) return false
  target.scrollIntoView({ block: 'start' })
  settleOnSection(id)
  if (updateUrl) window.history.replaceState(window.history.state, '', `#${id}`)
  // Move keyboard focus with the view, so the next Tab continues from the section.
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
  return true
}
