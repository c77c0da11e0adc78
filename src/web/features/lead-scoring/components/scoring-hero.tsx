import { Gauge, Target, Timer } from 'lucide-react'
import { scoringClaims } from '@/shared/scoring-model'

const claims = [
  { icon: Target, value: scoringClaims.highPriorityAccuracy, label: 'accuracy on High-priority leads' },
  { icon: Timer, value: scoringClaims.analysisTime.replace(/^under/, 'Under'), label: 'to analyse a lead' },
  { icon: Gauge, value: scoringClaims.dataPoints, label: 'data points considered' },
]

export function ScoringHero() {
  return (
    <section aria-labelledby="lead-scoring-title" className="border-b border-border bg-gradient-to-b from-brand-50 via-background to-background">
      <div className="container py-12 sm:py-16">
        <p className="mb-4 inline-flex rounded-full bg-brand-100 px-3 py-1 text-small font-medium text-brand-800">Lead scoring</p>
        <h1 id="lead-scoring-title" className="max-w-3xl text-h1 text-ink-900">
          How Lead Scoring Works
        </h1>
        <p className="mt-4 max-w-2xl text-lead text-muted-foreground">
          Every new lead gets a score out of 100 the moment it arrives, so the ones ready to
          buy are answered first. Here is exactly how that score is built: the same model our server uses.
        </p>
        <ul aria-label="Scoring claims" className="mt-8 grid gap-3 sm:grid-cols-3">
          {claims.map(({ icon: Icon, value, label }) => (
            <li key={label} className="flex items-center gap-4 rounded-xl border border-border bg-card p-4 shadow-xs">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <p className="flex flex-col">
                <strong className="text-h3 font-bold text-ink-900">{value}</strong>
                <span className="text-small text-muted-foreground">{label}</span>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
