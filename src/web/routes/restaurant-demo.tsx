import { MarketingLayout } from '@/web/components/layout/page-layout'
import { RestaurantDemo } from '@/web/features/restaurant-demo/components/restaurant-demo'

export default function RestaurantDemoRoute() {
  return (
    <MarketingLayout>
      <RestaurantDemo />
    </MarketingLayout>
  )
}
