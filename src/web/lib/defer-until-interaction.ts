import { createElement, lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react'
import { pageContentIsLive } from './held-input'
import { interactionEventNames, visitorInteractedAttribute } from './page-markers'

/**
 * Progressive hydration for long pages. A prerendered section wrapped in <Suspense> around a
 * component made by `lazyUntilInteraction` keeps its server HTML, fully visible, while its code
 * waits for the visitor's first sign of activity (a scroll, a mouse move, a touch, a key);
 * then it loads and hydrates. A visit that only reads downloads none of it.
 *
 * A click can still beat the code (a tap straight onto an FAQ question): boot.ts keeps it, and
 * once the last waiting section is live, the page is marked live and the tap replayed
 * (lib/held-input.ts). The route list leaves that to the sections while any still wait.
 */
export const interactionEvents = interactionEventNames.split(' ')

type EventTargetLike = Pick<Window, 'addEventListener' | 'removeEventListener'>

export function firstInteraction(target: EventTargetLike): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const type of interactionEvents) target.removeEventListener(type, done, { capture: true })
      resolve()
    }
    for (const type of interactionEvents) target.addEventListener(type, done, { capture: true, passive: true })
  })
}

let pageInteraction: Promise<void> | undefined
let waitingSections = 0

/**
 * Resolves at the first interaction with this page; at once where there is no window
 * (prerendering) or where boot.ts saw it before this code arrived.
 */
export function whenVisitorInteracts(): Promise<void> {
  if (typeof window === 'undefined' || document.documentElement.hasAttribute(visitorInteractedAttribute)) return Promise.resolve()
  pageInteraction ??= firstInteraction(window)
  return pageInteraction
}

/** True while a section made by `lazyUntilInteraction` has not hydrated yet. */
export function sectionsWaitForInteraction(): boolean {
  return waitingSections > 0
}

/** Where deferred sections render: their own Suspense boundary, so the rest of the page goes live without them. */
export function HydrateOnInteraction({ children }: { children: ReactNode }) {
  return createElement(Suspense, { fallback: null }, children)
}

export function lazyUntilInteraction(load: () => Promise<{ default: ComponentType }>): LazyExoticComponent<ComponentType> {
  if (typeof window !== 'undefined') waitingSections += 1
  return lazy(async () => {
    await whenVisitorInteracts()
    const { default: Section } = await load()
    let counted = false
    function HydratedSection() {
      useEffect(() => {
        // Counted once: a section mounted again on a later visit to the page changes nothing.
        if (counted) return
        counted = true
        waitingSections -= 1
        if (waitingSections === 0) pageContentIsLive()
      }, [])
      return createElement(Section)
    }
    return { default: HydratedSection }
  })
}
