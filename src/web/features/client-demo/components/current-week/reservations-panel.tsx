import { memo } from 'react'
import { Badge } from '@/web/components/ui/badge'
import { Card, CardContent } from '@/web/components/ui/card'
import { reservations } from '../../data/reservations'
import { formatNok } from '../../model/format'
import type { StageStatus } from '../../model/live-demo'
import { reservationStatusVariant } from '../../model/status-styles'
import { PanelHeader } from '../panel-header'
import { StageBadge } from '../stage-badge'

export const ReservationsPanel = memo(function ReservationsPanel({ stage, progress }: { stage: StageStatus; progress: number }) {
  return (
    <Card>
      <PanelHeader
        title="Reservations"
        badge={<StageBadge status={stage} progress={progress} />}
      />
      <CardContent>
        <ul aria-label="Reservations" className="divide-y divide-border">
          {reservations.map((booking) => (
            <li key={booking.id} className="grid gap-1 py-3 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium text-ink-900">
                  {booking.date} {booking.time} · {booking.customer}
                </p>
                <Badge variant={reservationStatusVariant[booking.status]}>{booking.status}</Badge>
              </div>
              <p className="text-small text-ink-700">
                {booking.service}, party of {booking.partySize}, table {booking.tableNumber} · {booking.server}
              </p>
              <p className="text-xs text-muted-foreground">
                {[booking.specialRequests, ...booking.dietaryRestrictions].filter(Boolean).join(' · ') || 'No special requests'} · expected{' '}
                {formatNok(booking.price)}
              </p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
})
