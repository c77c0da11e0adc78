import type { ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'

type IconTextProps = {
  icon: LucideIcon
  /** The element it is when it is not a link: a span in a line, a paragraph, an item of a list, or a term of a `<dl>`. */
  as?: 'span' | 'p' | 'li' | 'dt'
  /** Makes it a link (an `a`) to this address. */
  href?: string
  /** Its classes, if not a small inline row. */
  className?: string
  /** The icon's classes, if not 1rem. */
  iconClassName?: string
  children: ReactNode
}

/** Text led by a small icon: a date, a phone number, a place, a duration, a note, a figure's label. */
export function IconText({ icon: Icon, as = 'span', href, className = 'inline-flex items-center gap-1.5', iconClassName = 'size-4', children }: IconTextProps) {
  const content = (
    <>
      <Icon aria-hidden="true" className={iconClassName} />
      {children}
    </>
  )
  if (href !== undefined) {
    return (
      <a href={href} className={className}>
        {content}
      </a>
    )
  }
  const Element = as
  return <Element className={className}>{content}</Element>
}
