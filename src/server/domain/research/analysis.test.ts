import { describe, expect, it } from 'vitest'
import { analyse, factsOf, researchNotes, ruleWording } from './analysis'
import { nextWorkingDayAt10, callDueDate } from './call-time'
import { composeResearchOutreach, renderResearchOutreach } from './outreach-email'
import { placeCandidate } from '../../../../tests/support/fixtures'

const grill = placeCandidate({ website: 'https://paddock.test/', email: 'owner@paddock.test' })

describe('the rule-based analysis', () => {
  it("writes the industry profile's words and the formula's figures", () => {
    const facts = factsOf(grill, 'Lexington, Kentucky')
    expect(facts).toMatchObject({ employees: '10-25', hasEmail: true, hasPhone: false })
    const analysis = analyse(facts)
    expect(analysis).toMatchObject({ employees: '10-25', potentialSavings: 1140, priority: 'Medium', hoursPerWeek: 13.2, hourlyWage: 20 })
    expect(analysis.opportunities).toHaveLength(3)
    expect(analysis.solution).toMatch(/restaurant/i)
    expect(ruleWording(facts).summary).toBe('Paddock Grill is a restaurant in Lexington, Kentucky. Contact found: e-mail, website.')
  })

  it('keeps the figures whoever writes the words, and shows its working in the notes', () => {
    const facts = factsOf(grill, 'Lexington, Kentucky')
    const analysis = analyse(facts, { painPoints: ['A', 'B'], opportunities: ['X', 'Y', 'Z'], solution: 'S', summary: 'Model summary.' })
    expect(analysis.potentialSavings).toBe(1140)
    const notes = researchNotes(analysis, 'OpenStreetMap (Overpass)', 'A note.')
    expect(notes.split('\n')).toEqual([
      'Model summary.',
      'Size 10-25 employees: estimated from the usual size of such a business (OpenStreetMap (Overpass) gives no head count).',
      'Savings: 13.2 hours a week × $20 an hour × 4.33 weeks ≈ $1,140 a month.',
      'A note.',
    ])
  })
})

describe("the research e-mail draft", () => {
  const company = { name: 'Paddock Grill', industry: 'Restaurants', location: 'Lexington, Kentucky', contactPerson: 'Dana Reyes', opportunities: ['An AI host that takes reservations by phone'], potentialSavings: 1140 }
  it('names the company, its top opportunity and its savings', () => {
    const draft = composeResearchOutreach(company, 'https://bluegrassai.com/book')
    expect(draft.subject).toBe('Save $1,140/month with AI automation - Paddock Grill')
    expect(draft.text).toMatch(/^Hi Dana,/)
    expect(draft.text).toContain('an AI host that takes reservations by phone.')
    expect(draft.text).toContain('$1,140 a month')
    expect(draft.text).toContain('Paddock Grill in Lexington, Kentucky.')
  })
  it('is sent with a footer saying why we write, in text and escaped HTML', () => {
    const sent = renderResearchOutreach({ businessName: 'Paddock <Grill>', subject: 'Hello\nthere', text: 'Hi,\n\nLine one\nline two' })
    expect(sent.subject).toBe('Hello there')
    expect(sent.text).toContain('Hi,\n\nLine one\nline two\n\nYou are receiving this because Bluegrass AI researched Paddock <Grill>')
    expect(sent.html).toContain('<p>Line one<br>line two</p>')
    expect(sent.html).toContain('Paddock &lt;Grill&gt;')
  })
})

describe("a research call's due date", () => {
  const zone = 'America/New_York'
  it('defaults to the next working day at 10:00 in the owner’s time zone', () => {
    // Friday 2026-03-06 15:00 New York → Monday 2026-03-09 10:00 EDT (14:00 UTC).
    expect(nextWorkingDayAt10(new Date('2026-03-06T20:00:00Z'), zone).toISOString()).toBe('2026-03-09T14:00:00.000Z')
    // Tuesday 23:30 New York (already Wednesday in UTC) → Wednesday 10:00.
    expect(nextWorkingDayAt10(new Date('2026-01-07T04:30:00Z'), zone).toISOString()).toBe('2026-01-07T15:00:00.000Z')
  })
  it('reads a date as 10:00 that day, a timestamp as itself, and refuses anything else', () => {
    expect(callDueDate('2026-01-12', zone)?.toISOString()).toBe('2026-01-12T15:00:00.000Z')
    expect(callDueDate('2026-01-12T09:30:00Z', zone)?.toISOString()).toBe('2026-01-12T09:30:00.000Z')
    expect(callDueDate('2026-02-31', zone)).toBeUndefined()
    expect(callDueDate('next week', zone)).toBeUndefined()
    expect(callDueDate('2026-01-12Tnonsense', zone)).toBeUndefined()
  })
})
