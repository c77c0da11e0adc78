import type { DemoStep } from '@/web/lib/demo/types'

/** The lead-to-showing workflow the Live Automation tab plays, one step every 2 s (SPEC §4). */
export const workflowSteps: readonly DemoStep[] = [
  { title: 'Lead captured', description: 'A new inquiry arrives from the website form at 9:42 PM.' },
  { title: 'AI qualification', description: 'Budget, timeline and property type are scored: 92/100, hot lead.' },
  { title: 'Instant personal reply', description: 'A text and an e-mail go out in under 30 seconds, in your voice.' },
  { title: 'Listings matched', description: 'Three active listings that fit the budget are sent with photos.' },
  { title: 'Showing booked', description: 'The lead picks a time; it lands in your calendar with directions.' },
  { title: 'CRM updated and nurture started', description: 'Contact saved, follow-ups scheduled for day 1, 3 and 7.' },
]
