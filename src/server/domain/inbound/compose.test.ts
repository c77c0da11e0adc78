import { describe, expect, it } from 'vitest'
import { composeOwnerReply, composeReplyNotification, replySubject, threadingHeaders } from './compose'

describe("the owner's answer", () => {
  it("answers with 'Re: ' once, however often the subject was answered, in the languages mail clients use", () => {
    expect(replySubject('Your plan')).toBe('Re: Your plan')
    expect(replySubject('RE: Re: AW: Your plan')).toBe('Re: Your plan')
    expect(replySubject('')).toBe('Re: our conversation')
  })

  it('threads under its parent: In-Reply-To the parent, References its chain then the parent', () => {
    expect(threadingHeaders({ messageId: '<b@x>', references: ['<a@y>'] })).toEqual({ 'In-Reply-To': '<b@x>', References: '<a@y> <b@x>' })
    const long = Array.from({ length: 30 }, (_, index) => `<${index}@x>`)
    expect(threadingHeaders({ messageId: '<last@x>', references: long }).References.split(' ')).toHaveLength(20)
  })

  it('keeps the paragraphs the owner typed, escaped in the HTML, with the signature', () => {
    const email = composeOwnerReply({ text: 'Tuesday works.\n\nBring <your> numbers.', subject: 'Your plan', signature: 'Jordan' })
    expect(email.subject).toBe('Re: Your plan')
    expect(email.text).toBe('Tuesday works.\n\nBring <your> numbers.\n\nJordan\n')
    expect(email.html).toContain('Bring &lt;your&gt; numbers.')
  })
})

describe("the owner's notice of a reply", () => {
  it("names the lead, quotes the reply's new words, says what stopped, and links to the thread", () => {
    const email = composeReplyNotification({
      leadName: 'Dana Whitfield',
      businessName: 'Whitfield Roofing',
      subject: 'Re: Your plan',
      preview: 'Yes, call me Tuesday.',
      receivedAt: new Date('2026-11-24T14:02:00Z'),
      timeZone: 'America/New_York',
      threadUrl: 'https://agency.example/admin',
    })
    expect(email.subject).toBe('Dana Whitfield replied: Re: Your plan')
    expect(email.text).toContain('Dana Whitfield (Whitfield Roofing) replied on Nov 24, 2026, 9:02 AM: "Re: Your plan".')
    expect(email.text).toContain('Yes, call me Tuesday.')
    expect(email.text).toContain('Read and answer in the back office: https://agency.example/admin')
  })
})
