import { Phone, Users } from 'lucide-react'
import { Badge } from '@/web/components/ui/badge'
import { IconText } from '@/web/components/content/icon-text'
import { TitledCard } from '@/web/components/titled-card'
import { reservations } from '../data/reservations'
import { reservationStatusStyle } from '../lib/status-styles'

export function ReservationsTab() {
  return (
    <TitledCard title="Tonight's reservations" description="Booked by phone, web and chat; confirmations and reminders go out automatically.">
      <ul aria-label="Reservations" className="divide-y divide-border">
        {reservations.map((reservation) => {
          const status = reservationStatusStyle[reservation.status]
          return (
            <li key={reservation.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
              <span className="w-20 font-semibold text-brand-700 tabular-nums">{reservation.time}</span>
              <div className="min-w-0 flex-1">
                <p className="font-medium text-ink-900">{reservation.customer}</p>
                <p className="flex flex-wrap gap-x-3 text-small text-muted-foreground">
                  <IconText icon={Users} className="inline-flex items-center gap-1" iconClassName="size-3.5">
                    Party of {reservation.party}
                  </IconText>
                  <IconText icon={Phone} className="inline-flex items-center gap-1" iconClassName="size-3.5">
                    {reservation.phone}
                  </IconText>
                </p>
              </div>
              <Badge variant={status.variant}>{status.label}</Badge>
            </li>
          )
        })}
      </ul>
    </TitledCard>
  )
}
