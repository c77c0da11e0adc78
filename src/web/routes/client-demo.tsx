import { MarketingLayout } from '@/web/components/layout/page-layout'
import { ClientDemoIsland } from '@/web/features/client-demo/components/client-demo'

export default function ClientDemoRoute() {
  return (
    <MarketingLayout>
      <ClientDemoIsland />
    </MarketingLayout>
  )
}
