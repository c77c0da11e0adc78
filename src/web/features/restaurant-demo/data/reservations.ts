import type { Reservation } from '../lib/types'

export const reservations: readonly Reservation[] = [
  { id: 'r-1', customer: 'Johnson family', time: '6:00 PM', party: 4, status: 'confirmed', phone: '(859) 555-0131' },
  { id: 'r-2', customer: 'Mark Davis', time: '6:30 PM', party: 2, status: 'confirmed', phone: '(859) 555-0148' },
  { id: 'r-3', customer: 'Priya Patel', time: '7:00 PM', party: 6, status: 'pending', phone: '(859) 555-0176' },
  { id: 'r-4', customer: 'Carlos Mendez', time: '7:30 PM', party: 3, status: 'confirmed', phone: '(859) 555-0112' },
  { id: 'r-5', customer: 'Anna Schmidt', time: '8:00 PM', party: 2, status: 'waitlist', phone: '(859) 555-0159' },
]
