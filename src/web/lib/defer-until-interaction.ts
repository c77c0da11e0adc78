import { createElement, lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react'
import { hydrateOnInteractionAttribute, interactionEventNames, visitorInteractedAttribute } from './page-markers'

/**
 * Progressive hydration for long pages. A prerendered section wrapped in <Suspense> around a
 * component made by `lazyUntilInteraction` keeps its server HTML, fully visible, while its code
 * waits for the visitor's first sign of activity (a scroll, a mouse move, a touch, a key);
 * then it loads and hydrates. A visit that only reads downloads none of it.
 *
 * A click can still beat the code (a tap straight onto an FAQ question). React does not replay
 * it for a section that was waiting on its code, so a click on a button inside such a section
 * (inside <HydrateOnInteraction>) is kept and replayed once the section is live.
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

function rememberClick(event: Event) {
  const button = event.target instanceof Element ? event.target.closest('button') : null
  if (button && !button.disabled && button.closest(`[${hydrateOnInteractionAttribute}]`)) window.clickBeforeHydration = button
}

/**
 * Resolves at the first interaction with this page; at once where there is no window
 * (prerendering) or where boot.ts saw it before this code arrived.
 */
export function whenVisitorInteracts(): Promise<void> {
  if (typeof window === 'undefined' || document.documentElement.hasAttribute(visitorInteractedAttribute)) return Promise.resolve()
  pageInteraction ??= firstInteraction(window)
  return pageInteraction
}

function sectionHydrated() {
  waitingSections -= 1
  if (waitingSections > 0) return
  window.removeEventListener('click', rememberClick, { capture: true })
  // boot.ts records clicks made before this code arrived into the same slot.
  const button = window.clickBeforeHydration
  window.clickBeforeHydration = null
  if (button?.isConnected) button.click()
}

/** Where deferred sections render: layout-neutral, and marks the region whose clicks are replayed. */
export function HydrateOnInteraction({ children }: { children: ReactNode }) {
  return createElement('div', { className: 'contents', [hydrateOnInteractionAttribute]: '' }, createElement(Suspense, { fallback: null }, children))
}

export function lazyUntilInteraction(load: () => Promise<{ default: ComponentType }>): LazyExoticComponent<ComponentType> {
  if (typeof window !== 'undefined') {
    waitingSections += 1
    if (waitingSections === 1) window.addEventListener('click', rememberClick, { capture: true })
  }
  return lazy(async () => {
    await whenVisitorInteracts()
    const { default: Section } = await load()
    function HydratedSection() {
      useEffect(sectionHydrated, [])
      return createElement(Section)
    }
    return { default: HydratedSection }
  })
}
