import { BellRing, CalendarCheck, MessagesSquare, MousePointerClick, type LucideIcon } from 'lucide-react'
import { callMinutes } from '@/shared/booking'
import { IconBadge } from '@/web/components/content/icon-badge'

const steps: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: MousePointerClick, title: 'Pick a time', text: 'Choose a day and time that suit you, and tell us a little about your business.' },
  { icon: CalendarCheck, title: 'Get the invitation', text: 'A confirmation e-mail brings a calendar invitation and links to reschedule or cancel.' },
  { icon: BellRing, title: 'A reminder', text: 'We remind you by e-mail before the call.' },
  {
    icon: MessagesSquare,
    title: `${callMinutes} minutes on your business`,
    text: 'Your questions answered, with honest costs and timelines. No pressure and no obligation.',
  },
]

/** What happens once a time is chosen. */
export function BookingNextSteps() {
  return (
    <section aria-labelledby="booking-next-steps" className="rounded-xl border border-border bg-card p-6 shadow-sm">
      <h2 id="booking-next-steps" className="text-h3 text-ink-900">
        What to expect
      </h2>
      <ol className="mt-5 space-y-5">
        {steps.map(({ icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <IconBadge icon={icon} />
            <div>
              <h3 className="font-semibold text-ink-900">{title}</h3>
              <p className="mt-1 text-small text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}
