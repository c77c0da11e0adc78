import { Building2, DollarSign, Factory, Flame, type LucideIcon } from 'lucide-react'
import type { ResearchStats as Stats } from '@/shared/research'
import { Skeleton } from '@/web/components/ui/skeleton'
import { formatCount, formatMonthly } from '../../lib/format'

const cards: readonly { key: Exclude<keyof Stats, 'totalPotentialValue'>; label: string; caption: string; icon: LucideIcon; format: (value: number) => string }[] = [
  { key: 'companiesResearched', label: 'Companies Researched', caption: 'Matching the filters', icon: Building2, format: formatCount },
  { key: 'highPriority', label: 'High Priority', caption: 'Ready for outreach', icon: Flame, format: formatCount },
  { key: 'averageMonthlySavings', label: 'Avg. Monthly Savings', caption: 'Per researched company', icon: DollarSign, format: formatMonthly },
  { key: 'industries', label: 'Industries', caption: 'Distinct industries', icon: Factory, format: formatCount },
]

/** SPEC §2's four research stat cards, as the server computed them over the filtered companies. */
export function ResearchStats({ stats }: { stats: Stats | undefined }) {
  if (!stats) {
    return (
      <div aria-busy="true" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {cards.map((card) => (
          <Skeleton key={card.key} className="h-28 rounded-xl" />
        ))}
      </div>
    )
  }
  return (
    <ul aria-label="Research figures" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards.map(({ key, label, caption, icon: Icon, format }) => (
        <li key={key} data-stat={key} className="flex flex-col rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5">
          <div className="flex items-start justify-between gap-2">
            <h3 className="text-small font-medium text-ink-700">{label}</h3>
            <span className="hidden size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 sm:inline-flex">
              <Icon aria-hidden="true" className="size-5" />
            </span>
          </div>
          <p className="mt-1 text-2xl font-bold tracking-tight text-ink-900 tabular-nums sm:text-3xl">{format(stats[key])}</p>
          <p className="mt-1 text-xs text-muted-foreground">{caption}</p>
        </li>
      ))}
    </ul>
  )
}
