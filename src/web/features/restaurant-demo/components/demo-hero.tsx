import { UtensilsCrossed } from 'lucide-react'
import type { Clock } from '@/web/lib/clock'
import { sampleRestaurant } from '../data/restaurant'
import { LiveDemoPanel } from './live-demo-panel'

export function DemoHero({ clock }: { clock?: Clock }) {
  return (
    <section aria-labelledby="restaurant-demo-title" className="border-b border-border bg-gradient-to-b from-brand-50 via-background to-background">
      <div className="container grid items-center gap-8 py-12 sm:py-16 lg:grid-cols-[1fr_26rem]">
        <div>
          <p className="mb-4 inline-flex items-center gap-1.5 rounded-full bg-brand-100 px-3 py-1 text-small font-medium text-brand-800">
            <UtensilsCrossed aria-hidden="true" className="size-4" />
            Interactive demo · Restaurants
          </p>
          <h1 id="restaurant-demo-title" className="text-h1 text-ink-900">
            A restaurant that answers every guest, even on a Friday rush
          </h1>
          <p className="mt-4 max-w-2xl text-lead text-muted-foreground">
            This is {sampleRestaurant.name} in {sampleRestaurant.city}, run with our AI: reservations confirmed, reviews
            answered and orders tracked automatically. Explore the tabs, then work out your own savings below.
          </p>
        </div>
        <LiveDemoPanel clock={clock} />
      </div>
    </section>
  )
}
