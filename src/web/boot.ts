/**
 * The first script of every page built by `npm run build` (decision 012). It stays a few
 * hundred bytes: it imports only what no other entry imports (and string constants, which the
 * build writes in place), so it never shares a chunk.
 *
 * - Prerendered pages are complete without their code, which only makes them interactive. The
 *   build lists the app's entry and the page's chunks in <meta name="app-code">; boot fetches
 *   them in one round trip once the page has been painted, so the code does not compete with the
 *   HTML and the font for a slow phone connection. On the home page that code is only the
 *   page's islands (decision 033). A first sign of activity starts it at once.
 * - It notes that first sign of activity on <html data-visitor-interacted>, for the code that
 *   arrives later (analytics).
 * - Until the page's own content is live (<html data-interactive>), it remembers the last tap on
 *   a button, which the page replays once it is live, and it holds a form sent too early (never
 *   the browser's own GET, which would put the fields in the URL), which the page sends then
 *   (lib/held-input.ts); a form marked as one the server answers natively posts as it is. Links
 *   and native controls need nothing: they work as HTML.
 * - It keeps where the visitor came from (campaign parameters, click ids, referring host,
 *   landing path: first and last touch) in the browser's storage for the forms to send (issue 24).
 * - After load, it prefetches the /blog and /admin chunks when the browser is idle (SPEC §2).
 */
import { appCodeMetaName, interactionEventNames, interactiveAttribute, postsNativelyAttribute, visitorInteractedAttribute } from './lib/page-markers'
import { afterNextPaint } from './lib/after-paint'
import { captureAttribution } from './lib/attribution-capture'
import { prefetchWhenIdle } from './lib/prefetch'

const interactionEvents = interactionEventNames.split(' ')
const root = document.documentElement
const appCode = document.querySelector<HTMLMetaElement>(`meta[name="${appCodeMetaName}"]`)
const [entry, ...pageChunks] = appCode?.content.split(/\s+/).filter(Boolean) ?? []

let started = false
function startApp() {
  if (started || !entry) return
  started = true
  void import(/* @vite-ignore */ entry)
  // One preload a task: each request costs the renderer 1-9 ms here (4-36 ms at 4× CPU), and five
  // in one task made a long task right after the first paint. They all go out within a few ms.
  const preload = (index: number) => {
    const href = pageChunks[index]
    if (!href) return
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.append(link)
    setTimeout(() => preload(index + 1), 0)
  }
  preload(0)
}

function onFirstInteraction() {
  for (const type of interactionEvents) window.removeEventListener(type, onFirstInteraction, { capture: true })
  root.setAttribute(visitorInteractedAttribute, '')
  startApp()
}
for (const type of interactionEvents) window.addEventListener(type, onFirstInteraction, { capture: true, passive: true })

function rememberClick(event: Event) {
  if (root.hasAttribute(interactiveAttribute)) {
    window.removeEventListener('click', rememberClick, { capture: true })
    return
  }
  const button = event.target instanceof Element ? event.target.closest('button') : null
  // A submit button's form is held whole (holdSubmit), and a popover's button works natively:
  // replaying either click would act twice (lib/held-input.ts tappedButton, the app's twin).
  if (button && !button.disabled && !(button.type === 'submit' && button.form) && !button.hasAttribute('popovertarget')) window.clickBeforeHydration = button
}
if (entry) window.addEventListener('click', rememberClick, { capture: true })

function holdSubmit(event: Event) {
  if (root.hasAttribute(interactiveAttribute)) {
    window.removeEventListener('submit', holdSubmit, { capture: true })
    return
  }
  if (!(event.target instanceof HTMLFormElement)) return
  // A form the server answers itself (a POST, never a GET with the fields in the URL) goes at
  // once: holding it would only keep the visitor waiting for code the form does not need.
  if (event.target.hasAttribute(postsNativelyAttribute) && event.target.method === 'post') return
  event.preventDefault()
  window.submitBeforeHydration = event.target
  startApp()
}
if (entry) window.addEventListener('submit', holdSubmit, { capture: true })

// Start when the browser reports the first contentful paint (the moment the visitor sees the
// page); where paint timing is missing, after the next frame. A tab opened in the background
// paints nothing until shown and needs no wait; the timeout covers a paint that never comes.
function startAfterFirstPaint() {
  if (document.visibilityState !== 'visible') return startApp()
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    afterNextPaint(startApp)
    return
  }
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return
    observer.disconnect()
    startApp()
  }).observe({ type: 'paint', buffered: true })
  setTimeout(startApp, 3000)
}
startAfterFirstPaint()

captureAttribution()
prefetchWhenIdle()
