import {
  AlertTriangle,
  CheckCircle2,
  CircleDashed,
  CircleOff,
  Inbox,
  ListChecks,
  Mail,
  Target,
  Users,
  XCircle,
  type LucideIcon,
} from 'lucide-react'
import { IconBadge } from '@/web/components/content/icon-badge'
import { Badge } from '@/web/components/ui/badge'
import { cn } from '@/web/lib/utils'
import { liveFeatures } from '../lib/status-copy'
import { featureTiles, providerRows, type DashboardStatus, type FeatureKey, type Tone } from '../lib/status'
import { DashboardCard } from './dashboard-card'

const featureIcons: Record<FeatureKey, LucideIcon> = {
  leadProcessing: Users,
  emailAutomation: Mail,
  taskGeneration: ListChecks,
  leadScoring: Target,
}

/** One look per tone: green works, blue is the local twin, amber degraded, red failing, grey off. */
const toneStyles: Record<Tone, { icon: LucideIcon; box: string; tile: string }> = {
  success: { icon: CheckCircle2, box: 'bg-accent-50 text-accent-700', tile: 'border-border' },
  info: { icon: Inbox, box: 'bg-brand-50 text-brand-700', tile: 'border-brand-200' },
  warning: { icon: AlertTriangle, box: 'bg-amber-50 text-amber-800', tile: 'border-amber-300' },
  danger: { icon: XCircle, box: 'bg-red-50 text-red-700', tile: 'border-red-300' },
  secondary: { icon: CircleOff, box: 'bg-ink-100 text-ink-600', tile: 'border-border' },
}

/** SPEC §2: four tiles, each with its state in words and colour, and for the operator the details. */
export function FeatureTiles({ status }: { status: DashboardStatus }) {
  return (
    <ul aria-label="Automation features" className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 sm:gap-4 lg:grid-cols-4">
      {featureTiles(status).map(({ key, label, view, notes }) => {
        const tone = toneStyles[view.tone]
        const StateIcon = view.badge === 'Checking' ? CircleDashed : tone.icon
        return (
          <li key={key} data-feature={key} data-state-tone={view.tone} className={cn('rounded-xl border bg-card p-4 shadow-sm sm:p-5', tone.tile)}>
            <div className="flex items-center justify-between gap-2">
              <IconBadge icon={featureIcons[key]} className={cn('size-9 sm:size-10', tone.box)} />
              <Badge variant={view.tone}>
                <StateIcon aria-hidden="true" />
                {view.badge}
              </Badge>
            </div>
            <h2 className="mt-3 font-semibold text-ink-900 sm:mt-4">{label}</h2>
            <p className="mt-1 text-small text-muted-foreground">{view.summary}</p>
            {notes.length > 0 && (
              <ul data-testid={`${key}-details`} className="mt-3 space-y-1 border-t border-border pt-3 text-small text-ink-800">
                {notes.map((note) => (
                  <li key={note} className="break-words">
                    {note}
                  </li>
                ))}
              </ul>
            )}
          </li>
        )
      })}
    </ul>
  )
}

/** SPEC §2 "list of four live features": what runs for each lead now, each line true for the state. */
export function LiveFeatures({ status }: { status: DashboardStatus }) {
  const { description, lines } = liveFeatures(status)
  return (
    <DashboardCard title="Live features" description={description}>
      <ul className="space-y-3">
        {lines.map((line) => (
          <li key={line.text} data-working={line.working} className="flex items-start gap-2 text-small text-ink-800">
            {line.working ? (
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" />
            ) : (
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
            )}
            {line.text}
          </li>
        ))}
      </ul>
    </DashboardCard>
  )
}

/** DESIGN: every provider has a local twin; the status says which one serves, and whether it works. */
export function ProviderList({ status }: { status: DashboardStatus }) {
  const rows = providerRows(status)
  return (
    <DashboardCard title="Connected services" description="Configured services, or the local twin that stands in until one is configured.">
      {rows.length === 0 ? (
        <p className="text-small text-muted-foreground">The server did not say which services are connected.</p>
      ) : (
        <dl className="divide-y divide-border">
          {rows.map((row) => (
            <div key={row.key} data-provider={row.key} className="grid grid-cols-[1fr_auto] items-center gap-x-3 py-2.5 first:pt-0 last:pb-0">
              <dt className="text-small text-ink-800">{row.label}</dt>
              <dd data-slot="provider-state">
                <Badge variant={row.tone}>{row.statusLabel}</Badge>
              </dd>
              {row.detail && <dd className="col-span-2 mt-1 text-small text-muted-foreground">{row.detail}</dd>}
              {row.note && <dd className="col-span-2 mt-1 text-small break-words text-red-800">{row.note}</dd>}
            </div>
          ))}
        </dl>
      )}
    </DashboardCard>
  )
}
