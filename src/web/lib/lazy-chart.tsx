import { createElement, lazy, Suspense, type ComponentType } from 'react'

/**
 * A chart whose code (recharts, about 100 KB gzipped) is a chunk of its own, apart from its
 * page's. On a first load the chart's server HTML stays on screen while the rest of the page
 * hydrates and goes live; the chart's code arrives afterwards and hydrates it on its own
 * (decision 033). On a client-side visit, or a tab opened later, a line says it is loading.
 */
export function lazyChart<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Chart = lazy(() => load().then((component) => ({ default: component })))
  function LazyChart(props: Props) {
    return (
      <Suspense
        fallback={
          <p role="status" className="py-8 text-center text-small text-muted-foreground">
            Loading chart…
          </p>
        }
      >
        {createElement(Chart, props)}
      </Suspense>
    )
  }
  return LazyChart
}
