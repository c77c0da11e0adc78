import { MarketingLayout } from '@/web/components/layout/page-layout'
import { ThankYou } from '@/web/features/assessment/components/thank-you'

export default function AssessmentThankYouRoute() {
  return (
    <MarketingLayout mainClassName="bg-gradient-to-b from-accent-50 via-background to-background">
      <div className="container max-w-5xl py-12 sm:py-16">
        <ThankYou />
      </div>
    </MarketingLayout>
  )
}
