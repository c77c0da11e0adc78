import { LiveDemoPanelIsland } from '@/web/features/restaurant-demo/components/live-demo-panel'
import { OperationsTabsIsland } from '@/web/features/restaurant-demo/components/restaurant-demo'
import { RoiCalculatorIsland } from '@/web/features/restaurant-demo/components/roi-calculator'
import { initAnalytics } from '@/web/lib/analytics'
import { hydrateIslands } from '@/web/lib/hydrate-islands'

/** The page's code when it is loaded as a page: its islands (app/islands/entries.ts, decision 049). */
hydrateIslands([LiveDemoPanelIsland, OperationsTabsIsland, RoiCalculatorIsland])
initAnalytics()
