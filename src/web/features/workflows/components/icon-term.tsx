import type { ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'
import { IconText } from '@/web/components/content/icon-text'
import { cn } from '@/web/lib/utils'

/** A `<dl>` term led by its small brand-coloured icon: the schedule's lines, a template's figures. */
export function IconTerm({ icon, className, children }: { icon: LucideIcon; className?: string; children: ReactNode }) {
  return (
    <IconText as="dt" icon={icon} className={cn('flex items-center gap-2 text-ink-700', className)} iconClassName="size-4 text-brand-700">
      {children}
    </IconText>
  )
}
