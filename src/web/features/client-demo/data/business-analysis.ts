import type { CampaignResults } from '../model/types'

/** What the four jobs cost by hand each month (NOK); together SPEC §9's 20,800 NOK. */
export const traditionalCosts: readonly { task: string; nok: number }[] = [
  { task: 'Staff scheduling', nok: 5_200 },
  { task: 'Inventory and ordering', nok: 4_600 },
  { task: 'Phone bookings and reminders', nok: 6_400 },
  { task: 'Customer messages and reviews', nok: 4_600 },
]

/** SPEC §9: the automated monthly cost, NOK. */
export const automatedMonthlyCost = 3_500

/** SPEC §9: 247 emails, 32% response, 23 meetings, 14% conversion, 4.2 h, 45 NOK per lead. */
export const campaignResults: CampaignResults = {
  emailsSent: 247,
  responseRate: 32,
  meetingsBooked: 23,
  conversionRate: 14,
  avgResponseTime: 4.2,
  costPerLead: 45,
}
