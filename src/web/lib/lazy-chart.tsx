import { createElement, lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react'

/**
 * A chart whose code (recharts, about 100 KB gzipped) is a chunk of its own, fetched only when
 * the chart comes near the screen (decision 033). On a first load the chart's server HTML stays
 * on screen while the rest of the page hydrates and goes live; once the visitor scrolls to it,
 * its code arrives and hydrates it on its own (until then its tooltips are all it lacks). On a
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
  return LazyChart
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
