import type { EmailState } from '@/shared/admin'
import { formatCount } from '@/web/lib/format'

export type EmailBanner = {
  /** 'Smart Automation Active' only when e-mail really goes out. */
  title: string
  tone: 'success' | 'warning' | 'danger' | 'info'
  /** The short status next to the title ('Ready to Send' only when ready). */
  status: string
  /** Sentences that say what happens to e-mail now; each true for the state. */
  lines: string[]
  /** Shown as "Sending as …" only when e-mail goes out from that address. */
  sender: string | null
  /** E-mails to visitors the hourly cap holds: the owner may send them (decision 022); 0 for none. */
  held: number
}

/** What the banner says of the held e-mails, and the action's outcome. */
export const heldMailLine = (held: number) =>
  `${formatCount(held)} e-mail${held === 1 ? '' : 's'} to new leads ${held === 1 ? 'is' : 'are'} held by the hourly cap (VISITOR_MAIL_HOURLY_CAP): nothing is sent on its own. Send ${held === 1 ? 'it' : 'them'} if this is your campaign.`
export const releasedMailMessage = (released: number) =>
  released === 0 ? 'No e-mail was held any more.' : `${formatCount(released)} held e-mail${released === 1 ? ' is' : 's are'} being sent now.`

const unsentLine = (unsent: number) =>
  unsent === 0 ? 'The outbox is empty.' : `${formatCount(unsent)} unsent e-mail${unsent === 1 ? '' : 's'} waiting in the outbox.`

/**
 * The CRM banner (SPEC §2 'Smart Automation Active', 'Ready to Send' and the sender), told from
 * what e-mail does right now (DESIGN "Every sentence is true").
 */
export function describeEmailState(state: EmailState): EmailBanner {
  return { ...describeSending(state), held: state.held }
}

function describeSending(state: EmailState): Omit<EmailBanner, 'held'> {
  switch (state.state) {
    case 'ready':
      return {
        title: 'Smart Automation Active',
        tone: 'success',
        status: 'Ready to Send',
        lines: [
          'New leads get a personal reply and follow-ups by e-mail automatically.',
          ...(state.unsent > 0 ? [unsentLine(state.unsent)] : []),
        ],
        sender: state.fromEmail,
      }
    case 'not-configured':
      return {
        title: 'Smart Automation: e-mail not sending',
        tone: 'warning',
        status: 'Not sending',
        lines: [
          'No mail server (SMTP_URL) is configured, so e-mails are written and kept in the outbox instead of being sent.',
          unsentLine(state.unsent),
        ],
        sender: null,
      }
    case 'failing':
      return {
        title: 'Smart Automation: e-mail failing',
        tone: 'danger',
        status: 'Sending failed',
        lines: [
          // The failure may be a send's or the start-up check's (docs/decisions/017).
          state.lastError ? `The mail server failed: ${state.lastError}` : 'The mail server failed.',
          unsentLine(state.unsent),
        ],
        sender: null,
      }
    case 'unverified':
      return {
        title: 'Smart Automation: e-mail not yet verified',
        tone: 'info',
        status: 'Not verified',
        lines: ['A mail server (SMTP) is configured, but it has not been checked yet and nothing has been sent through it.', unsentLine(state.unsent)],
        sender: null,
      }
  }
}
