import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts'
import { ChartContainer, ChartLegend, ChartTooltipContent, type ChartConfig } from '@/web/components/ui/chart'

export type InsightsBarChartProps = {
  data: readonly Record<string, string | number | null>[]
  /** The category on the x axis. */
  category: string
  config: ChartConfig
  summary: string
}

/** One bar per category and series (recharts, lazy-loaded by the tab: decision 033). */
export function InsightsBarChart({ data, category, config, summary }: InsightsBarChartProps) {
  return (
    <div className="grid gap-2">
      <ChartContainer config={config} className="h-56" summary={summary}>
        <BarChart data={[...data]} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} />
          <XAxis dataKey={category} tickLine={false} axisLine={false} interval="preserveStartEnd" minTickGap={8} />
          <YAxis tickLine={false} axisLine={false} width={48} allowDecimals={false} />
          <Tooltip cursor={false} content={<ChartTooltipContent />} />
          {Object.keys(config).map((key) => (
            <Bar key={key} dataKey={key} fill={`var(--color-${key})`} radius={[4, 4, 0, 0]} maxBarSize={48} />
          ))}
        </BarChart>
      </ChartContainer>
      {Object.keys(config).length > 1 && <ChartLegend config={config} />}
    </div>
  )
}
