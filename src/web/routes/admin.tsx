import { OperatorLayout } from '@/web/components/layout/page-layout'
import { AdminPage } from '@/web/features/admin/components/admin-page'

export default function AdminRoute() {
  return (
    <OperatorLayout>
      <AdminPage />
    </OperatorLayout>
  )
}
