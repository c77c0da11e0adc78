import type { Metrics } from '../lib/types'

export const sampleRestaurant = { name: 'Magnolia Kitchen & Bar', city: 'Lexington, KY', phone: '(859) 555-0199' } as const

/** SPEC §9: daily revenue 2850, 24 reservations, 4.5 hours saved daily, rating 4.6. */
export const metrics: Metrics = {
  dailyRevenue: 2850,
  reservationsToday: 24,
  avgResponseTime: 25,
  customerSatisfaction: 4.6,
  timeSavedDaily: 4.5,
  costSavingsMonthly: 3203,
}

/** SPEC §9: occupancy 85%, order accuracy 98%, satisfaction 92%. */
export const performance = [
  { key: 'occupancy', label: 'Table occupancy', value: 85 },
  { key: 'orderAccuracy', label: 'Order accuracy', value: 98 },
  { key: 'satisfaction', label: 'Customer satisfaction', value: 92 },
] as const
