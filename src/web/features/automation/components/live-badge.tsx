import { cn } from '@/web/lib/utils'

/** LIVE (pulsing) or another state word; the dot is decoration, the word carries the meaning. */
export function LiveBadge({ live, idleLabel, className }: { live: boolean; idleLabel: string; className?: string }) {
  return (
    <span
      data-testid="live-badge"
      className={cn(
        'inline-flex items-center gap-2 rounded-full border px-3 py-1 text-small font-semibold tracking-wide',
        live ? 'border-accent-200 bg-accent-50 text-accent-800' : 'border-ink-200 bg-ink-100 text-ink-700',
        className,
      )}
    >
      <span aria-hidden="true" className="relative flex size-2.5">
        {live && <span className="absolute inline-flex size-full rounded-full bg-accent-500 opacity-75 motion-safe:animate-ping" />}
        <span className={cn('relative inline-flex size-2.5 rounded-full', live ? 'bg-accent-600' : 'bg-ink-500')} />
      </span>
      {live ? 'LIVE' : idleLabel}
    </span>
  )
}
