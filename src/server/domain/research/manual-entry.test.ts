import { describe, expect, it } from 'vitest'
import { manualResearchRequestSchema } from '@/shared/research'
import { manualCompanyValues } from './manual-entry'

const parse = (body: unknown) => manualResearchRequestSchema.safeParse(body)
const firstMessage = (body: unknown) => {
  const result = parse(body)
  return result.success ? undefined : { path: result.error.issues[0]!.path.join('.'), message: result.error.issues[0]!.message }
}

describe('a manual research entry (the shared schema)', () => {
  it('needs only a name; everything else has its default', () => {
    const result = parse({ name: '  Acme Widgets ' })
    expect(result.success).toBe(true)
    expect(result.data).toMatchObject({ name: 'Acme Widgets', industry: '', currentPainPoints: [], potentialSavings: 0, priority: 'Medium', status: 'Research Complete', contactEmail: '' })
  })

  it('names the field at fault', () => {
    expect(firstMessage({})).toEqual({ path: 'name', message: 'Company name is required' })
    expect(firstMessage({ name: '   ' })).toEqual({ path: 'name', message: 'Company name is required' })
    expect(firstMessage({ name: 'A', contactEmail: 'nope' })).toEqual({ path: 'contactEmail', message: 'Contact email must be a valid email address' })
    expect(firstMessage({ name: 'A', potentialSavings: -1 })).toEqual({ path: 'potentialSavings', message: 'Potential savings cannot be negative' })
    expect(firstMessage({ name: 'A', potentialSavings: '1200' })).toEqual({ path: 'potentialSavings', message: 'Potential savings must be a number' })
    expect(firstMessage({ name: 'A', priority: 'Urgent' })?.path).toBe('priority')
    expect(firstMessage({ name: 'A', status: 'Contacted' })?.path).toBe('status')
    expect(firstMessage({ name: 'A', favourite: true })?.message).toMatch(/favourite/)
  })

  it('is stored with SPEC defaults: Manual Entry, Research Complete, blanks as nulls, blank lines dropped', () => {
    const request = manualResearchRequestSchema.parse({
      name: 'Acme',
      website: 'https://www.Acme.test/about',
      currentPainPoints: ['Phones', '  ', 'Invoices '],
      automationOpportunities: [''],
      potentialSavings: 1500,
    })
    expect(manualCompanyValues(request)).toMatchObject({
      name: 'Acme',
      website: 'https://www.Acme.test/about',
      websiteKey: 'acme.test',
      painPoints: ['Phones', 'Invoices'],
      opportunities: [],
      potentialSavings: 1500,
      contactEmail: null,
      contactPerson: null,
      researchSource: 'Manual Entry',
      status: 'Research Complete',
      sample: false,
    })
    expect(manualCompanyValues(manualResearchRequestSchema.parse({ name: 'B', researchSource: 'LinkedIn' })).researchSource).toBe('LinkedIn')
  })
})
