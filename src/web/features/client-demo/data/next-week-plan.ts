import type { PlanPhase } from '../model/next-week'

/** SPEC §9: four phases of 8000, 6000, 5000 and 4000 ms. */
export const nextWeekPlan: readonly PlanPhase[] = [
  {
    title: 'Staff schedule',
    durationMs: 8000,
    items: [
      { text: 'Mon-Tue: lean crew of 3 for the quiet start of the week', laborCostOptimized: 1240 },
      { text: 'Wed-Thu: shifts trimmed to the booking forecast', laborCostOptimized: 980 },
      { text: 'Friday: Sofie and Jonas on the evening rush, Ole back', laborCostOptimized: 650 },
      { text: 'Weekend: weekend pay spread fairly across the team', laborCostOptimized: 1130 },
    ],
  },
  {
    title: 'Supplier orders',
    durationMs: 6000,
    items: [
      { text: 'Salmon: 18 kg from Lofoten Sjømat at 8% below list', supplierDealsFound: 1 },
      { text: 'Dairy: one combined TINE order, no extra delivery fee', supplierDealsFound: 1 },
      { text: 'Vegetables: Telemark Gartneri, local and 6% cheaper', supplierDealsFound: 1 },
    ],
  },
  {
    title: 'Bookings',
    durationMs: 5000,
    items: [
      { text: 'Friday: 2 waitlisted groups seated at 17:30', bookingsGenerated: 6 },
      { text: 'Saturday: birthday package offered to 12 guests', bookingsGenerated: 4 },
      { text: 'Sunday lunch: reminder to 40 regulars', bookingsGenerated: 8 },
      { text: 'Tuesday: quiet-night offer to loyalty members', bookingsGenerated: 5 },
    ],
  },
  {
    title: 'Guest campaigns',
    durationMs: 4000,
    items: [
      { text: "Review requests to last week's 38 guests", bookingsGenerated: 2 },
      { text: "Newsletter with next week's menu to 1,240 subscribers", bookingsGenerated: 3 },
    ],
  },
]
