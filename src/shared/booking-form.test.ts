import { describe, expect, it } from 'vitest'
import { bookingFieldLabels, bookingFieldMessages } from './booking'
import {
  bookingFormMarker,
  bookingViewScriptId,
  fillBookingPage,
  parseBookingView,
  renderBookingFormBody,
  shownSlotDays,
  slotDays,
  slotInputId,
  timeZoneLabel,
  type BookingFormView,
} from './booking-form'
import { site } from './site'
import { smsConsent } from './texts'

const slot = (start: string) => ({ start, end: new Date(new Date(start).getTime() + 30 * 60_000).toISOString() })

// 04:00 UTC on 15 January 2027 is still the 14th in New York (23:00, UTC-5), already the 15th in London (UTC+0).
const lateEvening = '2027-01-15T04:00:00.000Z'
const morning = '2027-01-15T14:00:00.000Z'

function view(overrides: Partial<BookingFormView> = {}): BookingFormView {
  return {
    timeZone: 'America/New_York',
    ownerTimeZone: 'America/New_York',
    callMinutes: 30,
    slots: [slot(lateEvening), slot(morning)],
    values: {},
    errors: {},
    formToken: 'v1.1.nonce.signature',
    ...overrides,
  }
}

/** The text a reader sees: tags dropped, entities read, spaces collapsed. */
function textOf(html: string) {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The opening tag of the element with this id. */
function tagWithId(html: string, id: string) {
  return new RegExp(`<[a-z]+ [^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? ''
}

/** The opening tags of the open and closed days, by their day. */
function days(html: string) {
  return [...html.matchAll(/<details [^>]*data-day="([^"]+)"[^>]*>/g)].map(([tag, day]) => ({ day, open: / open(?=[ >])/.test(tag!) }))
}

describe('renderBookingFormBody', () => {
  it('groups the same times by day in the zone they are shown in', () => {
    const newYork = slotDays(view().slots, 'America/New_York')
    expect(newYork.map((day) => [day.key, day.label, day.times.map((time) => time.label)])).toEqual([
      ['2027-01-14', 'Thu, Jan 14', ['11:00 PM']],
      ['2027-01-15', 'Fri, Jan 15', ['9:00 AM']],
    ])
    const london = slotDays(view().slots, 'Europe/London')
    expect(london.map((day) => [day.key, day.label, day.times.map((time) => time.label)])).toEqual([['2027-01-15', 'Fri, Jan 15', ['4:00 AM', '2:00 PM']]])
    // The labels are remembered per zone and time: asked again, each zone still gets its own.
    expect(slotDays(view().slots, 'America/New_York')).toEqual(newYork)
    expect(slotDays(view().slots, 'Europe/London')).toEqual(london)

    const html = renderBookingFormBody(view({ timeZone: 'Europe/London' }))
    expect(days(html)).toEqual([{ day: '2027-01-15', open: true }])
    expect(textOf(html)).toContain('Fri, Jan 152 times')
    expect(html).toContain(`value="${lateEvening}"`)
    expect(days(renderBookingFormBody(view()))).toEqual([
      { day: '2027-01-14', open: true },
      { day: '2027-01-15', open: false },
    ])
  })

  it('names the zone shown and the owner’s, and sends the zone shown', () => {
    const html = renderBookingFormBody(view({ timeZone: 'Europe/London' }))
    expect(textOf(html)).toContain('Times are shown inUnited Kingdom Time (London)Our time zone is Eastern Time (New York). Each call lasts 30 minutes.')
    expect(html).toContain('<input type="hidden" name="timeZone" value="Europe/London">')
    expect(textOf(renderBookingFormBody(view()))).toContain('Times are shown inEastern Time (New York)Our time zone is Eastern Time (New York).')
  })

  it('keeps the chosen time checked, its day open', () => {
    const html = renderBookingFormBody(view({ values: { start: morning } }))
    expect(tagWithId(html, slotInputId(morning))).toContain(' checked')
    expect(tagWithId(html, slotInputId(lateEvening))).not.toContain('checked')
    expect(days(html)).toEqual([
      { day: '2027-01-14', open: false },
      { day: '2027-01-15', open: true },
    ])
    // A day the visitor opened stays open when the form is rendered again.
    expect(days(renderBookingFormBody(view({ values: { start: morning } }), { openDay: '2027-01-14' }))[0]).toEqual({ day: '2027-01-14', open: true })
  })

  it('offers the first days with free times, and the chosen day even when it is later', () => {
    const daily = Array.from({ length: 14 }, (_, index) => slot(new Date(Date.UTC(2027, 0, 4 + index, 15)).toISOString()))
    expect(days(renderBookingFormBody(view({ slots: daily })))).toHaveLength(shownSlotDays)
    const lastDay = daily.at(-1)!.start
    const shown = days(renderBookingFormBody(view({ slots: daily, values: { start: lastDay } })))
    expect(shown).toHaveLength(shownSlotDays + 1)
    expect(shown.at(-1)).toEqual({ day: '2027-01-17', open: true })
  })

  it('escapes every value', () => {
    const html = renderBookingFormBody(
      view({
        values: { name: '<script>alert("name")</script>', email: 'a"b@example.com', notes: '</textarea><script>alert(1)</script>' },
        errors: { email: 'Use <b>this</b>' },
        formError: '<img src=x onerror=alert(1)>',
        formToken: '"><script>',
      }),
    )
    expect(html).not.toMatch(/<script|<img|<b>|<\/textarea><script/)
    expect(tagWithId(html, 'booking-name')).toContain('value="&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt;"')
    expect(tagWithId(html, 'booking-email')).toContain('value="a&quot;b@example.com"')
    expect(html).toContain('&lt;/textarea&gt;&lt;script&gt;alert(1)&lt;/script&gt;</textarea>')
    expect(html).toContain('<input type="hidden" name="formToken" value="&quot;&gt;&lt;script&gt;">')
    expect(textOf(html)).toContain('Use <b>this</b>')
  })

  it('labels each field and puts its message under it, tied by aria attributes', () => {
    const html = renderBookingFormBody(view({ errors: { name: bookingFieldMessages.name, start: bookingFieldMessages.start }, values: { email: 'dana@example.com' } }))
    for (const field of ['name', 'email', 'phone', 'notes'] as const) expect(html).toContain(`<label for="booking-${field}"`)
    expect(textOf(html)).toContain(bookingFieldLabels.notes)
    expect(tagWithId(html, 'booking-name')).toMatch(/aria-invalid="true" aria-describedby="booking-name-error"/)
    expect(tagWithId(html, 'booking-name-error')).toBe('<p id="booking-name-error" class="text-small font-medium text-destructive">')
    expect(textOf(html)).toContain(bookingFieldMessages.name)
    expect(tagWithId(html, 'booking-email')).not.toContain('aria-invalid="')
    // The times: each day's group is marked and points at the one message.
    const groups = [...html.matchAll(/<div role="radiogroup"[^>]*>/g)].map(([tag]) => tag)
    expect(groups).toHaveLength(2)
    for (const group of groups) expect(group).toContain('aria-invalid="true" aria-describedby="booking-start-error"')
    expect(textOf(html)).toContain(bookingFieldMessages.start)
    expect(html).not.toContain('role="alert"')
  })

  it('asks for consent to texts right after the phone: an unticked box, labelled, described by the disclosure', () => {
    const html = renderBookingFormBody(view())
    const box = tagWithId(html, 'booking-sms-consent')
    expect(box).toBe(
      '<input type="checkbox" id="booking-sms-consent" name="smsConsent" class="size-5 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed" aria-describedby="booking-sms-consent-disclosure">',
    )
    expect(html).toMatch(new RegExp(`<label for="booking-sms-consent"[^>]*>${box}${smsConsent.label}</label>`))
    expect(tagWithId(html, 'booking-sms-consent-disclosure')).toBe('<p id="booking-sms-consent-disclosure" class="-mt-1 pl-8 text-small text-muted-foreground">')
    expect(textOf(html)).toContain(`${smsConsent.label}${smsConsent.disclosure}`)
    // In the form's order: the phone, the box, then the notes.
    const order = ['id="booking-phone"', 'id="booking-sms-consent"', 'id="booking-notes"'].map((id) => html.indexOf(id))
    expect(order).toEqual([...order].sort((a, b) => a - b))
  })

  it('keeps the box ticked when the form is shown again, and ties a message about it to it', () => {
    expect(tagWithId(renderBookingFormBody(view({ values: { smsConsent: 'on' } })), 'booking-sms-consent')).toMatch(/ checked>$/)
    expect(tagWithId(renderBookingFormBody(view({ values: { smsConsent: '' } })), 'booking-sms-consent')).not.toContain('checked')
    const refused = renderBookingFormBody(view({ values: { smsConsent: 'on' }, errors: { phone: smsConsent.phoneProblem, smsConsent: 'smsConsent must be true or false' } }))
    expect(tagWithId(refused, 'booking-phone')).toMatch(/aria-invalid="true" aria-describedby="booking-phone-error"/)
    expect(textOf(refused)).toContain(smsConsent.phoneProblem)
    expect(tagWithId(refused, 'booking-sms-consent')).toContain('aria-describedby="booking-sms-consent-disclosure booking-smsConsent-error" aria-invalid="true"')
    expect(parseBookingView(JSON.stringify(view({ values: { smsConsent: 'on' } })))?.values.smsConsent).toBe('on')
  })

  it('shows the form’s own error as an alert, and the button busy while sending', () => {
    const html = renderBookingFormBody(view({ formError: 'That time was just taken. Please choose another.' }), { sending: true })
    expect(tagWithId(html, 'booking-form-error')).toContain('role="alert"')
    expect(textOf(html)).toContain('That time was just taken. Please choose another.')
    expect(html).toMatch(/<button type="submit"[^>]* disabled aria-busy="true">.*Booking your call\.\.\.<\/button>/)
    expect(renderBookingFormBody(view())).toMatch(/<button type="submit" class="[^"]+">.*Book My Free Call<\/button>/)
  })

  it('carries the bot checks: the hidden honeypot and the server’s token', () => {
    const html = renderBookingFormBody(view())
    expect(html).toMatch(/<div aria-hidden="true" class="sr-only">.*<input id="booking-website" name="website" type="text" tabindex="-1" autocomplete="off" value=""><\/div>/)
    expect(html).toContain('<input type="hidden" name="formToken" value="v1.1.nonce.signature">')
  })

  it('offers the zones to switch to when asked, the one shown selected', () => {
    const html = renderBookingFormBody(view({ timeZone: 'Europe/London' }), { zoneChoices: { suggested: ['America/New_York', 'Europe/London'], others: ['Asia/Tokyo'] } })
    expect(html).toContain('<label for="booking-time-zone"')
    expect(html).toContain('<option value="Europe/London" selected>United Kingdom Time (London)</option>')
    expect(html).toContain('<option value="America/New_York">Eastern Time (New York)</option>')
    expect(html).toContain('<optgroup label="All time zones"><option value="Asia/Tokyo">Asia/Tokyo</option></optgroup>')
    expect(textOf(html)).toContain('Our time zone is Eastern Time (New York).')
  })

  it('says how to reach us when there is no free time', () => {
    const html = renderBookingFormBody(view({ slots: [], days: 21 }))
    expect(textOf(html)).toContain(`No free times in the next 21 days: call us at ${site.phone} or e-mail ${site.email}.`)
    expect(html).toContain(`href="${site.phoneHref}"`)
    expect(html).toContain(`href="mailto:${site.email}"`)
    expect(html).not.toMatch(/name="start"|type="submit"/)
    expect(textOf(renderBookingFormBody(view({ slots: [] })))).toContain('in the next 14 days')
  })
})

describe('filling the prerendered page', () => {
  const page = `<main><form method="post" action="/book"><div id="booking-form-body">${bookingFormMarker}</div></form></main>`

  it('puts the form body and its view in place of the marker, the view readable again', () => {
    const shown = view({ values: { name: 'Dana $& </script><script>alert(1)</script>' } })
    const html = fillBookingPage(page, shown)
    expect(html).not.toContain(bookingFormMarker)
    expect(html).toContain(renderBookingFormBody(shown))
    const json = new RegExp(`<script type="application/json" id="${bookingViewScriptId}">(.*?)</script>`).exec(html)?.[1]
    expect(json).toBeDefined()
    expect(json).not.toContain('<')
    expect(parseBookingView(json)).toEqual(shown)
  })

  it('reads no view from what is not one', () => {
    expect(parseBookingView(undefined)).toBeNull()
    expect(parseBookingView('{not json')).toBeNull()
    expect(parseBookingView('{"timeZone":"UTC"}')).toBeNull()
    expect(parseBookingView('null')).toBeNull()
    expect(parseBookingView('[]')).toBeNull()
    // A view with one part wrong: each is refused, not half read.
    const whole = view({ values: { name: 'Dana' }, errors: { email: 'Valid email is required' }, days: 14 })
    expect(parseBookingView(JSON.stringify(whole))).toEqual(whole)
    const broken: Record<string, unknown>[] = [
      { ...whole, slots: [{ start: '2027-03-15T14:00:00.000Z' }] },
      { ...whole, slots: 'none' },
      { ...whole, values: [] },
      { ...whole, values: { name: 42 } },
      { ...whole, errors: null },
      { ...whole, errors: { timeZone: false } },
      { ...whole, formError: 1 },
      { ...whole, formToken: undefined },
      { ...whole, callMinutes: 30.5 },
      { ...whole, days: '14' },
      { ...whole, ownerTimeZone: null },
    ]
    for (const wrong of broken) expect(parseBookingView(JSON.stringify(wrong)), JSON.stringify(wrong)).toBeNull()
  })

  it('refuses a page without the marker', () => {
    expect(() => fillBookingPage('<main></main>', view())).toThrow(/marker/)
  })
})

describe('timeZoneLabel', () => {
  it('names a zone as people say it', () => {
    expect(timeZoneLabel('America/Los_Angeles')).toBe('Pacific Time (Los Angeles)')
    expect(timeZoneLabel('UTC')).toBe('UTC')
    expect(timeZoneLabel('Not/AZone')).toBe('Not/AZone')
  })
})
