import { createElement, type ComponentType } from 'react'

/** The attribute that marks where an island's server HTML starts (lib/hydrate-islands.tsx finds it). */
export const islandAttribute = 'data-island'

/**
 * A part of a prerendered page that hydrates on its own, with no router and none of the page
 * around it (decision 033): the page ships as HTML and only its islands' code runs.
 */
export type Island = ComponentType & { islandName: string; Component: ComponentType }

/**
 * Makes `Component` an island called `name`. Rendered inside a page, it wraps the component in
 * a box-less element (`display: contents`, so layout is as without it) that the browser hydrates
 * alone. The component must render the same with no props, no router and no context, and must
 * not put `useId` values in its first HTML: a root of its own numbers them differently.
 */
export function island(name: string, Component: ComponentType): Island {
  function IslandRoot() {
    return createElement('div', { [islandAttribute]: name, className: 'contents' }, createElement(Component))
  }
  IslandRoot.displayName = `Island(${name})`
  return Object.assign(IslandRoot, { islandName: name, Component })
}
