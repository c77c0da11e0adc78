import type { LeadDetail } from '@/shared/admin'
import type { LeadBooking } from '@/shared/booking'
import { useOwnerTimeZone } from '../../api/get-booking-settings'
import { nudgeLine, rescheduledLabel } from '../../lib/booking-labels'
import { formatCallRange, formatDayHeading } from '../../lib/booking-time'
import { BookingStatusBadges } from '../shared/booking-status-badge'
import { DetailSection } from '../shared/detail-section'
import { FactList } from '../shared/fact-list'

/** The browser's own zone, until the owner's is known (the range names its zone either way). */
const readerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

/** The lead's latest booked call: when (in the owner's time zone), its status, how often it moved, who cancelled it. */
export function LeadBookedCall({ booking }: { booking: LeadBooking }) {
  const timeZone = useOwnerTimeZone() ?? readerTimeZone()
  const facts = [
    {
      label: 'When',
      value: (
        <time dateTime={booking.start}>
          {formatDayHeading(booking.start, timeZone)}, {formatCallRange(booking.start, booking.end, timeZone, { zoneName: true })}
        </time>
      ),
    },
    { label: 'Status', value: <BookingStatusBadges status={booking.status} /> },
    { label: 'Moved', value: rescheduledLabel(booking.rescheduled) ?? 'Never' },
    ...(booking.cancelledBy ? [{ label: 'Cancelled by', value: booking.cancelledBy === 'owner' ? 'You' : 'The lead' }] : []),
    { label: 'Their time zone', value: booking.timeZone },
  ]
  return (
    <DetailSection title="Booked call">
      <div data-booking-id={booking.id}>
        <FactList facts={facts} />
      </div>
    </DetailSection>
  )
}

/** What the one nudge rule says of this lead: whether automated follow-ups may still go out, and if not, why. */
export function LeadNudgeState({ nudge }: { nudge: LeadDetail['nudge'] }) {
  return (
    <p data-nudge-allowed={nudge.allowed} className="text-small text-ink-800">
      {nudgeLine(nudge)}
    </p>
  )
}
