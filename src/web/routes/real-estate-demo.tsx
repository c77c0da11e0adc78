import { SiteFooter } from '@/web/components/layout/site-footer'
import { SiteHeader } from '@/web/components/layout/site-header'
import { PageMeta } from '@/web/components/layout/page-meta'
import { RealEstateDemo } from '@/web/features/real-estate-demo/components/real-estate-demo'

export default function RealEstateDemoRoute() {
  return (
    <>
      <PageMeta page="realEstateDemo" />
      <SiteHeader />
      <main>
        <RealEstateDemo />
      </main>
      <SiteFooter />
    </>
  )
}
