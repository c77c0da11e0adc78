import { useState, type FormEvent } from 'react'
import { CalendarClock, CircleAlert, LoaderCircle } from 'lucide-react'
import type { AdminBooking, Slot } from '@/shared/booking'
import { Button } from '@/web/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog'
import { toast } from '@/web/hooks/use-toast'
import { errorMessage } from '@/web/lib/api-error'
import { SlotTakenError } from '../../api/booking-change'
import { rescheduleDays, useFreeSlots } from '../../api/get-free-slots'
import { useRescheduleBooking } from '../../api/reschedule-booking'
import type { RowDetailClose } from '../../hooks/use-row-detail'
import { formatCallMoment } from '../../lib/booking-time'
import { ListError, ListLoading } from '../shared/list-states'
import { returnFocusOnClose } from '../shared/return-focus'
import { SlotPicker } from './slot-picker'

/** Moves a call on the lead's behalf to a free slot of the next three weeks; the lead gets the same e-mail as when they move it. */
export function RescheduleBookingDialog({ booking, timeZone, onClose, returnFocusTo }: { booking: AdminBooking | null; timeZone: string } & RowDetailClose) {
  return (
    <Dialog open={booking !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl" onCloseAutoFocus={returnFocusOnClose(returnFocusTo)}>
        <DialogHeader>
          <DialogTitle>Reschedule the call with {booking?.name}</DialogTitle>
          <DialogDescription>
            {booking && `Now ${formatCallMoment(booking.start, timeZone)}. Choose a free time; times are in ${timeZone}.`}
          </DialogDescription>
        </DialogHeader>
        {booking && <RescheduleForm key={booking.id} booking={booking} ownerTimeZone={timeZone} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  )
}

/** What the choice is made from: every free slot, or after a refusal the nearby ones the server offered. */
type Offer = { kind: 'all' } | { kind: 'offered'; error: string; slots: readonly Slot[] }

function RescheduleForm({ booking, ownerTimeZone, onDone }: { booking: AdminBooking; ownerTimeZone: string; onDone: () => void }) {
  const free = useFreeSlots()
  const reschedule = useRescheduleBooking()
  const [offer, setOffer] = useState<Offer>({ kind: 'all' })
  const [day, setDay] = useState<string | null>(null)
  const [start, setStart] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!start) return
    setFailure(null)
    reschedule.mutate(
      { id: booking.id, start },
      {
        onSuccess: (moved) => {
          toast({ title: `Call moved to ${formatCallMoment(moved.start, ownerTimeZone)}`, description: moved.name })
          onDone()
        },
        onError: (error) => {
          setStart(null)
          if (error instanceof SlotTakenError) {
            setDay(null)
            setOffer({ kind: 'offered', error: error.message, slots: error.slots })
          } else setFailure(errorMessage(error, 'The call could not be moved.'))
        },
      },
    )
  }

  if (free.isPending) return <ListLoading label="Loading the free times…" rows={2} rowClassName="h-12" />
  if (free.isError) return <ListError error={free.error} onRetry={() => void free.refetch()} />

  const timeZone = free.data.timeZone
  const slots = offer.kind === 'offered' ? offer.slots : free.data.slots
  const showAll = () => {
    setOffer({ kind: 'all' })
    setDay(null)
    setStart(null)
    void free.refetch()
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {offer.kind === 'offered' && (
        <div role="alert" className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-small text-amber-900">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>{offer.error} The nearest free times are below.</p>
        </div>
      )}
      {failure && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-small text-red-900">
          {failure}
        </p>
      )}
      <fieldset disabled={reschedule.isPending} className="grid gap-4">
        <legend className="sr-only">New time</legend>
        {slots.length > 0 ? (
          <SlotPicker slots={slots} timeZone={timeZone} day={day} onDayChange={setDay} value={start} onChange={setStart} />
        ) : (
          <p className="text-small text-muted-foreground">No free times in the next {rescheduleDays} days.</p>
        )}
        {offer.kind === 'offered' && (
          <Button type="button" variant="link" className="h-auto justify-self-start p-0" onClick={showAll}>
            Show all free times
          </Button>
        )}
      </fieldset>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={reschedule.isPending}>
          Keep the time
        </Button>
        <Button type="submit" disabled={!start || reschedule.isPending} aria-busy={reschedule.isPending || undefined}>
          {reschedule.isPending ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : <CalendarClock aria-hidden="true" />}
          {reschedule.isPending ? 'Moving…' : 'Move the call'}
        </Button>
      </DialogFooter>
    </form>
  )
}
