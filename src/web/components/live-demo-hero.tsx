import type { ReactNode } from 'react'
import { HeroBand, HeroIntro, type HeroIntroProps } from '@/web/components/page-hero'
import { cn } from '@/web/lib/utils'

type LiveDemoHeroProps = HeroIntroProps & {
  /** The grid's columns on wide screens: the intro, then the panel's width. */
  className: string
  /** The panel beside the intro that starts the demo. */
  children: ReactNode
}

/** The band at the top of a live demo page: its eyebrow, title (the page's h1) and lead, beside the panel that runs the demo. */
export function LiveDemoHero({ className, children, ...intro }: LiveDemoHeroProps) {
  return (
    <HeroBand titleId={intro.titleId} className={cn('grid items-center gap-8', className)}>
      <div>
        <HeroIntro {...intro} />
      </div>
      {children}
    </HeroBand>
  )
}
