import { CheckCircle2 } from 'lucide-react'
import { LabelledProgress } from '@/web/components/labelled-progress'
import { metrics, performance } from '../data/restaurant'
import { formatDollars } from '../lib/format'
import { TabCard } from './tab-card'

const handledToday = [
  `${metrics.reservationsToday} reservations booked, confirmed and reminded`,
  `Every call, text and DM answered in about ${metrics.avgResponseTime} seconds`,
  `${metrics.timeSavedDaily} hours of staff time back on the floor`,
  `${formatDollars(metrics.costSavingsMonthly)} a month saved on manual work`,
]

export function OverviewTab() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <TabCard title="Today's performance" contentClassName="grid gap-5">
        {performance.map(({ key, label, value }) => (
          <LabelledProgress key={key} id={`performance-${key}`} label={label} figure={`${value}%`} value={value} strongFigure />
        ))}
      </TabCard>
      <TabCard title="Handled by AI today">
        <ul className="grid gap-3">
          {handledToday.map((line) => (
            <li key={line} className="flex items-start gap-2 text-small text-ink-800">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" />
              {line}
            </li>
          ))}
        </ul>
      </TabCard>
    </div>
  )
}
