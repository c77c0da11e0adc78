import { createElement, lazy, memo, Suspense, useEffect, useRef, useState, type ComponentType } from 'react'

/**
 * A chart whose code (recharts, about 100 KB gzipped) is a chunk of its own, fetched only when
 * the chart comes within a screen's height of the viewport (decision 033). recharts draws in the
 * browser only: the prerendered page has the chart's box (a fixed height, so nothing moves) and
 * its data table, and the rest of the page goes live without waiting for the chart's code. On a
 * client-side visit, or a tab opened later, a line says it is loading.
 */
export function lazyChart<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  function LazyChart(props: Props) {
    const slot = useRef<HTMLDivElement>(null)
    // One lazy component per chart on the page, waiting for that chart to be near the screen
    // (the prerenderer, which has no screen, renders it at once).
    const [near] = useState(() => withResolvers({ resolved: typeof window === 'undefined' }))
    const [Chart] = useState(() => lazy(() => near.promise.then(load).then((component) => ({ default: component }))))
    useEffect(() => whenNearScreen(slot.current, near.resolve), [near])
    return (
      <div ref={slot}>
        <Suspense
          fallback={
            <p role="status" className="py-8 text-center text-small text-muted-foreground">
              Loading chart…
            </p>
          }
        >
          {createElement(Chart, props)}
        </Suspense>
      </div>
    )
  }
  // Memoised: until its code is in, the chart is server HTML that React has not hydrated, and a
  // re-render of the page around it with new props objects would make React drop that HTML for
  // the loading line. Only a real change of the chart's data does that (and then the chart is
  // near the fields that changed it, so its code is on its way).
  return memo(LazyChart) as unknown as ComponentType<Props>
}

function withResolvers({ resolved }: { resolved: boolean }) {
  let resolve = () => {}
  const promise = new Promise<void>((done) => (resolve = done))
  if (resolved) resolve()
  return { promise, resolve }
}

/** Calls `then` once `element` is within a screen's height of the viewport (at once where that cannot be watched). */
function whenNearScreen(element: Element | null, then: () => void): (() => void) | undefined {
  if (!element || typeof IntersectionObserver === 'undefined') return void then()
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      then()
    },
    { rootMargin: '100% 0px' },
  )
  observer.observe(element)
  return () => observer.disconnect()
}
