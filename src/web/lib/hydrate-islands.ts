import type { Island } from '@/web/components/island'
import { pageContentIsLive, replayTap, sendSubmit, tappedButton } from './held-input'
import { hydrateWhenAttribute, interactiveAttribute, islandAttribute, onUseCodeMetaName, postsNativelyAttribute, type HydrateWhen } from './page-markers'

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
 * A page's islands by name (the `data-island` of their HTML), each as the import of its code: an
 * island's code is evaluated when it hydrates, not when the page loads (decision 052). Its files
 * are fetched after the first paint all the same (boot.ts preloads them).
 */
export type IslandCode = Record<string, () => Promise<Island>>

/**
 * Hydrates the islands of a prerendered page (components/island.tsx), each as a root of its own,
 * when the visitor can use it: a `visible` island when it comes near the screen, a `touch` one
 * at the first touch, either at once when touched. Only then is its code (and React's, for the
 * first) evaluated. The page is marked live (lib/held-input.ts: a form held by boot.ts is sent
 * and a tap replayed) once the islands on its first screen have hydrated; the others wait. The
 * rest of the page stays the server's HTML: links, `<details>` and popovers need no code.
 */
export function hydrateIslands(code: IslandCode) {
  const asleep = new Set(document.querySelectorAll<HTMLElement>(`[${islandAttribute}]`))
  // The `visible` islands not yet measured, and those on the first screen not yet live.
  const unmeasured = new Set([...asleep].filter((root) => hydrateWhenOf(root) === 'visible'))
  const firstScreen = new Set<HTMLElement>()
  // Woken, their code on its way: React is not there yet to take a tap.
  const loading = new Set<HTMLElement>()
  const live = new WeakSet<HTMLElement>()
  const heldSubmits = new Map<HTMLElement, HTMLFormElement>()
  const heldTaps = new Map<HTMLElement, HTMLElement>()
  let pageLive = false
  const settle = () => {
    if (pageLive || unmeasured.size > 0 || firstScreen.size > 0) return
    pageLive = true
    pageContentIsLive()
  }

  function hydrate(root: HTMLElement) {
    if (!asleep.delete(root)) return
    const name = root.getAttribute(islandAttribute)!
    const isLive = () => {
      if (live.has(root)) return
      live.add(root)
      loading.delete(root)
      const form = heldSubmits.get(root)
      const button = heldTaps.get(root)
      heldSubmits.delete(root)
      heldTaps.delete(root)
      // On the next task, after the island's own effects (a form adopts what was typed first).
      if (form || button)
        setTimeout(() => {
          if (form) sendSubmit(form)
          if (button) replayTap(button)
        }, 0)
      if (firstScreen.delete(root)) settle()
    }
    const load = code[name]
    if (!load) {
      console.error(`No code for the island "${name}": it stays as the server rendered it`)
      isLive()
      return
    }
    loading.add(root)
    Promise.all([load(), import('./hydrate-island-root')]).then(
      ([island, { hydrateIslandRoot, prepareClassMerge }]) => {
        if (island.islandName !== name) console.error(`The code loaded for the island "${name}" is the island "${island.islandName}"`)
        // Three tasks, so none is long on a slow phone: the code just evaluated, tailwind-merge's
        // class map, then the hydration. A tap meanwhile is held, as while the code loads.
        setTimeout(() => {
          prepareClassMerge()
          setTimeout(() => {
            loading.delete(root)
            hydrateIslandRoot(root, name, island.Component, isLive)
          }, 0)
        }, 0)
      },
      (error: unknown) => {
        // A deploy replaced the files, or the network dropped: the HTML stays as it is, with what
        // the visitor typed. A form sent to it stays held rather than posted to a page that may
        // not take it; a reload gets the new files.
        console.error(`The code of the island "${name}" did not load: it stays as the server rendered it`, error)
        loading.delete(root)
        heldTaps.delete(root)
        if (firstScreen.delete(root)) settle()
      },
    )
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
    // Not a visually hidden element (a status line): clipped to nothing, it never comes near the screen.
    const box = [...root.children].find((child) => !child.classList.contains('sr-only'))
    if (observer && box) {
      owners.set(box, root)
      observer.observe(box)
      continue
    }
    unmeasured.delete(root)
    firstScreen.add(root)
    hydrate(root)
  }

  const islandOf = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLElement>(`[${islandAttribute}]`) : null)
  function onTouch(event: Event) {
    const root = islandOf(event)
    if (!root) return
    if (event.type === 'focusin' && live.has(root) && event.target instanceof Element && event.target.closest('form')) preloadCodeOnUse()
    if (asleep.has(root)) hydrate(root)
    // A tap on an island whose code is still on its way is replayed once it is live. Until the
    // page is live, boot.ts holds the tap (and replays it then, through here if still needed).
    if (event.type === 'click' && loading.has(root) && document.documentElement.hasAttribute(interactiveAttribute)) {
      const button = tappedButton(event)
      if (button) heldTaps.set(root, button)
    }
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

let onUsePreloaded = false
/**
 * When the visitor first moves into a form of a live island (picks a time, types a name), the
 * files the islands' code imports when first used (the booking form's requests, decision 053;
 * the build lists them): fetched then, one preload a task as boot.ts does and none in the
 * focus's own task, so the form sent later does not wait for them; evaluated only when used. Not
 * at load, nor at a tap on a demo, whose own response comes first on a slow phone.
 */
function preloadCodeOnUse() {
  if (onUsePreloaded) return
  onUsePreloaded = true
  const files = document.querySelector<HTMLMetaElement>(`meta[name="${onUseCodeMetaName}"]`)?.content.split(/\s+/).filter(Boolean) ?? []
  const preload = (index: number) => {
    const href = files[index]
    if (!href) return
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.append(link)
    setTimeout(() => preload(index + 1), 0)
  }
  setTimeout(() => preload(0), 0)
}

function hydrateWhenOf(root: HTMLElement): HydrateWhen {
  return root.getAttribute(hydrateWhenAttribute) === 'touch' ? 'touch' : 'visible'
}
