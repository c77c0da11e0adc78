import { ArrowLeft, LoaderCircle, Play, ScrollText } from 'lucide-react'
import { paths } from '@/shared/paths'
import { ButtonLink } from '@/web/components/button-link'
import { PageHeader } from '@/web/components/page-header'
import { Button } from '@/web/components/ui/button'
import { useRunTestWithLogs } from '../api/run-test-with-logs'
import { DashboardCard } from './dashboard-card'
import { SandboxNote, testResultRows } from './full-test-result'
import { LiveBadge } from './live-badge'
import { LogEntryItem } from './log-entry'
import { ResultPanel } from './result-panel'

export function AutomationLogs() {
  const run = useRunTestWithLogs()
  const data = run.data
  const failed = run.isError || data?.success === false
  const logs = data?.logs ?? []

  return (
    <div className="container max-w-5xl space-y-8 py-10 sm:py-12">
      <ButtonLink to={paths.automation.path} icon={ArrowLeft} variant="ghost" className="-ml-3">
        Back to Dashboard
      </ButtonLink>

      <PageHeader
        title="Live Automation Logs"
        badge={<LiveBadge live={run.isPending} idleLabel="IDLE" />}
        description="Run the full pipeline on a sample lead and follow every step: capture, scoring, reply, CRM, tasks and follow-ups."
        leadDescription
        actions={
          <Button size="lg" className="w-full sm:w-auto" disabled={run.isPending} aria-busy={run.isPending || undefined} onClick={() => run.mutate()}>
            {run.isPending ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : <Play aria-hidden="true" />}
            Run Full Test with Live Logs
          </Button>
        }
      />

      <div aria-live="polite" className="space-y-4">
        {failed && <ResultPanel tone="failure" heading="Test Failed" message="Test failed" headingLevel="h2" />}
        {data && !failed && (
          <ResultPanel tone="success" heading="Test results" headingLevel="h2" rows={testResultRows(data.testResults).filter((row) => row.label !== 'Processing time')}>
            {data.mode === 'sandbox' && <SandboxNote />}
          </ResultPanel>
        )}
      </div>

      <DashboardCard
        icon={ScrollText}
        title="Automation log"
        description={logs.length > 0 ? `${logs.length} entries from the latest run` : 'Entries appear here as the pipeline runs.'}
        className="gap-0 overflow-hidden py-0"
        headerClassName="border-b py-4 [.border-b]:pb-4"
        contentClassName="px-0"
      >
        {logs.length === 0 ? (
          <p className="px-6 py-12 text-center text-muted-foreground">
            {run.isPending ? 'Running the pipeline…' : 'No automation logs yet.'}
          </p>
        ) : (
          // Relative: the entries' screen-reader-only texts are positioned; without a positioned
          // scroll box they escape its clipping and stretch the page below the footer.
          <div role="region" aria-label="Log entries" tabIndex={0} className="relative max-h-[36rem] overflow-y-auto">
            <ol className="divide-y divide-border">
              {logs.map((entry) => (
                <LogEntryItem key={entry.id} entry={entry} />
              ))}
            </ol>
          </div>
        )}
      </DashboardCard>
    </div>
  )
}
