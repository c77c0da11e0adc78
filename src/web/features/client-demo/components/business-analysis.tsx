import type { ReactNode } from 'react'
import { AlertTriangle, Lightbulb } from 'lucide-react'
import { TitledCard } from '@/web/components/titled-card'
import { automatedMonthlyCost, traditionalCosts } from '../data/business-analysis'
import { sampleRestaurant } from '../data/restaurant'
import { compareCosts } from '../model/analysis'
import { formatNok } from '../model/format'
import { lazyChart } from '@/web/lib/lazy-chart'

const CostChart = lazyChart(() => import('./cost-chart').then((module) => module.CostChart))

export function BusinessAnalysis({ children }: { children?: ReactNode }) {
  const costs = compareCosts(traditionalCosts, automatedMonthlyCost)
  const profile = sampleRestaurant
  return (
    <div className="grid gap-6">
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <TitledCard
          title={profile.name}
          description={
            <>
              {profile.industry} · {profile.location}
            </>
          }
          contentClassName="grid gap-5"
        >
          <dl className="grid grid-cols-3 gap-3 text-small">
            <div>
              <dt className="text-muted-foreground">Employees</dt>
              <dd className="font-semibold text-ink-900">{profile.employees}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Revenue</dt>
              <dd className="font-semibold text-ink-900">{profile.revenue}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Potential savings</dt>
              <dd className="font-semibold text-accent-800">{formatNok(profile.potentialSavings)}/month</dd>
            </div>
          </dl>
          <ProfileList icon={<AlertTriangle aria-hidden="true" className="size-4 text-amber-700" />} title="Pain points" items={profile.painPoints} />
          <ProfileList
            icon={<Lightbulb aria-hidden="true" className="size-4 text-brand-700" />}
            title="Automation opportunities"
            items={profile.opportunities}
          />
        </TitledCard>
        <TitledCard title="Monthly cost: by hand vs. automated" contentClassName="grid gap-5">
          <dl className="grid grid-cols-2 gap-3">
            <Figure label="Traditional" value={formatNok(costs.traditional)} />
            <Figure label="Automated" value={formatNok(costs.automated)} />
            <Figure label="Saved per month" value={`${formatNok(costs.monthlySavings)}/month`} good />
            <Figure label="Return on investment" value={`${costs.roiPercent}% ROI`} good />
          </dl>
          <CostChart lines={traditionalCosts} automated={costs.automated} />
        </TitledCard>
      </div>
      {children}
    </div>
  )
}

function Figure({ label, value, good }: { label: string; value: string; good?: boolean }) {
  return (
    <div data-figure={label} className={good ? 'flex flex-col rounded-lg border border-accent-200 bg-accent-50 p-3' : 'flex flex-col rounded-lg border border-border bg-ink-50 p-3'}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className={good ? 'order-first text-lg font-bold text-accent-800 tabular-nums' : 'order-first text-lg font-bold text-ink-900 tabular-nums'}>{value}</dd>
    </div>
  )
}

/** A list in the restaurant's profile, under a heading led by its icon. */
function ProfileList({ icon, title, items }: { icon: ReactNode; title: string; items: readonly string[] }) {
  return (
    <div>
      <h4 className="mb-2 flex items-center gap-2 text-small font-semibold text-ink-900">
        {icon}
        {title}
      </h4>
      <ul className="grid list-disc gap-1 pl-5 text-small text-ink-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  )
}
