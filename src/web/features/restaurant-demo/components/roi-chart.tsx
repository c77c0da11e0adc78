import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts'
import { ChartContainer, ChartDataTable, ChartLegend, ChartTooltipContent, type ChartConfig } from '@/web/components/ui/chart'
import { formatDollars } from '@/web/lib/format'

const config = {
  staff: { label: 'Staff cost', color: 'var(--color-ink-500)' },
  subscription: { label: 'AI subscription', color: 'var(--color-brand-600)' },
} satisfies ChartConfig

type RoiChartProps = { costWithoutAi: number; subscription: number; staffCostWithAi: number }

/** Monthly cost with and without AI, stacked by what it is spent on. */
export function RoiChart({ costWithoutAi, subscription, staffCostWithAi }: RoiChartProps) {
  const data = [
    { scenario: 'Without AI', staff: costWithoutAi, subscription: 0 },
    { scenario: 'With AI', staff: staffCostWithAi, subscription },
  ]
  const withAi = staffCostWithAi + subscription
  return (
    <figure className="grid gap-2 rounded-lg border border-border p-4">
      <figcaption className="text-small font-medium text-ink-800">Monthly cost, without and with AI</figcaption>
      <ChartContainer
        config={config}
        className="h-56"
        summary={`Bar chart: ${formatDollars(costWithoutAi)} a month without AI against ${formatDollars(withAi)} with AI.`}
      >
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid vertical={false} />
          <XAxis dataKey="scenario" tickLine={false} axisLine={false} />
          <YAxis tickLine={false} axisLine={false} width={56} tickFormatter={(value: number) => formatDollars(value)} />
          <Tooltip cursor={false} content={<ChartTooltipContent valueFormatter={formatDollars} />} />
          <Bar dataKey="staff" stackId="cost" fill="var(--color-staff)" radius={[0, 0, 4, 4]} maxBarSize={72} />
          <Bar dataKey="subscription" stackId="cost" fill="var(--color-subscription)" radius={[4, 4, 0, 0]} maxBarSize={72} />
        </BarChart>
      </ChartContainer>
      <ChartLegend config={config} />
      <ChartDataTable
        caption="Monthly cost, without and with AI"
        columns={['Scenario', 'Staff cost', 'AI subscription', 'Total']}
        rows={[
          ['Without AI', formatDollars(costWithoutAi), formatDollars(0), formatDollars(costWithoutAi)],
          ['With AI', formatDollars(staffCostWithAi), formatDollars(subscription), formatDollars(withAi)],
        ]}
      />
    </figure>
  )
}
