import { CheckCircle2 } from 'lucide-react'
import { CheckList } from '@/web/components/content/check-list'
import { LabelledProgress } from '@/web/components/labelled-progress'
import { TitledCard } from '@/web/components/titled-card'
import { formatDollars } from '@/web/lib/format'
import { metrics, performance } from '../data/restaurant'

const handledToday = [
  `${metrics.reservationsToday} reservations booked, confirmed and reminded`,
  `Every call, text and DM answered in about ${metrics.avgResponseTime} seconds`,
  `${metrics.timeSavedDaily} hours of staff time back on the floor`,
  `${formatDollars(metrics.costSavingsMonthly)} a month saved on manual work`,
]

export function OverviewTab() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <TitledCard title="Today's performance" contentClassName="grid gap-5">
        {performance.map(({ key, label, value }) => (
          <LabelledProgress key={key} id={`performance-${key}`} label={label} figure={`${value}%`} value={value} strongFigure />
        ))}
      </TitledCard>
      <TitledCard title="Handled by AI today">
        <CheckList
          points={handledToday}
          icon={CheckCircle2}
          className="grid gap-3"
          itemClassName="flex items-start gap-2 text-small text-ink-800"
          iconClassName="mt-0.5 size-4 shrink-0 text-accent-700"
        />
      </TitledCard>
    </div>
  )
}
