import type { TableReservation } from '@/web/lib/demo/types'

/** SPEC §3 entities of the restaurant demo. */
export type Metrics = {
  dailyRevenue: number
  reservationsToday: number
  /** Seconds until a guest gets an answer. */
  avgResponseTime: number
  /** Average review rating, out of 5. */
  customerSatisfaction: number
  /** Staff hours saved per day. */
  timeSavedDaily: number
  costSavingsMonthly: number
}

export type ReservationStatus = 'confirmed' | 'pending' | 'waitlist'

export type Reservation = TableReservation<ReservationStatus>

export type Review = {
  id: string
  customer: string
  /** 1-5 stars. */
  rating: 1 | 2 | 3 | 4 | 5
  text: string
  responded: boolean
  /** The reply posted, when there is one. */
  response?: string
}

export type OrderStatus = 'preparing' | 'ready' | 'delivered'

export type Order = {
  id: string
  customer: string
  items: readonly string[]
  total: number
  status: OrderStatus
}
