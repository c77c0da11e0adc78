import { initAnalytics } from '@/web/lib/analytics'
import { hydrateIslands } from '@/web/lib/hydrate-islands'

/** The page's code when it is loaded as a page: its islands (app/islands/entries.ts, decision 049). */
hydrateIslands({
  'restaurant-live-demo': () => import('@/web/features/restaurant-demo/components/live-demo-panel').then((module) => module.LiveDemoPanelIsland),
  'restaurant-operations': () => import('@/web/features/restaurant-demo/components/restaurant-demo').then((module) => module.OperationsTabsIsland),
  'restaurant-roi-calculator': () => import('@/web/features/restaurant-demo/components/roi-calculator').then((module) => module.RoiCalculatorIsland),
})
initAnalytics()
