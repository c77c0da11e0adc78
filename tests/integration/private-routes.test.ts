import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { operatorRequiredMessage } from '@/shared/automation'
import { operatorHeaders } from '../support/operator'
import { useTestApp } from '../support/test-app'

/**
 * Private means checked by the server: every route the app registers is either on this short,
 * reviewed list of public routes, or answers 401 to a request without the operator session. A new
 * route cannot be forgotten: it is private until someone adds it here.
 */
const publicRoutes = new Set([
  // The site assistant (issue 26): its status, and a visitor's message answered by the model.
  'GET /api/assistant',
  'POST /api/assistant/messages',
  'GET /healthz',
  // The visitor's own submissions run the pipeline (DESIGN "Who may do what").
  'POST /api/contact',
  'GET /api/form-token',
  'POST /api/assessment',
  // The same form sent by a browser without JavaScript.
  'POST /assessment',
  // The dashboard's status, and the full test, which runs in the sandbox for anyone signed out.
  'GET /api/automation/status',
  'POST /api/automation/test',
  'POST /api/automation/test-with-logs',
  // The link in every e-mail.
  'GET /api/unsubscribe',
  'POST /api/unsubscribe',
  // The assessment's strategy report page: the token in its URL is the key (256 random bits,
  // e-mailed only to the lead); an unknown token answers 404. Its stylesheet is static.
  'GET /report/:token',
  'GET /report.css',
  // The n8n workflow templates: the agency's published catalogue, no private data.
  'GET /api/workflows/templates',
  // A template's (or the internal research workflow's) n8n JSON: static data, no keys or client data.
  'GET /api/workflows/export/:id',
  // Twilio's messaging webhook (issue 31): public, but refused 403 without Twilio's signature.
  'POST /api/sms/inbound',
  // Signed by Twilio instead (issue 31), and a text's short booking link.
  'POST /api/sms/status',
  'GET /b/:code',
  // Calls to the business number (issue 32): Twilio's voice webhook and the steps its TwiML points
  // to, each refused 403 without Twilio's signature (tests/integration/calls.test.ts).
  'POST /api/voice/inbound',
  'POST /api/voice/dialed',
  'POST /api/voice/recorded',
  'POST /api/voice/turn',
  'POST /api/voice/status',
  // Meta Lead Ads (issue 33): the subscription check answers only the verify token; a delivery
  // is refused 403 without Meta's signature over its bytes (tests/integration/ad-leads-meta.test.ts).
  'GET /api/ads/meta',
  'POST /api/ads/meta',
  // Google Ads lead forms: refused 403 without the webhook's key (tests/integration/ad-leads-google.test.ts).
  'POST /api/ads/google',
  // Fetched by Google Ads' scheduled uploads with its own password (HTTP basic): 401 without it.
  'GET /api/ads/google/conversions.csv',
  // Signing in and out.
  'POST /api/admin/session',
  'DELETE /api/admin/session',
  // Booking the free call (issue 22): the free slots (no one's data), a booking (the visitor's own,
  // like a form), the form sent without JavaScript, and the call's own pages, whose token is the key.
  'GET /api/booking/slots',
  'POST /api/booking',
  'POST /book',
  'GET /booking/:token',
  'GET /booking/:token/reschedule',
  'POST /booking/:token/reschedule',
  'POST /booking/:token/cancel',
  // The API's description (OpenAPI 3.1): the routes and their shapes, no data.
  'GET /api/openapi.json',
])

/** Routes that must be private whatever else changes (the test fails if one goes missing). */
const knownPrivate = [
  'GET /api/admin/session',
  'GET /api/admin/calls/:id/recording',
  'GET /api/automation/logs',
  'GET /api/automation/openai/test',
  'GET /api/automation/notion/test',
  'GET /api/automation/email/test',
  'GET /api/automation/make/test',
  'GET /api/contact-submissions',
  'GET /api/contact-submissions/export.csv',
  'GET /api/assessments',
  'GET /api/notion/leads',
  'POST /api/notion/leads',
  'GET /api/notion/tasks',
  'POST /api/notion/tasks',
  'POST /api/contact-submissions/:id/release',
  'POST /api/assessments/:id/release',
  'GET /api/admin/bookings',
  'POST /api/admin/bookings/:id/cancel',
  'POST /api/admin/bookings/:id/reschedule',
  'POST /api/admin/bookings/:id/confirm',
  'GET /api/admin/booking-settings',
  'PUT /api/admin/booking-settings',
  'GET /api/admin/assistant',
  'PUT /api/admin/assistant',
  'GET /api/insights',
  // Issue 23: the lead's conversation, the owner's answer, and whether the mailbox is read.
  'GET /api/admin/leads/:id/thread',
  'POST /api/admin/leads/:id/reply',
  'GET /api/admin/inbound/status',
]

const harness = useTestApp({}, { reset: false })

const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`
/** A concrete URL for a route pattern: each :param becomes a fresh id. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, () => randomUUID())

function privateRoutes() {
  return harness.app.registeredRoutes.filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS' && !publicRoutes.has(routeKey(route)))
}

describe(`every private route on ${process.env.TEST_DATABASE}`, () => {
  it('includes every route known to be private, and every public route exists', () => {
    const registered = new Set(harness.app.registeredRoutes.map(routeKey))
    for (const key of [...knownPrivate, ...publicRoutes]) expect(registered, key).toContain(key)
    expect(privateRoutes().length).toBeGreaterThanOrEqual(knownPrivate.length)
  })

  it('answers 401 without the operator session', async () => {
    const failures: string[] = []
    for (const route of privateRoutes()) {
      const response = await harness.app.inject({ method: route.method as 'GET', url: concrete(route.url), payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {} })
      if (response.statusCode !== 401 || response.json().error !== operatorRequiredMessage) failures.push(`${routeKey(route)} → ${response.statusCode}`)
    }
    expect(failures).toEqual([])
  })

  it('answers 401 to an expired or forged session cookie too', async () => {
    const failures: string[] = []
    for (const route of privateRoutes()) {
      const response = await harness.app.inject({ method: route.method as 'GET', url: concrete(route.url), headers: { cookie: 'bluegrass_operator=forged' } })
      if (response.statusCode !== 401) failures.push(`${routeKey(route)} → ${response.statusCode}`)
    }
    expect(failures).toEqual([])
  })

  it('lets the operator through (no 401), and refuses a state-changing call from another site (403)', async () => {
    const headers = await operatorHeaders(harness.app)
    const failures: string[] = []
    for (const route of privateRoutes()) {
      const url = concrete(route.url)
      // Reads only: a signed-in GET of every private route must not answer 401 or 5xx.
      if (route.method === 'GET') {
        const response = await harness.app.inject({ method: 'GET', url, headers })
        if (response.statusCode === 401 || response.statusCode >= 500) failures.push(`${routeKey(route)} signed in → ${response.statusCode}`)
        continue
      }
      const foreign = await harness.app.inject({ method: route.method as 'POST', url, headers: { ...headers, origin: 'https://evil.example' }, payload: {} })
      if (foreign.statusCode !== 403) failures.push(`${routeKey(route)} from another site → ${foreign.statusCode}`)
    }
    expect(failures).toEqual([])
  })
})
