import { createContext, createElement, useContext, type ComponentType } from 'react'
import { hydrateWhenAttribute, islandAttribute, type HydrateWhen } from '@/web/lib/page-markers'

/**
 * A part of a prerendered page that hydrates on its own, with no router and none of the page
 * around it (decisions 033 and 049): the page ships as HTML and only its islands' code runs.
 */
export type Island<Props extends object = object> = ComponentType<Props> & { islandName: string; Component: ComponentType; hydrateWhen: HydrateWhen }

/**
 * At build time the page is rendered with each island left empty (`<div data-island="name" …></div>`)
 * and noted here; then each island is rendered alone, as the browser hydrates it, into its place
 * (entry-server.tsx): its useId values and its links (no router) are the same on both sides.
 */
export const IslandCollector = createContext<Map<string, ComponentType> | null>(null)

/**
 * Makes `Component` an island called `name`. Rendered inside a page, it wraps the component in
 * a box-less element (`display: contents`, so layout is as without it) that the browser hydrates
 * alone. The component must render the same with no props, no router and no context of the
 * page's (links go through components/app-link.tsx): props (a test's clock) reach it only where
 * the page renders it inline, in the router or in a test. One island of a name per page.
 */
export function island<Props extends object>(name: string, Component: ComponentType<Props>, hydrateWhen: HydrateWhen = 'visible'): Island<Props> {
  const Alone = Component as ComponentType
  function IslandRoot(props: Props) {
    const collector = useContext(IslandCollector)
    collector?.set(name, Alone)
    return createElement(
      'div',
      { [islandAttribute]: name, [hydrateWhenAttribute]: hydrateWhen, className: 'contents' },
      collector ? null : createElement(Component, props),
    )
  }
  IslandRoot.displayName = `Island(${name})`
  return Object.assign(IslandRoot, { islandName: name, Component: Alone, hydrateWhen })
}

/** The identifierPrefix of an island's root, on the server and in the browser: each numbers its useId values from zero. */
export const islandIdPrefix = (name: string) => `${name}-`
