import { SiteHeader } from '@/web/components/layout/site-header'
import { PageMeta } from '@/web/components/layout/page-meta'
import { AdminPage } from '@/web/features/admin/components/admin-page'

export default function AdminRoute() {
  return (
    <>
      <PageMeta page="admin" />
      <SiteHeader />
      <main className="min-h-[calc(100dvh-4rem)] bg-ink-50">
        <AdminPage />
      </main>
    </>
  )
}
