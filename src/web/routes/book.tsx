import { callMinutes } from '@/shared/booking'
import { paths } from '@/shared/paths'
import { CheckList } from '@/web/components/content/check-list'
import { MarketingLayout } from '@/web/components/layout/page-layout'
import { Card, CardContent } from '@/web/components/ui/card'
import { BookingContact } from '@/web/features/booking/components/booking-contact'
import { BookingFormIsland } from '@/web/features/booking/components/booking-form'
import { BookingNextSteps } from '@/web/features/booking/components/booking-next-steps'

const topics = ['How your leads are answered and followed up today', 'Your top automation opportunities', 'Honest costs, timeline and payback']

export default function BookRoute() {
  return (
    <MarketingLayout mainClassName="bg-gradient-to-b from-brand-50 via-background to-background">
      <div className="container max-w-6xl space-y-10 py-12 sm:py-16">
        <header className="mx-auto max-w-3xl text-center">
          <p className="mb-3 inline-flex rounded-full bg-accent-50 px-3 py-1 text-small font-medium text-accent-800">
            Free · {callMinutes} minutes · No obligation
          </p>
          <h1 className="text-h1 text-ink-900">{paths.book.title}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lead text-muted-foreground">
            Pick a time for a free {callMinutes}-minute consultation. We look at your business with you and show where AI can answer your
            leads, book your jobs and follow up for you.
          </p>
          <CheckList points={topics} className="mx-auto mt-6 flex w-fit flex-col gap-2 text-left sm:w-auto sm:flex-row sm:flex-wrap sm:justify-center sm:gap-x-6" />
        </header>
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          {/* The card is the page's HTML; only the form inside is the island (nothing in it merges classes as it hydrates, decision 053). */}
          <Card className="gap-0 py-0 shadow-lg">
            <CardContent className="px-4 py-6 sm:px-8 sm:py-8">
              <BookingFormIsland />
              <p className="mt-4 text-center text-small text-muted-foreground">Free, no obligation. We never share your details.</p>
            </CardContent>
          </Card>
          <aside className="space-y-6" aria-label="About the call">
            <BookingNextSteps />
            <BookingContact />
          </aside>
        </div>
      </div>
    </MarketingLayout>
  )
}
