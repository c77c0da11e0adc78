import { readFileSync } from 'node:fs'
import swagger from '@fastify/swagger'
import fp from 'fastify-plugin'
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod'
import { site } from '@/shared/site'
import { apiErrorBodySchema } from './errors'
import { localSessionCookie, operatorSecurity, operatorSessionSchemes, secureSessionCookie } from './operator'

/**
 * GET /api/openapi.json: an OpenAPI 3.1 description of the JSON API, generated from the same zod
 * schemas the routes validate with (fastify-type-provider-zod's transform, JSON Schema 2020-12),
 * for the HTTP steps of n8n, Make or Zapier (README "The API from n8n, Make or Zapier"). It lists every
 * route under /api and /healthz as registered, so a route added later appears without being
 * listed here, and every other route that declares what it takes (the forms a browser posts
 * without JavaScript, a booking's and a report's pages behind their tokens: tag `pages`), so the
 * generated test (tests/integration/every-route.test.ts) reaches each input the server accepts.
 * The web app's pages and files, declared nothing, are left out. Operator routes carry the
 * session cookie's security requirement (plugins/operator.ts marks them).
 */

export const openApiPath = '/api/openapi.json'

const documented = (url: string, schema: object | undefined) => url.startsWith('/api/') || url === '/healthz' || (schema !== undefined && !('hide' in schema && schema.hide))

const packageVersion = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version

/** `POST /api/research/companies/:id/lead` → `postApiResearchCompaniesIdLead`: stable, and unique per route. */
export function operationIdOf(method: string, url: string): string {
  const words = [method.toLowerCase(), ...url.split(/[^A-Za-z0-9]+/).filter(Boolean)]
  return words.map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join('')
}

/** The area a route belongs to (`/api/research/...` → research): the document's tags. */
function tagOf(url: string): string {
  if (url === '/healthz') return 'health'
  if (!url.startsWith('/api/')) return 'pages'
  return url.split('/')[2] ?? 'api'
}

const zodTransform = createJsonSchemaTransform({ zodToJsonConfig: { target: 'draft-2020-12' } })
const zodTransformObject = createJsonSchemaTransformObject({ zodToJsonConfig: { target: 'draft-2020-12' } })
type TransformInput = Parameters<typeof zodTransform>[0]

type RouteSchema = NonNullable<TransformInput['schema']> & { security?: unknown; response?: Record<string, unknown> }

/**
 * The answers every route may give besides its own (plugins/errors.ts, plugins/operator.ts), unless
 * it declares them itself: 400 naming the bad fields when it takes input, and for operator routes
 * 401 without the session and 403 to a state-changing call from another site.
 */
function withCommonAnswers(schema: RouteSchema, method: string): RouteSchema {
  const response = { ...schema.response }
  const declare = (status: number) => {
    response[status] ??= apiErrorBodySchema
  }
  if (schema.body || schema.querystring || schema.params) declare(400)
  if (JSON.stringify(schema.security) === JSON.stringify(operatorSecurity)) {
    declare(401)
    if (method !== 'GET') declare(403)
  }
  return { ...schema, response }
}

function transform(input: TransformInput) {
  if (!documented(input.url, input.schema)) return { schema: { hide: true }, url: input.url }
  const methods = [input.route.method].flat()
  const transformed = zodTransform({ ...input, schema: withCommonAnswers((input.schema ?? {}) as RouteSchema, methods[0]!) })
  return {
    url: transformed.url,
    schema: {
      tags: [tagOf(input.url)],
      operationId: operationIdOf(methods[0]!, input.url),
      ...transformed.schema,
    },
  }
}

const answerDescriptions: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  204: 'Done; no body',
  400: 'Invalid input: `fields` names each bad field with its message',
  401: 'The operator session is missing or has ended (or, signing in, the password is wrong)',
  403: 'Refused: a state-changing call from another site',
  404: 'Not found',
  409: 'Conflict with the current state: the message says what',
  422: 'Refused: the message says why and what to do',
  429: 'Too many requests: try again after Retry-After seconds',
  503: 'Busy or briefly unavailable, nothing stored: try again after Retry-After seconds',
}

type Document = ReturnType<typeof zodTransformObject>
type Operation = { responses?: Record<string, { description?: string; content?: unknown }> }

/**
 * Words for each answer instead of swagger's "Default Response", and a 200 without a described
 * body for the few routes that declare none (a CSV, a page, a test's free-form answer).
 */
function describeAnswers(document: Document): Document {
  for (const pathItem of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(pathItem ?? {}) as Operation[]) {
      if (typeof operation !== 'object' || operation === null || !('responses' in operation)) continue
      const responses = (operation.responses ??= {})
      if (!Object.keys(responses).some((status) => status.startsWith('2'))) responses['200'] = { description: 'OK (the body is not described)' }
      for (const [status, response] of Object.entries(responses)) {
        if (!response.description || response.description === 'Default Response') response.description = answerDescriptions[status] ?? 'See the message'
      }
    }
  }
  return document
}

export const openApiPlugin = fp<{ publicUrl: string }>(async (app, { publicUrl }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${site.name} API`,
        version: packageVersion,
        description: [
          `The JSON API of ${site.name}'s website and back office. Public calls (the contact and assessment forms, the automation status) need nothing;`,
          'operator calls need the session cookie that `POST /api/admin/session` with `{ "password": "<ADMIN_PASSWORD>" }` sets',
          `(\`${secureSessionCookie}\` over HTTPS; \`${localSessionCookie}\` over plain http on localhost). Sessions end after 30 minutes idle and 12 hours in all.`,
          'State-changing operator calls from a browser must come from the site itself (Origin); a server-side HTTP step sends no Origin and is accepted.',
          'A refused call answers `{ "error": "...", "fields": { "<field>": "<message>" } }`.',
        ].join(' '),
      },
      servers: [{ url: publicUrl }],
      components: { securitySchemes: operatorSessionSchemes },
    },
    transform,
    transformObject: (input) => describeAnswers(zodTransformObject(input)),
  })

  app.get(openApiPath, { schema: { hide: true } }, async (_request, reply) => reply.header('cache-control', 'no-cache').send(app.swagger()))
})
