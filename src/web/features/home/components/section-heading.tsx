import type { ReactNode } from 'react'
import { cn } from '@/web/lib/utils'

type SectionHeadingProps = {
  id: string
  eyebrow: string
  title: ReactNode
  description?: ReactNode
  align?: 'center' | 'left'
  tone?: 'light' | 'dark'
  className?: string
}

/** The eyebrow, h2 and lead that open every home-page section. */
export function SectionHeading({ id, eyebrow, title, description, align = 'center', tone = 'light', className }: SectionHeadingProps) {
  const dark = tone === 'dark'
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      <p className={cn('text-small font-semibold tracking-wide uppercase', dark ? 'text-accent-300' : 'text-brand-700')}>{eyebrow}</p>
      <h2 id={id} className={cn('mt-3 text-h2', dark ? 'text-white' : 'text-ink-900')}>
        {title}
      </h2>
      {description && <p className={cn('mt-4 text-lead', dark ? 'text-brand-100' : 'text-muted-foreground')}>{description}</p>}
    </div>
  )
}
