import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react'
import { Route, Routes } from 'react-router'
import { paths, type PathKey } from '@/shared/paths'
import { loadWithReloadOnce } from '@/web/lib/chunk-reload'
import { PageKeyContext } from '@/web/lib/page-key'
import { pageContentIsLive } from '@/web/lib/held-input'
import { interactiveAttribute } from '@/web/lib/page-markers'

type PageModule = { default: ComponentType }
type PageEntry = { load: () => Promise<PageModule>; usesApi?: true }

/**
 * Every path of the route table (src/shared/paths.ts) mapped to its page. Each page is its own
 * chunk; pages that call the API also load the query client (see QueryProvider).
 */
const pageEntries: Record<PathKey, PageEntry> = {
  home: { load: () => import('@/web/routes/home') },
  blog: { load: () => import('@/web/routes/blog') },
  realEstateDemo: { load: () => import('@/web/routes/real-estate-demo') },
  restaurantDemo: { load: () => import('@/web/routes/restaurant-demo') },
  restaurantOutreach: { load: () => import('@/web/routes/restaurant-outreach') },
  clientDemo: { load: () => import('@/web/routes/client-demo') },
  automation: { load: () => import('@/web/routes/automation'), usesApi: true },
  automationLogs: { load: () => import('@/web/routes/automation-logs'), usesApi: true },
  automationDemo: { load: () => import('@/web/routes/automation-demo'), usesApi: true },
  clientFormDemo: { load: () => import('@/web/routes/client-form-demo'), usesApi: true },
  leadScoring: { load: () => import('@/web/routes/lead-scoring') },
  admin: { load: () => import('@/web/routes/admin'), usesApi: true },
  workflows: { load: () => import('@/web/routes/workflows'), usesApi: true },
  assessment: { load: () => import('@/web/routes/assessment'), usesApi: true },
  assessmentThankYou: { load: () => import('@/web/routes/assessment-thank-you') },
  book: { load: () => import('@/web/routes/book') },
}

/** A page's code (with the query client when it calls the API); after a deploy, see lib/chunk-reload.ts. */
function loadPage(entry: PageEntry): Promise<PageModule> {
  return loadWithReloadOnce(() => loadPageCode(entry))
}

async function loadPageCode({ load, usesApi }: PageEntry): Promise<PageModule> {
  if (!usesApi) return load()
  const [{ default: Page }, { QueryProvider }] = await Promise.all([load(), import('./query-provider')])
  return {
    default: function PageWithApi() {
      return (
        <QueryProvider>
          <Page />
        </QueryProvider>
      )
    },
  }
}

/**
 * Marks the page live (<html data-interactive>, lib/held-input.ts) once its code has hydrated,
 * so tooling can tell a prerendered page from a live one (boot.ts, the browser tests: a click on
 * prerendered HTML does nothing) and what the visitor did meanwhile is acted on. Rendered beside
 * the lazy page, in its Suspense boundary: the boundary commits, and this effect runs, only once
 * the page's code has arrived and hydrated. (A public page loaded as a page hydrates its islands
 * without the route list; lib/hydrate-islands.ts marks it.)
 */
function MarkPageInteractive() {
  useEffect(() => {
    pageContentIsLive()
    return () => document.documentElement.removeAttribute(interactiveAttribute)
  }, [])
  return null
}

const pages = Object.fromEntries(
  (Object.keys(pageEntries) as PathKey[]).map((key) => [key, lazy(() => loadPage(pageEntries[key]))]),
) as Record<PathKey, LazyExoticComponent<ComponentType>>

// Rarely needed, so not part of every page's first download.
const NotFoundPage = lazy(() => import('./not-found').then((module) => ({ default: module.NotFoundPage })))

export function AppRoutes() {
  return (
    <Routes>
      {(Object.keys(pages) as PathKey[]).map((key) => {
        const Page = pages[key]
        return (
          <Route
            key={key}
            path={paths[key].path}
            element={
              <PageKeyContext.Provider value={key}>
                <Page />
                <MarkPageInteractive />
              </PageKeyContext.Provider>
            }
          />
        )
      })}
      <Route
        path="*"
        element={
          <>
            <NotFoundPage />
            <MarkPageInteractive />
          </>
        }
      />
    </Routes>
  )
}
