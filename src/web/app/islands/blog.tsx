import { initAnalytics } from '@/web/lib/analytics'
import { hydrateIslands } from '@/web/lib/hydrate-islands'

/** The page's code when it is loaded as a page: its islands (app/islands/entries.ts, decision 049). */
hydrateIslands({
  'blog-index': () => import('@/web/features/blog/components/blog-index').then((module) => module.BlogIndexIsland),
})
initAnalytics()
