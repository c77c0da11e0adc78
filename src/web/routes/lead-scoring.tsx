import { SiteFooter } from '@/web/components/layout/site-footer'
import { SiteHeader } from '@/web/components/layout/site-header'
import { PageMeta } from '@/web/components/layout/page-meta'
import { LeadScoringPage } from '@/web/features/lead-scoring/components/lead-scoring-page'

export default function LeadScoringRoute() {
  return (
    <>
      <PageMeta page="leadScoring" />
      <SiteHeader />
      <main>
        <LeadScoringPage />
      </main>
      <SiteFooter />
    </>
  )
}
