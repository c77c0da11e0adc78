import { MarketingLayout } from '@/web/components/layout/page-layout'
import { AutomationLogs } from '@/web/features/automation/components/automation-logs'

export default function AutomationLogsRoute() {
  return (
    <MarketingLayout mainClassName="bg-ink-50">
      <AutomationLogs />
    </MarketingLayout>
  )
}
