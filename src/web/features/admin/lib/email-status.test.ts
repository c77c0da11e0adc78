import { describe, expect, it } from 'vitest'
import type { LeadEmail } from '@/shared/admin'
import { describeLeadEmail } from './email-status'

const email: LeadEmail = {
  id: 'e1',
  kind: 'reply',
  to: 'dana@summitroofing.com',
  subject: 'Your assessment',
  status: 'sent',
  sendAfter: null,
  sentAt: null,
  lastError: null,
  createdAt: '2025-03-10T12:00:00Z',
}

describe("a lead's e-mail state", () => {
  it('says what happened, with the reason when it was not sent', () => {
    expect(describeLeadEmail(email).label).toBe('Sent')
    expect(describeLeadEmail({ ...email, status: 'scheduled', sendAfter: '2025-03-11T12:00:00Z' }).label).toMatch(/^Scheduled for Mar 11, 2025/)
    expect(describeLeadEmail({ ...email, status: 'not-sent', lastError: 'no mail transport' })).toEqual({ label: 'Not sent: no mail transport', tone: 'warning' })
    expect(describeLeadEmail({ ...email, status: 'failed', lastError: '550 mailbox unavailable' })).toEqual({ label: 'Failed: 550 mailbox unavailable', tone: 'danger' })
    expect(describeLeadEmail({ ...email, status: 'draft' }).label).toBe('Draft')
    expect(describeLeadEmail({ ...email, status: 'cancelled' }).label).toBe('Cancelled')
  })
})
