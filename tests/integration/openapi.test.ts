import { randomUUID } from 'node:crypto'
import { Validator } from '@seriousme/openapi-schema-validator'
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { beforeAll, describe, expect, it } from 'vitest'
import type { InjectOptions } from 'fastify'
import { openApiPath } from '@/server/plugins/openapi'
import { adminApi } from '@/shared/admin'
import { operatorRequiredMessage } from '@/shared/automation'
import { formTokenUrl } from '@/shared/form-token-url'
import { researchApi } from '@/shared/research'
import { workflowsApi } from '@/shared/workflows'
import { humanFormFields, validAssessment, validContact } from '../support/fixtures'
import { operatorHeaders, testAdminPassword } from '../support/operator'
import { useTestApp } from '../support/test-app'

/**
 * GET /api/openapi.json (issue 25 item 5): a valid OpenAPI 3.1 document, public, listing every API
 * route as registered with the operator's routes marked as needing the session; and what each
 * route really answers matches what the document declares for that status.
 */

type Json = Record<string, unknown>
type Operation = { security?: Json[]; responses: Record<string, { content?: Record<string, { schema: Json }> }> }
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>>; components?: Json }

const harness = useTestApp({}, { reset: false, idleQueueMs: 20_000 })
let document: OpenApiDocument
let session: { cookie: string }

/** `/api/admin/leads/:id` → `/api/admin/leads/{id}`. */
const openApiPathOf = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}')
const documented = (url: string) => (url.startsWith('/api/') || url === '/healthz') && url !== openApiPath
const requiresSession = (operation: Operation) => operation.security !== undefined && operation.security.length > 0 && !operation.security.some((entry) => Object.keys(entry).length === 0)

let address = 0
/** Each call from its own address, so the per-IP limits of the public forms stay out of the way. */
const call = (options: InjectOptions & { signedIn?: boolean }) => {
  const { signedIn = true, ...request } = options
  return harness.app.inject({ ...request, remoteAddress: `10.25.${Math.floor(++address / 250)}.${address % 250}`, headers: { ...request.headers, ...(signedIn ? session : {}) } })
}

/** Every answer of the run, checked against the document once the document is compiled. */
const answers: { operation: string; status: number; body: unknown; contentType: string | undefined }[] = []

function operationKey(method: string, url: string) {
  return `${method.toUpperCase()} ${url}`
}

/** Calls one documented operation (`route` is the pattern; `url` the concrete path) and records what it answered. */
async function exercise(method: string, route: string, options: Omit<InjectOptions, 'method' | 'url'> & { url?: string; signedIn?: boolean; expect?: number } = {}) {
  const { expect: expected, url = route, ...rest } = options
  const response = await call({ method: method as 'GET', url, ...rest })
  const contentType = response.headers['content-type']?.toString()
  const body = contentType?.includes('json') ? response.json() : response.body
  answers.push({ operation: operationKey(method, openApiPathOf(route.split('?')[0]!)), status: response.statusCode, body, contentType })
  if (expected !== undefined) expect(response.statusCode, `${method} ${url}: ${response.body.slice(0, 300)}`).toBe(expected)
  return body as Json
}

beforeAll(async () => {
  const response = await harness.app.inject({ method: 'GET', url: openApiPath })
  expect(response.statusCode).toBe(200)
  document = response.json()
  session = await operatorHeaders(harness.app)
})

