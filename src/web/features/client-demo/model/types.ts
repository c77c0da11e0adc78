import type { TableReservation } from '@/web/lib/demo/types'

/** SPEC §3/§4 entities of the live automation demo (a sample Norwegian restaurant, in NOK). */
export type EmployeeStatus = 'Auto-scheduled' | 'Time-off approved' | 'Shift swapped' | 'Weekend shift'

export type Employee = {
  id: string
  employee: string
  position: string
  shift: string
  status: EmployeeStatus
  coverage: string
  skillLevel: 'Junior' | 'Experienced' | 'Senior' | 'Expert'
  /** NOK per hour. */
  hourlyRate: number
  requestedTimeOff: string | null
  availability: string
  lastWeekHours: number
  preferredShifts: readonly string[]
  certifications: readonly string[]
  phone: string
  email: string
  /** Fixed sample date (ISO). */
  startDate: string
  /** Out of 5. */
  performance: number
  specialties: readonly string[]
}

export type CalendarStatus = 'confirmed' | 'auto-scheduled' | 'time-off' | 'shift-swap' | 'weekend-shift' | 'weekend-pay' | 'sunday-premium'

export const weekDays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const
export type WeekDay = (typeof weekDays)[number]

export type CalendarShift = {
  id: string
  day: WeekDay
  employee: string
  role: string
  /** 24-hour "HH:MM". */
  start: string
  end: string
  status: CalendarStatus
}

export type InventoryStatus = 'Auto-reordering' | 'Low stock alert' | 'In stock' | 'Order placed'

export type InventoryItem = {
  item: string
  unit: string
  current: number
  minimum: number
  status: InventoryStatus
  supplier: string
  /** NOK per unit. */
  cost: number
  orderQuantity: number
  deliveryTime: string
  lastOrdered: string
  /** Units per day. */
  usageRate: number
  expiryDate: string
  storageLocation: string
  qualityGrade: string
  category: string
  barcode: string
}

export type ReservationStatus = 'Confirmed' | 'Auto-confirmed' | 'Reminder sent'

export type DetailedReservation = TableReservation<ReservationStatus> & {
  service: string
  date: string
  server: string
  email: string
  partySize: number
  tableNumber: number
  /** Expected spend, NOK. */
  price: number
  notes: string
  lastVisit: string
  dietaryRestrictions: readonly string[]
  loyaltyPoints: number
  reminderSent: boolean
  specialRequests: string
}

export type CustomerMessage = {
  customer: string
  message: string
  response: string
  type: 'Booking' | 'Question' | 'Complaint' | 'Compliment' | 'Catering'
  /** Fixed sample time, "HH:MM". */
  timestamp: string
  channel: 'SMS' | 'Email' | 'Facebook' | 'Instagram' | 'Google'
  sentiment: 'positive' | 'neutral' | 'negative'
  urgency: 'low' | 'medium' | 'high'
  followUpNeeded: boolean
  customerHistory: string
  customerValue: 'New' | 'Regular' | 'VIP'
  previousOrders: number
  /** NOK per visit. */
  averageSpend: number
}

export type TargetBusinessProfile = {
  name: string
  industry: string
  location: string
  employees: number
  revenue: string
  painPoints: readonly string[]
  opportunities: readonly string[]
  /** NOK per month. */
  potentialSavings: number
}

export type CampaignResults = {
  emailsSent: number
  /** Percent. */
  responseRate: number
  meetingsBooked: number
  /** Percent. */
  conversionRate: number
  /** Hours. */
  avgResponseTime: number
  /** NOK. */
  costPerLead: number
}

/** One line of a live log (the stages' feed, the plan's and the analysis' logs), as ActivityLog shows it. */
export type LogEntry = { id: number; atMs: number; text: string; kind: 'info' | 'action' | 'done' }
