import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { contactSubmissions, leads } from '@/server/db/schema'
import { humanFormFields, validAssessment, validContact } from '../support/fixtures'
import { useTestApp } from '../support/test-app'

/**
 * Text PostgreSQL cannot store never reaches it: a NUL character in any field is a 400 naming
 * that field (not a 500 from the database), and a lone surrogate is stored as U+FFFD.
 */

let address = 0

const harness = useTestApp({}, { idleQueueMs: 15_000 })

const post = (url: string, payload: object) => harness.app.inject({ method: 'POST', url, payload, remoteAddress: `10.1.0.${++address % 250}` })
const submissionCount = async () => (await harness.database.db.select({ n: sql<number>`count(*)::int` }).from(contactSubmissions))[0]!.n

describe(`text the database cannot store, on ${process.env.TEST_DATABASE}`, () => {
  it.each(['fullName', 'businessName', 'email', 'automationNeeds'])('refuses a NUL character in the contact form’s %s, naming it', async (field) => {
    const contact = validContact() as Record<string, unknown>
    const response = await post('/api/contact', { ...contact, ...humanFormFields(), [field]: `${String(contact[field])}\u0000` })
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toEqual({ [field]: 'must not contain the NUL character' })
    expect(await submissionCount()).toBe(0)
  })

  it('refuses a NUL character in an assessment answer and in the unsubscribe token', async () => {
    const assessment = await post('/api/assessment', { ...validAssessment(), ...humanFormFields(), biggestGoal: 'More jobs\u0000' })
    expect(assessment.statusCode).toBe(400)
    expect(assessment.json().fields).toEqual({ biggestGoal: 'must not contain the NUL character' })

    const unsubscribe = await harness.app.inject({
      method: 'POST',
      url: '/api/unsubscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'token=abc%00def',
    })
    expect(unsubscribe.statusCode).toBe(400)
    const byLink = await harness.app.inject({ method: 'GET', url: '/api/unsubscribe?token=abc%00def' })
    expect(byLink.statusCode).toBe(400)
  })

  it('stores a lone surrogate as U+FFFD, in the submission and in the lead', async () => {
    const response = await post('/api/contact', { ...validContact(), ...humanFormFields(), businessName: 'Morgan \ud800Heating' })
    expect(response.statusCode).toBe(201)
    const [stored] = await harness.database.db.select().from(contactSubmissions)
    expect(stored!.businessName).toBe('Morgan \ufffdHeating')
    const [lead] = await harness.database.db.select().from(leads).where(eq(leads.id, stored!.leadId!))
    expect(lead!.businessName).toBe('Morgan \ufffdHeating')
  })
})
