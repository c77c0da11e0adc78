import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { humanFormFields, validAssessment, validContact } from '../support/fixtures'
import { operatorHeaders, testAdminPassword } from '../support/operator'
import { seededRandom } from '../support/seeded-random'
import { useTestApp } from '../support/test-app'

/**
 * Issue 14 item 4: no input makes the server answer 5xx. Every state-changing route the app
 * registers gets a generated corpus of bodies — wrong types, huge and tiny values, unicode, NUL,
 * lone surrogates, prototype keys, deep nesting, bad JSON, wrong content types — the public ones
 * 300 each, signed out, the operator's 40 each, signed in. The corpus is seeded: a failure names
 * the seed and body that caused it, and the same run reproduces it.
 */

const seed = 0x5eed_2026
const publicBodies = 300
const operatorBodies = 40

type Rng = () => number
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!

const nastyStrings = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfffy',
  '\ud83d\ude00 emoji',
  '\u202e right-to-left',
  'Zalgo z\u0335\u0321a\u0334l\u0338g\u0336o',
  '<script>alert(1)</script>',
  "'; drop table leads; --",
  '%00%ff',
  '\\u0000',
  'a'.repeat(300),
  'b'.repeat(20_000),
  '\r\n\t',
  'Robert\u200b',
  '__proto__',
  'constructor',
  'not-an-email@',
  '@example.com',
  'x@example.com',
  '1e309',
  '-0',
  '2026-13-45',
]

function nastyValue(rng: Rng, depth = 0): unknown {
  switch (Math.floor(rng() * 12)) {
    case 0:
    case 1:
    case 2:
      return pick(rng, nastyStrings)
    case 3:
      return pick(rng, [0, -1, 1.5, 2 ** 53, -(2 ** 63), 1e308, Number.MAX_SAFE_INTEGER])
    case 4:
      return pick(rng, [true, false, null])
    case 5:
      return depth < 3 ? [nastyValue(rng, depth + 1), nastyValue(rng, depth + 1)] : []
    case 6:
      return depth < 3 ? { [pick(rng, nastyStrings) || 'k']: nastyValue(rng, depth + 1) } : {}
    case 7:
      return deeplyNested(rng() < 0.5 ? 60 : 5)
    case 8:
      return Array.from({ length: 2_000 }, (_, index) => index)
    case 9:
      return JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}')
    default:
      return randomUUID()
  }
}

function deeplyNested(depth: number): unknown {
  let value: unknown = 'bottom'
  for (let level = 0; level < depth; level++) value = { a: value }
  return value
}

type Attempt = { contentType: string; payload: string; label: string }

/** One fuzzed request body for a route whose valid body looks like `base`. */
function fuzzedBody(rng: Rng, base: Record<string, unknown>): Attempt {
  const json = (value: unknown, label: string): Attempt => ({ contentType: 'application/json', payload: JSON.stringify(value), label })
  const kind = rng()
  if (kind < 0.55) {
    // Mutate one to three fields of a valid body (the likeliest way to reach deep code).
    const body = new Map(Object.entries(base))
    const keys = [...Object.keys(base), '__proto__', 'constructor', 'extra', 'website', 'formToken']
    const mutations = 1 + Math.floor(rng() * 3)
    for (let count = 0; count < mutations; count++) {
      const key = pick(rng, keys)
      if (rng() < 0.15) body.delete(key)
      else body.set(key, nastyValue(rng))
    }
    // JSON.stringify drops a "__proto__" own key set through assignment: write it raw sometimes.
    const text = JSON.stringify(Object.fromEntries(body))
    return { contentType: 'application/json', payload: rng() < 0.1 ? text.replace(/^\{/, '{"__proto__":{"isAdmin":true},') : text, label: 'mutated' }
  }
  if (kind < 0.7) return json(nastyValue(rng), 'any value')
  if (kind < 0.8) {
    const text = JSON.stringify(base)
    const broken = pick(rng, [text.slice(0, Math.floor(text.length / 2)), `${text},`, text.replace(':', ''), '{"a":1,,}', '\u0000', '{"a":"\\ud800"}', '{"a":"\\u0000"}', '[', 'null', '"', '{"a":1e999}'])
    return { contentType: 'application/json', payload: broken, label: 'bad JSON' }
  }
  if (kind < 0.9) {
    const contentType = pick(rng, ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=utf-16', 'application/octet-stream', ''])
    return { contentType, payload: pick(rng, ['a=1&b=2', JSON.stringify(base), '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--', '<a/>', '']), label: 'content type' }
  }
  return json(deeplyNested(1 + Math.floor(rng() * 2_000)), 'deep nesting')
}

/** A route pattern with its parameters filled in with something odd. */
function concreteUrl(rng: Rng, pattern: string): string {
  return pattern.replace(/:[A-Za-z]+/g, () => encodeURIComponent(pick(rng, [randomUUID(), 'x', '0', '..%2F..', 'a'.repeat(300), '\u0000', 'null', '-1'])))
}

const validBodies: Record<string, () => Record<string, unknown>> = {
  'POST /api/contact': () => ({ ...validContact(), ...humanFormFields() }),
  'POST /api/assessment': () => ({ ...validAssessment(), ...humanFormFields() }),
  'POST /api/admin/session': () => ({ password: testAdminPassword }),
  'POST /api/unsubscribe': () => ({ token: randomUUID() }),
}

const harness = useTestApp({}, { reset: false })

const stateChanging = (method: string) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)

describe(`fuzzed input on ${process.env.TEST_DATABASE}`, () => {
  it('never answers 5xx, on any state-changing route, signed out or in; the server stays healthy', { timeout: 180_000 }, async () => {
    const rng = seededRandom(seed)
    const routes = harness.app.registeredRoutes.filter((route) => stateChanging(route.method))
    const operator = await operatorHeaders(harness.app)
    const failures: string[] = []
    let sent = 0

    for (const route of routes) {
      const key = `${route.method} ${route.url}`
      const base = validBodies[key]?.() ?? { name: 'Fuzz Co', email: 'fuzz@example.com', status: 'New', title: 'Call', location: 'Lexington, Kentucky' }
      // Public routes take the visitor's input; private ones answer 401 before reading a body
      // signed out, so their bodies are fuzzed with the operator's session.
      const signedOutResponse = await harness.app.inject({ method: route.method as 'POST', url: concreteUrl(rng, route.url), payload: {} })
      const isPublic = signedOutResponse.statusCode !== 401
      const count = isPublic ? publicBodies : operatorBodies
      for (let index = 0; index < count; index++) {
        const attempt = fuzzedBody(rng, base)
        const url = concreteUrl(rng, route.url)
        const response = await harness.app.inject({
          method: route.method as 'POST',
          url,
          headers: { ...(attempt.contentType ? { 'content-type': attempt.contentType } : {}), ...(isPublic ? {} : operator) },
          payload: attempt.payload,
          // Each body from its own address: the per-client limits would otherwise answer 429
          // before most bodies reach the code under test.
          remoteAddress: `10.9.${(sent >> 8) & 255}.${sent & 255}`,
        })
        sent++
        if (response.statusCode >= 500) failures.push(`${route.method} ${url} [${attempt.label}] ${attempt.payload.slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 200)}`)
      }
    }

    expect(failures, `seed ${seed}`).toEqual([])
    expect(sent).toBeGreaterThanOrEqual(4 * publicBodies)
    const health = await harness.app.inject({ method: 'GET', url: '/healthz' })
    expect(health.statusCode).toBe(200)
  })
})
