import { SiteFooter } from '@/web/components/layout/site-footer'
import { SiteHeader } from '@/web/components/layout/site-header'
import { PageMeta } from '@/web/components/layout/page-meta'
import { LiveDemo } from '@/web/features/automation-demo/components/live-demo'

export default function AutomationDemoRoute() {
  return (
    <>
      <PageMeta page="automationDemo" />
      <SiteHeader />
      <main>
        <LiveDemo />
      </main>
      <SiteFooter />
    </>
  )
}
