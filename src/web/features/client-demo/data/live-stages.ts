import type { LiveStage } from '../model/live-demo'

/**
 * SPEC §9: the four stages last 4000, 3500, 3000 and 2500 ms. Feed lines appear as a stage's
 * progress passes `atPercent` (0: as the stage starts).
 */
export const liveStages: readonly LiveStage[] = [
  {
    id: 'staff-scheduling',
    title: 'Staff scheduling',
    description: 'Builds the rota from bookings, availability and pay rules.',
    durationMs: 4000,
    feed: [
      { atPercent: 0, text: 'Reading the next 7 days of bookings and the weather forecast' },
      { atPercent: 35, text: "Approved Ole's Friday time-off; Jonas covers the line" },
      { atPercent: 70, text: 'Swapped Sofie and Emil on Thursday to match skills to bookings' },
      { atPercent: 100, text: 'Rota published to 5 phones, weekend pay applied' },
    ],
  },
  {
    id: 'inventory',
    title: 'Inventory',
    description: 'Checks stock against the forecast and orders before it runs out.',
    durationMs: 3500,
    feed: [
      { atPercent: 0, text: "Checking stock against this week's forecast" },
      { atPercent: 40, text: 'Cream 38% below minimum: low stock alert raised' },
      { atPercent: 75, text: 'Salmon auto-reordered from Lofoten Sjømat: 18 kg for tomorrow 07:00' },
      { atPercent: 100, text: 'Inventory balanced, 2 orders placed' },
    ],
  },
  {
    id: 'appointment-booking',
    title: 'Appointment booking',
    description: 'Confirms new bookings and sends reminders.',
    durationMs: 3000,
    feed: [
      { atPercent: 0, text: 'Scanning booking requests from web, phone and Facebook' },
      { atPercent: 50, text: 'Auto-confirmed table 7 for the Hansen party of 6' },
      { atPercent: 100, text: "Reminders sent for the weekend's bookings" },
    ],
  },
  {
    id: 'customer-communication',
    title: 'Customer communication',
    description: 'Answers every message, review and question in seconds.',
    durationMs: 2500,
    feed: [
      { atPercent: 0, text: 'Reading 6 new customer messages' },
      { atPercent: 100, text: 'All customer messages answered' },
    ],
    answersCustomerMessages: true,
  },
]
