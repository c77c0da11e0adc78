import { CalendarDays, Filter, Inbox, Sun, type LucideIcon } from 'lucide-react'
import type { SubmissionCounts } from '@/shared/admin'
import { Skeleton } from '@/web/components/ui/skeleton'
import { formatCount } from '@/web/lib/format'

const counters: readonly { key: keyof SubmissionCounts; label: string; hint: string; icon: LucideIcon }[] = [
  { key: 'total', label: 'Total Submissions', hint: 'All time', icon: Inbox },
  { key: 'thisWeek', label: 'This Week', hint: 'Last 7 days', icon: CalendarDays },
  { key: 'today', label: 'Today', hint: 'Since midnight', icon: Sun },
  { key: 'filtered', label: 'Filtered Results', hint: 'Matching the search', icon: Filter },
]

/** SPEC §2's four counters: Total Submissions, This Week (last 7 days), Today (since midnight), Filtered Results. */
export function SubmissionCounters({ counts }: { counts: SubmissionCounts | undefined }) {
  return (
    <ul aria-label="Submission counts" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {counters.map(({ key, label, hint, icon: Icon }) => (
        <li key={key} data-counter={key} className="rounded-xl border border-border bg-card p-4 shadow-sm">
          <div className="flex items-center justify-between gap-2">
            <p className="text-small font-medium text-ink-700">{label}</p>
            <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          </div>
          {counts ? (
            <p className="mt-1 text-2xl font-bold text-ink-900 tabular-nums">{formatCount(counts[key])}</p>
          ) : (
            <Skeleton className="mt-2 h-7 w-16" />
          )}
          <p className="mt-0.5 text-xs text-muted-foreground">{hint}</p>
        </li>
      ))}
    </ul>
  )
}
