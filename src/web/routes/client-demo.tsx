import { MarketingLayout } from '@/web/components/layout/page-layout'
import { ClientDemo } from '@/web/features/client-demo/components/client-demo'

export default function ClientDemoRoute() {
  return (
    <MarketingLayout>
      <ClientDemo />
    </MarketingLayout>
  )
}
