import { CheckCircle2, CircleOff, ListChecks, Mail, Target, Users, type LucideIcon } from 'lucide-react'
import type { AutomationStatus } from '@/shared/automation'
import { followUpSchedule, scoringClaims } from '@/shared/scoring-model'
import { Badge } from '@/web/components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card'
import { cn } from '@/web/lib/utils'
import { featureRows, providerRows, type FeatureKey } from '../lib/status'

const featureIcons: Record<FeatureKey, LucideIcon> = {
  leadProcessing: Users,
  emailAutomation: Mail,
  taskGeneration: ListChecks,
  leadScoring: Target,
}

/** SPEC §2: four tiles, each Active or Disabled. */
export function FeatureTiles({ status }: { status: AutomationStatus }) {
  return (
    <ul aria-label="Automation features" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {featureRows(status).map(({ key, label, description, active }) => {
        const Icon = featureIcons[key]
        return (
          <li key={key} data-feature={key} className="rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5">
            <div className="flex items-center justify-between gap-2">
              <span
                className={cn(
                  'inline-flex size-9 items-center justify-center rounded-lg sm:size-10',
                  active ? 'bg-accent-50 text-accent-700' : 'bg-ink-100 text-ink-600',
                )}
              >
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <Badge variant={active ? 'success' : 'secondary'}>
                {active ? <CheckCircle2 aria-hidden="true" /> : <CircleOff aria-hidden="true" />}
                {active ? 'Active' : 'Disabled'}
              </Badge>
            </div>
            <h2 className="mt-3 font-semibold text-ink-900 sm:mt-4">{label}</h2>
            <p className="mt-1 hidden text-small text-muted-foreground sm:block">{description}</p>
          </li>
        )
      })}
    </ul>
  )
}

const liveFeatures = [
  `Every lead scored 0-100 and prioritised in ${scoringClaims.analysisTime}`,
  'A personal e-mail reply written and sent within seconds',
  'Follow-up tasks created in your CRM for every lead',
  `Follow-up e-mails scheduled at ${followUpSchedule.map((step) => step.label).join(' and ')}`,
]

export function LiveFeatures() {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-h3">Live features</h2>
        </CardTitle>
        <CardDescription>What runs for every new lead, around the clock.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="space-y-3">
          {liveFeatures.map((feature) => (
            <li key={feature} className="flex items-start gap-2 text-small text-ink-800">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" />
              {feature}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}

/** DESIGN: every provider has a local twin; the status says which one serves. */
export function ProviderList({ status }: { status: AutomationStatus }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-h3">Connected services</h2>
        </CardTitle>
        <CardDescription>Live services, or the local twin that stands in until one is configured.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-border">
          {providerRows(status).map((row) => (
            <div key={row.key} data-provider={row.key} className="flex items-center justify-between gap-3 py-2.5 first:pt-0 last:pb-0">
              <dt className="text-small text-ink-800">{row.label}</dt>
              <dd>
                <Badge variant={row.tone}>{row.statusLabel}</Badge>
              </dd>
            </div>
          ))}
        </dl>
        {status.runs && (
          <p data-testid="pipeline-runs" className="mt-4 rounded-md bg-ink-50 px-3 py-2 text-small text-ink-700">
            <strong className="font-semibold text-ink-900">{status.runs.last24h}</strong> pipeline{' '}
            {status.runs.last24h === 1 ? 'run' : 'runs'} in the last 24 hours
            {status.runs.degraded > 0 && (
              <>
                , <strong className="font-semibold text-amber-900">{status.runs.degraded} degraded</strong> by a failing service
              </>
            )}
            .
          </p>
        )}
      </CardContent>
    </Card>
  )
}
