import { SiteFooter } from '@/web/components/layout/site-footer'
import { SiteHeader } from '@/web/components/layout/site-header'
import { PageMeta } from '@/web/components/layout/page-meta'
import { WorkflowsPage } from '@/web/features/workflows/components/workflows-page'

export default function WorkflowsRoute() {
  return (
    <>
      <PageMeta page="workflows" />
      <SiteHeader />
      <main className="min-h-[calc(100dvh-4rem)] bg-ink-50">
        <WorkflowsPage />
      </main>
      <SiteFooter />
    </>
  )
}
