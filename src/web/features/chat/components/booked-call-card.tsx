import { CalendarCheck } from 'lucide-react'
import { cn } from '@/web/lib/utils'
import { bookedTitle, callTime, heldNote, heldTitle, manageLink } from '../lib/booked-call'
import type { BookedCall } from '../lib/conversation'

/** The call the assistant booked, inside the answer that booked it (issue 26). */
export function BookedCallCard({ booking, className }: { booking: BookedCall; className?: string }) {
  const when = callTime(booking)
  const link = manageLink(booking.manageUrl, window.location.href)
  return (
    <div data-slot="chat-booking" className={cn('rounded-xl border border-brand-200 bg-brand-50 p-3', className)}>
      <p className="flex items-center gap-2 font-semibold text-ink-900">
        <CalendarCheck aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
        {booking.heldForReview ? heldTitle : bookedTitle}
      </p>
      {when && (
        <p className="mt-1 text-ink-800">
          {when.day}
          <br />
          {when.time}
        </p>
      )}
      {booking.heldForReview && <p className="mt-1 text-xs text-ink-600">{heldNote}</p>}
      {link && (
        <a href={link} className="mt-2 inline-block font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
          Manage your booking
        </a>
      )}
    </div>
  )
}
