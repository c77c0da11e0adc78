import { CalendarCheck, Clock3, DollarSign, Star, type LucideIcon } from 'lucide-react'
import { formatDollars } from '@/web/lib/format'
import { metrics } from '../data/restaurant'

const cards: { icon: LucideIcon; label: string; value: string; note: string }[] = [
  { icon: DollarSign, label: 'Daily Revenue', value: formatDollars(metrics.dailyRevenue), note: 'Today, dine-in and online' },
  { icon: CalendarCheck, label: 'Reservations Today', value: String(metrics.reservationsToday), note: 'Booked and confirmed by AI' },
  { icon: Clock3, label: 'Time Saved Daily', value: `${metrics.timeSavedDaily} hours`, note: 'Phones, bookings and reviews' },
  { icon: Star, label: 'Customer Rating', value: `${metrics.customerSatisfaction} / 5`, note: 'Average across review sites' },
]

export function MetricCards() {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards.map(({ icon: Icon, label, value, note }) => (
        <div key={label} data-metric={label} className="flex flex-col rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5">
          <dt className="flex items-center justify-between gap-2 text-small font-medium text-muted-foreground">
            {label}
            <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
          </dt>
          <dd className="mt-2 text-h2 font-bold text-ink-900 tabular-nums">{value}</dd>
          <dd className="mt-1 text-xs text-muted-foreground">{note}</dd>
        </div>
      ))}
    </dl>
  )
}
