import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSmtpFake, type SmtpFake } from '../fakes/smtp-fake'
import { humanFormFields, validContact } from '../support/fixtures'
import { operatorHeaders } from '../support/operator'
import { waitForIdleQueue } from '../support/pipeline'
import { fakeProviders } from '../support/providers'
import { useTestApp } from '../support/test-app'

/** Issue 15 item 5: /metrics in Prometheus's text format, for the operator or a scraper's token. */

const metricsToken = 'scraper-token-0123456789'
let smtp: SmtpFake
const logLines: Record<string, unknown>[] = []

const logger = pino({ level: 'debug' }, { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) })

beforeAll(async () => {
  smtp = await startSmtpFake()
})
afterAll(() => smtp?.close())
const harness = useTestApp(() => ({ config: { providers: fakeProviders({ smtp }), metricsToken }, logger }), { reset: false })

const value = (text: string, series: string) => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : undefined
}

describe(`/metrics on ${process.env.TEST_DATABASE}`, () => {
  it('is private: 401 signed out or with a wrong token', async () => {
    expect((await harness.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401)
    expect((await harness.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong-token-0123456789' } })).statusCode).toBe(401)
  })

  it('counts requests, submissions, the speed to lead, jobs and the outbox; the jobs log the request they came from', async () => {
    const submitted = await harness.app.inject({ method: 'POST', url: '/api/contact', payload: { ...validContact({ email: 'metrics@example.com' }), ...humanFormFields() } })
    expect(submitted.statusCode).toBe(201)
    await waitForIdleQueue(harness.database)

    const byToken = await harness.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${metricsToken}` } })
    expect(byToken.statusCode).toBe(200)
    expect(byToken.headers['content-type']).toContain('text/plain')
    const text = byToken.body
    expect(value(text, 'http_requests_total{method="POST",route="/api/contact",status="201"}')).toBe(1)
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0.005",method="POST",route="\/api\/contact"\} \d+$/m)
    expect(value(text, 'submissions_total{source="contact",outcome="stored"}')).toBe(1)
    expect(value(text, 'first_answer_seconds_count')).toBe(1)
    expect(value(text, 'jobs{queue="lead-first-answer",state="completed"}')).toBe(1)
    expect(value(text, 'job_duration_seconds_count{queue="lead-first-answer",outcome="completed"}')).toBe(1)
    expect(text).toContain('# TYPE outbox_emails gauge')
    expect(text).toContain('process_resident_memory_bytes')

    // The operator's session works too.
    expect((await harness.app.inject({ method: 'GET', url: '/metrics', headers: await operatorHeaders(harness.app) })).statusCode).toBe(200)

    // One lead's path: the POST's request id is on the log lines of the jobs it caused.
    const requestId = submitted.headers['x-request-id']
    const jobLines = logLines.filter((line) => line.msg === 'job done' && line.requestId === requestId).map((line) => line.job)
    expect(jobLines).toEqual(expect.arrayContaining(['lead-first-answer', 'lead-follow-through', 'lead-owner-notification']))
  })
})
