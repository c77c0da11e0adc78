import { FeatureCard } from '@/web/components/content/feature-card'
import { TitledCard } from '@/web/components/titled-card'
import { marketingAutomations } from '../data/marketing'

export function MarketingAutomation() {
  return (
    <TitledCard as="h2" title="Marketing Automation" description="Running in the background for every listing, with no extra work from you.">
      <ul className="grid gap-4 sm:grid-cols-2">
        {marketingAutomations.map(({ icon, title, metric, text }) => (
          <FeatureCard
            key={title}
            icon={icon}
            title={title}
            detail={<p className="text-small font-medium text-accent-800">{metric}</p>}
            text={text}
            className="rounded-lg border border-border bg-ink-50 p-4"
            badgeClassName="size-9 bg-brand-100"
          />
        ))}
      </ul>
    </TitledCard>
  )
}
