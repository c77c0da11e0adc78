import { useState } from 'react'
import { CalendarDays } from 'lucide-react'
import type { AdminBooking } from '@/shared/booking'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card'
import { toast } from '@/web/hooks/use-toast'
import { errorMessage } from '@/web/lib/api-error'
import { useConfirmBooking } from '../../api/confirm-booking'
import { useBookings, type BookingScope } from '../../api/get-bookings'
import { useRowDetail } from '../../hooks/use-row-detail'
import { formatCallMoment, groupByOwnerDay } from '../../lib/booking-time'
import { LeadDetailDialog } from '../crm/lead-detail-dialog'
import { ListBody, ListEmpty, ListLoading } from '../shared/list-states'
import { BookingRow, type BookingRowActions } from './booking-row'
import { CancelBookingDialog } from './cancel-booking-dialog'
import { RescheduleBookingDialog } from './reschedule-booking-dialog'
import { ScopeSwitch } from './scope-switch'

type BookingAction = { kind: 'cancel' | 'reschedule'; booking: AdminBooking }

/** The booked calls, upcoming or past, by day in the owner's time zone, each with what the owner can do about it. */
export function BookingList() {
  const [scope, setScope] = useState<BookingScope>('upcoming')
  const bookings = useBookings(scope)
  const lead = useRowDetail<string>()
  const action = useRowDetail<BookingAction>()
  const confirm = useConfirmBooking()
  const timeZone = bookings.data?.timeZone ?? 'UTC'

  const confirmBooking = (booking: AdminBooking) =>
    confirm.mutate(booking.id, {
      onSuccess: (confirmed) => toast({ title: 'Call confirmed', description: `${confirmed.name}, ${formatCallMoment(confirmed.start, timeZone)}` }),
      onError: (error) => toast({ title: 'Call not confirmed', description: errorMessage(error, 'The call could not be confirmed.'), variant: 'destructive' }),
    })

  const actionsFor = (booking: AdminBooking): BookingRowActions => {
    const upcoming = scope === 'upcoming'
    const leadId = booking.leadId
    return {
      onOpenLead: leadId ? (trigger) => lead.open(leadId, trigger) : undefined,
      onReschedule: upcoming && booking.status === 'confirmed' ? (trigger) => action.open({ kind: 'reschedule', booking }, trigger) : undefined,
      onCancel: upcoming && booking.status === 'confirmed' ? (trigger) => action.open({ kind: 'cancel', booking }, trigger) : undefined,
      onConfirm: upcoming && booking.status === 'held' ? () => confirmBooking(booking) : undefined,
      confirming: confirm.isPending && confirm.variables === booking.id,
    }
  }

  return (
    <Card aria-labelledby="bookings-title" role="region" className="gap-4">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle asChild className="text-h3">
          <h2 id="bookings-title">Calls</h2>
        </CardTitle>
        <CardDescription>
          By day, in your time zone{bookings.data && ` (${bookings.data.timeZone})`}. Cancel or move a call on the lead's behalf: they get the same
          e-mails as when they do it themselves.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 px-4 sm:px-6">
        <ScopeSwitch value={scope} onChange={setScope} />
        <ListBody
          query={bookings}
          isEmpty={(data) => data.bookings.length === 0}
          loading={<ListLoading label="Loading calls…" rows={3} rowClassName="h-32" />}
          empty={() => (
            <ListEmpty icon={CalendarDays} title={scope === 'upcoming' ? 'No upcoming calls' : 'No past calls'}>
              {scope === 'upcoming' ? 'Calls booked on the booking page appear here.' : undefined}
            </ListEmpty>
          )}
        >
          {(data) => (
            <div className="space-y-5">
              {groupByOwnerDay(data.bookings, data.timeZone).map((group) => (
                <section key={group.day} aria-labelledby={`bookings-${scope}-${group.day}`} className="space-y-2">
                  <h3 id={`bookings-${scope}-${group.day}`} className="text-small font-semibold tracking-wide text-ink-700 uppercase">
                    {group.label}
                  </h3>
                  <ul aria-label={`Calls on ${group.label}`} className="-mx-4 divide-y divide-border border-y border-border sm:mx-0 sm:rounded-lg sm:border">
                    {group.items.map((booking) => (
                      <BookingRow key={booking.id} booking={booking} timeZone={data.timeZone} actions={actionsFor(booking)} />
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          )}
        </ListBody>
        {/* Portalled: they add nothing to the list's own markup. */}
        <LeadDetailDialog leadId={lead.row} {...lead.close} />
        <CancelBookingDialog booking={action.row?.kind === 'cancel' ? action.row.booking : null} timeZone={timeZone} {...action.close} />
        <RescheduleBookingDialog booking={action.row?.kind === 'reschedule' ? action.row.booking : null} timeZone={timeZone} {...action.close} />
      </CardContent>
    </Card>
  )
}
