import { CalendarX, LoaderCircle } from 'lucide-react'
import type { AdminBooking } from '@/shared/booking'
import { Button } from '@/web/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog'
import { toast } from '@/web/hooks/use-toast'
import { errorMessage } from '@/web/lib/api-error'
import { useCancelBooking } from '../../api/cancel-booking'
import type { RowDetailClose } from '../../hooks/use-row-detail'
import { cancelQuestion } from '../../lib/booking-labels'
import { formatCallMoment } from '../../lib/booking-time'
import { returnFocusOnClose } from '../shared/return-focus'

/** Asks before cancelling a call on the lead's behalf; the toast says what the server did. */
export function CancelBookingDialog({ booking, timeZone, onClose, returnFocusTo }: { booking: AdminBooking | null; timeZone: string } & RowDetailClose) {
  const cancel = useCancelBooking()
  const when = booking ? formatCallMoment(booking.start, timeZone) : ''
  const confirm = () => {
    if (!booking) return
    cancel.mutate(booking.id, {
      onSuccess: (changed) => {
        toast({ title: 'Call cancelled', description: `${changed.name}, ${formatCallMoment(changed.start, timeZone)}` })
        onClose()
      },
      onError: (error) => {
        toast({ title: 'Call not cancelled', description: errorMessage(error, 'The call could not be cancelled.'), variant: 'destructive' })
        onClose()
      },
    })
  }

  return (
    <Dialog open={booking !== null} onOpenChange={(open) => !open && !cancel.isPending && onClose()}>
      <DialogContent role="alertdialog" onCloseAutoFocus={returnFocusOnClose(returnFocusTo)}>
        <DialogHeader>
          <DialogTitle>Cancel this call?</DialogTitle>
          <DialogDescription>{booking && cancelQuestion(booking.name, when)}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" disabled={cancel.isPending} onClick={onClose}>
            Keep the call
          </Button>
          <Button type="button" variant="destructive" disabled={cancel.isPending} aria-busy={cancel.isPending || undefined} onClick={confirm}>
            {cancel.isPending ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : <CalendarX aria-hidden="true" />}
            {cancel.isPending ? 'Cancelling…' : 'Cancel the call'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
