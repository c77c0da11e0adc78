import { startTransition, StrictMode, useEffect, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { islandAttribute, type Island } from '@/web/components/island'
import { pageContentIsLive } from './held-input'

/**
 * Hydrates each island of a prerendered page (components/island.tsx) as a root of its own, and
 * marks the page live once all of them are (lib/held-input.ts: the held form is sent and the
 * held tap replayed then). The rest of the page stays the server's HTML: links, `<details>` and
 * popovers need no code.
 */
export function hydrateIslands(islands: Island[]) {
  const byName = new Map(islands.map((each) => [each.islandName, each.Component]))
  const roots = [...document.querySelectorAll<HTMLElement>(`[${islandAttribute}]`)]
  let waiting = roots.length
  if (waiting === 0) pageContentIsLive()
  for (const root of roots) {
    let live = false
    // Once per island, though StrictMode runs effects twice in development.
    const oneIsLive = () => {
      if (live) return
      live = true
      waiting -= 1
      if (waiting === 0) pageContentIsLive()
    }
    const name = root.getAttribute(islandAttribute)!
    const Component = byName.get(name)
    if (!Component) {
      console.error(`No code for the island "${name}": it stays as the server rendered it`)
      oneIsLive()
      continue
    }
    // In a transition: React hydrates in slices and yields to the browser between them.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <WhenLive onLive={oneIsLive} Component={Component} />
        </StrictMode>,
        // Each root numbers its useId values from zero: the prefix keeps two islands' ids apart.
        { identifierPrefix: `${name}-` },
      )
    })
  }
}

/** Calls `onLive` after the island has hydrated. */
function WhenLive({ onLive, Component }: { onLive: () => void; Component: ComponentType }) {
  useEffect(onLive, [onLive])
  return <Component />
}
