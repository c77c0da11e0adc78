import { SiteFooter } from '@/web/components/layout/site-footer'
import { SiteHeader } from '@/web/components/layout/site-header'
import { PageMeta } from '@/web/components/layout/page-meta'
import { ClientFormDemo } from '@/web/features/client-form-demo/components/client-form-demo'

export default function ClientFormDemoRoute() {
  return (
    <>
      <PageMeta page="clientFormDemo" />
      <SiteHeader />
      <main>
        <ClientFormDemo />
      </main>
      <SiteFooter />
    </>
  )
}
