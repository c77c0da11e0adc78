import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { bookingPagePath, defaultSlotDays } from '@/shared/booking-basics'
import {
  bookingFormBodyId,
  bookingFormMarker,
  bookingViewScriptId,
  parseBookingView,
  renderBookingFormBody,
  smsConsentTicked,
  timeZoneSelectId,
  type BookingFormRenderOptions,
  type BookingFormView,
} from '@/shared/booking-form'
import { site } from '@/shared/site'
import { isTimeZone } from '@/shared/zoned-time'
import { island } from '@/web/components/island'
import { buttonVariants } from '@/web/components/ui/button-variants'
import { trackEvent } from '@/web/lib/analytics'
import { postsNativelyAttribute } from '@/web/lib/page-markers'
import { visitorTimeZone } from '@/web/lib/visitor-time-zone'
import { patchChildren } from '../lib/patch-markup'
import { focusFirstError, focusFormError, honeypotValue, keepFocus, openDayOf, readEnteredValues, type FocusMove } from '../lib/form-dom'
import { timeZoneChoices } from '../lib/time-zones'

/**
 * The booking form (issue 22 item 3). Its inside is HTML from one shared renderer
 * (shared/booking-form.ts): the server writes it into the prerendered page on each request, with
 * the free times and the form token, so the form works at the first paint and with no
 * JavaScript (it posts to /book). Once the code is live, the page renders the same markup again
 * in the visitor's time zone, with a zone select, and sends the form as JSON, showing the
 * server's answer in place; what the visitor entered (a time, their details, the "Text me" box) is
 * read back from the markup before every new render, so nothing is lost.
 */

type Phase = 'waiting' | 'loading' | 'ready' | 'unavailable'
type Shown = { phase: Phase; view: BookingFormView | null; body: string; sending: boolean }
type ShowOptions = {
  sending?: boolean
  /** Keep the day the visitor opened (not when the zone changes: the days are different ones). */
  keepOpenDay?: boolean
  /** Where focus goes once the new markup is in; otherwise it stays where it was. */
  focus?: FocusMove
}

const slotDaysToFetch = defaultSlotDays

/** The API calls and the checks, with zod: imported when first needed, not as the form hydrates (decision 053). */
const loadRequests = () => import('../lib/form-requests')

/** No answer from the server (or the form's own code could not be fetched): nothing was sent. */
const offlineMessage = 'We could not reach our server, so nothing was booked yet. Check your connection and try again: everything you entered is still here.'

/**
 * The first render: at build time, the marker the server replaces; in the browser, the server's
 * markup as it is, with its view from the JSON beside it, so hydration changes nothing.
 */
function firstShown(): Shown {
  if (typeof document === 'undefined') return { phase: 'waiting', view: null, body: bookingFormMarker, sending: false }
  const view = parseBookingView(document.getElementById(bookingViewScriptId)?.textContent)
  const body = document.getElementById(bookingFormBodyId)?.innerHTML ?? bookingFormMarker
  return { phase: view ? 'ready' : 'waiting', view, body, sending: false }
}

