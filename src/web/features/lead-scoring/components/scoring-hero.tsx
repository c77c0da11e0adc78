import { Gauge, Target, Timer } from 'lucide-react'
import { scoringClaims } from '@/shared/scoring-model'
import { IconBadge } from '@/web/components/content/icon-badge'
import { PageHero } from '@/web/components/page-hero'

const claims = [
  { icon: Target, value: scoringClaims.highPriorityAccuracy, label: 'accuracy on High-priority leads' },
  { icon: Timer, value: scoringClaims.analysisTime.replace(/^under/, 'Under'), label: 'to analyse a lead' },
  { icon: Gauge, value: scoringClaims.dataPoints, label: 'data points considered' },
]

export function ScoringHero() {
  return (
    <PageHero
      titleId="lead-scoring-title"
      eyebrow="Lead scoring"
      title="How Lead Scoring Works"
      lead="Every new lead gets a score out of 100 the moment it arrives, so the ones ready to buy are answered first. Here is exactly how that score is built: the same model our server uses."
    >
      <ul aria-label="Scoring claims" className="mt-8 grid gap-3 sm:grid-cols-3">
        {claims.map(({ icon, value, label }) => (
          <li key={label} className="flex items-center gap-4 rounded-xl border border-border bg-card p-4 shadow-xs">
            <IconBadge icon={icon} className="size-11" />
            <p className="flex flex-col">
              <strong className="text-h3 font-bold text-ink-900">{value}</strong>
              <span className="text-small text-muted-foreground">{label}</span>
            </p>
          </li>
        ))}
      </ul>
    </PageHero>
  )
}
