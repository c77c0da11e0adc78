import { initAnalytics } from '@/web/lib/analytics'
import { hydrateIslands } from '@/web/lib/hydrate-islands'

/** The page's code when it is loaded as a page: its islands (app/islands/entries.ts, decision 049). */
hydrateIslands({
  'client-form-demo': () => import('@/web/features/client-form-demo/components/client-form-demo').then((module) => module.ClientFormDemoIsland),
})
initAnalytics()
