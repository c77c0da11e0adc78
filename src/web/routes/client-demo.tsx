import { SiteFooter } from '@/web/components/layout/site-footer'
import { SiteHeader } from '@/web/components/layout/site-header'
import { PageMeta } from '@/web/components/layout/page-meta'
import { ClientDemo } from '@/web/features/client-demo/components/client-demo'

export default function ClientDemoRoute() {
  return (
    <>
      <PageMeta page="clientDemo" />
      <SiteHeader />
      <main>
        <ClientDemo />
      </main>
      <SiteFooter />
    </>
  )
}
