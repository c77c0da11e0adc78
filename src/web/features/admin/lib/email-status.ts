import type { LeadEmail } from '@/shared/admin'
import { formatDateTime } from './format'

export type EmailStatusText = { label: string; tone: 'success' | 'info' | 'warning' | 'danger' | 'neutral' }

/** What happened to one e-mail of a lead, in words: sent, scheduled, not sent and why, failed… */
export function describeLeadEmail(email: LeadEmail, locale = 'en-US'): EmailStatusText {
  switch (email.status) {
    case 'sent':
      return { label: email.sentAt ? `Sent ${formatDateTime(email.sentAt, locale)}` : 'Sent', tone: 'success' }
    case 'scheduled':
      return { label: email.sendAfter ? `Scheduled for ${formatDateTime(email.sendAfter, locale)}` : 'Scheduled', tone: 'info' }
    case 'pending':
      return { label: 'Queued for sending', tone: 'info' }
    case 'sending':
      return { label: 'Sending', tone: 'info' }
    case 'not-sent':
      return { label: email.lastError ? `Not sent: ${email.lastError}` : 'Not sent', tone: 'warning' }
    case 'failed':
      return { label: email.lastError ? `Failed: ${email.lastError}` : 'Failed', tone: 'danger' }
    case 'draft':
      return { label: 'Draft', tone: 'neutral' }
    case 'cancelled':
      return { label: 'Cancelled', tone: 'neutral' }
    case 'held':
      return { label: email.lastError ? `Held, not sent: ${email.lastError}` : 'Held, not sent', tone: 'warning' }
  }
}
