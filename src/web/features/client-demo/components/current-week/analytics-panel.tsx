import { TitledCard } from '@/web/components/titled-card'
import type { SystemCounters } from '../../model/counters'
import { formatNok } from '../../model/format'

/** The week's numbers next to what this run has saved so far. */
export function AnalyticsPanel({ system }: { system: SystemCounters }) {
  const kpis = [
    { label: 'Guests this week', value: '1,148', note: 'Forecast accuracy 96%' },
    { label: 'Labour cost', value: '27%', note: 'of revenue, down from 34%' },
    { label: 'Food waste', value: '-18%', note: 'vs. last month' },
    { label: 'No-shows', value: '1.2%', note: 'with automatic reminders' },
    { label: 'Saved during this demo', value: formatNok(system.currentSavings), note: 'Manual work the AI just did' },
    { label: 'Average spend', value: formatNok(486), note: 'per guest, up 6%' },
  ]
  return (
    <TitledCard title="Analytics" description="How the week is going, updated as the AI works.">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {kpis.map((kpi) => (
          <div key={kpi.label} className="flex flex-col rounded-lg border border-border bg-ink-50 p-3">
            <dt className="text-xs font-medium text-muted-foreground">{kpi.label}</dt>
            <dd className="order-first text-xl font-bold text-ink-900 tabular-nums">{kpi.value}</dd>
            <dd className="text-xs text-muted-foreground">{kpi.note}</dd>
          </div>
        ))}
      </dl>
    </TitledCard>
  )
}
