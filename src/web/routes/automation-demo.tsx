import { MarketingLayout } from '@/web/components/layout/page-layout'
import { LiveDemo } from '@/web/features/automation-demo/components/live-demo'

export default function AutomationDemoRoute() {
  return (
    <MarketingLayout>
      <LiveDemo />
    </MarketingLayout>
  )
}
