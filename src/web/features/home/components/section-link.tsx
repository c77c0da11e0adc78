import type { ComponentProps, MouseEvent } from 'react'
import { scrollToSection } from '../lib/scroll-to-section'

type SectionLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  section: string
  /** Called after the page scrolls, e.g. to close the mobile menu. */
  onNavigate?: () => void
}

/**
 * A link to a section of the home page. A plain `#id` link works before the script loads; after
 * that the click scrolls in place instead of making the router navigate.
 */
export function SectionLink({ section, onNavigate, onClick, children, ...props }: SectionLinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event)
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    onNavigate?.()
    scrollToSection(section)
  }
  return (
    <a href={`#${section}`} onClick={handleClick} {...props}>
      {children}
    </a>
  )
}
