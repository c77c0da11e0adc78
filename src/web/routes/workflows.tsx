import { OperatorLayout } from '@/web/components/layout/page-layout'
import { WorkflowsPage } from '@/web/features/workflows/components/workflows-page'

export default function WorkflowsRoute() {
  return (
    <OperatorLayout>
      <WorkflowsPage />
    </OperatorLayout>
  )
}
