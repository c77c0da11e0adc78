import { DollarSign, Handshake, Minus, Percent, Sparkles, TrendingDown, TrendingUp, Users, type LucideIcon } from 'lucide-react'
import type { CrmStats as Stats } from '@/shared/admin'
import { Skeleton } from '@/web/components/ui/skeleton'
import { cn } from '@/web/lib/utils'
import { useCrmStats } from '../../api/get-crm-stats'
import { formatChange, formatCount, formatDollars, formatMonthly, formatPercent, type ChangeKind } from '../../lib/format'

type StatKey = Exclude<keyof Stats, 'potentialValue'>

const cards: readonly { key: StatKey; label: string; icon: LucideIcon; format: (value: number) => string; change: ChangeKind }[] = [
  { key: 'totalLeads', label: 'Total Leads', icon: Users, format: formatCount, change: 'relative' },
  { key: 'activeDeals', label: 'Active Deals', icon: Handshake, format: formatCount, change: 'relative' },
  { key: 'monthlyRevenue', label: 'Monthly Revenue', icon: DollarSign, format: formatMonthly, change: 'relative' },
  { key: 'conversionRate', label: 'Conversion Rate', icon: Percent, format: formatPercent, change: 'points' },
]

const directionStyle = {
  up: { icon: TrendingUp, className: 'text-accent-700' },
  down: { icon: TrendingDown, className: 'text-red-700' },
  flat: { icon: Minus, className: 'text-ink-600' },
  new: { icon: Sparkles, className: 'text-brand-700' },
} as const

/** SPEC §2: Total Leads, Active Deals, Monthly Revenue, Conversion Rate, each against the previous 30 days. */
export function CrmStats() {
  const stats = useCrmStats()

  if (stats.isPending || stats.isError) {
    return (
      <div aria-busy={stats.isPending || undefined} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {stats.isError ? (
          <p role="alert" className="col-span-full rounded-xl border border-red-200 bg-red-50 p-4 text-small text-red-900">
            Could not load the figures: {stats.error.message}
          </p>
        ) : (
          cards.map((card) => <Skeleton key={card.key} className="h-32 rounded-xl" />)
        )}
      </div>
    )
  }

  return (
    <ul aria-label="CRM figures" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards.map(({ key, label, icon: Icon, format, change: kind }) => {
        const stat = stats.data[key]
        const change = formatChange(stat, kind)
        const direction = directionStyle[change.direction]
        const DirectionIcon = direction.icon
        return (
          <li key={key} data-stat={key} className="flex flex-col rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5">
            <div className="flex items-start justify-between gap-2">
              <h3 className="text-small font-medium text-ink-700">{label}</h3>
              <span className="hidden size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 sm:inline-flex">
                <Icon aria-hidden="true" className="size-5" />
              </span>
            </div>
            <p className="mt-1 text-2xl font-bold tracking-tight text-ink-900 tabular-nums sm:text-3xl">{format(stat.value)}</p>
            <p className={cn('mt-2 flex flex-wrap items-center gap-x-1 text-xs', direction.className)}>
              <DirectionIcon aria-hidden="true" className="size-3.5" />
              <span className="font-semibold">{change.text}</span>
              <span className="text-ink-600">vs previous 30 days</span>
            </p>
            {key === 'monthlyRevenue' && (
              <p className="mt-1 text-xs font-medium text-ink-700">{formatDollars(stats.data.potentialValue)} potential</p>
            )}
          </li>
        )
      })}
    </ul>
  )
}
