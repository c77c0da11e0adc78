import type { ReactNode } from 'react'
import { cn } from '@/web/lib/utils'

/** A `<dl>` term led by its small brand-coloured icon: the schedule's lines, a template's figures. */
export function IconTerm({ icon, className, children }: { icon: ReactNode; className?: string; children: ReactNode }) {
  return (
    <dt className={cn('flex items-center gap-2 text-ink-700', className)}>
      <span aria-hidden="true" className="text-brand-700 [&_svg]:size-4">
        {icon}
      </span>
      {children}
    </dt>
  )
}
