import { Link } from 'react-router'
import { ScrollText } from 'lucide-react'
import { paths } from '@/shared/paths'
import { Button } from '@/web/components/ui/button'
import { Skeleton } from '@/web/components/ui/skeleton'
import { useAutomationStatus } from '../api/get-automation-status'
import { isLive } from '../lib/status'
import { ConnectionIssue, DashboardSkeleton } from './dashboard-states'
import { CompletionBanner, HowItWorks } from './how-it-works'
import { LiveBadge } from './live-badge'
import { FeatureTiles, LiveFeatures, ProviderList } from './status-overview'
import { TestAndMonitor } from './test-and-monitor'

export function AutomationDashboard() {
  const status = useAutomationStatus()

  return (
    <div className="container space-y-8 py-10 sm:py-12">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-h1 text-ink-900">Automation Dashboard</h1>
            {status.isPending ? <Skeleton className="h-8 w-20 rounded-full" /> : <LiveBadge live={isLive(status.data)} idleLabel="OFFLINE" />}
          </div>
          <p className="mt-2 max-w-2xl text-lead text-muted-foreground">
            Lead processing, e-mail automation, task generation and lead scoring at a glance, with tests for every
            connected service.
          </p>
        </div>
        <Button asChild variant="outline" className="w-full sm:w-auto">
          <Link to={paths.automationLogs.path}>
            <ScrollText aria-hidden="true" />
            View Live Logs
          </Link>
        </Button>
      </header>

      {status.isPending ? (
        <DashboardSkeleton />
      ) : !status.data ? (
        <ConnectionIssue />
      ) : (
        <>
          <FeatureTiles status={status.data} />
          <div className="grid items-start gap-6 lg:grid-cols-[1fr_1.4fr]">
            <div className="grid gap-6">
              <LiveFeatures status={status.data} />
              <ProviderList status={status.data} />
            </div>
            <TestAndMonitor />
          </div>
          <HowItWorks status={status.data} />
          <CompletionBanner status={status.data} />
        </>
      )}
    </div>
  )
}
