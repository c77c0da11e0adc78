import { CircleDollarSign, House, Megaphone, ShieldCheck, UtensilsCrossed, Zap, type LucideIcon } from 'lucide-react'
import { cn } from '@/web/lib/utils'
import type { PostSubject } from '@/shared/content/blog-posts'

/** Each subject's icon and colours. Drawn with SVG icons, so it looks the same on every device. */
const drawings: Record<PostSubject, { icon: LucideIcon; tile: string }> = {
  speed: { icon: Zap, tile: 'from-brand-500 via-brand-700 to-accent-600' },
  restaurant: { icon: UtensilsCrossed, tile: 'from-amber-400 via-orange-500 to-rose-500' },
  home: { icon: House, tile: 'from-sky-400 via-brand-500 to-brand-700' },
  megaphone: { icon: Megaphone, tile: 'from-fuchsia-500 via-rose-500 to-orange-400' },
  security: { icon: ShieldCheck, tile: 'from-teal-400 via-accent-600 to-cyan-800' },
  finance: { icon: CircleDollarSign, tile: 'from-lime-400 via-accent-500 to-accent-700' },
}

/**
 * A post's picture: its icon on a glass badge over a gradient tile with a dot grid and rings.
 * Decorative (the title says what the post is about), so hidden from assistive technology.
 */
export function PostIllustration({ subject, size = 'card' }: { subject: PostSubject; size?: 'card' | 'featured' }) {
  const { icon: Icon, tile } = drawings[subject]
  const featured = size === 'featured'
  return (
    <div
      aria-hidden="true"
      data-slot="post-illustration"
      data-subject={subject}
      className={cn(
        'relative isolate flex items-center justify-center overflow-hidden bg-gradient-to-br',
        tile,
        featured ? 'min-h-56 sm:min-h-72 lg:min-h-full' : 'h-40',
      )}
    >
      {/* A dot grid fading towards the bottom right. */}
      <div className="absolute inset-0 -z-10 bg-[radial-gradient(rgb(255_255_255/0.35)_1px,transparent_1.5px)] [mask-image:linear-gradient(135deg,black,transparent_70%)] bg-[size:18px_18px]" />
      {/* Concentric rings around the badge, and a soft glow. */}
      <svg viewBox="0 0 200 200" className={cn('absolute -z-10 text-white/25', featured ? 'size-[28rem]' : 'size-72')} fill="none" stroke="currentColor">
        <circle cx="100" cy="100" r="44" strokeWidth="1.5" />
        <circle cx="100" cy="100" r="68" strokeWidth="1" strokeDasharray="3 6" />
        <circle cx="100" cy="100" r="94" strokeWidth="1" />
      </svg>
      <div className={cn('absolute -z-10 rounded-full bg-white/20 blur-2xl', featured ? '-right-16 -bottom-20 size-72' : '-right-10 -bottom-14 size-40')} />
      <span
        className={cn(
          'inline-flex items-center justify-center rounded-2xl bg-white/20 text-white shadow-lg ring-1 shadow-black/10 ring-white/40 backdrop-blur-sm',
          featured ? 'size-28 rounded-3xl' : 'size-20',
        )}
      >
        <Icon className={cn('drop-shadow-sm', featured ? 'size-14' : 'size-10')} strokeWidth={1.75} />
      </span>
    </div>
  )
}
