import { site } from '@/shared/site'
import type { OutreachTemplate } from '../lib/types'

const founderFirstName = site.founder.name.split(' ')[0]

/** Placeholders in [brackets] are filled in per prospect. */
export const outreachTemplates: readonly OutreachTemplate[] = [
  {
    id: 'email',
    label: 'Email',
    subject: 'Save $3,200/month with AI automation - [Restaurant Name]',
    body: `Hi [Owner Name],

I run ${site.name} here in ${site.location}. We set up AI that answers reservation calls, confirms bookings, replies to every review and follows up with guests, so your staff can focus on the floor.

Restaurants like [Restaurant Name] typically save about $3,200 a month and see up to 25% more bookings, mostly from calls and messages that used to go unanswered.

Could I show you a 15-minute demo this week? I can come by before service or do it by phone.

Best,
${site.founder.name}
${site.name} · ${site.phone}`,
  },
  {
    id: 'sms',
    label: 'SMS',
    body: `Hi [Owner Name], ${founderFirstName} from ${site.name}. Our AI answers bookings & reviews for local restaurants 24/7. Free 15-min demo this week? Reply YES`,
  },
  {
    id: 'call',
    label: 'Cold Call',
    body: `Hi, is this [Owner Name]? This is ${founderFirstName} with ${site.name}, a local AI automation company here in ${site.location.split(',')[0]}. Do you have two minutes?

[If yes] We help restaurants stop missing reservation calls and reviews. Our AI picks up every call, books the table, sends reminders and answers reviews in your voice. Most owners save around $3,200 a month.

Quick question: how are you handling calls during the dinner rush right now?

[Listen, then] I would love to show you a 15-minute demo with your own numbers. Would Tuesday or Thursday afternoon work better?`,
  },
  {
    id: 'linkedin',
    label: 'LinkedIn',
    body: `Hi [Owner Name], I came across [Restaurant Name] and love what you have built. At ${site.name} we help restaurant owners in ${site.location} put reservations, reviews and guest follow-up on autopilot with AI, usually saving around $3,200 a month. Open to a quick 15-minute chat about what that could look like for you?`,
  },
]

export function copyTextOf(template: OutreachTemplate): string {
  return template.subject ? `Subject: ${template.subject}\n\n${template.body}` : template.body
}
