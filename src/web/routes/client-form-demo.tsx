import { MarketingLayout } from '@/web/components/layout/page-layout'
import { ClientFormDemo } from '@/web/features/client-form-demo/components/client-form-demo'

export default function ClientFormDemoRoute() {
  return (
    <MarketingLayout>
      <ClientFormDemo />
    </MarketingLayout>
  )
}
