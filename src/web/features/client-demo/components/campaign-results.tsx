import { memo } from 'react'
import { Clock, Coins, Mail, MessageCircleReply, TrendingUp, Users, type LucideIcon } from 'lucide-react'
import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from 'recharts'
import { TitledCard } from '@/web/components/titled-card'
import { ChartContainer, ChartDataTable, ChartTooltipContent, type ChartConfig } from '@/web/components/ui/chart'
import { campaignResults } from '../data/business-analysis'
import { campaignFunnel } from '../model/analysis'
import { formatNok } from '../model/format'

const config = { count: { label: 'Companies', color: 'var(--color-brand-600)' } } satisfies ChartConfig

const results = campaignResults
const tiles: { icon: LucideIcon; label: string; value: string }[] = [
  { icon: Mail, label: 'Emails sent', value: String(results.emailsSent) },
  { icon: MessageCircleReply, label: 'Response rate', value: `${results.responseRate}%` },
  { icon: Users, label: 'Meetings booked', value: String(results.meetingsBooked) },
  { icon: TrendingUp, label: 'Conversion rate', value: `${results.conversionRate}%` },
  { icon: Clock, label: 'Average response time', value: `${results.avgResponseTime} h` },
  { icon: Coins, label: 'Cost per lead', value: formatNok(results.costPerLead) },
]

export const CampaignResultsTab = memo(function CampaignResultsTab() {
  const funnel = campaignFunnel(results)
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[1fr_1fr]">
      <TitledCard
        title="Catering and events campaign"
        description="The AI wrote to local companies about office lunches and team dinners, then followed up on its own."
      >
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {tiles.map(({ icon: Icon, label, value }) => (
            <div key={label} data-result={label} className="flex flex-col rounded-lg border border-border bg-ink-50 p-3">
              <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
                <Icon aria-hidden="true" className="size-3.5 shrink-0 text-brand-600" />
                {label}
              </dt>
              <dd className="order-first text-xl font-bold text-ink-900 tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </TitledCard>
      <TitledCard title="From e-mail to meeting">
        <figure className="grid gap-2">
          <figcaption className="sr-only">Campaign funnel</figcaption>
          <ChartContainer
            config={config}
            className="h-56"
            summary={`Funnel: ${funnel.map(({ stage, count }) => `${stage} ${count}`).join(', ')}.`}
          >
            <BarChart data={funnel} layout="vertical" accessibilityLayer={false} margin={{ top: 0, right: 40, bottom: 0, left: 8 }}>
              <CartesianGrid horizontal={false} />
              <XAxis type="number" hide />
              <YAxis type="category" dataKey="stage" tickLine={false} axisLine={false} width={112} />
              <Tooltip cursor={false} content={<ChartTooltipContent />} />
              <Bar dataKey="count" fill="var(--color-count)" radius={4} maxBarSize={40}>
                <LabelList dataKey="count" position="right" className="fill-ink-900 font-semibold" />
              </Bar>
            </BarChart>
          </ChartContainer>
          <ChartDataTable caption="Campaign funnel" columns={['Stage', 'Count']} rows={funnel.map(({ stage, count }) => [stage, String(count)])} />
        </figure>
      </TitledCard>
    </div>
  )
})
