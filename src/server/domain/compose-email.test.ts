import { describe, expect, it } from 'vitest'
import { sampleAnalysis, sampleFacts } from '../../../tests/support/fixtures'
import { approximateWait, composeFirstAnswer, endSentence, composeFollowUp, composeOutreachEmail, composeTaskEmail, escapeHtml, oneLine, type FirstAnswerInput } from './compose-email'

const facts = sampleFacts
const analysis = sampleAnalysis
const unsubscribeUrl = 'https://bluegrassai.com/api/unsubscribe?token=abc'
const bookingUrl = 'https://bluegrassai.com/book?t=p1.lead.1.sig'
/** What the pipeline does for a new lead: two follow-ups and a call on the owner's list. */
const next: FirstAnswerInput['next'] = { followUps: ['24 hours', '7 days'], callTask: true }

const firstAnswer = composeFirstAnswer({ facts, analysis, unsubscribeUrl, bookingUrl, next })
const outreachEmail = composeOutreachEmail({ fullName: 'Maria Lopez', restaurant: 'Casa <Lopez> & Sons', unsubscribeUrl, bookingUrl })
const taskEmail = composeTaskEmail({
  fullName: 'Riley Morgan',
  businessName: 'Morgan Heating & Air',
  subject: 'Your proposal',
  body: 'Here is the proposal we discussed.\n\nIt covers the AI caller.',
  unsubscribeUrl,
})

