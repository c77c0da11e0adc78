import { startTransition, StrictMode, useEffect, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { islandIdPrefix } from '@/web/components/island'
import { cn } from './utils'

/**
 * React's part of hydrating an island (lib/hydrate-islands.ts), in a module of its own: a page
 * loads React's DOM code with its first island's code, not at load (decision 052). `onLive` runs
 * once the island has hydrated.
 */
export function hydrateIslandRoot(root: HTMLElement, name: string, Component: ComponentType, onLive: () => void) {
  // In a transition: React hydrates in slices and yields to the browser between them.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <WhenLive onLive={onLive} Component={Component} />
      </StrictMode>,
      { identifierPrefix: islandIdPrefix(name) },
    )
  })
}

function WhenLive({ onLive, Component }: { onLive: () => void; Component: ComponentType }) {
  useEffect(onLive, [onLive])
  return <Component />
}

let classMergeReady = false

/**
 * tailwind-merge builds its class map at the first `cn()`: about 7 ms on a fast machine, so some
 * 60 ms on a phone eight times slower, in one piece. Called in a task of its own before the first
 * island hydrates, so that piece is not added to one of hydration's slices.
 */
export function prepareClassMerge() {
  if (classMergeReady) return
  classMergeReady = true
  cn('p-0')
}
