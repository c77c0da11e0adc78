import { CalendarCheck, LayoutDashboard, ShoppingBag, Star } from 'lucide-react'
import { island } from '@/web/components/island'
import { TabbedSection } from '@/web/components/tabbed-section'
import { TabsContent } from '@/web/components/ui/tabs'
import type { Clock } from '@/web/lib/clock'
import { DemoHero } from './demo-hero'
import { MetricCards } from './metric-cards'
import { OrdersTab } from './orders-tab'
import { OverviewTab } from './overview-tab'
import { ReservationsTab } from './reservations-tab'
import { ReviewsTab } from './reviews-tab'
import { RoiCalculatorIsland } from './roi-calculator'

/** The operations tabs, each with the panel it opens. */
const tabs = [
  { value: 'overview', label: 'Overview', icon: LayoutDashboard, Panel: OverviewTab },
  { value: 'reservations', label: 'Reservations', icon: CalendarCheck, Panel: ReservationsTab },
  { value: 'reviews', label: 'Reviews', icon: Star, Panel: ReviewsTab },
  { value: 'orders', label: 'Orders', icon: ShoppingBag, Panel: OrdersTab },
] as const

/** The operations tabs (overview, reservations, reviews, orders). */
function OperationsTabs() {
  return (
    <TabbedSection
      id="restaurant-operations"
      label="Restaurant operations"
      tabs={tabs}
      defaultValue="overview"
      listClassName="grid h-auto w-full grid-cols-2 sm:w-fit sm:grid-cols-4"
    >
      {tabs.map(({ value, Panel }) => (
        <TabsContent key={value} value={value}>
          <Panel />
        </TabsContent>
      ))}
    </TabbedSection>
  )
}
export const OperationsTabsIsland = island('restaurant-operations', OperationsTabs)

/** The page's islands (decision 049): the live demo in the hero, the operations tabs and the ROI calculator; the rest is HTML. */
export function RestaurantDemo({ clock }: { clock?: Clock }) {
  return (
    <>
      <DemoHero clock={clock} />
      <div className="container grid gap-10 py-10 sm:py-12">
        <MetricCards />
        <OperationsTabsIsland />
        <RoiCalculatorIsland />
      </div>
    </>
  )
}
