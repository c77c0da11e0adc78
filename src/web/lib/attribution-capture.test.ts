import { describe, expect, it } from 'vitest'
import { attributionSchema, channelOf, touchFromRequest } from '@/shared/attribution'
import { landingTouch, nextAttribution } from './attribution-capture'

const now = new Date('2027-03-08T12:00:00Z')
const dayMs = 24 * 60 * 60 * 1000

describe('landingTouch', () => {
  it('keeps the campaign parameters, click ids, the external referrer’s host and the landing path', () => {
    const touch = landingTouch(
      '?utm_source=Facebook&utm_medium=paid-social&utm_campaign=spring&utm_term=hvac&utm_content=a&gclid=g1&fbclid=f1&li_fat_id=l1&email=x@y.z',
      '/assessment',
      'https://m.facebook.com/some/path?q=1',
      'agency.example',
      now,
    )
    expect(touch).toEqual({
      utm_source: 'Facebook',
      utm_medium: 'paid-social',
      utm_campaign: 'spring',
      utm_term: 'hvac',
      utm_content: 'a',
      gclid: 'g1',
      fbclid: 'f1',
      li_fat_id: 'l1',
      referrer: 'm.facebook.com',
      landingPath: '/assessment',
      at: now.toISOString(),
    })
  })

  it('is no landing when the visitor moves between the site’s own pages', () => {
    expect(landingTouch('', '/pricing', 'https://agency.example/', 'agency.example', now)).toBeNull()
  })

  it('is a landing on the site’s own page when the URL carries campaign parameters', () => {
    expect(landingTouch('?utm_source=newsletter', '/', 'https://agency.example/blog', 'agency.example', now)).toEqual({
      utm_source: 'newsletter',
      landingPath: '/',
      at: now.toISOString(),
    })
  })

  it('counts a visit with no referrer as a direct landing', () => {
    expect(landingTouch('', '/', '', 'agency.example', now)).toEqual({ landingPath: '/', at: now.toISOString() })
  })

  it('caps every value at 200 characters, so the server’s schema accepts it', () => {
    const touch = landingTouch(`?utm_campaign=${'c'.repeat(500)}`, `/${'p'.repeat(500)}`, '', 'agency.example', now)!
    expect(touch.utm_campaign).toHaveLength(200)
    expect(touch.landingPath).toHaveLength(200)
    expect(attributionSchema.safeParse({ first: touch, last: touch }).success).toBe(true)
  })
})

describe('nextAttribution', () => {
  const touch = (source: string, at: Date) => ({ utm_source: source, landingPath: '/', at: at.toISOString() })

  it('makes the first landing both the first and the last touch', () => {
    expect(JSON.parse(nextAttribution(null, touch('google', now), now)!)).toEqual({ first: touch('google', now), last: touch('google', now) })
  })

  it('keeps the first touch for 90 days and replaces the last one', () => {
    const first = touch('google', new Date(now.getTime() - 89 * dayMs))
    const stored = JSON.stringify({ first, last: first })
    expect(JSON.parse(nextAttribution(stored, touch('linkedin', now), now)!)).toEqual({ first, last: touch('linkedin', now) })
  })

  it('replaces a first touch older than 90 days', () => {
    const old = touch('google', new Date(now.getTime() - 91 * dayMs))
    expect(JSON.parse(nextAttribution(JSON.stringify({ first: old, last: old }), touch('linkedin', now), now)!).first).toEqual(touch('linkedin', now))
  })

  it('changes nothing on a move between pages, and replaces a damaged entry', () => {
    expect(nextAttribution('{"first":', null, now)).toBeNull()
    expect(JSON.parse(nextAttribution('{"first":', touch('bing', now), now)!).first).toEqual(touch('bing', now))
  })
})

describe('channelOf', () => {
  it.each([
    [{ utm_source: 'Facebook', utm_medium: 'Paid-Social', utm_campaign: 'Spring' }, { source: 'facebook', medium: 'paid-social', campaign: 'Spring' }],
    [{ gclid: 'x' }, { source: 'google', medium: 'cpc', campaign: '(not set)' }],
    [{ fbclid: 'x' }, { source: 'facebook', medium: 'cpc', campaign: '(not set)' }],
    [{ li_fat_id: 'x' }, { source: 'linkedin', medium: 'cpc', campaign: '(not set)' }],
    [{ referrer: 'www.bing.com' }, { source: 'www.bing.com', medium: 'referral', campaign: '(not set)' }],
    [{ landingPath: '/' }, { source: '(direct)', medium: '(none)', campaign: '(not set)' }],
    [undefined, { source: '(direct)', medium: '(none)', campaign: '(not set)' }],
  ])('names the channel of %j', (touch, channel) => {
    expect(channelOf(touch)).toEqual(channel)
  })
})

describe('touchFromRequest (a form posted without JavaScript)', () => {
  it('takes the landing path and campaign parameters from the page it was sent from', () => {
    expect(touchFromRequest('https://agency.example/book?utm_source=google&utm_medium=cpc&name=Jo', 'agency.example', '/book')).toEqual({ utm_source: 'google', utm_medium: 'cpc', landingPath: '/book' })
  })

  it('takes an external referrer’s host, and the form’s page without any referrer', () => {
    expect(touchFromRequest('https://www.google.com/search?q=x', 'agency.example', '/assessment')).toEqual({ referrer: 'www.google.com', landingPath: '/assessment' })
    expect(touchFromRequest(undefined, 'agency.example', '/assessment')).toEqual({ landingPath: '/assessment' })
    expect(touchFromRequest('not a url', 'agency.example', '/assessment')).toEqual({ landingPath: '/assessment' })
  })
})
