import { describe, expect, it } from 'vitest'
import { sampleAnalysis, sampleFacts } from '../../../tests/support/fixtures'
import { composeOwnerNotification, ownerTime, type RunOutcome } from './compose-owner-notification'

const facts = sampleFacts
const analysis = sampleAnalysis
const at = new Date('2026-03-10T18:05:00Z')
const timeZone = 'America/New_York'
const dayMs = 24 * 3_600_000

/** A run where every step went through. */
const allDone: RunOutcome = {
  reply: { state: 'sent', to: 'riley@morganhvac.com' },
  tasks: { state: 'created', count: 5 },
  followUps: {
    state: 'scheduled',
    items: [
      { status: 'scheduled', at: new Date(at.getTime() + dayMs) },
      { status: 'scheduled', at: new Date(at.getTime() + 7 * dayMs) },
    ],
    thisRun: true,
  },
  crm: { state: 'done', message: 'Lead mirrored to Notion (page created), 5 tasks mirrored' },
  make: { state: 'done', message: 'Lead posted to the Make.com webhook' },
  mailSends: true,
  sandbox: false,
}

/** The same run with no mail server, Notion or Make configured: the reply is kept, the mirrors skipped. */
const nothingConfigured: RunOutcome = { ...allDone, reply: { state: 'kept' }, crm: { state: 'not-configured' }, make: { state: 'not-configured' }, mailSends: false }

const compose = (outcome: RunOutcome, overrides: Partial<Parameters<typeof composeOwnerNotification>[0]> = {}) =>
  composeOwnerNotification({ facts, analysis, repeat: false, outcome, at, timeZone, ...overrides })

describe('composeOwnerNotification', () => {
  it('tells the owner who wrote, the score and priority, and the breakdown', () => {
    const email = compose(allDone)
    expect(email.subject).toBe('High priority lead (95): Riley Morgan, Morgan Heating & Air')
    expect(email.text).toContain('New lead from the contact form: Riley Morgan, Morgan Heating & Air. Score 95/100, High priority (scored by the local rules).')
    expect(email.text).toContain('Automation needs: Our furnace calls go to voicemail.')
    expect(email.text).toContain('Automation Opportunity: 35 of 35')
    expect(compose(allDone, { repeat: true }).text).toMatch(/^A returning lead wrote again/)
  })

  it('lists what each step did, with the follow-ups’ dates in the owner’s time zone', () => {
    const text = compose(allDone).text
    expect(text).toContain('What the automation has done for this lead, as of Tue, Mar 10, 2:05 PM EDT:')
    expect(text).toContain(
      [
        '1. Personal reply: sent to riley@morganhvac.com.',
        '2. Follow-up tasks: 5 created in the back office.',
        '3. Follow-up e-mails: scheduled for Wed, Mar 11, 2:05 PM EDT and Tue, Mar 17, 2:05 PM EDT.',
        '4. CRM (Notion): Lead mirrored to Notion (page created), 5 tasks mirrored.',
        '5. Make.com: Lead posted to the Make.com webhook.',
      ].join('\n'),
    )
    expect(text).not.toContain('has gone out')
  })

  it('says what was not done, and why, without a mail server, Notion or Make', () => {
    const text = compose(nothingConfigured).text
    expect(text).toContain('Personal reply: written but not sent: no mail server (SMTP_URL) is configured, so it waits in the outbox.')
    expect(text).toContain('without a mail server they will be kept in the outbox, not sent.')
    expect(text).toContain('CRM (Notion): skipped: Notion is not configured; the lead is in the back office.')
    expect(text).toContain('Make.com: not connected: no Make.com webhook is configured.')
  })

  it('reports failures, retries and steps still queued truthfully', () => {
    const text = compose({
      ...allDone,
      reply: { state: 'failed', error: 'SMTP 451: Try again later', final: false },
      tasks: { state: 'existing', count: 5 },
      crm: { state: 'failed', error: 'Notion answered 500' },
      make: { state: 'queued' },
    }).text
    expect(text).toContain('Personal reply: not sent yet: the mail server failed (SMTP 451: Try again later); it will be tried again.')
    expect(text).toContain('Follow-up tasks: none added: the lead already has its 5 follow-up tasks.')
    expect(text).toContain('CRM (Notion): failed: Notion answered 500.')
    expect(text).toContain('Make.com: queued: still running when this was written.')
    expect(compose({ ...allDone, reply: { state: 'failed', error: 'SMTP 451', final: true } }).text).toContain(
      'it stays in the outbox, marked failed.',
    )
    expect(compose({ ...allDone, crm: { state: 'retrying', error: 'no answer within the timeout' } }).text).toContain(
      'CRM (Notion): not done yet: the last attempt failed (no answer within the timeout); it will be tried again.',
    )
  })

  it('says no follow-ups are scheduled for a lead who unsubscribed', () => {
    const text = compose({ ...allDone, reply: { state: 'unsubscribed' }, followUps: { state: 'unsubscribed' } }).text
    expect(text).toContain('Personal reply: not written: the lead has unsubscribed.')
    expect(text).toContain('Follow-up e-mails: none: the lead has unsubscribed.')
  })

  it('says a sandbox run sent nothing', () => {
    const text = compose({ ...nothingConfigured, sandbox: true }, { facts: { ...facts, source: 'test' } }).text
    expect(text).toMatch(/^New lead from the automation test/)
    expect(text).toContain('Personal reply: written but not sent: this is a sandbox run, nothing leaves the server.')
    expect(text).toContain('this is a sandbox run, so they will not be sent.')
    expect(text).toContain('CRM (Notion): skipped: this is a sandbox run.')
  })

  it('tells a repeat lead’s follow-ups apart, each with its state', () => {
    const text = compose({
      ...allDone,
      reply: { state: 'earlier', on: new Date(at.getTime() - 8 * dayMs), status: 'sent' },
      followUps: {
        state: 'scheduled',
        items: [
          { status: 'sent', at: new Date(at.getTime() - 7 * dayMs) },
          { status: 'scheduled', at: new Date(at.getTime() - dayMs + 7 * dayMs) },
        ],
        thisRun: false,
      },
    }).text
    expect(text).toContain('Personal reply: no second one: the lead got their reply on Mon, Mar 2, 1:05 PM EST (sent).')
    expect(text).toContain('Follow-up e-mails: one sent (due Tue, Mar 3, 1:05 PM EST) and one scheduled for Mon, Mar 16, 2:05 PM EDT (by an earlier submission).')
  })
})

describe('ownerTime', () => {
  it('formats in the given zone', () => {
    expect(ownerTime(at, 'UTC')).toBe('Tue, Mar 10, 6:05 PM UTC')
  })
})
