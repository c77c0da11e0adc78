/**
 * The one door to web analytics (GA4). Nothing loads unless VITE_GA_MEASUREMENT_ID is set at
 * build time; then the tag loads after the visitor's first scroll, click or touch, listened for
 * from 1 s after the page starts (SPEC §4). Events sent earlier wait in GA's dataLayer.
 */
import { visitorInteractedAttribute } from './page-markers'

type Gtag = (...args: unknown[]) => void

declare global {
  interface Window {
    gtag?: Gtag
    dataLayer?: unknown[]
  }
}

export const analyticsArmDelayMs = 1000
const interactionEvents = ['scroll', 'click', 'touchstart'] as const

export type AnalyticsEvent = { category: string; label?: string; value?: number }

export function trackEvent(action: string, { category, label, value }: AnalyticsEvent) {
  if (typeof window === 'undefined' || typeof window.gtag !== 'function') return
  window.gtag('event', action, { event_category: category, event_label: label, value })
}

export function initAnalytics(measurementId = import.meta.env.VITE_GA_MEASUREMENT_ID as string | undefined) {
  if (!measurementId) {
    console.warn('Missing required Google Analytics key: VITE_GA_MEASUREMENT_ID')
    return
  }
  window.dataLayer = window.dataLayer ?? []
  // gtag.js reads the arguments objects that this function pushes.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js needs the arguments object itself, not an array
    window.dataLayer!.push(arguments)
  }
  window.gtag('js', new Date())
  window.gtag('config', measurementId)

  const load = () => {
    for (const type of interactionEvents) window.removeEventListener(type, load)
    const script = document.createElement('script')
    script.async = true
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`
    document.head.append(script)
  }
  // A page whose code waited for the visitor (boot.ts) arrives after the first interaction.
  const alreadyInteracted = document.documentElement.hasAttribute(visitorInteractedAttribute)
  setTimeout(() => {
    if (alreadyInteracted) return load()
    for (const type of interactionEvents) window.addEventListener(type, load, { once: true, passive: true })
  }, analyticsArmDelayMs)
}
