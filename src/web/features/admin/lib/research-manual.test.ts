import { describe, expect, it } from 'vitest'
import { manualResearchRequestSchema } from '@/shared/research'
import { emptyManualResearch, manualFormFieldOf, parseSavings, splitLines, toManualResearchRequest } from './research-manual'

describe('manual research entry (SPEC §5)', () => {
  it('splits the text areas on line breaks and drops blank lines', () => {
    expect(splitLines('Phone orders pile up\n\n  Missed calls after 9pm  \r\nNo review replies\r\n   ')).toEqual(['Phone orders pile up', 'Missed calls after 9pm', 'No review replies'])
    expect(splitLines('')).toEqual([])
  })

  it('parses potential savings as an integer, 0 when unparseable', () => {
    expect(parseSavings('1200')).toBe(1200)
    expect(parseSavings('$1,200')).toBe(1200)
    expect(parseSavings('850.75')).toBe(850)
    expect(parseSavings('about a thousand')).toBe(0)
    expect(parseSavings('')).toBe(0)
    expect(parseSavings('-40')).toBe(-40)
  })

  it('builds a request the server schema accepts, with the status Research Complete', () => {
    const request = toManualResearchRequest({
      ...emptyManualResearch,
      name: 'Keeneland Table & Tap',
      potentialSavings: '900',
      currentPainPoints: 'Reservations by phone only\n\nNo online menu',
      contactEmail: '  owner@table-tap.test ',
      priority: 'High',
    })
    expect(request).toMatchObject({ name: 'Keeneland Table & Tap', potentialSavings: 900, currentPainPoints: ['Reservations by phone only', 'No online menu'], automationOpportunities: [], contactEmail: 'owner@table-tap.test', status: 'Research Complete', priority: 'High' })
    expect(manualResearchRequestSchema.safeParse(request).success).toBe(true)
  })

  it("names the form field a server message is about, a list line's being its text area's", () => {
    expect(manualFormFieldOf('currentPainPoints.3')).toBe('currentPainPoints')
    expect(manualFormFieldOf('contactEmail')).toBe('contactEmail')
    expect(manualFormFieldOf('status')).toBeNull()
  })
})
