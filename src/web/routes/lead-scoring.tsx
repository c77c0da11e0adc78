import { MarketingLayout } from '@/web/components/layout/page-layout'
import { LeadScoringPage } from '@/web/features/lead-scoring/components/lead-scoring-page'

export default function LeadScoringRoute() {
  return (
    <MarketingLayout>
      <LeadScoringPage />
    </MarketingLayout>
  )
}
