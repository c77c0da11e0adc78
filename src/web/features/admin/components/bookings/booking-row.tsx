import { CalendarCheck, CalendarClock, CalendarX, LoaderCircle, Mail, Phone, UserRound } from 'lucide-react'
import type { AdminBooking } from '@/shared/booking'
import { Button } from '@/web/components/ui/button'
import { cancelledByLabel } from '../../lib/booking-labels'
import { formatCallMoment, formatCallRange } from '../../lib/booking-time'
import { telHref } from '../../lib/format'
import { BookingStatusBadges } from '../shared/booking-status-badge'

export type BookingRowActions = {
  /** Opens the lead's detail; absent when the booking has no lead. */
  onOpenLead?: (trigger: HTMLElement) => void
  /** Shown on an upcoming confirmed call. */
  onReschedule?: (trigger: HTMLElement) => void
  onCancel?: (trigger: HTMLElement) => void
  /** Shown on a held booking. */
  onConfirm?: () => void
  confirming?: boolean
}

const linkClass = 'inline-flex items-center gap-1.5 break-all text-brand-700 underline-offset-4 hover:underline'

/** One call: when (in the owner's zone), who, how to reach them, what they want to discuss, and what the owner can do. */
export function BookingRow({ booking, timeZone, actions }: { booking: AdminBooking; timeZone: string; actions: BookingRowActions }) {
  const cancelled = cancelledByLabel(booking.cancelledBy)
  const theirZone = booking.timeZone !== timeZone
  const who = `the call with ${booking.name}`
  const hasActions = Boolean(actions.onOpenLead ?? actions.onConfirm ?? actions.onReschedule ?? actions.onCancel)

  return (
    <li data-booking-id={booking.id} className="space-y-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <p className="font-semibold text-ink-900 tabular-nums">
            <time dateTime={booking.start}>{formatCallRange(booking.start, booking.end, timeZone)}</time>
          </p>
          <p className="font-medium break-words text-ink-900">{booking.name}</p>
          {booking.businessName && <p className="text-small break-words text-muted-foreground">{booking.businessName}</p>}
        </div>
        <BookingStatusBadges status={booking.status} rescheduled={booking.rescheduled} />
      </div>

      <div className="flex flex-wrap gap-x-5 gap-y-1 text-small">
        {booking.email && (
          <a href={`mailto:${booking.email}`} className={linkClass}>
            <Mail aria-hidden="true" className="size-3.5 shrink-0" />
            {booking.email}
          </a>
        )}
        {booking.phone && (
          <a href={telHref(booking.phone)} className={linkClass}>
            <Phone aria-hidden="true" className="size-3.5 shrink-0" />
            {booking.phone}
          </a>
        )}
      </div>

      {booking.status === 'held' && (
        <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-small text-amber-900">
          Held for review: it failed the bot checks, so no e-mail has gone out. Confirm it to book the call.
        </p>
      )}
      {booking.notes && <p className="rounded-md bg-ink-50 px-3 py-2 text-small break-words whitespace-pre-line text-ink-800">{booking.notes}</p>}
      {theirZone && (
        <p className="text-xs text-muted-foreground">
          Their time: {formatCallRange(booking.start, booking.end, booking.timeZone, { zoneName: true })} ({booking.timeZone})
        </p>
      )}
      {cancelled && (
        <p className="text-small text-ink-700">
          {cancelled}
          {booking.cancelledAt && <> on {formatCallMoment(booking.cancelledAt, timeZone)}</>}
        </p>
      )}

      {hasActions && (
        <div className="flex flex-wrap gap-2">
          {actions.onOpenLead && (
            <Button variant="outline" size="sm" aria-label={`Open lead: ${booking.name}`} onClick={(event) => actions.onOpenLead?.(event.currentTarget)}>
              <UserRound aria-hidden="true" />
              Open lead
            </Button>
          )}
          {actions.onConfirm && (
            <Button size="sm" disabled={actions.confirming} aria-busy={actions.confirming || undefined} onClick={actions.onConfirm}>
              {actions.confirming ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : <CalendarCheck aria-hidden="true" />}
              Confirm<span className="sr-only"> {who}</span>
            </Button>
          )}
          {actions.onReschedule && (
            <Button variant="outline" size="sm" onClick={(event) => actions.onReschedule?.(event.currentTarget)}>
              <CalendarClock aria-hidden="true" />
              Reschedule<span className="sr-only"> {who}</span>
            </Button>
          )}
          {actions.onCancel && (
            <Button variant="outline" size="sm" className="text-red-800 hover:text-red-900" onClick={(event) => actions.onCancel?.(event.currentTarget)}>
              <CalendarX aria-hidden="true" />
              Cancel<span className="sr-only"> {who}</span>
            </Button>
          )}
        </div>
      )}
    </li>
  )
}