describe('the unsubscribe link', () => {
  it.each([
    ['the first answer', firstAnswer, 'Stop follow-up e-mails'],
    ['the CRM outreach e-mail (SPEC §2)', outreachEmail, 'Unsubscribe'],
    ["a task's e-mail", taskEmail, 'Unsubscribe'],
  ])('is in the body of %s and in its one-click headers', (_email, email, label) => {
    expect(email.text).toContain(`${label}: ${unsubscribeUrl}`)
    expect(email.html).toContain(`<a href="${escapeHtml(unsubscribeUrl)}">${label}</a>`)
    expect(email.headers).toEqual({ 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
  })
})

describe('composeFirstAnswer', () => {
  it('greets the lead by first name and names their business and industry', () => {
    expect(firstAnswer.subject).toBe('Morgan Heating & Air: your AI automation plan')
    expect(firstAnswer.text).toMatch(/^Hi Riley,/)
    expect(firstAnswer.text).toContain('For an HVAC company, these three automations usually pay off first:')
    expect(firstAnswer.text).toContain('1. Answer every call\n2. Book jobs online\n3. Ask for reviews')
  })

  it('escapes what the visitor typed in the HTML', () => {
    const html = composeFirstAnswer({ facts: { ...facts, businessName: '<script>alert(1)</script> Co' }, analysis, unsubscribeUrl, bookingUrl, next }).html
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;')
  })

  it('keeps a subject on one line whatever the business name holds', () => {
    const subject = composeFirstAnswer({ facts: { ...facts, businessName: 'Evil\r\nBcc: all@example.com' }, analysis, unsubscribeUrl, bookingUrl, next }).subject
    expect(subject).not.toMatch(/[\r\n]/)
    expect(subject).toBe('Evil Bcc: all@example.com: your AI automation plan')
  })

  it('speaks to an assessment as an assessment, with its stated challenge', () => {
    const assessment = composeFirstAnswer({ facts: { ...facts, source: 'assessment', businessType: 'roofing', primaryPainPoint: 'no-time' }, analysis, unsubscribeUrl, bookingUrl, next })
    expect(assessment.subject).toBe('Morgan Heating & Air: your AI business assessment is under way')
    expect(assessment.text).toContain('You told us your biggest challenge is "no time for marketing". For a roofing company')
  })

  it('promises a contact-form lead only what the system does: the call on the list and the two follow-ups', () => {
    const withPhone = composeFirstAnswer({ facts: { ...facts, phone: '(859) 555-0100' }, analysis, unsubscribeUrl, bookingUrl, next })
    expect(withPhone.text).toContain(
      'I have put a call to you on my list, to talk through what you need. You will also get a short follow-up e-mail in 24 hours and a last one in 7 days; the link at the bottom stops them.',
    )
    expect(withPhone.text).not.toMatch(/report|within 24 hours/)
    const noPhone = composeFirstAnswer({ facts: { ...facts, phone: null }, analysis, unsubscribeUrl, bookingUrl, next })
    expect(noPhone.text).toContain('I have put a personal follow-up to you on my list.')
    expect(noPhone.text).not.toContain('a call to you')
    const nothingNext = composeFirstAnswer({ facts, analysis, unsubscribeUrl, bookingUrl, next: { followUps: [], callTask: false } })
    expect(nothingNext.text).not.toMatch(/short follow-up|on my list/)
  })

  it('tells an assessment lead when its analysis and strategy report really come', () => {
    const assessment = composeFirstAnswer({
      facts: { ...facts, source: 'assessment' },
      analysis,
      unsubscribeUrl,
      bookingUrl,
      next: { ...next, reportDelaysSeconds: { analysis: 300, strategy: 3600 } },
    })
    expect(assessment.text).toContain(
      'Your AI analysis, with your top 3 automation opportunities, follows in about 5 minutes, and your full strategy report in about an hour; here is what stands out already.',
    )
    expect(assessment.text).toContain('a short follow-up e-mail in 24 hours and a last one in 7 days')
    // Without the report's schedule it promises no report at all.
    expect(composeFirstAnswer({ facts: { ...facts, source: 'assessment' }, analysis, unsubscribeUrl, bookingUrl, next }).text).not.toMatch(/report|analysis follows/)
  })

  it('falls back to the industry’s opportunities when the analysis has none', () => {
    expect(composeFirstAnswer({ facts, analysis: { ...analysis, opportunities: [] }, unsubscribeUrl, bookingUrl, next }).text).toContain('no-heat and no-cool calls')
  })
})

describe('approximateWait: when something due after some seconds arrives', () => {
  it.each([
    [0, 'within a few minutes'],
    [60, 'in about 1 minute'],
    [300, 'in about 5 minutes'],
    [3600, 'in about an hour'],
    [7200, 'in about 2 hours'],
  ])('says a wait of %i s as "%s"', (seconds, words) => {
    expect(approximateWait(seconds)).toBe(words)
  })
})

describe('composeFollowUp', () => {
  it('writes the 24-hour and the 7-day follow-up, both with the unsubscribe link', () => {
    const first = composeFollowUp({ facts, analysis, index: 0, unsubscribeUrl, bookingUrl })
    const second = composeFollowUp({ facts, analysis, index: 1, unsubscribeUrl, bookingUrl })
    expect(first.subject).toBe('Morgan Heating & Air: one idea to start with')
    expect(first.headers['X-Follow-Up']).toBe('24 hours')
    expect(second.subject).toBe('Morgan Heating & Air: still looking at automation?')
    expect(second.headers['X-Follow-Up']).toBe('7 days')
    // The last e-mail, not the last contact: the owner's task set still holds a final call.
    expect(second.text).toContain('This is my last e-mail unless you write back.')
    for (const email of [first, second]) {
      expect(email.text).toContain(unsubscribeUrl)
      expect(email.headers['List-Unsubscribe']).toBe(`<${unsubscribeUrl}>`)
    }
  })
})

describe('composeOutreachEmail (SPEC §2 CRM e-mail preview)', () => {
  it("uses SPEC's subject with the restaurant's name and greets the lead by first name", () => {
    expect(outreachEmail.subject).toBe('Save $3,200/month with AI automation - Casa <Lopez> & Sons')
    expect(outreachEmail.text).toMatch(/^Hi Maria,/)
    expect(outreachEmail.text).toContain('Restaurants like Casa <Lopez> & Sons save about $3,200 a month')
    expect(outreachEmail.text).toContain('30-day satisfaction guarantee')
  })

  it('escapes the restaurant name in the HTML part', () => {
    expect(outreachEmail.html).toContain('Casa &lt;Lopez&gt; &amp; Sons')
    expect(outreachEmail.html).not.toContain('<Lopez>')
  })

  it('keeps a restaurant name with a line break on one line of the subject', () => {
    expect(composeOutreachEmail({ fullName: 'M', restaurant: 'Bad\r\nBcc: x@y.z', unsubscribeUrl, bookingUrl }).subject).toBe(
      'Save $3,200/month with AI automation - Bad Bcc: x@y.z',
    )
  })
})

describe('composeTaskEmail', () => {
  it("takes the task's title as subject and its description's paragraphs as body", () => {
    expect(taskEmail.subject).toBe('Your proposal')
    expect(taskEmail.text).toMatch(/^Hi Riley,\n\nHere is the proposal we discussed\.\n\nIt covers the AI caller\.\n\nBest regards,/)
    expect(taskEmail.html).toContain('<p>It covers the AI caller.</p>')
  })

  it('still greets and signs when the task has no description', () => {
    const bare = composeTaskEmail({ fullName: 'Riley Morgan', businessName: 'Morgan', subject: 'Hello', body: '', unsubscribeUrl })
    expect(bare.text).toMatch(/^Hi Riley,\n\nBest regards,/)
  })
})

describe('oneLine', () => {
  it('flattens control characters and shortens long text', () => {
    expect(oneLine('a\tb\u0000c')).toBe('a b c')
    expect(oneLine('x'.repeat(10), 5)).toBe('xxxx…')
  })
})

describe('endSentence', () => {
  it('adds a full stop unless the name already ends a sentence', () => {
    expect(endSentence('Morgan Heating & Air')).toBe('Morgan Heating & Air.')
    expect(endSentence('Summit Roofing Co.')).toBe('Summit Roofing Co.')
    expect(endSentence('Yes!')).toBe('Yes!')
  })
})
