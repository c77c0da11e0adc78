import type { ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'
import { cn } from '@/web/lib/utils'

/** Where the title and the actions stop stacking and stand side by side. */
const rowFrom = {
  sm: 'flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between',
  lg: 'flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between',
} as const

type PageHeaderProps = {
  title: ReactNode
  /** A small line above the title naming the area the page belongs to. */
  eyebrow?: { icon: LucideIcon; label: string }
  /** Shown beside the title, such as a live status badge. */
  badge?: ReactNode
  description: ReactNode
  /** The description in the larger lead size. */
  leadDescription?: boolean
  /** The page's main actions, beside the title on wider screens. */
  actions: ReactNode
  stackUntil?: keyof typeof rowFrom
}

/** The heading of an operator page (the back office, the automation dashboard, the workflows). */
export function PageHeader({ title, eyebrow, badge, description, leadDescription = false, actions, stackUntil = 'sm' }: PageHeaderProps) {
  const heading = <h1 className={cn(eyebrow && 'mt-1', 'text-h1 text-ink-900')}>{title}</h1>
  return (
    <header className={rowFrom[stackUntil]}>
      <div>
        {eyebrow && (
          <p className="flex items-center gap-2 text-small font-medium text-brand-700">
            <eyebrow.icon aria-hidden="true" className="size-4" />
            {eyebrow.label}
          </p>
        )}
        {badge ? (
          <div className="flex flex-wrap items-center gap-3">
            {heading}
            {badge}
          </div>
        ) : (
          heading
        )}
        <p className={cn('mt-2 max-w-2xl', leadDescription && 'text-lead', 'text-muted-foreground')}>{description}</p>
      </div>
      {actions}
    </header>
  )
}
