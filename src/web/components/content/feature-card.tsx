import type { ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'
import { cn } from '@/web/lib/utils'
import { IconBadge } from './icon-badge'

const tones = {
  light: { badge: 'tint', badgeClassName: 'mb-3', title: 'font-semibold text-ink-900', text: 'mt-1 text-small text-muted-foreground' },
  dark: { badge: 'dark', badgeClassName: 'flex', title: 'mt-4 font-semibold text-white', text: 'mt-1 text-small text-brand-100' },
} as const

type FeatureCardProps = {
  icon: LucideIcon
  title: ReactNode
  text: ReactNode
  /** The title's level in the page's outline. */
  as?: 'h2' | 'h3' | 'h4'
  /** `dark` for a card on a dark brand background. */
  tone?: keyof typeof tones
  /** A short line between the title and the text, such as a figure or a time. */
  detail?: ReactNode
  /** The card's box (border, background, padding). */
  className: string
  /** The badge's size or tint where it differs from the tone's. */
  badgeClassName?: string
  /** Added to the title's classes, such as its size. */
  titleClassName?: string
}

/** One item of a grid of features (an `li`): an icon badge, a title and a line of text under it. */
export function FeatureCard({ icon, title, text, as: Heading = 'h3', tone = 'light', detail, className, badgeClassName, titleClassName }: FeatureCardProps) {
  const style = tones[tone]
  return (
    <li className={className}>
      <IconBadge icon={icon} tone={style.badge} className={cn(style.badgeClassName, badgeClassName)} />
      <Heading className={cn(titleClassName, style.title)}>{title}</Heading>
      {detail}
      <p className={style.text}>{text}</p>
    </li>
  )
}
