import { randomUUID } from 'node:crypto'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '@/server/app'
import { loginFailures } from '@/server/db/schema'
import { openApiPath } from '@/server/plugins/openapi'
import { operatorHeaders } from '../support/operator'
import { startTwilioFake, type TwilioFake } from '../fakes/twilio-fake'
import { useProviderFakes } from '../support/provider-fakes'
import { fakeProviders, ownerEmail } from '../support/providers'
import { buildTestApp, useTestApp } from '../support/test-app'

/**
 * Every route, every parameter, generated (issue 36 item 3): each operation of the OpenAPI
 * document, public and operator, is called with unlucky and hostile values, one path parameter,
 * query parameter or body property at a time, and with bodies that are not objects or not JSON.
 * It passes only with no 5xx, every request answered within 10 s, and /healthz answering within
 * 1 s after each operation. Nothing here names a route: a route added later is reached the day it
 * is documented, and the document lists every route that takes input (plugins/openapi.ts). Twice:
 * with nothing configured (npm start's default), and with every provider configured (fakes on
 * loopback), so the routes that call a model, a mail server, Notion or Make are reached too.
 */

type Schema = {
  type?: string | string[]
  format?: string
  enum?: unknown[]
  const?: unknown
  default?: unknown
  minLength?: number
  minimum?: number
  exclusiveMinimum?: number
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  anyOf?: Schema[]
  oneOf?: Schema[]
  allOf?: Schema[]
  $ref?: string
}
type Parameter = { in: 'path' | 'query' | 'header' | 'cookie'; name: string; required?: boolean; schema?: Schema }
type Operation = { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> }; security?: Record<string, unknown>[] }
type OpenApiDocument = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } }

const fakes = useProviderFakes()
const harness = useTestApp({}, { reset: false, idleQueueMs: 30_000 })
let configured: App
let twilio: TwilioFake
let document: OpenApiDocument

beforeAll(async () => {
  twilio = await startTwilioFake()
  configured = await buildTestApp(harness.database, { config: { providers: fakeProviders({ ...fakes, twilio }), ownerEmail } })
  document = (await harness.app.inject({ method: 'GET', url: openApiPath })).json()
})
afterAll(async () => {
  await configured?.close()
  await twilio?.close()
})

const loneSurrogate = '\uD800'

/** Values no field should trip over: what a careless or hostile client sends. */
const hostileStrings = [
  '',
  '   ',
  '\u0000',
  `a\u0000b`,
  loneSurrogate,
  `x${'\uDFFF'}y`,
  'x'.repeat(5_000),
  '2026-02-30',
  '2026-13-45',
  '0000-01-01',
  '9999-12-31',
  '9999-12-31T23:59:59Z',
  '-1',
  '1e309',
  'NaN',
  "'; drop table leads; --",
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '😀'.repeat(50),
]
const hostileJson: unknown[] = [-1, 0, 0.5, -0.5, 1e308, -1e308, 2 ** 63, Number.MAX_SAFE_INTEGER + 2, true, false, null, [], ['a', 'b'], {}, { nested: { deeper: [1] } }]
const oddIds = ['0', '-1', 'null', 'undefined', '00000000-0000-0000-0000-000000000000', randomUUID().toUpperCase(), `${randomUUID()}x`, '%00', 'x'.repeat(5_000), '..%2F..%2Fetc%2Fpasswd', '%ED%A0%80', '😀']
/** Whole bodies: not objects, or not JSON at all. */
const oddBodies: { contentType: string; payload: string }[] = [
  { contentType: 'application/json', payload: '[]' },
  { contentType: 'application/json', payload: '"text"' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '42' },
  { contentType: 'application/json', payload: '{' },
  { contentType: 'application/json', payload: '{"a":' },
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: JSON.stringify({ [`k${'x'.repeat(5_000)}`]: 1 }) },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&a=2&%00=%ED%A0%80' },
]

