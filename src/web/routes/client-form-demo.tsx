import { MarketingLayout } from '@/web/components/layout/page-layout'
import { ClientFormDemoIsland } from '@/web/features/client-form-demo/components/client-form-demo'

export default function ClientFormDemoRoute() {
  return (
    <MarketingLayout>
      <ClientFormDemoIsland />
    </MarketingLayout>
  )
}
