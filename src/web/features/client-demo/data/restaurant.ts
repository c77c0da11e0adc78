import type { TargetBusinessProfile } from '../model/types'

/** The sample client the demo runs: a Norwegian bistro, so money is in NOK. */
export const sampleRestaurant: TargetBusinessProfile = {
  name: 'Fjordkanten Bistro',
  industry: 'Restaurant · 68 seats, lunch and dinner',
  location: 'Skien, Telemark',
  employees: 14,
  revenue: '8.4 million NOK a year',
  painPoints: [
    'Rota built by hand every Sunday evening, 3-4 hours a week',
    'Stock counted on paper; salmon and dairy run out on Fridays',
    'Booking calls missed during service, about 20 a week',
    'Reviews and Facebook messages answered days late, if at all',
  ],
  opportunities: [
    'AI scheduling from the booking forecast and staff availability',
    'Automatic reordering with price comparison across suppliers',
    'Bookings, confirmations and reminders on autopilot',
    'Instant, personal replies on every channel',
  ],
  potentialSavings: 17_300,
}
