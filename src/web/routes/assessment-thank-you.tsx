import { SiteFooter } from '@/web/components/layout/site-footer'
import { SiteHeader } from '@/web/components/layout/site-header'
import { PageMeta } from '@/web/components/layout/page-meta'
import { ThankYou } from '@/web/features/assessment/components/thank-you'

export default function AssessmentThankYouRoute() {
  return (
    <>
      <PageMeta page="assessmentThankYou" />
      <SiteHeader />
      <main className="bg-gradient-to-b from-accent-50 via-background to-background">
        <div className="container max-w-5xl py-12 sm:py-16">
          <ThankYou />
        </div>
      </main>
      <SiteFooter />
    </>
  )
}
