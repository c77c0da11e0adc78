import { startTransition, StrictMode, useEffect, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { hydrateWhenAttribute, islandAttribute, islandIdPrefix, type HydrateWhen, type Island } from '@/web/components/island'
import { pageContentIsLive, sendSubmit } from './held-input'
import { postsNativelyAttribute } from './page-markers'

/** How far below (and above) the viewport a `visible` island starts hydrating: one screen. */
const nearScreenMargin = '100% 0px'

/**
 * The visitor's first touches of an island that hydrate it. Hovering, pressing or focusing comes
 * before the click, the key or the input that acts; and once a root exists React hydrates it at
 * once when such an event reaches it, then acts on the event, so none is lost (decision 049).
 * A form sent before its island is live is the exception (React does not hydrate for a submit):
 * it is held and sent again once the island is live.
 */
const touchEvents = ['pointerover', 'pointerdown', 'mousedown', 'touchstart', 'focusin', 'keydown', 'click', 'input'] as const

/**
 * Hydrates the islands of a prerendered page (components/island.tsx), each as a root of its own,
 * when the visitor can use it: a `visible` island when it comes near the screen, a `touch` one
 * at the first touch, either at once when touched. The page is marked live (lib/held-input.ts:
 * a form held by boot.ts is sent and a tap replayed) once the islands on its first screen have
 * hydrated; the others wait, their code already in. The rest of the page stays the server's
 * HTML: links, `<details>` and popovers need no code.
 */
export function hydrateIslands(islands: Island[]) {
  const byName = new Map(islands.map((each) => [each.islandName, each.Component]))
  const asleep = new Set(document.querySelectorAll<HTMLElement>(`[${islandAttribute}]`))
  // The `visible` islands not yet measured, and those on the first screen not yet live.
  const unmeasured = new Set([...asleep].filter((root) => hydrateWhenOf(root) === 'visible'))
  const firstScreen = new Set<HTMLElement>()
  const live = new WeakSet<HTMLElement>()
  const heldSubmits = new Map<HTMLElement, HTMLFormElement>()
  let pageLive = false
  const settle = () => {
    if (pageLive || unmeasured.size > 0 || firstScreen.size > 0) return
    pageLive = true
    pageContentIsLive()
  }

  function hydrate(root: HTMLElement) {
    if (!asleep.delete(root)) return
    const name = root.getAttribute(islandAttribute)!
    const Component = byName.get(name)
    const isLive = () => {
      if (live.has(root)) return
      live.add(root)
      const form = heldSubmits.get(root)
      heldSubmits.delete(root)
      // On the next task, after the island's own effects (a form adopts what was typed first).
      if (form) setTimeout(() => sendSubmit(form), 0)
      if (firstScreen.delete(root)) settle()
    }
    if (!Component) {
      console.error(`No code for the island "${name}": it stays as the server rendered it`)
      isLive()
      return
    }
    // In a transition: React hydrates in slices and yields to the browser between them.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <WhenLive onLive={isLive} Component={Component} />
        </StrictMode>,
        { identifierPrefix: islandIdPrefix(name) },
      )
    })
  }

  // An island's marker is `display: contents` and has no box: the observer watches its first
  // child (an element of the component's, never asking for its computed style: that would make
  // the browser recompute the page's styles at once, a long task on a slow phone). An island
  // with none (code with no HTML of its own) counts as on screen.
  const owners = new WeakMap<Element, HTMLElement>()
  const observer =
    unmeasured.size > 0 && 'IntersectionObserver' in window
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              const root = owners.get(entry.target)!
              const firstLook = unmeasured.delete(root)
              if (!entry.isIntersecting) continue
              if (firstLook) firstScreen.add(root)
              hydrate(root)
              observer!.unobserve(entry.target)
            }
            settle()
          },
          { rootMargin: nearScreenMargin },
        )
      : undefined
  for (const root of unmeasured) {
    const box = root.firstElementChild
    if (observer && box) {
      owners.set(box, root)
      observer.observe(box)
      continue
    }
    unmeasured.delete(root)
    firstScreen.add(root)
    hydrate(root)
  }

  function onTouch(event: Event) {
    const root = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${islandAttribute}]`) : null
    if (root && asleep.has(root)) hydrate(root)
    if (asleep.size === 0) for (const type of touchEvents) window.removeEventListener(type, onTouch, { capture: true })
  }
  for (const type of touchEvents) window.addEventListener(type, onTouch, { capture: true, passive: true })

  function holdSubmit(event: Event) {
    const form = event.target
    if (!(form instanceof HTMLFormElement)) return
    const root = form.closest<HTMLElement>(`[${islandAttribute}]`)
    if (!root || live.has(root)) return
    // A form the server answers itself may post as it is (boot.ts does the same).
    if (form.hasAttribute(postsNativelyAttribute) && form.method === 'post') return
    // Neither the browser nor React acts on it now: it is sent once, when the island is live.
    event.preventDefault()
    event.stopPropagation()
    heldSubmits.set(root, form)
    hydrate(root)
  }
  window.addEventListener('submit', holdSubmit, { capture: true })
  settle()
}

function hydrateWhenOf(root: HTMLElement): HydrateWhen {
  return root.getAttribute(hydrateWhenAttribute) === 'touch' ? 'touch' : 'visible'
}

/** Calls `onLive` after the island has hydrated. */
function WhenLive({ onLive, Component }: { onLive: () => void; Component: ComponentType }) {
  useEffect(onLive, [onLive])
  return <Component />
}
