/**
 * What boot.ts and the app's code agree on about a page's progress (decision 012). Only string
 * constants live here: the build writes them in place (vite.config.ts, inlineConst), so boot.ts
 * never shares a chunk with the app.
 */

/** The visitor's first signs of activity (a space-separated list, to stay a string constant). */
export const interactionEventNames = 'scroll wheel pointermove pointerdown touchstart keydown focusin'

/** On <html> once the page's own content is live (lib/held-input.ts: set by the route list, or by the islands). */
export const interactiveAttribute = 'data-interactive'
/** On <html> once the visitor has scrolled, moved the pointer, touched, typed or focused. */
export const visitorInteractedAttribute = 'data-visitor-interacted'

/**
 * On a <form> the server answers natively (a POST to its own page, with the server's form token
 * in it: the booking form): sent before the page's code is live, boot.ts lets the browser post it
 * instead of holding it.
 */
export const postsNativelyAttribute = 'data-posts-natively'

/** The localStorage key under which boot.ts keeps the visitor's attribution (lib/attribution-capture.ts). */
export const attributionStorageKey = 'attribution'

/** The attribute that marks where an island's server HTML starts (components/island.tsx writes it, lib/hydrate-islands.ts finds it). */
export const islandAttribute = 'data-island'
/** The attribute that says when an island hydrates (`HydrateWhen`). */
export const hydrateWhenAttribute = 'data-hydrate'

/**
 * When an island's code takes over its HTML (decision 049):
 * - `visible`: when it comes within a screen's height of the viewport (what the page shows from
 *   the start hydrates at once);
 * - `touch`: at the visitor's first touch of it (pointer down, hover, focus, a key): for a part
 *   that works as HTML until then, such as a form the server answers or a native popover.
 * Either way its code is evaluated then, not at load (decision 052): a tap in the meantime is held
 * and replayed once the part is live; before the page's code has arrived, boot.ts holds it.
 */
export type HydrateWhen = 'visible' | 'touch'

/** The <meta> in which the build lists a prerendered page's app entry and chunks for boot.ts. */
export const appCodeMetaName = 'app-code'
/**
 * The <meta> in which the build lists what a page's islands import when first used (the booking
 * form's requests): preloaded at the visitor's first touch of an island, not at load (decision 053).
 */
export const onUseCodeMetaName = 'app-code-on-use'

declare global {
  interface Window {
    /**
     * A button tapped before the page's code was live: boot.ts records it and the page replays
     * it once live (lib/held-input.ts). A submit button is left out: its form is held whole.
     */
    clickBeforeHydration?: HTMLElement | null
    /**
     * A form sent before the page's code was live: boot.ts stops the browser's own submission
     * (a GET that would put the fields in the URL) and keeps the form here; the route list sends
     * it again once the page is live (lib/held-input.ts).
     */
    submitBeforeHydration?: HTMLFormElement | null
  }
}
