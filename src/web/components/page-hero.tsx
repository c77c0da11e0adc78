import type { ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'
import { cn } from '@/web/lib/utils'

type PageHeroProps = {
  /** The id of the page's h1, which names the section. */
  titleId: string
  /** The small pill above the title saying what kind of page this is. */
  eyebrow: string
  eyebrowIcon?: LucideIcon
  title: ReactNode
  lead: ReactNode
  /** Beside the title on wide screens, such as a sample of the result. */
  aside?: ReactNode
  /** Under the title: actions, claims, figures. */
  children?: ReactNode
}

/** The band at the top of a demo or guide page: its eyebrow, its title (the page's h1) and lead paragraph. */
export function PageHero({ titleId, eyebrow, eyebrowIcon: EyebrowIcon, title, lead, aside, children }: PageHeroProps) {
  const intro = (
    <>
      <p className={cn('mb-4 inline-flex', EyebrowIcon && 'items-center gap-1.5', 'rounded-full bg-brand-100 px-3 py-1 text-small font-medium text-brand-800')}>
        {EyebrowIcon && <EyebrowIcon aria-hidden="true" className="size-4" />}
        {eyebrow}
      </p>
      <h1 id={titleId} className="max-w-3xl text-h1 text-ink-900">
        {title}
      </h1>
      <p className="mt-4 max-w-2xl text-lead text-muted-foreground">{lead}</p>
    </>
  )
  return (
    <section aria-labelledby={titleId} className="border-b border-border bg-gradient-to-b from-brand-50 via-background to-background">
      <div className="container py-12 sm:py-16">
        {aside ? (
          <div className="grid items-center gap-10 lg:grid-cols-[1fr_24rem]">
            <div>{intro}</div>
            {aside}
          </div>
        ) : (
          intro
        )}
        {children}
      </div>
    </section>
  )
}
