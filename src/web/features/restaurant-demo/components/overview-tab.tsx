import { CheckCircle2 } from 'lucide-react'
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card'
import { Progress } from '@/web/components/ui/progress'
import { metrics, performance } from '../data/restaurant'
import { formatDollars } from '../lib/format'

const handledToday = [
  `${metrics.reservationsToday} reservations booked, confirmed and reminded`,
  `Every call, text and DM answered in about ${metrics.avgResponseTime} seconds`,
  `${metrics.timeSavedDaily} hours of staff time back on the floor`,
  `${formatDollars(metrics.costSavingsMonthly)} a month saved on manual work`,
]

export function OverviewTab() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h3>Today&apos;s performance</h3>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5">
          {performance.map(({ key, label, value }) => (
            <div key={key} className="grid gap-2">
              <div className="flex items-center justify-between text-small">
                <span id={`performance-${key}`} className="font-medium text-ink-800">
                  {label}
                </span>
                <span className="font-semibold text-ink-900 tabular-nums">{value}%</span>
              </div>
              <Progress aria-labelledby={`performance-${key}`} value={value} />
            </div>
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h3>Handled by AI today</h3>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-3">
            {handledToday.map((line) => (
              <li key={line} className="flex items-start gap-2 text-small text-ink-800">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" />
                {line}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  )
}
