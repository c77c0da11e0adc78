import type { BadgeStyle } from '@/web/components/ui/badge'
import type { OrderStatus, ReservationStatus } from './types'

export const reservationStatusStyle: Record<ReservationStatus, BadgeStyle> = {
  confirmed: { variant: 'success', label: 'Confirmed' },
  pending: { variant: 'warning', label: 'Pending' },
  waitlist: { variant: 'secondary', label: 'Waitlist' },
}

export const orderStatusStyle: Record<OrderStatus, BadgeStyle> = {
  preparing: { variant: 'warning', label: 'Preparing' },
  ready: { variant: 'info', label: 'Ready' },
  delivered: { variant: 'success', label: 'Delivered' },
}
