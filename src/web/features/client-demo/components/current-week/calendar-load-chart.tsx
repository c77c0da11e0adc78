import { memo } from 'react'
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts'
import { ChartContainer, ChartDataTable, ChartTooltipContent, type ChartConfig } from '@/web/components/ui/chart'
import { weeklyLoad } from '../../model/analysis'
import type { CalendarShift } from '../../model/types'

const config = { hours: { label: 'Staffed hours', color: 'var(--color-brand-600)' } } satisfies ChartConfig

/** The week's load at a glance: staffed hours per day, heaviest on the weekend. */
export const CalendarLoadChart = memo(function CalendarLoadChart({ shifts }: { shifts: readonly CalendarShift[] }) {
  const load = weeklyLoad(shifts)
  const busiest = load.reduce((top, day) => (day.hours > top.hours ? day : top), load[0]!)
  return (
    <figure className="grid gap-2">
      <figcaption className="text-small font-medium text-ink-800">Staffed hours per day</figcaption>
      <ChartContainer config={config} className="h-48" summary={`Bar chart of staffed hours per day; the busiest day is ${busiest.day} with ${busiest.hours} hours.`}>
        <BarChart data={load} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} />
          <XAxis dataKey="day" tickLine={false} axisLine={false} />
          <YAxis tickLine={false} axisLine={false} width={32} allowDecimals={false} />
          <Tooltip cursor={false} content={<ChartTooltipContent valueFormatter={(value) => `${value} h`} />} />
          <Bar dataKey="hours" fill="var(--color-hours)" radius={[4, 4, 0, 0]} maxBarSize={48} />
        </BarChart>
      </ChartContainer>
      <ChartDataTable
        caption="Staffed hours and people per day"
        columns={['Day', 'Staffed hours', 'People on shift']}
        rows={load.map(({ day, hours, staff }) => [day, `${hours} h`, String(staff)])}
      />
    </figure>
  )
})