describe(`the API description at ${openApiPath}, on ${process.env.TEST_DATABASE}`, () => {
  it('is public, and a valid OpenAPI 3.1 document', async () => {
    const anonymous = await harness.app.inject({ method: 'GET', url: openApiPath })
    expect(anonymous.statusCode).toBe(200)
    expect(anonymous.headers['content-type']).toMatch(/^application\/json/)
    expect(document.openapi).toMatch(/^3\.1\./)
    const result = await new Validator().validate(document as never)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
  })

  it('lists every API route as registered, and marks each operator route as needing the session cookie', async () => {
    const routes = harness.app.registeredRoutes.filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS' && documented(route.url))
    expect(routes.length).toBeGreaterThan(40)
    const missing = routes.filter((route) => !document.paths[openApiPathOf(route.url)]?.[route.method.toLowerCase()]).map((route) => operationKey(route.method, route.url))
    expect(missing).toEqual([])

    // The session: a cookie scheme with the name the server sets.
    expect(document.components).toMatchObject({ securitySchemes: { operatorSession: { type: 'apiKey', in: 'cookie', name: '__Host-bluegrass_operator' } } })

    // Whatever answers 401 'Operator sign-in required' to a caller without the session says it
    // needs the session, and whatever says so answers 401 without it.
    const wrong: string[] = []
    for (const route of routes) {
      const operation = document.paths[openApiPathOf(route.url)]![route.method.toLowerCase()]!
      // Open to all, answering the operator more (the status, the sandboxed full test): not probed.
      if (operation.security?.some((entry) => Object.keys(entry).length === 0)) continue
      const url = route.url.replace(/:[A-Za-z]+/g, () => randomUUID())
      const response = await call({ method: route.method as 'GET', url, signedIn: false, ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }) })
      const answersAsPrivate = response.statusCode === 401 && response.json().error === operatorRequiredMessage
      if (answersAsPrivate !== requiresSession(operation)) wrong.push(`${operationKey(route.method, route.url)}: answered ${response.statusCode}, documented ${requiresSession(operation) ? 'private' : 'public'}`)
    }
    expect(wrong).toEqual([])
  })

  it("answers each route as the document declares: every described answer's body matches its schema", { timeout: 120_000 }, async () => {
    // Public calls.
    await exercise('GET', formTokenUrl, { signedIn: false, expect: 200 })
    await exercise('POST', '/api/contact', { signedIn: false, payload: { ...validContact({ email: 'openapi-contact@example.com' }), ...humanFormFields() }, expect: 201 })
    await exercise('POST', '/api/contact', { signedIn: false, payload: { ...validContact(), email: 'not an address', ...humanFormFields() }, expect: 400 })
    await exercise('POST', '/api/assessment', { signedIn: false, payload: { ...validAssessment({ email: 'openapi-assessment@example.com' }), ...humanFormFields() }, expect: 201 })
    await exercise('GET', '/api/automation/status', { signedIn: false, expect: 200 })
    await exercise('GET', '/api/automation/status', { expect: 200 })
    await exercise('POST', '/api/automation/test', { signedIn: false, expect: 200 })
    await exercise('POST', '/api/automation/test-with-logs', { signedIn: false, expect: 200 })
    await exercise('GET', workflowsApi.templates, { signedIn: false, expect: 200 })
    await exercise('POST', adminApi.session, { signedIn: false, payload: { password: 'not the password' }, expect: 401 })
    await exercise('POST', adminApi.session, { signedIn: false, payload: { password: testAdminPassword }, expect: 200 })
    await exercise('GET', adminApi.session, { expect: 200 })
    await exercise('GET', adminApi.session, { signedIn: false, expect: 401 })

    // The operator's calls: leads, tasks, figures, submissions.
    const lead = (await exercise('POST', adminApi.leads, { payload: { name: 'Ada Open', restaurant: 'Open Kitchen', email: 'ada@openkitchen.example' }, expect: 201 })) as { lead: { id: string } }
    await exercise('POST', adminApi.leads, { payload: { name: 'Ada Open', restaurant: 'Open Kitchen', email: 'ada@openkitchen.example' }, expect: 409 })
    await exercise('GET', adminApi.leads, { expect: 200 })
    await exercise('GET', '/api/admin/leads/:id', { url: adminApi.lead(lead.lead.id), expect: 200 })
    await exercise('GET', '/api/admin/leads/:id', { url: adminApi.lead(randomUUID()), expect: 404 })
    await exercise('PATCH', '/api/admin/leads/:id', { url: adminApi.lead(lead.lead.id), payload: { status: 'Contacted' }, expect: 200 })
    await exercise('GET', adminApi.crmStats, { expect: 200 })
    await exercise('GET', adminApi.emailState, { expect: 200 })
    const task = (await exercise('POST', adminApi.tasks, { payload: { title: 'Call Ada', type: 'Call', relatedLead: 'Ada Open' }, expect: 201 })) as { task: { id: string } }
    await exercise('GET', adminApi.tasks, { expect: 200 })
    await exercise('PATCH', '/api/notion/tasks/:id', { url: adminApi.task(task.task.id), payload: { completed: true }, expect: 200 })
    await exercise('GET', adminApi.submissions, { expect: 200 })
    await exercise('GET', `${adminApi.submissions}?page=0`, { expect: 400 })
    await exercise('GET', adminApi.assessments, { expect: 200 })
    // Held for review (the honeypot filled in), then released by the owner.
    const held = { website: 'http://spam.example' }
    await exercise('POST', '/api/contact', { signedIn: false, payload: { ...validContact({ email: 'openapi-held@example.com' }), ...humanFormFields(), ...held }, expect: 201 })
    const heldContact = (await exercise('GET', adminApi.submissions, { url: `${adminApi.submissions}?search=openapi-held`, expect: 200 })) as { submissions: { id: string }[] }
    const heldAssessment = (await exercise('POST', '/api/assessment', { signedIn: false, payload: { ...validAssessment({ email: 'openapi-held@example.com' }), ...humanFormFields(), ...held }, expect: 201 })) as { id: string }
    await exercise('POST', '/api/contact-submissions/:id/release', { url: adminApi.releaseSubmission(heldContact.submissions[0]!.id), expect: 200 })
    await exercise('POST', '/api/contact-submissions/:id/release', { url: adminApi.releaseSubmission(heldContact.submissions[0]!.id), expect: 409 })
    await exercise('POST', '/api/assessments/:id/release', { url: adminApi.releaseAssessment(heldAssessment.id), expect: 200 })
    await exercise('POST', '/api/assessments/:id/release', { url: adminApi.releaseAssessment(randomUUID()), expect: 404 })
    await exercise('GET', '/api/automation/logs', { expect: 200 })

    // Business research and its actions.
    const withEmail = (await exercise('POST', researchApi.companies, { payload: { name: 'Open Data Bakery', industry: 'Restaurants', contactEmail: 'owner@opendatabakery.example', contactPhone: '(859) 555-0101' }, expect: 201 })) as { id: string }
    const withoutEmail = (await exercise('POST', researchApi.companies, { payload: { name: 'Call First Plumbing', industry: 'Professional Services', contactPhone: '(859) 555-0102', website: 'https://callfirst.example' }, expect: 201 })) as { id: string }
    await exercise('GET', researchApi.companies, { expect: 200 })
    await exercise('GET', '/api/research/companies/:id', { url: researchApi.company(withEmail.id), expect: 200 })
    await exercise('GET', '/api/research/companies/:id', { url: researchApi.company(randomUUID()), expect: 404 })
    await exercise('POST', '/api/research/companies/:id/lead', { url: researchApi.addToLeads(withEmail.id), expect: 201 })
    await exercise('POST', '/api/research/companies/:id/lead', { url: researchApi.addToLeads(withoutEmail.id), expect: 422 })
    await exercise('POST', '/api/research/companies/:id/lead', {
      url: researchApi.addToLeads(withoutEmail.id),
      payload: { name: 'Call First Plumbing', restaurant: 'Call First Plumbing', email: 'office@callfirst.example', source: 'Cold Call' },
      expect: 201,
    })
    const draft = (await exercise('POST', '/api/research/companies/:id/email-draft', { url: researchApi.emailDraft(withEmail.id), expect: 201 })) as { draftId: string; to: string; subject: string; text: string }
    await exercise('POST', '/api/research/email-drafts/:draftId/send', { url: researchApi.sendEmailDraft(draft.draftId), payload: { to: draft.to, subject: draft.subject, text: draft.text }, expect: 200 })
    await exercise('POST', '/api/research/companies/:id/call-task', { url: researchApi.scheduleCall(withEmail.id), expect: 201 })
    await exercise('POST', '/api/research/companies/:id/call-task', { url: researchApi.scheduleCall(withEmail.id), payload: { dueDate: 'next Tuesday' }, expect: 400 })
    const started = (await exercise('POST', researchApi.start, { payload: { location: 'Lexington, Kentucky', industry: 'Restaurants' }, expect: 201 })) as { run: { id: string } }
    await exercise('GET', researchApi.runs, { expect: 200 })
    await exercise('GET', '/api/research/runs/:id', { url: researchApi.run(started.run.id), expect: 200 })
    await exercise('GET', workflowsApi.proposals, { expect: 200 })
    await exercise('GET', workflowsApi.researchAutomation, { expect: 200 })
    await exercise('POST', workflowsApi.triggerResearchAutomation, { payload: {} })

    // Every other documented operation with a described answer (a route added since, such as the
    // booking calls): called once as it stands, signed in, with fresh ids and an empty body.
    const called = new Set(answers.map((answer) => answer.operation))
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const described = Object.entries(operation.responses).some(([status, response]) => status.startsWith('2') && response.content)
        if (!described || called.has(operationKey(method, path)) || path.startsWith('/api/admin/session')) continue
        const url = path.replace(/\{[A-Za-z]+\}/g, () => randomUUID())
        await exercise(method.toUpperCase(), path.replace(/\{([A-Za-z]+)\}/g, ':$1'), { url, ...(method === 'get' || method === 'delete' ? {} : { payload: {} }) })
      }
    }

    // Each answer against the schema the document declares for its status.
    const ajv = new Ajv2020({ strict: false, allErrors: true })
    addFormats(ajv)
    ajv.addSchema(document, 'openapi.json')
    const pointer = (...parts: string[]) => parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')
    const problems: string[] = []
    for (const answer of answers) {
      const [method, path] = answer.operation.split(' ') as [string, string]
      const declared = document.paths[path]?.[method.toLowerCase()]?.responses
      if (!declared) {
        problems.push(`${answer.operation}: not in the document`)
        continue
      }
      const response = declared[String(answer.status)]
      if (!response) {
        problems.push(`${answer.operation} answered ${answer.status}, which the document does not declare (${Object.keys(declared).join(', ')})`)
        continue
      }
      if (!response.content) continue
      const mediaType = Object.keys(response.content)[0]!
      expect(answer.contentType, answer.operation).toContain(mediaType)
      const validate = ajv.getSchema(`openapi.json#/${pointer('paths', path, method.toLowerCase(), 'responses', String(answer.status), 'content', mediaType, 'schema')}`)!
      if (!validate(answer.body)) problems.push(`${answer.operation} ${answer.status}: ${ajv.errorsText(validate.errors)}`)
    }
    expect(problems).toEqual([])

    // Every operation that describes a success answer was answered with one, and checked.
    const succeeded = new Set(answers.filter((answer) => answer.status < 300).map((answer) => answer.operation))
    const unexercised = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => Object.entries(operation.responses).some(([status, response]) => status.startsWith('2') && response.content))
        .map(([method]) => operationKey(method, path))
        .filter((key) => !succeeded.has(key) && called.has(key)),
    )
    expect(unexercised).toEqual([])
  })
})
