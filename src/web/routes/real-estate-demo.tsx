import { MarketingLayout } from '@/web/components/layout/page-layout'
import { RealEstateDemo } from '@/web/features/real-estate-demo/components/real-estate-demo'

export default function RealEstateDemoRoute() {
  return (
    <MarketingLayout>
      <RealEstateDemo />
    </MarketingLayout>
  )
}
