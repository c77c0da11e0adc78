import { MarketingLayout } from '@/web/components/layout/page-layout'
import { RestaurantOutreach } from '@/web/features/restaurant-outreach/components/restaurant-outreach'

export default function RestaurantOutreachRoute() {
  return (
    <MarketingLayout>
      <RestaurantOutreach />
    </MarketingLayout>
  )
}
