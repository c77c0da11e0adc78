import { describe, expect, it } from 'vitest'
import { cameFromMeta, fbcOf, metaConversionEvent, metaEventsBody, normalisedEmail, normalisedPhone, sha256Hex, type MetaConversionFacts } from './meta-conversions'

const facts = (overrides: Partial<MetaConversionFacts> = {}): MetaConversionFacts => ({
  kind: 'won',
  eventId: 'lead-1:won',
  at: new Date('2027-03-08T15:04:05.678Z'),
  email: ' Person@Example.com ',
  phone: '+44 844 412 4653',
  metaLeadId: null,
  firstTouch: null,
  value: 1500,
  currency: 'USD',
  ...overrides,
})

describe("Meta's Conversions API events", () => {
  it('hashes the e-mail and the phone as Meta normalises them (the documented examples)', () => {
    // Trimmed and lower-cased, then SHA-256 in hex.
    expect(normalisedEmail(' Person@Example.com ')).toBe('person@example.com')
    expect(sha256Hex('person@example.com')).toBe('542d240129883c019e106e3b1b2d3f3cb3537c43c425364de8e951d5a3083345')
    // Digits only, with the country code, no '+'.
    expect(normalisedPhone('+44 844 412 4653')).toBe('448444124653')
    expect(sha256Hex('448444124653')).toMatch(/^dc008fda46e2e64002cf2f82a4906236282d4/)
    // A US number as a visitor types it gains its country code; nonsense is left out.
    expect(normalisedPhone('(859) 555-0123')).toBe('18595550123')
    expect(normalisedPhone('call me')).toBeUndefined()
  })

  it('builds a Purchase with its value, and a Schedule without one', () => {
    const won = metaConversionEvent(facts())
    expect(won).toEqual({
      event_name: 'Purchase',
      event_time: 1_804_518_245,
      action_source: 'system_generated',
      event_id: 'lead-1:won',
      user_data: { em: [sha256Hex('person@example.com')], ph: [sha256Hex('448444124653')] },
      custom_data: { event_source: 'crm', lead_event_source: 'Bluegrass AI', value: 1500, currency: 'USD' },
    })
    const booked = metaConversionEvent(facts({ kind: 'booked', eventId: 'lead-1:booked:b1', value: null }))
    expect(booked.event_name).toBe('Schedule')
    expect(booked.custom_data).toEqual({ event_source: 'crm', lead_event_source: 'Bluegrass AI' })
  })

  it('names the lead form’s lead and the click: lead_id, and fbc from the fbclid and when it landed', () => {
    const landed = '2027-03-01T10:00:00.000Z'
    const event = metaConversionEvent(facts({ metaLeadId: '9100000000000123', firstTouch: { fbclid: 'IwAR2abc', at: landed }, phone: null }))
    expect(event.user_data).toEqual({ em: [sha256Hex('person@example.com')], lead_id: '9100000000000123', fbc: `fb.1.${Date.parse(landed)}.IwAR2abc` })
    expect(fbcOf('x', new Date(1_554_763_741_205))).toBe('fb.1.1554763741205.x')
    // A touch without its time: the click is dated by the outcome (Meta asks for a time, not a guess at another).
    expect(metaConversionEvent(facts({ firstTouch: { fbclid: 'y' } })).user_data.fbc).toBe(`fb.1.${facts().at.getTime()}.y`)
  })

  it('writes lead_id into the body as the 64-bit integer Meta reads, digit for digit', () => {
    const body = metaEventsBody([metaConversionEvent(facts({ metaLeadId: '9100000000000123' }))], 'token')
    expect(body).toContain('"lead_id":9100000000000123}')
    expect(body).toContain('"access_token":"token"')
    // Past 2^53 a JavaScript number would round it: the digits are kept as they are.
    expect(metaEventsBody([metaConversionEvent(facts({ metaLeadId: '123456789012345678' }))], 't')).toContain('"lead_id":123456789012345678')
  })

  it('knows which leads Meta’s ads brought', () => {
    expect(cameFromMeta(null, '91000')).toBe(true)
    expect(cameFromMeta({ fbclid: 'abc' }, null)).toBe(true)
    expect(cameFromMeta({ utm_source: 'Instagram', utm_medium: 'paid_social' }, null)).toBe(true)
    expect(cameFromMeta({ utm_source: 'google', gclid: 'g' }, null)).toBe(false)
    expect(cameFromMeta(null, null)).toBe(false)
  })
})