function resolve(schema: Schema | undefined): Schema {
  let current = schema ?? {}
  while (current.$ref) current = document.components?.schemas?.[current.$ref.split('/').pop()!] ?? {}
  return current
}

/** A value the schema accepts, as far as a generator can tell (enough to get past the first checks). */
function sampleOf(raw: Schema | undefined): unknown {
  const schema = resolve(raw)
  if (schema.default !== undefined) return schema.default
  if (schema.const !== undefined) return schema.const
  if (schema.enum?.length) return schema.enum[0]
  const choice = schema.anyOf ?? schema.oneOf
  if (choice) return sampleOf(choice.find((option) => resolve(option).type !== 'null') ?? choice[0])
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sampleOf(part) as object))
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type
  switch (type) {
    case 'object': {
      const required = new Set(schema.required ?? [])
      return Object.fromEntries(Object.entries(schema.properties ?? {}).filter(([name]) => required.has(name)).map(([name, property]) => [name, sampleOf(property)]))
    }
    case 'array':
      return []
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1)
    case 'boolean':
      return false
    case 'string': {
      const byFormat: Record<string, string> = {
        email: 'sam.sample@example.com',
        uuid: randomUUID(),
        date: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
        'date-time': new Date(Date.now() + 2 * 86_400_000).toISOString(),
        uri: 'https://example.com/',
      }
      return byFormat[schema.format ?? ''] ?? 'Sample value'.padEnd(schema.minLength ?? 0, 'x')
    }
    default:
      return 'Sample value'
  }
}

/** Percent-encodes for a URL, keeping the odd ones (a lone surrogate has no UTF-8: its CESU bytes go as they are). */
function encoded(value: string): string {
  if (/^(%[0-9A-F]{2}|[^%])*$/i.test(value) && value.includes('%')) return value
  return [...value].map((char) => (/[\uD800-\uDFFF]/.test(char) ? '%ED%A0%80' : encodeURIComponent(char))).join('')
}

type Variant = { label: string; path: Record<string, string>; query: Record<string, string | string[]>; body?: { contentType: string; payload: string } }

/** The operation's base request, then one input changed at a time. */
function variantsOf(operation: Operation): Variant[] {
  const parameters = operation.parameters ?? []
  const basePath = Object.fromEntries(parameters.filter((p) => p.in === 'path').map((p) => [p.name, randomUUID()]))
  const baseQuery: Record<string, string> = Object.fromEntries(parameters.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, String(sampleOf(p.schema))]))
  const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? []
  const form = contentType === 'application/x-www-form-urlencoded'
  const bodySchema = media ? resolve(media.schema) : undefined
  const baseBody = (bodySchema ? sampleOf(bodySchema) : undefined) as Record<string, unknown> | undefined
  const bodyOf = (value: Record<string, unknown> | undefined): Variant['body'] => {
    if (!contentType || value === undefined) return undefined
    if (!form) return { contentType, payload: JSON.stringify(value) }
    return { contentType, payload: Object.entries(value).map(([name, field]) => `${encoded(name)}=${encoded(typeof field === 'string' ? field : JSON.stringify(field))}`).join('&') }
  }
  const base: Variant = { label: 'the base request', path: basePath, query: baseQuery, body: bodyOf(baseBody) }
  const variants: Variant[] = [base]
  for (const parameter of parameters.filter((p) => p.in === 'path')) {
    for (const id of oddIds) variants.push({ ...base, label: `path ${parameter.name}=${id.slice(0, 40)}`, path: { ...basePath, [parameter.name]: id } })
  }
  for (const parameter of parameters.filter((p) => p.in === 'query')) {
    for (const value of [...hostileStrings, ...hostileJson.map((v) => JSON.stringify(v))]) {
      variants.push({ ...base, label: `query ${parameter.name}=${JSON.stringify(value).slice(0, 40)}`, query: { ...baseQuery, [parameter.name]: value } })
    }
    variants.push({ ...base, label: `query ${parameter.name} twice`, query: { ...baseQuery, [parameter.name]: ['1', '2'] } })
  }
  if (bodySchema && contentType) {
    const properties = Object.keys(bodySchema.properties ?? {})
    for (const property of properties) {
      for (const value of form ? hostileStrings : [...hostileStrings, ...hostileJson]) {
        variants.push({ ...base, label: `body ${property}=${JSON.stringify(value).slice(0, 40)}`, body: bodyOf({ ...baseBody, [property]: value }) })
      }
      variants.push({ ...base, label: `body without ${property}`, body: bodyOf(Object.fromEntries(Object.entries(baseBody ?? {}).filter(([name]) => name !== property))) })
    }
    variants.push({ ...base, label: 'body with an unknown property', body: bodyOf({ ...baseBody, unknownProperty: 'x' }) })
  }
  for (const body of oddBodies) variants.push({ ...base, label: `body ${body.contentType} ${JSON.stringify(body.payload).slice(0, 30)}`, body })
  return variants
}

