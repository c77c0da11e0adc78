import { DollarSign, Handshake, Minus, Percent, Sparkles, TrendingDown, TrendingUp, Users, type LucideIcon } from 'lucide-react'
import type { CrmStats as Stats } from '@/shared/admin'
import { Skeleton } from '@/web/components/ui/skeleton'
import { cn } from '@/web/lib/utils'
import { formatCount, formatDollars } from '@/web/lib/format'
import { useCrmStats } from '../../api/get-crm-stats'
import { StatCard } from '../shared/stat-card'
import { formatChange, formatMonthly, formatPercent, type ChangeKind } from '../../lib/format'

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
          <StatCard key={key} statKey={key} label={label} icon={Icon} value={format(stat.value)}>
            <p className={cn('mt-2 flex flex-wrap items-center gap-x-1 text-xs', direction.className)}>
              <DirectionIcon aria-hidden="true" className="size-3.5" />
              <span className="font-semibold">{change.text}</span>
              <span className="text-ink-600">vs previous 30 days</span>
            </p>
            {key === 'monthlyRevenue' && (
              <p className="mt-1 text-xs font-medium text-ink-700">{formatDollars(stats.data.potentialValue)} potential</p>
            )}
          </StatCard>
        )
      })}
    </ul>
  )
}
