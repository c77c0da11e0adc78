import { BellRing, CalendarCheck, MessageSquareText } from 'lucide-react'
import { IconBadge } from '@/web/components/content/icon-badge'

const timeline = [
  { icon: BellRing, time: '9:42:05 PM', text: 'New inquiry: 3-bed home under $500k, from your website' },
  { icon: MessageSquareText, time: '9:42:31 PM', text: 'AI texted back with 3 matching listings (26 seconds)' },
  { icon: CalendarCheck, time: '9:44:10 PM', text: 'Showing booked for Saturday 11:00 AM, in your calendar' },
]

/** What one evening lead looks like with the assistant on: a fixed sample, not the visitor's clock. */
export function HeroLeadCard() {
  return (
    <aside aria-labelledby="hero-lead-card" className="rounded-xl border border-border bg-card p-5 shadow-lg">
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">While you were at dinner</p>
      <h2 id="hero-lead-card" className="mt-1 font-semibold text-ink-900">
        Sarah Johnson · hot lead, score 92
      </h2>
      <ol className="mt-4 grid gap-4">
        {timeline.map(({ icon, time, text }) => (
          <li key={time} className="flex gap-3">
            <IconBadge icon={icon} className="size-8 rounded-full" iconClassName="size-4" />
            <div>
              <p className="text-xs font-medium text-muted-foreground tabular-nums">{time}</p>
              <p className="text-small text-ink-800">{text}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-4 rounded-md bg-accent-50 px-3 py-2 text-small font-medium text-accent-800">Lead to booked showing in under 2 minutes</p>
    </aside>
  )
}
