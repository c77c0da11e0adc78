import { Suspense, useEffect } from 'react'
import { Link, useLocation } from 'react-router'
import { RouterLinkProvider } from '@/web/components/app-link'
import { AppErrorBoundary } from './error-boundary'
import { LazyToaster } from '@/web/components/lazy-toaster'
import { AppRoutes } from './routes'

/**
 * The whole app, without its router: the browser wraps it in BrowserRouter (main.tsx), the
 * prerenderer in StaticRouter (entry-server.tsx).
 */
export function App() {
  const { pathname } = useLocation()
  return (
    <RouterLinkProvider value={Link}>
      <ScrollToTopOnNavigation />
      <AppErrorBoundary resetKey={pathname}>
        {/* While a page's code loads after a navigation, the previous page stays on screen
            (React Router navigates in a transition); on first load the server's HTML stays. */}
        <Suspense fallback={<PageLoading />}>
          <AppRoutes />
        </Suspense>
      </AppErrorBoundary>
      <LazyToaster />
    </RouterLinkProvider>
  )
}

/** A new page starts at its top, unless the link points into it (#section). */
function ScrollToTopOnNavigation() {
  const { pathname, hash } = useLocation()
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0)
  }, [pathname, hash])
  return null
}

export function PageLoading() {
  return (
    <div role="status" aria-label="Loading" className="flex min-h-screen items-center justify-center">
      <span className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700" />
    </div>
  )
}
