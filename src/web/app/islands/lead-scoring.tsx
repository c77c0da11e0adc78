import { initAnalytics } from '@/web/lib/analytics'
import { pageContentIsLive } from '@/web/lib/held-input'

/**
 * The page has no island: it is all the server's HTML, so its code is analytics alone, without
 * React (app/islands/entries.ts, decision 049).
 */
pageContentIsLive()
initAnalytics()
