import { SiteFooter } from '@/web/components/layout/site-footer'
import { SiteHeader } from '@/web/components/layout/site-header'
import { PageMeta } from '@/web/components/layout/page-meta'
import { AutomationDashboard } from '@/web/features/automation/components/automation-dashboard'

export default function AutomationRoute() {
  return (
    <>
      <PageMeta page="automation" />
      <SiteHeader />
      <main className="bg-ink-50">
        <AutomationDashboard />
      </main>
      <SiteFooter />
    </>
  )
}
