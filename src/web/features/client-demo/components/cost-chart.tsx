import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts'
import { ChartContainer, ChartDataTable, ChartLegend, ChartTooltipContent, type ChartConfig } from '@/web/components/ui/chart'
import { formatNok } from '../model/format'

const config = {
  manual: { label: 'Manual work', color: 'var(--color-ink-500)' },
  automated: { label: 'Automation subscription', color: 'var(--color-brand-600)' },
} satisfies ChartConfig

/** Traditional cost stacked by task, against the one automated line. */
export function CostChart({ lines, automated }: { lines: readonly { task: string; nok: number }[]; automated: number }) {
  const traditional = lines.reduce((sum, line) => sum + line.nok, 0)
  // Round 5,000 NOK steps read better than the axis' own choice (5.5k, 11k...).
  const top = Math.max(5000, Math.ceil(Math.max(traditional, automated) / 5000) * 5000)
  const ticks = Array.from({ length: top / 5000 + 1 }, (_, index) => index * 5000)
  const data = [
    { scenario: 'Traditional', manual: traditional, automated: 0 },
    { scenario: 'Automated', manual: 0, automated },
  ]
  return (
    <figure className="grid gap-2">
      <figcaption className="text-small font-medium text-ink-800">Monthly cost in NOK</figcaption>
      <ChartContainer config={config} className="h-52" summary={`Bar chart: ${formatNok(traditional)} a month by hand against ${formatNok(automated)} automated.`}>
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid vertical={false} />
          <XAxis dataKey="scenario" tickLine={false} axisLine={false} />
          <YAxis tickLine={false} axisLine={false} width={56} domain={[0, top]} ticks={ticks} tickFormatter={(value: number) => `${value / 1000}k`} />
          <Tooltip cursor={false} content={<ChartTooltipContent valueFormatter={formatNok} />} />
          <Bar dataKey="manual" stackId="cost" fill="var(--color-manual)" radius={[4, 4, 0, 0]} maxBarSize={72} />
          <Bar dataKey="automated" stackId="cost" fill="var(--color-automated)" radius={[4, 4, 0, 0]} maxBarSize={72} />
        </BarChart>
      </ChartContainer>
      <ChartLegend config={config} />
      <ChartDataTable
        caption="Monthly cost by task, by hand and automated"
        columns={['Task', 'By hand']}
        rows={[...lines.map(({ task, nok }) => [task, formatNok(nok)]), ['Total by hand', formatNok(traditional)], ['Automated (all four)', formatNok(automated)]]}
      />
    </figure>
  )
}
