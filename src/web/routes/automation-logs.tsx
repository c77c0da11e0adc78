import { SiteFooter } from '@/web/components/layout/site-footer'
import { SiteHeader } from '@/web/components/layout/site-header'
import { PageMeta } from '@/web/components/layout/page-meta'
import { AutomationLogs } from '@/web/features/automation/components/automation-logs'

export default function AutomationLogsRoute() {
  return (
    <>
      <PageMeta page="automationLogs" />
      <SiteHeader />
      <main className="bg-ink-50">
        <AutomationLogs />
      </main>
      <SiteFooter />
    </>
  )
}
