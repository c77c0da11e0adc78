import { useEffect, useRef } from 'react'
import { Calendar, DollarSign, Terminal, TrendingUp } from 'lucide-react'
import { paths } from '@/shared/paths'
import { ButtonLink } from '@/web/components/button-link'
import { Button } from '@/web/components/ui/button'
import { MetricTile } from '@/web/components/metric-tile'
import { StatList } from '@/web/components/content/stat-list'
import { TitledCard } from '@/web/components/titled-card'
import { cn } from '@/web/lib/utils'
import { businessImpact } from '../data/pipeline-steps'
import { formatDuration, formatLogOffset, type LiveDemoState } from '../lib/live-demo'

export function DemoResults({ state }: { state: LiveDemoState }) {
  const results = state.phase === 'complete' ? state.results : null
  const items = [
    { label: 'Lead score', value: results ? `${results.leadScore}/100` : '—', note: results ? `${results.priority} priority` : undefined },
    { label: 'Tasks created', value: results ? String(results.tasksCreated) : '—' },
    { label: 'Emails scheduled', value: results ? String(results.emailsScheduled) : '—' },
    { label: 'Total time', value: results ? formatDuration(results.processingTime) : '—', note: results ? 'on the server' : undefined },
  ]
  return (
    <TitledCard
      data-testid="demo-results"
      title="Results"
      as="h2"
      titleClassName="text-h3"
      description={
        results
          ? state.mode === 'sandbox'
            ? 'From the real pipeline, run in sandbox mode: nothing left the server.'
            : 'From the real pipeline, on the live services.'
          : 'Appear when the pipeline finishes.'
      }
    >
      <dl className="grid grid-cols-2 gap-3">
        {items.map((item) => (
          <MetricTile key={item.label} {...item} />
        ))}
      </dl>
    </TitledCard>
  )
}

export function SystemLogs({ state }: { state: LiveDemoState }) {
  const scroller = useRef<HTMLDivElement>(null)
  // Keep the newest line in view as the pipeline writes.
  useEffect(() => {
    const element = scroller.current
    if (element) element.scrollTop = element.scrollHeight
  }, [state.logs.length])
  return (
    <TitledCard className="gap-4" title="System logs" as="h2" icon={Terminal} titleClassName="text-h3">
      <div ref={scroller} role="region" aria-label="System log lines" tabIndex={0} className="h-72 overflow-y-auto rounded-lg bg-ink-900 p-3 font-mono text-xs leading-relaxed">
        {state.logs.length === 0 ? (
          <p className="text-ink-300">Press Start Live Demo to watch the pipeline run.</p>
        ) : (
          <ol>
            {state.logs.map((line) => (
              <li key={line.id} className={cn('flex gap-2', line.tone === 'success' ? 'text-accent-300' : 'text-ink-100')}>
                <span className="shrink-0 text-ink-400 tabular-nums">{formatLogOffset(line.atMs)}</span>
                <span>{line.text}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </TitledCard>
  )
}

export function BusinessImpact() {
  return (
    <TitledCard
      className="border-brand-200 bg-gradient-to-br from-brand-50 to-background"
      title="Business Impact"
      as="h2"
      icon={TrendingUp}
      titleClassName="text-h3"
      description="What this pipeline does for a small local business."
      contentClassName="grid gap-6"
    >
      <StatList
        stats={businessImpact}
        className="grid grid-cols-2 gap-3 lg:grid-cols-4"
        itemClassName="flex flex-col rounded-lg bg-card p-4 shadow-xs"
        valueClassName="order-first text-h2 font-bold text-brand-700"
      />
      <div className="flex flex-col gap-3 sm:flex-row">
        <ButtonLink to={paths.assessment.path} icon={Calendar} size="lg">
          Schedule Consultation
        </ButtonLink>
        <Button asChild size="lg" variant="outline">
          {/* A document link, so the browser scrolls to the home page's pricing and ROI section. */}
          <a href={`${paths.home.path}#calculator`}>
            <DollarSign aria-hidden="true" />
            View Pricing
          </a>
        </Button>
      </div>
    </TitledCard>
  )
}
