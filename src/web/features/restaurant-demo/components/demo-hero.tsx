import { UtensilsCrossed } from 'lucide-react'
import { LiveDemoHero } from '@/web/components/live-demo-hero'
import type { Clock } from '@/web/lib/clock'
import { sampleRestaurant } from '../data/restaurant'
import { LiveDemoPanelIsland } from './live-demo-panel'

export function DemoHero({ clock }: { clock?: Clock }) {
  return (
    <LiveDemoHero
      titleId="restaurant-demo-title"
      eyebrow="Interactive demo · Restaurants"
      eyebrowIcon={UtensilsCrossed}
      title="A restaurant that answers every guest, even on a Friday rush"
      lead={
        <>
          This is {sampleRestaurant.name} in {sampleRestaurant.city}, run with our AI: reservations confirmed, reviews answered
          and orders tracked automatically. Explore the tabs, then work out your own savings below.
        </>
      }
      className="lg:grid-cols-[1fr_26rem]"
    >
      <LiveDemoPanelIsland clock={clock} />
    </LiveDemoHero>
  )
}
