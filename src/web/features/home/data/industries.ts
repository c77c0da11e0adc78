import { AirVent, Bug, DoorOpen, Droplets, Fence, House, PlugZap, Trees, type LucideIcon } from 'lucide-react'

export type Trade = { icon: LucideIcon; name: string; example: string }

/** SPEC §1: the home-service trades we serve, each with one automation it gets. */
export const trades: readonly Trade[] = [
  { icon: House, name: 'Roofing', example: 'Storm-season leads get a callback in seconds and an inspection on your calendar.' },
  { icon: AirVent, name: 'HVAC', example: '“No heat” calls at 2 AM are answered and booked into the first open slot.' },
  { icon: Droplets, name: 'Plumbing', example: 'Emergency leaks get an instant answer; routine jobs get booked without phone tag.' },
  { icon: PlugZap, name: 'Electrical', example: 'Quote requests are qualified by the AI and followed up until they say yes.' },
  { icon: Trees, name: 'Landscaping & trees', example: 'Seasonal reminders fill your spring schedule before the first mow.' },
  { icon: Fence, name: 'Fencing', example: 'Estimate requests get a same-minute reply with your next open visit.' },
  { icon: Bug, name: 'Pest control', example: 'Recurring-service reminders and renewals go out on their own.' },
  { icon: DoorOpen, name: 'Windows & doors', example: 'Long decisions get patient follow-up e-mails until the homeowner is ready.' },
]
