import { initAnalytics } from '@/web/lib/analytics'
import { hydrateIslands } from '@/web/lib/hydrate-islands'

/** The page's code when it is loaded as a page: its islands (app/islands/entries.ts, decision 049). */
hydrateIslands({
  'real-estate-workspace': () => import('@/web/features/real-estate-demo/components/real-estate-demo').then((module) => module.RealEstateWorkspaceIsland),
})
initAnalytics()
