import { followHashSections } from '@/web/features/home/lib/land-on-hash-section'
import { initAnalytics } from '@/web/lib/analytics'
import { hydrateIslands } from '@/web/lib/hydrate-islands'

/**
 * The home page's code when it is loaded as a page (decision 033): the prerendered HTML stays as
 * it is and only its interactive parts hydrate, each alone, with no router. Its links are plain
 * links, the FAQ is `<details>` and the mobile menu a popover, so they work before this arrives.
 * A client-side visit from another page renders the whole page instead (routes/home.tsx).
 */
const islandCode = () => import('../home-island-code')
hydrateIslands({
  'home-nav': () => islandCode().then((module) => module.HomeNavIsland),
  'roi-calculator': () => islandCode().then((module) => module.RoiCalculatorIsland),
  chat: () => islandCode().then((module) => module.ChatWidgetIsland),
})
followHashSections()
initAnalytics()
