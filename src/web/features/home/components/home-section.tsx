import type { ComponentProps } from 'react'
import { cn } from '@/web/lib/utils'

type HomeSectionProps = ComponentProps<'section'> & { id: string; labelledBy: string }

/**
 * A home-page section below the hero: the shared vertical rhythm, a name for the landmark, and
 * focusable (tabIndex -1) so an in-page link can move keyboard focus to it. The theme's
 * `[id] { scroll-margin-top }` keeps its top clear of the sticky nav; `render-when-near` leaves its
 * layout until it nears the screen (decision 051).
 */
export function HomeSection({ id, labelledBy, className, ...props }: HomeSectionProps) {
  return <section id={id} aria-labelledby={labelledBy} tabIndex={-1} className={cn('render-when-near py-16 outline-none sm:py-24', className)} {...props} />
}
