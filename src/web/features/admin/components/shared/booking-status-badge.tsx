import type { BookingStatus } from '@/shared/booking'
import { Badge } from '@/web/components/ui/badge'
import { bookingStatusStyle, rescheduledLabel } from '../../lib/booking-labels'

/** A booked call's status (confirmed, cancelled, held for review) and, when it was moved, how often. */
export function BookingStatusBadges({ status, rescheduled = 0 }: { status: BookingStatus; rescheduled?: number }) {
  const style = bookingStatusStyle(status)
  const moved = rescheduledLabel(rescheduled)
  return (
    <span className="flex flex-wrap gap-1.5">
      <Badge variant={style.variant} data-booking-status={status}>
        {style.label}
      </Badge>
      {moved && <Badge variant="outline">{moved}</Badge>}
    </span>
  )
}
