import { ScrollText } from 'lucide-react'
import { paths } from '@/shared/paths'
import { ButtonLink } from '@/web/components/button-link'
import { PageHeader } from '@/web/components/page-header'
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
      <PageHeader
        title="Automation Dashboard"
        badge={status.isPending ? <Skeleton className="h-8 w-20 rounded-full" /> : <LiveBadge live={isLive(status.data)} idleLabel="OFFLINE" />}
        description="Lead processing, e-mail automation, task generation and lead scoring at a glance, with tests for every connected service."
        leadDescription
        actions={
          <ButtonLink to={paths.automationLogs.path} icon={ScrollText} variant="outline" className="w-full sm:w-auto">
            View Live Logs
          </ButtonLink>
        }
      />

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
