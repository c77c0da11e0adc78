import type { BadgeProps } from '@/web/components/ui/badge'
import type { CalendarStatus, EmployeeStatus, InventoryStatus, ReservationStatus } from './types'

type BadgeVariant = NonNullable<BadgeProps['variant']>

/** Every status is shown as text; the colour only repeats it. */
export const calendarStatusStyle: Record<CalendarStatus, { label: string; className: string }> = {
  confirmed: { label: 'Confirmed', className: 'border-l-accent-600 bg-accent-50' },
  'auto-scheduled': { label: 'Auto-scheduled', className: 'border-l-brand-600 bg-brand-50' },
  'time-off': { label: 'Time off', className: 'border-l-ink-400 bg-ink-100 text-ink-700' },
  'shift-swap': { label: 'Shift swap', className: 'border-l-violet-600 bg-violet-50' },
  'weekend-shift': { label: 'Weekend shift', className: 'border-l-sky-600 bg-sky-50' },
  'weekend-pay': { label: 'Weekend pay', className: 'border-l-amber-600 bg-amber-50' },
  'sunday-premium': { label: 'Sunday premium', className: 'border-l-rose-600 bg-rose-50' },
}

export const employeeStatusVariant: Record<EmployeeStatus, BadgeVariant> = {
  'Auto-scheduled': 'info',
  'Time-off approved': 'warning',
  'Shift swapped': 'secondary',
  'Weekend shift': 'success',
}

export const inventoryStatusVariant: Record<InventoryStatus, BadgeVariant> = {
  'Auto-reordering': 'info',
  'Low stock alert': 'danger',
  'In stock': 'success',
  'Order placed': 'warning',
}

export const reservationStatusVariant: Record<ReservationStatus, BadgeVariant> = {
  Confirmed: 'success',
  'Auto-confirmed': 'info',
  'Reminder sent': 'secondary',
}
