import { describe, expect, it } from 'vitest'
import { replies } from '@/shared/content/chat-replies'
import { faqs } from '@/shared/content/faqs'
import { site } from '@/shared/site'
import { assistantFacts } from './fact-set'
import { figuresIn, unsupportedFigures } from './figures'

const slots = [
  { start: '2027-03-15T13:00:00.000Z', end: '2027-03-15T13:30:00.000Z' },
  { start: '2027-03-15T18:30:00.000Z', end: '2027-03-15T19:00:00.000Z' },
]

describe('assistantFacts', () => {
  const facts = assistantFacts({ slots, timeZone: 'America/New_York' })

  it("holds every figure of SPEC's chat answers, the FAQ and the services' prices", () => {
    for (const text of [...Object.values(replies), ...faqs.map((faq) => faq.answer)]) expect(unsupportedFigures(text, facts.keys)).toEqual([])
    for (const offer of site.serviceOffers) expect(unsupportedFigures(`$${offer.setupPrice} setup, then $${offer.monthlyPrice}/mo`, facts.keys)).toEqual([])
  })

  it('offers the free times in the zone asked, so an answer may name them', () => {
    expect(facts.lines.at(-1)).toBe('Free times on Mon, Mar 15 (Eastern Time (New York)): 9:00 AM, 2:30 PM.')
    expect(unsupportedFigures('I can book you on Mar 15 at 2:30 PM.', facts.keys)).toEqual([])
    expect(unsupportedFigures('How about Mar 16 at 4 PM?', facts.keys).map((figure) => figure.text)).toEqual(['4 PM', 'Mar 16'])
  })

  it('says so when there is no free time', () => {
    expect(assistantFacts({ slots: [], timeZone: 'UTC' }).lines.at(-1)).toMatch(/no free times/)
  })

  it('knows no price the site does not state', () => {
    const prices = figuresIn(facts.lines.join('\n')).filter((figure) => figure.kind === 'money').flatMap((figure) => figure.keys)
    expect(prices).not.toContain('money:99')
    expect(unsupportedFigures('Setup is $99.', facts.keys)).toHaveLength(1)
  })
})
