import { describe, expect, it } from 'vitest'
import { defaultFixtureValues, mailFixture, type MailFixtureName } from '../../../../tests/fixtures/mail'
import { autoReplyReason, classifyInbound } from './classify'
import { leadMatchKeys } from './match'
import { parseInboundMail, type InboundMail } from './message'

const ours = defaultFixtureValues.ourMessageId.toLowerCase()
const read = async (name: MailFixtureName) => {
  const mail = await parseInboundMail(mailFixture(name))
  return { mail, kind: classifyInbound(mail) }
}

const bare = (overrides: Partial<InboundMail>): InboundMail => ({
  headers: {},
  from: { address: 'lead@example.com', name: 'Lead' },
  subject: 'Re: your plan',
  messageId: null,
  inReplyTo: [],
  references: [],
  contentType: 'text/plain',
  reportType: null,
  text: 'Sounds good.',
  html: null,
  attachments: [],
  returnedMessageId: null,
  headersOnly: false,
  ...overrides,
})

describe('classifying the fixtures a real mailbox receives', () => {
  it('takes a Gmail reply for a person, matched by In-Reply-To to our e-mail', async () => {
    const { mail, kind } = await read('gmail-reply')
    expect(kind).toEqual({ kind: 'reply' })
    expect(leadMatchKeys(mail, kind)).toEqual({ messageIds: [ours], addresses: [defaultFixtureValues.leadEmail] })
  })

  it('reads an Outlook reply sent in HTML only: text from the HTML, the HTML sanitised', async () => {
    const { mail, kind } = await read('outlook-html-reply')
    expect(kind).toEqual({ kind: 'reply' })
    expect(mail.text).toContain('missed-call text-back cost for two technicians')
    expect(mail.text).toContain('café')
    expect(mail.html).toContain('Interested.')
    expect(mail.html).not.toMatch(/javascript:|<script|<style|onerror/i)
  })

  it('takes an out-of-office for an automatic reply (Auto-Submitted), even though it answers our e-mail', async () => {
    const { mail, kind } = await read('out-of-office')
    expect(kind).toEqual({ kind: 'auto-reply', reason: 'Auto-Submitted: auto-replied' })
    expect(leadMatchKeys(mail, kind).messageIds).toEqual([ours])
  })

  it("reads Postfix's hard bounce: permanent 5.1.1 for the lead's address, matched by the returned Message-ID", async () => {
    const { mail, kind } = await read('postfix-hard-bounce')
    expect(kind).toMatchObject({ kind: 'bounce', permanent: true, status: '5.1.1', recipient: defaultFixtureValues.leadEmail })
    expect(mail.returnedMessageId).toBe(defaultFixtureValues.ourMessageId)
    // The mailer-daemon is never taken for the lead: the failed recipient is the address to match.
    expect(leadMatchKeys(mail, kind)).toEqual({ messageIds: [ours], addresses: [defaultFixtureValues.leadEmail] })
    expect(mail.attachments).toEqual([])
  })

  it('reads a soft bounce (4.2.2, mailbox full) as temporary', async () => {
    const { kind } = await read('soft-bounce')
    expect(kind).toMatchObject({ kind: 'bounce', permanent: false, status: '4.2.2', recipient: defaultFixtureValues.leadEmail })
  })

  it('names a 10 MB attachment without keeping it, and reads the same message by its headers alone', async () => {
    const source = mailFixture('large-attachment-reply')
    const whole = await parseInboundMail(source)
    expect(whole.attachments).toEqual([{ filename: 'call-log-october.pdf', contentType: 'application/pdf', size: 10 * 1024 * 1024 }])
    const headersOnly = await parseInboundMail(source, { headersOnly: true })
    expect(headersOnly).toMatchObject({ headersOnly: true, text: '', attachments: [], inReplyTo: [defaultFixtureValues.ourMessageId] })
    expect(classifyInbound(headersOnly)).toEqual({ kind: 'reply' })
  })

  it('reads malformed MIME without throwing, and still takes it for a reply to our e-mail', async () => {
    const { mail, kind } = await read('malformed-mime')
    expect(kind).toEqual({ kind: 'reply' })
    expect(mail.text).toContain('Sounds good, what does it cost?')
    expect(mail.inReplyTo).toEqual([defaultFixtureValues.ourMessageId])
  })

  it('matches a reply from another address by the Message-ID it quotes in References, before the sender', async () => {
    const { mail, kind } = await read('reply-from-another-address')
    expect(kind).toEqual({ kind: 'reply' })
    const keys = leadMatchKeys(mail, kind)
    expect(keys.messageIds.at(-1)).toBe(ours)
    expect(keys.addresses).toEqual(['office.manager@bellhvac.example'])
  })
})

