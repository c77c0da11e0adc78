import type { LucideIcon } from 'lucide-react'
import { cn } from '@/web/lib/utils'

const tones = {
  /** A pale brand tile, for light cards and rows. */
  tint: 'bg-brand-50 text-brand-700',
  /** A brand gradient with a white icon, for the card that should stand out. */
  solid: 'bg-gradient-to-br from-brand-600 to-brand-800 text-white',
  /** A faint accent tile, for cards on a dark brand background. */
  dark: 'bg-accent-400/15 text-accent-300',
} as const

type IconBadgeProps = {
  icon: LucideIcon
  tone?: keyof typeof tones
  /** The tile's size, shape, display and spacing where they differ from a 2.5rem rounded square. */
  className?: string
  /** The icon's size where it differs from 1.25rem. */
  iconClassName?: string
}

/** An icon centred on a small coloured tile: what leads a feature card, a step or a line of a timeline. */
export function IconBadge({ icon: Icon, tone = 'tint', className, iconClassName }: IconBadgeProps) {
  return (
    <span className={cn('inline-flex size-10 shrink-0 items-center justify-center rounded-lg', tones[tone], className)}>
      <Icon aria-hidden="true" className={cn('size-5', iconClassName)} />
    </span>
  )
}
