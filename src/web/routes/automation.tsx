import { MarketingLayout } from '@/web/components/layout/page-layout'
import { AutomationDashboard } from '@/web/features/automation/components/automation-dashboard'

export default function AutomationRoute() {
  return (
    <MarketingLayout mainClassName="bg-ink-50">
      <AutomationDashboard />
    </MarketingLayout>
  )
}
