import { AvailabilityCard } from './availability-card'
import { BookingList } from './booking-list'
import { CalendarFeedCard } from './calendar-feed-card'

/** The owner's view of booked calls (issue 22): the calls by day, the calendar feed's state and the availability. */
export function BookingsTab() {
  return (
    <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <BookingList />
      <div className="space-y-6">
        <CalendarFeedCard />
        <AvailabilityCard />
      </div>
    </div>
  )
}
