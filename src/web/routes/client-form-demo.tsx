import { MarketingLayout } from '@/web/components/layout/page-layout'
import { ClientFormDemoPage } from '@/web/features/client-form-demo/components/client-form-demo'

export default function ClientFormDemoRoute() {
  return (
    <MarketingLayout>
      <ClientFormDemoPage />
    </MarketingLayout>
  )
}
