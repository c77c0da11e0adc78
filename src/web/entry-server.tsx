import { StrictMode, type ComponentType, type ReactNode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { StaticRouter } from 'react-router'
import { IslandCollector, islandIdPrefix } from './components/island'
import { islandAttribute } from './lib/page-markers'
import { App } from './app/app'

/**
 * Renders one page to HTML at build time (scripts/build.ts). `prerender` waits for every lazy
 * page and Suspense boundary, so the HTML is complete; the browser then hydrates its islands
 * (components/island.tsx). The page is rendered with its islands empty, then each island alone,
 * with no router and its own id prefix, exactly as the browser's root of it renders.
 */
export async function renderPage(url: string): Promise<string> {
  const islands = new Map<string, ComponentType>()
  let html = await renderToHtml(
    url,
    <IslandCollector.Provider value={islands}>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </IslandCollector.Provider>,
  )
  for (const [name, Component] of islands) {
    const placeholder = new RegExp(`(<div ${islandAttribute}="${name}"[^>]*>)(</div>)`)
    const matches = html.match(new RegExp(placeholder, 'g'))?.length ?? 0
    if (matches !== 1) throw new Error(`Prerendering ${url}: the island "${name}" appears ${matches} times; a page has one island of a name`)
    const islandHtml = await renderToHtml(`${url} (island ${name})`, <Component />, islandIdPrefix(name))
    html = html.replace(placeholder, (_, open: string, close: string) => `${open}${islandHtml}${close}`)
  }
  return html
}

async function renderToHtml(what: string, element: ReactNode, identifierPrefix?: string): Promise<string> {
  // React would log a render error and leave the part to the browser; a build must fail instead.
  const errors: unknown[] = []
  const { prelude } = await prerenderToNodeStream(<StrictMode>{element}</StrictMode>, {
    identifierPrefix,
    onError: (error) => void errors.push(error),
    // Past this size React would move a Suspense boundary's HTML to the end of the page and
    // put it back with an inline script, which our CSP forbids: keep every boundary in place.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  })
  let html = ''
  for await (const chunk of prelude) html += chunk
  if (errors.length > 0) throw new AggregateError(errors, `Prerendering ${what} failed: ${String((errors[0] as Error)?.message ?? errors[0])}`)
  return html
}
