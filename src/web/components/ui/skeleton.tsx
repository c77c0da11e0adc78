import type { ComponentProps } from 'react'
import { cn } from '@/web/lib/utils'

/**
 * Purely visual placeholder, hidden from assistive tech: mark the loading
 * region itself with `aria-busy` and a text status instead.
 */
function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('rounded-md bg-ink-200 motion-safe:animate-pulse', className)}
      {...props}
    />
  )
}

export { Skeleton }
