import { initAnalytics } from '@/web/lib/analytics'
import { hydrateIslands } from '@/web/lib/hydrate-islands'

const demoCode = () => import('@/web/features/automation-demo/components/live-demo')

/** The page's code when it is loaded as a page: its islands (app/islands/entries.ts, decision 049). */
hydrateIslands({
  'automation-demo-controls': () => demoCode().then((module) => module.DemoControlsIsland),
  'automation-demo-progress': () => demoCode().then((module) => module.DemoProgressIsland),
})
initAnalytics()
