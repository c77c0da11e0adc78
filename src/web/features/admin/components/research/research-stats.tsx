import { Building2, DollarSign, Factory, Flame, type LucideIcon } from 'lucide-react'
import type { ResearchStats as Stats } from '@/shared/research'
import { Skeleton } from '@/web/components/ui/skeleton'
import { formatCount } from '@/web/lib/format'
import { formatMonthly } from '../../lib/format'
import { StatCard } from '../shared/stat-card'

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
      {cards.map(({ key, label, caption, icon, format }) => (
        <StatCard key={key} statKey={key} label={label} icon={icon} value={format(stats[key])}>
          <p className="mt-1 text-xs text-muted-foreground">{caption}</p>
        </StatCard>
      ))}
    </ul>
  )
}
