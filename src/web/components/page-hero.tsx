import type { ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'
import { cn } from '@/web/lib/utils'

export type HeroIntroProps = {
  /** The id of the page's h1, which names the section. */
  titleId: string
  /** The small pill above the title saying what kind of page this is. */
  eyebrow: string
  eyebrowIcon?: LucideIcon
  title: ReactNode
  lead: ReactNode
}

/** The band at the top of a page: a section named by its h1, on the brand gradient. */
export function HeroBand({ titleId, className, children }: { titleId: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={titleId} className="border-b border-border bg-gradient-to-b from-brand-50 via-background to-background">
      <div className={cn('container py-12 sm:py-16', className)}>{children}</div>
    </section>
  )
}

/** A hero's eyebrow pill, its title (the page's h1) and its lead paragraph. */
export function HeroIntro({ titleId, eyebrow, eyebrowIcon: EyebrowIcon, title, lead, titleClassName }: HeroIntroProps & { titleClassName?: string }) {
  return (
    <>
      <p className={cn('mb-4 inline-flex', EyebrowIcon && 'items-center gap-1.5', 'rounded-full bg-brand-100 px-3 py-1 text-small font-medium text-brand-800')}>
        {EyebrowIcon && <EyebrowIcon aria-hidden="true" className="size-4" />}
        {eyebrow}
      </p>
      <h1 id={titleId} className={cn('text-h1 text-ink-900', titleClassName)}>
        {title}
      </h1>
      <p className="mt-4 max-w-2xl text-lead text-muted-foreground">{lead}</p>
    </>
  )
}

type PageHeroProps = HeroIntroProps & {
  /** Beside the title on wide screens, such as a sample of the result. */
  aside?: ReactNode
  /** Under the title: actions, claims, figures. */
  children?: ReactNode
}

/** The band at the top of a demo or guide page: its eyebrow, its title (the page's h1) and lead paragraph. */
export function PageHero({ aside, children, ...intro }: PageHeroProps) {
  const introBlock = <HeroIntro {...intro} titleClassName="max-w-3xl" />
  return (
    <HeroBand titleId={intro.titleId}>
      {aside ? (
        <div className="grid items-center gap-10 lg:grid-cols-[1fr_24rem]">
          <div>{introBlock}</div>
          {aside}
        </div>
      ) : (
        introBlock
      )}
      {children}
    </HeroBand>
  )
}
