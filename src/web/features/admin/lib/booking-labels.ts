import { nudgeStopLabels, type AdminBooking, type BookingStatus } from '@/shared/booking'
import type { LeadDetail } from '@/shared/admin'
import type { BadgeStyle } from '@/web/components/ui/badge'

const statusStyles: Record<BookingStatus, BadgeStyle> = {
  confirmed: { variant: 'success', label: 'Confirmed' },
  cancelled: { variant: 'secondary', label: 'Cancelled' },
  held: { variant: 'warning', label: 'Held for review' },
}

/** A booking's status as a badge: the word says which, not only the colour. */
export function bookingStatusStyle(status: BookingStatus): BadgeStyle {
  return statusStyles[status]
}

/** "Rescheduled 2×", or null for a call never moved. */
export function rescheduledLabel(times: number): string | null {
  return times > 0 ? `Rescheduled ${times}×` : null
}

/** Who cancelled a call, or null while it stands. */
export function cancelledByLabel(cancelledBy: AdminBooking['cancelledBy']): string | null {
  if (cancelledBy === 'visitor') return 'Cancelled by the lead'
  if (cancelledBy === 'owner') return 'Cancelled by you'
  return null
}

/** The one nudge rule's verdict on a lead, as the detail shows it. */
export function nudgeLine(nudge: LeadDetail['nudge']): string {
  if (nudge.allowed) return 'Automated follow-ups: on'
  return nudge.reason ? `Automated follow-ups stopped: ${nudgeStopLabels[nudge.reason]}` : 'Automated follow-ups stopped'
}

/** The question before cancelling on the lead's behalf (they get the same e-mail as when they cancel). */
export function cancelQuestion(name: string, when: string): string {
  return `Cancel the call with ${name} on ${when}? They get a cancellation e-mail.`
}
