import { SiteFooter } from '@/web/components/layout/site-footer'
import { SiteHeader } from '@/web/components/layout/site-header'
import { PageMeta } from '@/web/components/layout/page-meta'
import { RestaurantDemo } from '@/web/features/restaurant-demo/components/restaurant-demo'

export default function RestaurantDemoRoute() {
  return (
    <>
      <PageMeta page="restaurantDemo" />
      <SiteHeader />
      <main>
        <RestaurantDemo />
      </main>
      <SiteFooter />
    </>
  )
}