describe('automatic replies', () => {
  it.each([
    [{ 'auto-submitted': 'auto-generated' }, 'Auto-Submitted: auto-generated'],
    [{ 'x-autoreply': 'yes' }, 'X-Autoreply'],
    [{ 'x-autorespond': 'Out of office' }, 'X-Autorespond'],
    [{ precedence: 'bulk' }, 'Precedence: bulk'],
    [{ precedence: 'junk' }, 'Precedence: junk'],
    [{ precedence: 'list' }, 'Precedence: list'],
    [{ precedence: 'auto_reply' }, 'Precedence: auto_reply'],
  ])('recognises the header %o', (headers, reason) => {
    expect(classifyInbound(bare({ headers }))).toEqual({ kind: 'auto-reply', reason })
  })

  it("takes 'Auto-Submitted: no' for a person", () => {
    expect(classifyInbound(bare({ headers: { 'auto-submitted': 'no' } }))).toEqual({ kind: 'reply' })
  })

  it.each([
    'Out of Office: Re: your plan',
    'Automatic reply: Your plan',
    'Autoreply: on leave',
    'Abwesenheitsnotiz: Ihr Plan',
    'Automatische Antwort: Ihr Plan',
    'Réponse automatique : votre plan',
    'Respuesta automática: su plan',
    'Risposta automatica: il vostro piano',
    'Resposta automática: seu plano',
    'Automatisch antwoord: uw plan',
    'Frånvaro: er plan',
    'Odpowiedź automatyczna: plan',
  ])('recognises the out-of-office subject %j', (subject) => {
    expect(autoReplyReason({ headers: {}, subject })).toBe('out-of-office subject')
  })

  it('does not take an ordinary answer mentioning the office for an automatic reply', () => {
    expect(autoReplyReason({ headers: {}, subject: 'Re: can you call the office tomorrow?' })).toBeNull()
  })
})

describe('bounces', () => {
  it("reads a mailer-daemon's prose status when it sends no report (Exim: X-Failed-Recipients)", () => {
    const mail = bare({
      from: { address: 'Mailer-Daemon@mx.example.net', name: '' },
      headers: { 'x-failed-recipients': 'gone@example.com' },
      text: 'A message that you sent could not be delivered.\n  gone@example.com\n    host mx.example.com: 550 5.7.1 Relaying denied',
    })
    expect(classifyInbound(mail)).toMatchObject({ kind: 'bounce', permanent: true, status: '5.7.1', recipient: 'gone@example.com' })
  })

  it("takes a mailer-daemon's message without any status for machine mail, not a bounce", () => {
    expect(classifyInbound(bare({ from: { address: 'postmaster@example.net', name: '' }, text: 'Your mailbox is almost full.' }))).toEqual({
      kind: 'auto-reply',
      reason: 'sent by a mailer daemon',
    })
  })

  it('prefers the permanent failure when a report names a delay and a failure', () => {
    const text = 'Final-Recipient: rfc822; a@example.com\nAction: delayed\nStatus: 4.4.1\n\nFinal-Recipient: rfc822; b@example.com\nAction: failed\nStatus: 5.2.1\n'
    expect(classifyInbound(bare({ contentType: 'multipart/report', reportType: 'delivery-status', text }))).toMatchObject({
      permanent: true,
      status: '5.2.1',
      recipient: 'b@example.com',
    })
  })
})
