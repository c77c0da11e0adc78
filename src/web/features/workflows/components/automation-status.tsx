import { CalendarClock, CircleAlert, MapPin, Timer, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import type { ResearchRun } from '@/shared/research'
import { Badge } from '@/web/components/ui/badge'
import { useResearchAutomation } from '../api/get-research-automation'
import { workflowsCopy } from '../lib/copy'
import { formatDateTime } from '../lib/format'
import { runCounts, runStatusLabels, runStatusTones, runTimestamp, runTriggerLabels } from '../lib/research-run'
import { IconTerm } from './icon-term'
import { LoadError, LoadingBlocks } from './load-states'

/** The weekly research workflow as the server runs it: its schedule, next run and last run (operator only). */
export function AutomationStatus() {
  const automation = useResearchAutomation()

  if (automation.isPending) return <LoadingBlocks label="Loading the research workflow status…" count={2} className="grid gap-3 md:grid-cols-2" blockClassName="h-40" />
  if (automation.isError) {
    return <LoadError title={workflowsCopy.automationFailed} error={automation.error} onRetry={() => void automation.refetch()} retrying={automation.isFetching} />
  }

  const { scheduleDescription, schedule, location, nextRunAt, lastRun } = automation.data
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div className="rounded-xl border border-border bg-card p-5 shadow-sm">
        <h3 className="font-semibold text-ink-900">Schedule</h3>
        <dl className="mt-3 space-y-3 text-small">
          <Item icon={CalendarClock} label="Runs">
            {scheduleDescription} <code className="text-xs text-ink-700 wrap-anywhere">({schedule})</code>
          </Item>
          <Item icon={MapPin} label="Researches">
            {location}, every industry
          </Item>
          <Item icon={Timer} label="Next run">
            {nextRunAt ? <time dateTime={nextRunAt}>{formatDateTime(nextRunAt)}</time> : 'Not scheduled: the schedule is not one the queue can run'}
          </Item>
        </dl>
      </div>
      <div className="rounded-xl border border-border bg-card p-5 shadow-sm">
        <h3 className="font-semibold text-ink-900">Last run</h3>
        {lastRun ? <LastRun run={lastRun} /> : <p className="mt-3 text-small text-ink-700">No research run yet. Trigger one now, or wait for the schedule.</p>}
      </div>
    </div>
  )
}

function LastRun({ run }: { run: ResearchRun }) {
  const when = runTimestamp(run)
  return (
    <div className="mt-3 space-y-3 text-small">
      <p aria-live="polite" className="flex flex-wrap items-center gap-2">
        <Badge variant={runStatusTones[run.status]} data-run-status={run.status}>
          {runStatusLabels[run.status]}
        </Badge>
        <span className="text-ink-700">{runTriggerLabels[run.trigger]}</span>
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-ink-700">{when.label}</dt>
        <dd className="text-ink-900">
          <time dateTime={when.value}>{formatDateTime(when.value)}</time>
        </dd>
        <dt className="text-ink-700">Searched</dt>
        <dd className="text-ink-900">
          {run.location}, {run.industry === 'All' ? 'every industry' : run.industry}
        </dd>
        <dt className="text-ink-700">Source</dt>
        <dd className="text-ink-900">{run.source ?? 'Not known yet'}</dd>
      </dl>
      <dl data-run-counts="" className="grid grid-cols-3 gap-2">
        {runCounts(run).map(({ label, value }) => (
          <div key={label} className="rounded-lg bg-ink-50 px-3 py-2 text-center">
            <dt className="text-xs text-ink-700">{label}</dt>
            <dd className="text-lg font-semibold text-ink-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {run.error && (
        <p role="alert" className="flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="break-words">{run.error}</span>
        </p>
      )}
    </div>
  )
}

function Item({ icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div>
      <IconTerm icon={icon} className="text-xs">
        {label}
      </IconTerm>
      <dd className="pl-6 text-ink-900">{children}</dd>
    </div>
  )
}
