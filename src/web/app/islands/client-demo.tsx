import { initAnalytics } from '@/web/lib/analytics'
import { hydrateIslands } from '@/web/lib/hydrate-islands'

const demoCode = () => import('@/web/features/client-demo/components/client-demo')

/** The page's code when it is loaded as a page: its islands (app/islands/entries.ts, decision 049). */
hydrateIslands({
  'client-demo-controls': () => demoCode().then((module) => module.ClientDemoControlsIsland),
  'client-demo-overview': () => demoCode().then((module) => module.ClientDemoOverviewIsland),
  'client-demo-views': () => demoCode().then((module) => module.ClientDemoViewsIsland),
})
initAnalytics()
