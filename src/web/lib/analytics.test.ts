import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { analyticsArmDelayMs, initAnalytics, trackEvent } from './analytics'
import { visitorInteractedAttribute } from './page-markers'

/** Just enough of a browser for the loader: a window to listen on and a <head> to append to. */
function fakeBrowser({ visitorInteracted = false } = {}) {
  const window = Object.assign(new EventTarget(), { dataLayer: undefined as unknown[] | undefined, gtag: undefined as unknown })
  const appended: { src: string; async: boolean }[] = []
  const document = {
    documentElement: { hasAttribute: (name: string) => visitorInteracted && name === visitorInteractedAttribute },
    createElement: () => ({ src: '', async: false }),
    head: { append: (element: { src: string; async: boolean }) => appended.push(element) },
  }
  vi.stubGlobal('window', window)
  vi.stubGlobal('document', document)
  return { window, appended }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('analytics', () => {
  it('warns and loads nothing without a measurement id', () => {
    const { window, appended } = fakeBrowser()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    initAnalytics('')
    window.dispatchEvent(new Event('click'))
    vi.advanceTimersByTime(5000)
    window.dispatchEvent(new Event('click'))
    expect(warn).toHaveBeenCalledWith('Missing required Google Analytics key: VITE_GA_MEASUREMENT_ID')
    expect(appended).toEqual([])
    expect(window.gtag).toBeUndefined()
  })

  it('loads the GA tag at the first scroll, click or touch once armed after 1 s', () => {
    const { window, appended } = fakeBrowser()
    initAnalytics('G-TEST123')
    window.dispatchEvent(new Event('click'))
    expect(appended).toEqual([])

    vi.advanceTimersByTime(analyticsArmDelayMs)
    window.dispatchEvent(new Event('scroll'))
    expect(appended).toHaveLength(1)
    expect(appended[0]!.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123')
    expect(appended[0]!.async).toBe(true)

    window.dispatchEvent(new Event('touchstart'))
    expect(appended).toHaveLength(1)
  })

  it('loads the tag 1 s after start when the code arrived after the first interaction', () => {
    const { window, appended } = fakeBrowser({ visitorInteracted: true })
    initAnalytics('G-TEST123')
    vi.advanceTimersByTime(analyticsArmDelayMs - 1)
    expect(appended).toEqual([])
    vi.advanceTimersByTime(1)
    expect(appended).toHaveLength(1)
    window.dispatchEvent(new Event('scroll'))
    expect(appended).toHaveLength(1)
  })

  it('queues events in the dataLayer until the tag arrives', () => {
    const { window } = fakeBrowser()
    initAnalytics('G-TEST123')
    trackEvent('assessment_complete', { category: 'form', label: 'ai_business_assessment' })
    const last = window.dataLayer!.at(-1) as IArguments
    expect(Array.from(last)).toEqual(['event', 'assessment_complete', { event_category: 'form', event_label: 'ai_business_assessment', value: undefined }])
  })

  it('sends nothing when analytics is off', () => {
    fakeBrowser()
    expect(() => trackEvent('assessment_complete', { category: 'form' })).not.toThrow()
  })
})
