import { site } from '@/shared/site'
import { cn } from '@/web/lib/utils'

/** The mark and the word; the mark alone is the favicon. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-bold tracking-tight text-ink-900', className)}>
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-brand-700" />
        <path d="M18.5 5 9 18h6l-1.5 9L23 14h-6z" className="fill-white" />
      </svg>
      <span className="text-lg">{site.name}</span>
    </span>
  )
}
