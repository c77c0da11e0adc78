import { SiteFooter } from '@/web/components/layout/site-footer'
import { SiteHeader } from '@/web/components/layout/site-header'
import { PageMeta } from '@/web/components/layout/page-meta'
import { RestaurantOutreach } from '@/web/features/restaurant-outreach/components/restaurant-outreach'

export default function RestaurantOutreachRoute() {
  return (
    <>
      <PageMeta page="restaurantOutreach" />
      <SiteHeader />
      <main>
        <RestaurantOutreach />
      </main>
      <SiteFooter />
    </>
  )
}
