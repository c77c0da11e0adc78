import { attributionStorageKey } from './page-markers'

/**
 * The visitor's attribution, kept by the inline boot code on every page load (issue 24,
 * docs/decisions/037). No cookie: the browser's own storage, read only by this site's forms,
 * which send it with what the visitor typed (lib/attribution.ts). Small, and importing only
 * string constants: it is inlined in every page.
 *
 * A landing is a load that came from outside (no referrer, another site's) or that carries
 * campaign parameters; moving between this site's pages is none. The first touch is kept 90 days,
 * the last is replaced by each landing.
 */


const firstTouchDays = 90
const dayMs = 24 * 60 * 60 * 1000
const valueMax = 200
const parameters = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'fbclid', 'li_fat_id']

type StoredTouch = Record<string, string>
type Stored = { first: StoredTouch; last: StoredTouch }

/** The landing's touch, or null for a move between this site's pages. */
export function landingTouch(search: string, pathname: string, referrer: string, ownHost: string, now: Date): StoredTouch | null {
  const touch: StoredTouch = {}
  const query = new URLSearchParams(search)
  for (const name of parameters) {
    const found = query.get(name)?.trim()
    if (found) touch[name] = found.slice(0, valueMax)
  }
  let referrerHost = ''
  try {
    referrerHost = referrer ? new URL(referrer).host : ''
  } catch {
    // An unreadable referrer is no referrer.
  }
  const internal = referrerHost === ownHost
  if (internal && Object.keys(touch).length === 0) return null
  if (referrerHost && !internal) touch.referrer = new URL(referrer).hostname.slice(0, valueMax)
  touch.landingPath = pathname.slice(0, valueMax)
  touch.at = now.toISOString()
  return touch
}

/** What to store after this load (null: nothing changes). */
export function nextAttribution(stored: string | null, touch: StoredTouch | null, now: Date): string | null {
  if (!touch) return null
  let previous: Stored | null = null
  try {
    previous = stored ? (JSON.parse(stored) as Stored) : null
  } catch {
    // A damaged entry is replaced.
  }
  const firstAt = Date.parse(previous?.first?.at ?? '')
  const firstStands = previous?.first && now.getTime() - firstAt < firstTouchDays * dayMs
  return JSON.stringify({ first: firstStands ? previous!.first : touch, last: touch })
}

/** Reads the page's landing and stores it; storage refused (private mode, full) keeps nothing. */
export function captureAttribution() {
  try {
    const touch = landingTouch(location.search, location.pathname, document.referrer, location.host, new Date())
    const next = nextAttribution(localStorage.getItem(attributionStorageKey), touch, new Date())
    if (next) localStorage.setItem(attributionStorageKey, next)
  } catch {
    // Attribution is a nicety: nothing the visitor does depends on it.
  }
}
