import { memo } from 'react'
import { reservations } from '../../data/reservations'
import { formatNok } from '../../model/format'
import type { StageStatus } from '../../model/live-demo'
import { reservationStatusVariant } from '../../model/status-styles'
import { StageRecordPanel, type StageRecord } from './stage-record-panel'

const records: StageRecord[] = reservations.map((booking) => ({
  key: booking.id,
  title: (
    <>
      {booking.date} {booking.time} · {booking.customer}
    </>
  ),
  status: booking.status,
  variant: reservationStatusVariant[booking.status],
  summary: (
    <>
      {booking.service}, party of {booking.partySize}, table {booking.tableNumber} · {booking.server}
    </>
  ),
  details: (
    <>
      {[booking.specialRequests, ...booking.dietaryRestrictions].filter(Boolean).join(' · ') || 'No special requests'} · expected{' '}
      {formatNok(booking.price)}
    </>
  ),
}))

export const ReservationsPanel = memo(function ReservationsPanel({ stage, progress }: { stage: StageStatus; progress: number }) {
  return <StageRecordPanel title="Reservations" listLabel="Reservations" records={records} stage={stage} progress={progress} />
})
