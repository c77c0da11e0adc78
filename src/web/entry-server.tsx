import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { StaticRouter } from 'react-router'
import { App } from './app/app'

/**
 * Renders one page to HTML at build time (scripts/build.ts). `prerender` waits for every lazy
 * page and Suspense boundary, so the HTML is complete; the browser then hydrates it.
 */
export async function renderPage(url: string): Promise<string> {
  // React would log a render error and leave the part to the browser; a build must fail instead.
  const errors: unknown[] = []
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Past this size React would move a Suspense boundary's HTML to the end of the page and
      // put it back with an inline script, which our CSP forbids: keep every boundary in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  )
  let html = ''
  for await (const chunk of prelude) html += chunk
  if (errors.length > 0) throw new AggregateError(errors, `Prerendering ${url} failed: ${String((errors[0] as Error)?.message ?? errors[0])}`)
  return html
}