function urlOf(pattern: string, variant: Variant): string {
  const path = pattern.replace(/\{(\w+)\}/g, (_match, name: string) => encoded(variant.path[name] ?? 'x'))
  const query = Object.entries(variant.query).flatMap(([name, value]) => [value].flat().map((one) => `${encoded(name)}=${encoded(one)}`))
  return query.length ? `${path}?${query.join('&')}` : path
}

/** The operations in an order that keeps the session: signing in and out last. */
function operations(): { method: string; pattern: string; operation: Operation }[] {
  const all = Object.entries(document.paths).flatMap(([pattern, item]) => Object.entries(item).map(([method, operation]) => ({ method, pattern, operation })))
  const last = (pattern: string) => (pattern === '/api/admin/session' ? 1 : 0)
  return all.sort((a, b) => last(a.pattern) - last(b.pattern))
}

describe(`every documented operation with hostile input, on ${process.env.TEST_DATABASE}`, () => {
  it.each([
    ['nothing configured', () => harness.app],
    ['every provider configured', () => configured],
  ])('answers each without a 5xx, within 10 s, and /healthz answers within 1 s after each operation: %s', { timeout: 600_000 }, async (setting, appOf) => {
    const app = appOf()
    // The other pass's wrong passwords (the sign-in call is fuzzed too) would lock the operator out.
    await harness.database.db.delete(loginFailures)
    const problems: string[] = []
    let requests = 0
    let address = 0
    const all = operations()
    expect(all.length).toBeGreaterThan(60)
    for (const { method, pattern, operation } of all) {
      // Each operation signed in afresh: one of them signs out.
      const session = await operatorHeaders(app)
      for (const variant of variantsOf(operation)) {
        const request: InjectOptions = {
          method: method.toUpperCase() as 'GET',
          url: urlOf(pattern, variant),
          // Each request from its own address, so the per-client limits stay out of the way.
          remoteAddress: `10.36.${Math.floor(++address / 250) % 250}.${address % 250}`,
          headers: { ...session, ...(variant.body ? { 'content-type': variant.body.contentType } : {}) },
          ...(variant.body ? { payload: variant.body.payload } : {}),
        }
        const started = performance.now()
        const response = await app.inject(request)
        const ms = performance.now() - started
        requests++
        const where = `${method.toUpperCase()} ${pattern} (${variant.label})`
        if (response.statusCode >= 500) problems.push(`${where}: ${response.statusCode} ${response.body.slice(0, 200)}`)
        if (ms > 10_000) problems.push(`${where}: answered after ${Math.round(ms)} ms`)
      }
      const started = performance.now()
      const health = await app.inject({ method: 'GET', url: '/healthz' })
      const ms = performance.now() - started
      if (health.statusCode !== 200 || ms > 1_000) problems.push(`/healthz after ${method.toUpperCase()} ${pattern}: ${health.statusCode} in ${Math.round(ms)} ms`)
    }
    console.log(`every-route: ${requests} requests over ${all.length} operations on ${process.env.TEST_DATABASE}, ${setting}`)
    expect(problems).toEqual([])
  })
})