export function BookingForm() {
  const formRef = useRef<HTMLFormElement>(null)
  const [shown, setShown] = useState(firstShown)
  // What the next render builds on (updated at once, so two changes before a commit both count).
  const latest = useRef(shown)
  const zoneChoices = useRef<BookingFormRenderOptions['zoneChoices']>(undefined)
  const pendingFocus = useRef<FocusMove | null>(null)
  const bodyRef = useRef<HTMLDivElement>(null)
  // React writes the body once (the server's markup, kept as is at hydration); every later body is
  // patched into it node by node (lib/patch-markup.ts), so a time being tapped stays in the page.
  const [firstBody] = useState(() => shown.body)
  const appliedBody = useRef(firstBody)

  const show = useCallback((change: (view: BookingFormView | null) => BookingFormView, { sending = false, keepOpenDay = false, focus }: ShowOptions = {}) => {
    const form = formRef.current
    const current = latest.current.view
    const base = current && form ? { ...current, values: { ...current.values, ...readEnteredValues(form) } } : current
    const view = change(base)
    const body = renderBookingFormBody(view, { zoneChoices: zoneChoices.current, openDay: keepOpenDay && form ? openDayOf(form) : undefined, sending })
    pendingFocus.current = focus ?? (form ? keepFocus(form) : null)
    latest.current = { phase: 'ready', view, body, sending }
    setShown(latest.current)
  }, [])

  const setPhase = useCallback((phase: Phase) => {
    latest.current = { ...latest.current, phase }
    setShown(latest.current)
  }, [])

  // The new markup goes in; then focus goes back where it was, or to what needs fixing.
  useLayoutEffect(() => {
    const container = bodyRef.current
    if (container && shown.body !== appliedBody.current) {
      patchChildren(container, shown.body)
      appliedBody.current = shown.body
    }
    if (container) keepOneDayOpen(container)
    const move = pendingFocus.current
    pendingFocus.current = null
    if (move && formRef.current) move(formRef.current)
  }, [shown])

  /** The free times from the API, when the page came without them. */
  const load = useCallback(async () => {
    setPhase('loading')
    const visitor = visitorTimeZone()
    try {
      const { getSlots, getFormToken } = await loadRequests()
      const [slots, formToken] = await Promise.all([getSlots(slotDaysToFetch), getFormToken()])
      zoneChoices.current = timeZoneChoices(visitor, slots.timeZone, { short: true })
      show(() => ({
        timeZone: visitor ?? slots.timeZone,
        ownerTimeZone: slots.timeZone,
        callMinutes: slots.callMinutes,
        slots: slots.slots,
        values: {},
        errors: {},
        formToken,
        days: slotDaysToFetch,
      }))
    } catch {
      setPhase('unavailable')
    }
  }, [setPhase, show])

  useEffect(() => {
    const view = latest.current.view
    if (!view) {
      void load()
      return
    }
    // Live: the times in the visitor's own zone, and a select to switch.
    const visitor = visitorTimeZone()
    zoneChoices.current = timeZoneChoices(visitor, view.ownerTimeZone, { short: true })
    const zone = visitor ?? view.timeZone
    show((current) => ({ ...current!, timeZone: zone }), { keepOpenDay: zone === view.timeZone })
    // Once, when the code arrives (both callbacks are stable).
  }, [load, show])

  // The zone select lives in the rendered markup, which React does not manage: listen on the form.
  useEffect(() => {
    const form = formRef.current
    if (!form) return
    const isZoneSelect = (target: EventTarget | null): target is HTMLSelectElement =>
      target instanceof HTMLSelectElement && target.id === timeZoneSelectId
    const onChange = (event: Event) => {
      const select = event.target
      if (!isZoneSelect(select) || !isTimeZone(select.value)) return
      show((current) => ({ ...current!, timeZone: select.value }))
    }
    // Every zone goes in at the select's first focus (by tap, click or keyboard), which comes
    // before its list opens: rendered at once (flushSync), so the list that opens holds them all.
    const onFocusIn = (event: FocusEvent) => {
      const view = latest.current.view
      if (!isZoneSelect(event.target) || !view || (zoneChoices.current?.others.length ?? 0) > 0) return
      zoneChoices.current = timeZoneChoices(visitorTimeZone(), view.ownerTimeZone)
      flushSync(() => show((current) => current!, { keepOpenDay: true }))
    }
    form.addEventListener('change', onChange)
    form.addEventListener('focusin', onFocusIn)
    return () => {
      form.removeEventListener('change', onChange)
      form.removeEventListener('focusin', onFocusIn)
    }
  }, [show])

  async function submit(form: HTMLFormElement) {
    // Loaded before the state is read: from that read to `sending` nothing awaits, so of two
    // quick submits only the first sends.
    const requests = await loadRequests().catch(() => null)
    const current = latest.current
    if (!current.view || current.sending) return
    if (!requests) {
      show((view) => ({ ...view!, formError: offlineMessage }), { keepOpenDay: true, focus: focusFormError })
      return
    }
    const { bookCall, checkBookingFields, getSlots } = requests
    const values = { ...current.view.values, ...readEnteredValues(form) }
    const { timeZone, formToken } = current.view
    const errors = checkBookingFields(values, timeZone)
    if (errors) {
      show((view) => ({ ...view!, errors, formError: undefined }), { keepOpenDay: true, focus: focusFirstError(errors) })
      return
    }
    show((view) => ({ ...view!, errors: {}, formError: undefined }), { keepOpenDay: true, sending: true })
    const answer = await bookCall({
      start: values.start!,
      name: values.name!,
      email: values.email!,
      phone: values.phone || undefined,
      smsConsent: smsConsentTicked(values),
      notes: values.notes || undefined,
      timeZone,
      website: honeypotValue(form),
      formToken: formToken || undefined,
    })
    switch (answer.kind) {
      case 'booked':
        trackEvent('call_booked', { category: 'form', label: 'free_consultation' })
        // The button stays busy while the booking's own page loads.
        window.location.assign(answer.manageUrl)
        return
      case 'taken': {
        const slots = answer.slots.length > 0 ? answer.slots : await getSlots(slotDaysToFetch).then((fresh) => fresh.slots, () => [])
        show((view) => ({ ...view!, slots, values: { ...view!.values, start: undefined }, errors: {}, formError: answer.error }), { focus: focusFormError })
        return
      }
      case 'invalid':
        show((view) => ({ ...view!, errors: answer.fields }), { keepOpenDay: true, focus: focusFirstError(answer.fields) })
        return
      case 'refused':
      case 'offline':
        show((view) => ({ ...view!, formError: answer.kind === 'offline' ? offlineMessage : answer.error }), { keepOpenDay: true, focus: focusFormError })
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The server takes the same form natively (no JavaScript, or before the code was live).
    event.preventDefault()
    void submit(event.currentTarget)
  }

  return (
    <form
      ref={formRef}
      method="post"
      action={bookingPagePath}
      noValidate
      aria-label="Book your call"
      onSubmit={onSubmit}
      {...{ [postsNativelyAttribute]: '' }}
    >
      <div ref={bodyRef} id={bookingFormBodyId} className="space-y-8" dangerouslySetInnerHTML={{ __html: firstBody }} />
      {shown.phase === 'loading' && (
        <p role="status" className="py-8 text-center text-muted-foreground">
          Loading the free times...
        </p>
      )}
      {shown.phase === 'unavailable' && <TimesUnavailable onRetry={() => void load()} />}
    </form>
  )
}

/**
 * The markup opens one day, yet the days can arrive all closed: the browser closes a
 * `<details name>` that enters the document open while another of its group is open there (the
 * exclusive accordion), and on a throttled phone (bench:web) no day was open once the page was
 * live. Open the day with the chosen time, or the first, again.
 */
function keepOneDayOpen(container: HTMLElement) {
  const days = container.querySelectorAll<HTMLDetailsElement>('details[name]')
  if (days.length === 0 || [...days].some((day) => day.open)) return
  const chosen = container.querySelector('input[name="start"]:checked')?.closest('details')
  ;(chosen ?? days[0]!).open = true
}

function TimesUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="space-y-4 py-6 text-center">
      <p className="text-ink-700">
        We could not load the free times just now. Please try again, or call us at{' '}
        <a className="font-medium whitespace-nowrap text-brand-700 underline underline-offset-4" href={site.phoneHref}>
          {site.phone}
        </a>{' '}
        or e-mail{' '}
        <a className="font-medium break-all text-brand-700 underline underline-offset-4" href={`mailto:${site.email}`}>
          {site.email}
        </a>
        .
      </p>
      <button type="button" className={buttonVariants({ variant: 'outline' })} onClick={onRetry}>
        Try again
      </button>
    </div>
  )
}

/** The page's one island (decision 049): it hydrates with the page, to show the times in the visitor's own zone. */
export const BookingFormIsland = island('booking-form', BookingForm)
