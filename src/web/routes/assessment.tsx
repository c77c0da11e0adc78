import { MarketingLayout } from '@/web/components/layout/page-layout'
import { AssessmentBenefits } from '@/web/features/assessment/components/assessment-benefits'
import { AssessmentFormIsland } from '@/web/features/assessment/components/assessment-form'

export default function AssessmentRoute() {
  return (
    <MarketingLayout mainClassName="bg-gradient-to-b from-brand-50 via-background to-background">
      <div className="container max-w-4xl space-y-10 py-12 sm:py-16">
        <header className="text-center">
          <p className="mb-3 inline-flex rounded-full bg-accent-50 px-3 py-1 text-small font-medium text-accent-800">
            Free · No obligation · Under 2 minutes
          </p>
          <h1 className="text-h1 text-ink-900">Get Your Free AI Business Assessment</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lead text-muted-foreground">
            Answer a few quick questions in under 2 minutes. We will show you where AI can answer your leads, book your
            jobs and follow up for you, with a personalized report in your inbox within 24 hours.
          </p>
        </header>
        <AssessmentBenefits />
        <AssessmentFormIsland />
      </div>
    </MarketingLayout>
  )
}
