import { describe, expect, it } from 'vitest'
import type { EmailState } from '@/shared/admin'
import { describeEmailState, heldMailLine, releasedMailMessage } from './email-banner'

const base: EmailState = { state: 'ready', fromEmail: 'automation@bluegrassai.com', lastSentAt: null, lastError: null, unsent: 0, held: 0 }

describe('the CRM e-mail banner', () => {
  it("says 'Smart Automation Active' and 'Ready to Send' with the sender only when mail goes out", () => {
    const banner = describeEmailState(base)
    expect(banner).toMatchObject({ title: 'Smart Automation Active', status: 'Ready to Send', sender: 'automation@bluegrassai.com', tone: 'success' })
  })

  it('says e-mail is not sending when no mail server is configured, with what waits in the outbox', () => {
    const banner = describeEmailState({ ...base, state: 'not-configured', unsent: 3 })
    expect(banner.title).toBe('Smart Automation: e-mail not sending')
    expect(banner.lines.join(' ')).toContain('SMTP_URL')
    expect(banner.lines.join(' ')).toContain('3 unsent e-mails waiting in the outbox')
    expect(banner.sender).toBeNull()
  })

  it('shows the last error when sending fails', () => {
    const banner = describeEmailState({ ...base, state: 'failing', lastError: 'connect ECONNREFUSED', unsent: 1 })
    expect(banner.lines).toEqual(['The mail server failed: connect ECONNREFUSED', '1 unsent e-mail waiting in the outbox.'])
  })

  it('says SMTP is configured but unproven when nothing has been sent', () => {
    const banner = describeEmailState({ ...base, state: 'unverified' })
    expect(banner.lines[0]).toContain('nothing has been sent')
  })

  it("never claims 'Active' or 'Ready' unless e-mail goes out", () => {
    for (const state of ['not-configured', 'failing', 'unverified'] as const) {
      const banner = describeEmailState({ ...base, state })
      expect(`${banner.title} ${banner.status}`).not.toMatch(/Active|Ready/)
    }
  })

  it('counts the e-mails the hourly cap holds, and says what sending them did', () => {
    expect(describeEmailState({ ...base, unsent: 14, held: 12 }).held).toBe(12)
    expect(heldMailLine(12)).toBe('12 e-mails to new leads are held by the hourly cap (VISITOR_MAIL_HOURLY_CAP): nothing is sent on its own. Send them if this is your campaign.')
    expect(heldMailLine(1)).toContain('1 e-mail to new leads is held')
    expect(releasedMailMessage(12)).toBe('12 held e-mails are being sent now.')
    expect(releasedMailMessage(1)).toBe('1 held e-mail is being sent now.')
    expect(releasedMailMessage(0)).toBe('No e-mail was held any more.')
  })
})
